import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers on every response (CSP, nosniff, frame and referrer
 * policies, …), set in the first onRequest hooks so that hijacked responses
 * (the SSE stream) carry them too.
 *
 * Helmet's middleware is built once, here. `@fastify/helmet` built it anew on
 * every request (options merged, the CSP string assembled), which halved the
 * throughput of a bare route and kept `GET /api/health` at 0.13–0.25× a bare
 * Fastify route (issue 13, decision 030). The headers are the same.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets inline style attributes; no inline scripts are allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        // The installable app (decision 310): its service worker and manifest, from this origin only.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Plain-http local installs must not be told to upgrade to https.
    hsts: options.https,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
}
