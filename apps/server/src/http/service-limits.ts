import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { limitBy, type LimitStore } from './attempt-limiter.js';

export type ServiceLimits = {
  /** Writes one signed-in user may make per minute (decision 027). */
  writesPerMinute: number;
  /** Heavy requests (HEAVY_ROUTES) one user may make per minute, with a burst of twice as many per ten minutes (decision 365). */
  heavyWorkPerMinute: number;
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The routes whose work grows with the data rather than with the request
 * (decision 365): a whole tournament drawn as PDF pages, a player card with
 * its photo and radar, every visible player as CSV, a schedule search, an
 * import of up to 5,000 rows checked against every player, everything a
 * user ever wrote. Each is bounded on its own (rows, time, a worker); this
 * limit bounds how often one user can start one, on every instance together.
 *
 * Not here, with the reason: `GET /api/duplicates` (levels 0–1; the web app
 * refetches it after every player change, so a per-minute limit would refuse
 * ordinary use; bounded by its blocks and `limit` ≤ 200), the tournament
 * statistics (bounded by a tournament's size, standings cached per change,
 * decision 028), and the player list (paged, decision 029).
 */
export const HEAVY_ROUTES = [
  'GET /api/tournaments/:id/sheet.pdf',
  'GET /api/events/:id/pitches/:pitchId/sheet.pdf',
  'GET /api/players/:id/card.pdf',
  'GET /api/players/export.csv',
  'GET /api/me/export',
  'POST /api/tournaments/:id/schedule',
  'POST /api/events/:id/schedule',
  'POST /api/players/import/preview',
  'POST /api/players/import',
] as const;

/**
 * The per-user limits of signed-in work, counted in the shared store
 * (attempt-limiter.ts), both failing open when the store cannot be reached:
 *
 * - writes: POST, PUT, PATCH and DELETE under /api by a signed-in user, past
 *   `writesPerMinute` 429 RATE_LIMITED (signed-out writes are sign-in and
 *   sign-up, which have their own limits); counted after validation;
 * - heavy work: a request to one of HEAVY_ROUTES, past the rate and its
 *   burst 429 TOO_MANY_HEAVY_REQUESTS; counted once access is granted and
 *   before the body is read, so a refused import does not parse its rows.
 *
 * Register after the session (`request.actor`) and the access check.
 */
export function registerServiceLimits(app: FastifyInstance, store: LimitStore, limits: ServiceLimits): void {
  const signedInId = async (request: FastifyRequest) => (await request.actor())?.id ?? '';

  const writeLimit = limitBy(store.counter('writes', { max: limits.writesPerMinute, windowMs: 60_000 }), signedInId, {
    onStoreFailure: 'allow',
  });
  app.addHook('preHandler', async (request, reply) => {
    if (!WRITE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (!(await request.actor())) return;
    await writeLimit(request, reply);
  });

  const heavyRoutes = new Set<string>(HEAVY_ROUTES);
  const heavyLimit = limitBy(
    store.burstCounter('heavy-work', { perMinute: limits.heavyWorkPerMinute, burst: 2 * limits.heavyWorkPerMinute }),
    signedInId,
    { onStoreFailure: 'allow', code: 'TOO_MANY_HEAVY_REQUESTS' },
  );
  // A callback hook: every other request passes on a set lookup, without a promise (decision 055).
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (!heavyRoutes.has(`${request.method} ${request.routeOptions.url}`)) return done();
    request
      .actor()
      .then((actor) => (actor ? heavyLimit(request, reply) : undefined))
      .then(
        () => done(),
        (error: unknown) => done(error as Error),
      );
  });

  // A route renamed or removed would silently drop out of the limit: refuse to start instead.
  app.addHook('onReady', async () => {
    for (const route of HEAVY_ROUTES) {
      const [method, url] = route.split(' ') as [string, string];
      if (!app.hasRoute({ method, url })) throw new Error(`heavy route ${route} is not registered`);
    }
  });
}
