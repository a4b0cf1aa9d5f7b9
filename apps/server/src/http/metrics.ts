import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * What an operator watches (decision 027), in Prometheus's text format through
 * prom-client: the process (CPU, memory, event-loop lag, GC), request
 * latency per route, open live streams, and how long a change takes from
 * being published to reaching this instance's streams. Route labels are
 * route templates (`/api/players/:id`), never paths, so no id or name ends up
 * in a metric; requests that matched no route are counted as one label.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestSeconds = new Histogram({
    name: 'touchline_http_request_duration_seconds',
    help: 'Time to answer an API request, by method, route template and status class',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const sseClients = new Gauge({
    name: 'touchline_sse_clients',
    help: 'Live event streams open on this instance',
    registers: [registry],
  });
  const eventLagSeconds = new Histogram({
    name: 'touchline_live_event_lag_seconds',
    help: 'From a change being published (on any instance) to this instance handing it to its streams',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const overloadRefusals = new Counter({
    name: 'touchline_overload_refusals_total',
    help: 'Requests answered 503 because the instance was under pressure',
    registers: [registry],
  });
  const pushMessages = new Counter({
    name: 'touchline_push_messages_total',
    help: 'Web Push messages by outcome: sent, gone (subscription deleted), failed, dropped (queue full)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const heavyWorkTasks = new Counter({
    name: 'touchline_heavy_work_tasks_total',
    help: 'Tasks of the heavy-work pool (decision 355) by task and outcome: done, failed, queueFull, timedOut, workerEnded',
    labelNames: ['task', 'outcome'] as const,
    registers: [registry],
  });
  const connectionsOpen = new Gauge({
    name: 'touchline_connections_open',
    help: 'Client connections this instance serves (MAX_CONNECTIONS caps them, decision 345)',
    registers: [registry],
  });
  const connectionRefusals = new Counter({
    name: 'touchline_connection_refusals_total',
    help: 'Connections past the cap: answered (503, closed), dropped (closed unanswered), acceptError (no descriptor left)',
    labelNames: ['how'] as const,
    registers: [registry],
  });
  return {
    registry,
    requestSeconds,
    sseClients,
    eventLagSeconds,
    overloadRefusals,
    pushMessages,
    heavyWorkTasks,
    connectionsOpen,
    connectionRefusals,
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Times every API request by its route template. A callback hook: no promise per request (decision 055). */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    if (request.url.startsWith('/api/')) {
      metrics.requestSeconds.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status: `${Math.floor(reply.statusCode / 100)}xx`,
        },
        reply.elapsedTime / 1000,
      );
    }
    done();
  });
}
