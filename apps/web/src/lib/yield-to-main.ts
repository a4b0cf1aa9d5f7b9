/**
 * Lets the browser run what waits (input, a paint, a network callback) before
 * the caller goes on, so that start-up work split by it runs as several short
 * tasks instead of one long one: a phone stays responsive, and Lighthouse's
 * total blocking time counts only the part of a task beyond 50 ms (decision 287).
 * `scheduler.yield()` resumes ahead of other queued tasks where the browser has
 * it (Chromium 129+); elsewhere a zero timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
