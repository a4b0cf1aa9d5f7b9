import { healthSchema } from '@touchline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/database.js';
import { ping } from '../../db/database.js';
import { withAccess } from '../../http/access.js';
import { AppError } from '../../http/errors.js';
import { VERSION } from '../../version.js';

export function healthRoutes(database: DatabaseHandle): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      withAccess('public', {
        schema: { tags: ['system'], summary: 'Liveness with a database round trip', response: { 200: healthSchema } },
      }),
      async () => {
        try {
          await ping(database.db);
        } catch {
          throw new AppError(503, 'SERVICE_UNAVAILABLE');
        }
        return { status: 'ok' as const, db: database.engine, version: VERSION };
      },
    );
  };
}
