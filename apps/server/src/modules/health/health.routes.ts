import { healthSchema, readinessSchema } from '@touchline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOptionsFor } from '../../http/route-options.js';
import type { HealthService } from './health.service.js';

const route = routeOptionsFor({ tags: ['system'] });

export function healthRoutes(service: HealthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      route(
        'public',
        { summary: 'Liveness with a database round trip (at most 1 s old)', response: { 200: healthSchema } },
        // The answer is some 50 bytes, far below the 1 KB from which responses
        // are compressed, and a GET has no body to decompress: the
        // compression plugin's per-request hooks would only ever pass it on.
        { compress: false, decompress: false },
      ),
      // Not `async`: a fresh answer is sent at once (decision 055).
      () => service.check(),
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
