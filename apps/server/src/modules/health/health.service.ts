import type { Health, Readiness } from '@touchline/core';
import { ping, type DatabaseHandle } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import type { MediaStorage } from '../../storage/media-storage.js';
import { VERSION } from '../../version.js';

/** A readiness probe answers within this time, whatever hangs behind it. */
const READY_TIMEOUT_MS = 2_000;

/**
 * How long a database round trip that succeeded answers liveness for
 * (decision 055): `GET /api/health` may report a database that answered up
 * to this long ago. A failure is never remembered, and readiness always asks.
 */
export const LIVENESS_PING_MAX_AGE_MS = 1_000;

export type HealthOptions = {
  /** The database round trip (tests replace it). */
  ping?: (db: DatabaseHandle['db']) => Promise<void>;
  /** A monotonic clock in milliseconds (tests replace it). */
  now?: () => number;
};

/**
 * Liveness with a database round trip, and readiness (database and media
 * store); 503 when one does not answer.
 */
export function healthService(
  database: Pick<DatabaseHandle, 'db' | 'engine'>,
  storage: Pick<MediaStorage, 'check'>,
  storageDriver: Readiness['storage'],
  options: HealthOptions = {},
) {
  const pingDatabase = options.ping ?? ping;
  const livenessPing = recentSuccess(() => pingDatabase(database.db), LIVENESS_PING_MAX_AGE_MS, options.now);
  // The answer never changes while the process lives: one object, not one per request.
  const healthy: Health = Object.freeze({ status: 'ok', db: database.engine, version: VERSION });

  return {
    /**
     * Liveness: the database answered within the last `LIVENESS_PING_MAX_AGE_MS`,
     * or answers now; 503 when the round trip fails. While a success is fresh
     * the answer is returned at once, not as a promise, so the route sends it
     * without a turn of the event loop.
     */
    check(): Health | Promise<Health> {
      const pending = livenessPing();
      if (!pending) return healthy;
      return pending.then(
        () => healthy,
        () => {
          throw new AppError(503, 'SERVICE_UNAVAILABLE');
        },
      );
    },

    /** Readiness: asks the database and the media store every time, never a remembered answer. */
    async ready(): Promise<Readiness> {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('readiness timed out')), READY_TIMEOUT_MS);
      });
      try {
        await Promise.race([Promise.all([pingDatabase(database.db), storage.check()]), late]);
      } catch {
        throw new AppError(503, 'SERVICE_UNAVAILABLE');
      } finally {
        clearTimeout(timer);
      }
      return { status: 'ready', db: database.engine, storage: storageDriver };
    },
  };
}

/**
 * `probe`, remembered only when it succeeds and only for `maxAgeMs` counted
 * from when that probe *started* (so the answer is never older than
 * `maxAgeMs`). Returns `undefined` while a success is fresh, otherwise the
 * pending probe; callers arriving while one is in flight share it. A failure
 * is not remembered: the next call probes again.
 */
export function recentSuccess(
  probe: () => Promise<void>,
  maxAgeMs: number,
  now: () => number = () => performance.now(),
): () => Promise<void> | undefined {
  let freshUntil = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<void> | undefined;
  return () => {
    if (now() < freshUntil) return undefined;
    if (inFlight) return inFlight;
    const startedAt = now();
    const current = probe().then(
      () => {
        freshUntil = startedAt + maxAgeMs;
        inFlight = undefined;
      },
      (error: unknown) => {
        inFlight = undefined;
        throw error;
      },
    );
    inFlight = current;
    return current;
  };
}

export type HealthService = ReturnType<typeof healthService>;
