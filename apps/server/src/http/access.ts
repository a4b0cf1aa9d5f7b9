import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

/**
 * Who may call a route. Every /api route declares one; it is enforced before
 * the handler runs and published as `x-access` in the OpenAPI document.
 *
 * - `public`: anyone, signed in or not.
 * - `signedIn`: any signed-in user, whatever the level.
 * Capability policies from @touchline/core's access module join this union
 * as their features arrive; services still check the resource itself.
 */
export type RouteAccess = 'public' | 'signedIn';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/**
 * Declares a route's access in both places at once: `config.access` (enforced
 * below) and `schema['x-access']` (published in the OpenAPI document).
 */
export function withAccess<O extends { schema?: object; config?: object }>(
  policy: RouteAccess,
  options: O,
): O & { config: { access: RouteAccess }; schema: { 'x-access': RouteAccess } } {
  return {
    ...options,
    config: { ...options.config, access: policy },
    schema: { ...options.schema, 'x-access': policy },
  };
}

/**
 * Fails at start-up when an /api route forgot to declare its access, so a
 * route cannot ship open by accident.
 */
export function requireAccessDeclarations(app: FastifyInstance, publicPrefixes: string[] = []): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    if (publicPrefixes.some((prefix) => route.url.startsWith(prefix))) {
      // Third-party plugin routes (the API docs page) that are public by nature.
      route.config = { ...route.config, access: 'public' };
      return;
    }
    if (route.method === 'HEAD' || (Array.isArray(route.method) && route.method.every((m) => m === 'HEAD'))) return;
    const declared = (route.config as { access?: RouteAccess } | undefined)?.access;
    if (!declared) throw new Error(`Route ${String(route.method)} ${route.url} does not declare its access policy`);
  });
}

export function enforceAccess(
  app: FastifyInstance,
  resolveUserId: (request: FastifyRequest) => Promise<string | null>,
): void {
  // onRequest: refuse before the body is parsed or validated, so a signed-out
  // caller learns nothing about the route's input rules.
  app.addHook('onRequest', async (request) => {
    const policy = request.routeOptions.config.access;
    if (!policy || policy === 'public') return;
    const userId = await resolveUserId(request);
    if (!userId) throw new AppError(401, 'UNAUTHENTICATED');
  });
}
