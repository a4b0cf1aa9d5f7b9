/** The body colours of Mantine's light and dark schemes: the top bar's, so the browser's bar continues it. */
export const THEME_COLORS = { light: '#ffffff', dark: '#242424' } as const;

/**
 * index.html has one `<meta name="theme-color">` per `prefers-color-scheme`.
 * A scheme the user chose wins over the system's, so both then carry its
 * colour; 'auto' gives each back its own (decision 312).
 */
export function syncThemeColor(scheme: string): void {
  if (typeof document === 'undefined') return;
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
    const own = meta.getAttribute('media')?.includes('dark') ? 'dark' : 'light';
    meta.setAttribute('content', THEME_COLORS[scheme === 'light' || scheme === 'dark' ? scheme : own]);
  }
}
