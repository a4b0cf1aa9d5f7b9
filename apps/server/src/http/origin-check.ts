import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence in depth for every state-changing /api request: a browser
 * always sends Origin on cross-site POST/PATCH/DELETE, so one that names a
 * foreign origin is refused. Session cookies are SameSite=Lax as well, and
 * JSON bodies need a CORS preflight that we never grant.
 */
export function registerOriginCheck(app: FastifyInstance, trustedOrigins: string[]): void {
  const trusted = new Set(trustedOrigins);
  // A callback hook: no I/O, so no promise per request (decision 055).
  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return done();
    const origin = request.headers.origin;
    if (origin !== undefined && !trusted.has(origin)) {
      sendError(reply, 403, 'FORBIDDEN');
      return;
    }
    done();
  });
}
