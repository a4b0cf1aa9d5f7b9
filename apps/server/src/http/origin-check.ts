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
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !trusted.has(origin)) return sendError(reply, 403, 'FORBIDDEN');
  });
}
