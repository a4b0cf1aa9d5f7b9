import type { Health, Readiness } from '@touchline/core';
import { ping, type DatabaseHandle } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import type { MediaStorage } from '../../storage/media-storage.js';
import { VERSION } from '../../version.js';

/** A readiness probe answers within this time, whatever hangs behind it. */
const READY_TIMEOUT_MS = 2_000;

/**
 * Liveness with a database round trip, and readiness (database and media
 * store); 503 when one does not answer.
 */
export function healthService(database: DatabaseHandle, storage: MediaStorage, storageDriver: Readiness['storage']) {
  return {
    async check(): Promise<Health> {
      try {
        await ping(database.db);
      } catch {
        throw new AppError(503, 'SERVICE_UNAVAILABLE');
      }
      return { status: 'ok', db: database.engine, version: VERSION };
    },

    async ready(): Promise<Readiness> {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('readiness timed out')), READY_TIMEOUT_MS);
      });
      try {
        await Promise.race([Promise.all([ping(database.db), storage.check()]), late]);
      } catch {
        throw new AppError(503, 'SERVICE_UNAVAILABLE');
      } finally {
        clearTimeout(timer);
      }
      return { status: 'ready', db: database.engine, storage: storageDriver };
    },
  };
}

export type HealthService = ReturnType<typeof healthService>;
