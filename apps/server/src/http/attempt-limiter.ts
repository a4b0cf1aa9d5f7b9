import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

/**
 * Fixed-window attempt counter, in memory. Used instead of @fastify/rate-limit
 * because that plugin applies only one limiter per request, and sign-in needs
 * two independent ones (per IP and per account). See decision 007.
 *
 * In-memory means per process: with several instances behind a load balancer
 * each counts separately, which multiplies the allowance by the instance count.
 */
export type AttemptLimit = { max: number; windowMs: number };

/** Live windows one limiter keeps at most. */
export const MAX_KEYS = 100_000;

export function createAttemptLimiter({ max, windowMs }: AttemptLimit, now: () => number = Date.now) {
  const windows = new Map<string, { count: number; resetAt: number }>();

  const prune = (at: number) => {
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
  };

  return {
    /** Counts one attempt; returns the seconds to wait when over the limit. */
    hit(key: string): { allowed: true } | { allowed: false; retryAfterS: number } {
      const at = now();
      if (windows.size > 10_000) prune(at);
      // Bounded memory: past MAX_KEYS live windows the oldest go first (Map
      // order is insertion order). Filling it takes MAX_KEYS distinct keys
      // within one window, which the per-IP limits make a many-address attack.
      for (const oldest of windows.keys()) {
        if (windows.size < MAX_KEYS) break;
        windows.delete(oldest);
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= max) return { allowed: true };
      return { allowed: false, retryAfterS: Math.max(1, Math.ceil((window.resetAt - at) / 1000)) };
    },
  };
}

/** A Fastify hook that refuses with 429 RATE_LIMITED and a Retry-After header. */
export function limitBy(limit: AttemptLimit, key: (request: FastifyRequest) => string | Promise<string>) {
  const limiter = createAttemptLimiter(limit);
  return async (request: FastifyRequest, reply: { header: (name: string, value: string) => unknown }) => {
    const result = limiter.hit(await key(request));
    if (!result.allowed) {
      reply.header('retry-after', String(result.retryAfterS));
      throw new AppError(429, 'RATE_LIMITED');
    }
  };
}
