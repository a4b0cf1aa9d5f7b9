import type { FastifySchema, RouteShorthandOptions } from 'fastify';
import { withAccess, type RouteAccess } from './access.js';

/**
 * The options of one module's routes, with what they all share written once:
 * the OpenAPI tags, and the body limit of the routes that take a body (a route
 * without a body keeps Fastify's default, as a limit there would guard nothing).
 *
 *     const route = routeOptionsFor({ tags: ['clubs'] });
 *     app.get('/api/clubs/:id', route('club.view', { summary: 'One club', params, response }), handler);
 *
 * Each route still states who may call it: the first argument is passed to
 * `withAccess`, which enforces it and publishes it as `x-access` (decision 005).
 * A route may name its own `tags` (a players route in the statistics module),
 * and pass other route options (a `preHandler`) as the third argument.
 */
export function routeOptionsFor({ tags, bodyLimit }: { tags: string[]; bodyLimit?: number }) {
  return <S extends FastifySchema & { summary: string }>(
    policy: RouteAccess,
    schema: S,
    options: Omit<RouteShorthandOptions, 'schema' | 'config'> = {},
  ) =>
    withAccess(policy, {
      ...(bodyLimit !== undefined && schema.body !== undefined ? { bodyLimit } : {}),
      ...options,
      schema: { tags, ...schema },
    });
}
