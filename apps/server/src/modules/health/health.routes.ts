import { healthSchema, readinessSchema } from '@touchline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOptionsFor } from '../../http/route-options.js';
import type { HealthService } from './health.service.js';

const route = routeOptionsFor({ tags: ['system'] });

export function healthRoutes(service: HealthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      route('public', { summary: 'Liveness with a database round trip', response: { 200: healthSchema } }),
      async () => service.check(),
    );
    app.get(
      '/api/ready',
      route('public', {
        summary: 'Readiness: the database and the media store answer (503 otherwise)',
        response: { 200: readinessSchema },
      }),
      async () => service.ready(),
    );
  };
}
