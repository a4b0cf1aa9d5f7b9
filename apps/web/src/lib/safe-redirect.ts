const ORIGIN = 'http://touchline.invalid';
/** Pages a sign-in must never return to (they would loop or undo the sign-in). */
const NO_RETURN = new Set(['/login', '/register', '/logout']);

/**
 * The `?redirect=` target after sign-in: only a same-site relative path
 * starting with exactly one '/'. Anything else (absolute or
 * protocol-relative URLs, backslash tricks, control characters) gives the
 * fallback.
 */
export function safeRedirect(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value === '') return fallback;
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  // Browsers treat '\' like '/' ("/\evil.com"), and strip tabs/newlines from URLs.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== ORIGIN) return fallback;
  if (NO_RETURN.has(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
