import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { getHeapStatistics } from 'node:v8';
import { limitBy } from './attempt-limiter.js';
import { AppError } from './errors.js';

export type OverloadOptions = { maxEventLoopDelayMs: number; writeLimitPerMinute: number };

/** Seconds a refused client is asked to wait. */
export const OVERLOAD_RETRY_AFTER_S = 5;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** How often pressure is sampled: often enough to react within a fraction of a second. */
const SAMPLE_INTERVAL_MS = 250;

/**
 * Overload protection (decision 027).
 *
 * - Under pressure (the event loop delayed past `maxEventLoopDelayMs`, or the
 *   heap past 90 % of its limit) a new request is answered at once with 503
 *   `SERVICE_UNAVAILABLE` and Retry-After, instead of joining a queue that
 *   only grows (`@fastify/under-pressure`). Streams already open go on.
 * - Each signed-in user may make `writeLimitPerMinute` writes a minute
 *   (429 `RATE_LIMITED` with Retry-After), through the one attempt limiter of
 *   the sign-in limits (decision 007). Signed-out writes are the sign-in and
 *   sign-up routes, which have their own limits.
 *
 * Register after the canonical-path hook and the session (`request.actor`).
 */
export async function registerOverloadProtection(
  app: FastifyInstance,
  options: OverloadOptions,
  onRefused: () => void = () => {},
): Promise<void> {
  // Building the app blocks the loop (migrations, translations, the password
  // estimator); the first samples after it measure that, not load. Pressure
  // counts from two samples after ready.
  let judgedFrom = Number.POSITIVE_INFINITY;
  app.addHook('onReady', async () => {
    judgedFrom = performance.now() + 2 * SAMPLE_INTERVAL_MS;
  });
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    maxHeapUsedBytes: Math.floor(getHeapStatistics().heap_size_limit * 0.9),
    sampleInterval: SAMPLE_INTERVAL_MS,
    pressureHandler: async (_request, reply) => {
      if (performance.now() < judgedFrom) return; // still the start-up's own delay: serve
      onRefused();
      reply.header('retry-after', String(OVERLOAD_RETRY_AFTER_S));
      throw new AppError(503, 'SERVICE_UNAVAILABLE');
    },
  });

  const writeLimit = limitBy({ max: options.writeLimitPerMinute, windowMs: 60_000 }, async (request) => {
    const actor = await request.actor();
    return actor ? actor.id : '';
  });
  app.addHook('preHandler', async (request, reply) => {
    if (!WRITE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (!(await request.actor())) return;
    await writeLimit(request, reply);
  });
}
