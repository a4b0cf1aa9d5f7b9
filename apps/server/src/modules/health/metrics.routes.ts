import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOptionsFor } from '../../http/route-options.js';
import type { Metrics } from '../../http/metrics.js';

const route = routeOptionsFor({ tags: ['system'] });

/** GET /api/metrics: Prometheus text for administrators (decision 027). */
export function metricsRoutes(metrics: Metrics): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/metrics',
      route('system.monitor', {
        summary: 'Process, request-latency, live-stream and event-lag metrics (Prometheus text format)',
      }),
      async (_request, reply) => reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()),
    );
  };
}
