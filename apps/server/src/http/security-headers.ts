import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Security headers on every response (CSP, nosniff, frame and referrer
 * policies, …), set in the first onRequest hooks so that hijacked responses
 * (the SSE stream) carry them too.
 *
 * Helmet's middleware is built once, here. `@fastify/helmet` built it anew on
 * every request (options merged, the CSP string assembled), which halved the
 * throughput of a bare route and kept `GET /api/health` at 0.13–0.25× a bare
 * Fastify route (decision 030). The headers are the same.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: {
    https: boolean;
    /** Routes that write their head themselves, with the returned list (the SSE stream). */
    writtenByHandler?: string[];
  },
): string[] {
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
  const written = new Set(options.writtenByHandler ?? []);
  const list = securityHeaderList(setHeaders);
  // Each response gets the list helmet produced above, set on the raw
  // response as helmet sets it, without running helmet's eleven middlewares
  // again for the same constant values (decision 055).
  app.addHook('onRequest', (request, reply, done) => {
    if (written.has(request.routeOptions.url ?? '')) return done();
    const raw = reply.raw;
    raw.removeHeader('x-powered-by');
    for (let i = 0; i < list.length; i += 2) raw.setHeader(list[i]!, list[i + 1]!);
    done();
  });
  return list;
}

/**
 * The same headers as one flat `[name, value, …]` list, computed once (the
 * directives hold no per-request parts such as nonces). A route that writes
 * its own head passes it to `writeHead` with its own headers: set one by one
 * on each response, they cost a header object per response for as long as
 * it is open — about 2 KB per live stream, 20 MB at 10,000 (decision 048).
 */
function securityHeaderList(setHeaders: ReturnType<typeof helmet>): string[] {
  const headers = new Map<string, string>();
  const collector = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  setHeaders({} as IncomingMessage, collector as unknown as ServerResponse, () => {});
  return [...headers].flat();
}
