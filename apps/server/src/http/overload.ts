import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { getHeapStatistics } from 'node:v8';
import { limitBy } from './attempt-limiter.js';
import { AppError } from './errors.js';

export type OverloadOptions = { maxEventLoopDelayMs: number; writeLimitPerMinute: number };

/** Seconds a refused client is asked to wait. */
export const OVERLOAD_RETRY_AFTER_S = 5;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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
export async function registerOverloadProtection(app: FastifyInstance, options: OverloadOptions): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    maxHeapUsedBytes: Math.floor(getHeapStatistics().heap_size_limit * 0.9),
    // Sampled often enough to react within a fraction of a second.
    sampleInterval: 250,
    pressureHandler: async (_request, reply) => {
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
