import { healthSchema } from '@touchline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withAccess } from '../../http/access.js';
import type { HealthService } from './health.service.js';

export function healthRoutes(service: HealthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      withAccess('public', {
        schema: { tags: ['system'], summary: 'Liveness with a database round trip', response: { 200: healthSchema } },
      }),
      async () => service.check(),
    );
  };
}
