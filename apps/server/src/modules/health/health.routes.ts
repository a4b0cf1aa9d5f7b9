import { healthSchema, readinessSchema } from '@touchline/core';
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
    app.get(
      '/api/ready',
      withAccess('public', {
        schema: {
          tags: ['system'],
          summary: 'Readiness: the database and the media store answer (503 otherwise)',
          response: { 200: readinessSchema },
        },
      }),
      async () => service.ready(),
    );
  };
}
