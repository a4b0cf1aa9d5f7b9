import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.js';

/**
 * Paths are matched exactly as sent. The router decodes percent escapes and
 * a URL built from the raw path resolves dot segments, so `/api/auth/./x`,
 * `/api/auth/%2e/x` or `/API/x` could otherwise reach a handler (or a
 * library behind one) that the canonical path would refuse, limit or check
 * differently. Any request whose path is not in canonical form is refused
 * with 404 before routing decisions, access checks or limits apply.
 *
 * Everywhere: no empty segment (`//`; a trailing slash on a page is fine),
 * no `.` or `..` segment, no backslash,
 * no percent-encoded `.`, `/`, `\` or NUL, no control characters.
 * Under /api (in any spelling): exactly `/api/…` in lower case, no percent
 * escapes at all (no API path needs one: ids are UUIDs, names go in the
 * query string) and no trailing slash.
 */
export function isCanonicalPath(rawPath: string): boolean {
  return PLAIN_PATH.test(rawPath) || followsCanonicalRules(rawPath);
}

/**
 * The common case, decided in one pass (decision 055): lower-case segments
 * that start with a letter or digit and hold only letters, digits, `.`, `_`
 * and `-`. Such a path passes every rule below (no segment is `.`, `..` or
 * empty, nothing is escaped, `api` can only be spelt `api`, no trailing
 * slash); anything else is judged by the rules themselves.
 */
const PLAIN_PATH = /^(?:\/[a-z0-9][a-z0-9._-]*)+$/;

/** The rules of `isCanonicalPath`, one by one. Exported for the test that the shortcut never accepts more. */
export function followsCanonicalRules(rawPath: string): boolean {
  if (!rawPath.startsWith('/')) return false;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(rawPath)) return false;
  if (/%(2e|2f|5c|00)/i.test(rawPath)) return false;
  const segments = rawPath.slice(1).split('/');
  const last = segments.length - 1;
  if (segments.some((segment, index) => segment === '.' || segment === '..' || (segment === '' && index < last))) {
    return false;
  }
  if (looksLikeApi(segments[0] ?? '')) {
    return segments[0] === 'api' && !rawPath.includes('%') && !rawPath.endsWith('/');
  }
  return true;
}

/** `api` in any case or percent-encoding (`/API`, `/%61pi`). */
function looksLikeApi(firstSegment: string): boolean {
  try {
    return decodeURIComponent(firstSegment).toLowerCase() === 'api';
  } catch {
    // A malformed escape is not canonical either: treated as API, so the caller refuses it.
    return firstSegment.includes('%');
  }
}

/**
 * Registers the refusal first, so it runs before every other onRequest hook.
 * A callback hook, not an `async` one: it does no I/O, and an async hook
 * costs every request a promise and a turn of the microtask queue (decision 055).
 * A refused request is answered and the hook chain stops (`done` is not called).
 */
export function registerCanonicalPaths(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.raw.url ?? '';
    const query = url.indexOf('?');
    if (isCanonicalPath(query === -1 ? url : url.slice(0, query))) return done();
    sendError(reply, 404, 'NOT_FOUND');
  });
}
