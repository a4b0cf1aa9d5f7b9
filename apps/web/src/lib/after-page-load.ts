/**
 * Runs `task` once the page and its first resources have loaded, when the
 * main thread is idle: for work that must not compete with what the visitor
 * waits for (the service worker's registration, a page's code for later).
 * Safari has no requestIdleCallback; there a zero timeout.
 *
 * main.tsx keeps its own copy: imported from here, the entry chunk has to
 * export it to the pages' chunks, 42 bytes brotli more on the initial route,
 * which is over its goal in docs/product/quality-goals.md already (decision 327).
 */
export function afterPageLoad(task: () => void): void {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(task) : setTimeout(task, 0));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
