import type { FastifyInstance } from 'fastify';
import { getHeapStatistics } from 'node:v8';
import { AppError } from './errors.js';
import { createPressureMonitor, PRESSURE_WINDOW_MS, type PressureMonitor } from './loop-pressure.js';

export type OverloadOptions = { maxEventLoopDelayMs: number };

/** Seconds a refused client is asked to wait. */
export const OVERLOAD_RETRY_AFTER_S = 5;

declare module 'fastify' {
  interface FastifyInstance {
    /** The overload guard's view of the event loop and heap (loop-pressure.ts). */
    pressure: PressureMonitor;
  }
}

/**
 * Overload protection (decision 027).
 *
 * - Under pressure (the event loop delayed past `maxEventLoopDelayMs`, or the
 *   heap past 90 % of its limit) a new request is answered at once with 503
 *   `SERVICE_UNAVAILABLE` and Retry-After, instead of joining a queue that
 *   only grows. The delay is the mean lateness of a 10 ms tick over windows
 *   of 250 ms (loop-pressure.ts, decision 346), so one stall under the
 *   limit is never read as pressure. Streams already open go on.
 * - The per-user write limit of decision 027 is counted with the other
 *   service limits, where every instance sees it (service-limits.ts, decision 365).
 *
 * Register after the canonical-path hook.
 */
export async function registerOverloadProtection(
  app: FastifyInstance,
  options: OverloadOptions,
  onRefused: () => void = () => {},
): Promise<void> {
  const monitor = createPressureMonitor({
    maxEventLoopDelayMs: options.maxEventLoopDelayMs,
    maxHeapUsedBytes: Math.floor(getHeapStatistics().heap_size_limit * 0.9),
  });
  app.decorate('pressure', monitor);
  // Building the app blocks the loop (migrations, translations, the password
  // estimator); the first windows after it measure that, not load. Pressure
  // counts from two windows after ready.
  let judgedFrom = Number.POSITIVE_INFINITY;
  app.addHook('onReady', async () => {
    judgedFrom = performance.now() + 2 * PRESSURE_WINDOW_MS;
  });
  app.addHook('onClose', async () => monitor.stop());
  // A callback hook: no promise per request for a check that passes (decision 055).
  app.addHook('onRequest', (_request, reply, done) => {
    if (monitor.pressure === null || performance.now() < judgedFrom) return done();
    onRefused();
    void reply.header('retry-after', String(OVERLOAD_RETRY_AFTER_S));
    done(new AppError(503, 'SERVICE_UNAVAILABLE'));
  });
}
