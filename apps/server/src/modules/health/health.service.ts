import type { Health } from '@touchline/core';
import { ping, type DatabaseHandle } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import { VERSION } from '../../version.js';

/** Liveness with a database round trip; 503 when the database does not answer. */
export function healthService(database: DatabaseHandle) {
  return {
    async check(): Promise<Health> {
      try {
        await ping(database.db);
      } catch {
        throw new AppError(503, 'SERVICE_UNAVAILABLE');
      }
      return { status: 'ok', db: database.engine, version: VERSION };
    },
  };
}

export type HealthService = ReturnType<typeof healthService>;
