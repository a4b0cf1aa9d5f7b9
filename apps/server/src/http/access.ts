import { can, grantOf, isCapability, type Actor, type Capability, type CapabilityResources } from '@touchline/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

/**
 * Who may call a route. Every /api route declares one; it is enforced before
 * the body is read and published as `x-access` in the OpenAPI document.
 *
 * - `public`: anyone, signed in or not.
 * - `signedIn`: any signed-in user, whatever the level (own-account routes).
 * - a capability of @touchline/core (docs/product/levels-and-access.md), e.g. `users.view`: the
 *   route refuses at once when the actor's level never has it; for scoped
 *   grants ("own clubs' players") the service checks the resource with `can`.
 */
export type RouteAccess = 'public' | 'signedIn' | Capability;

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

export function isRouteAccess(value: unknown): value is RouteAccess {
  return value === 'public' || value === 'signedIn' || isCapability(value);
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
    const declared = (route.config as { access?: unknown } | undefined)?.access;
    if (!isRouteAccess(declared)) {
      throw new Error(`Route ${String(route.method)} ${route.url} does not declare a valid access policy`);
    }
  });
}

/** 401 for signed-out callers, 403 when the level never grants the capability. */
export function checkRouteAccess(policy: RouteAccess, actor: Actor | null): void {
  if (policy === 'public') return;
  if (policy === 'signedIn') {
    if (!actor) throw new AppError(401, 'UNAUTHENTICATED');
    return;
  }
  if (grantOf(actor, policy) === 'none') throw new AppError(actor ? 403 : 401, actor ? 'FORBIDDEN' : 'UNAUTHENTICATED');
}

/**
 * The service-side check of one capability, for one resource when the grant
 * is scoped: 401 for a signed-out caller, 403 when `can` says no. Every
 * service method calls this (or `assertCanSome`) before it reads or writes.
 */
export function assertCan<C extends Capability>(
  actor: Actor | null,
  capability: C,
  // A capability whose rule looks at a resource must be given one.
  ...resource: undefined extends CapabilityResources[C]
    ? [resource?: CapabilityResources[C]]
    : [resource: CapabilityResources[C]]
): asserts actor is Actor {
  if (!actor) throw new AppError(401, 'UNAUTHENTICATED');
  if (!(can as (a: Actor, c: C, r?: CapabilityResources[C]) => boolean)(actor, capability, resource[0])) {
    throw new AppError(403, 'FORBIDDEN');
  }
}

/**
 * The check of a capability without a resource yet (a list, before the
 * scope narrows it): refuses only when the level never has it.
 */
export function assertCanSome(actor: Actor | null, capability: Capability): asserts actor is Actor {
  if (!actor) throw new AppError(401, 'UNAUTHENTICATED');
  if (grantOf(actor, capability) === 'none') throw new AppError(403, 'FORBIDDEN');
}

export function enforceAccess(app: FastifyInstance): void {
  // onRequest: refuse before the body is parsed or validated, so a caller
  // without access learns nothing about the route's input rules.
  // A callback hook, so that a public route (and a path outside /api, which
  // declares none) passes without a promise; only a declared policy looks
  // the actor up (decision 055).
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    const policy = request.routeOptions.config.access;
    if (!policy || policy === 'public') return done();
    request.actor().then(
      (actor) => {
        try {
          checkRouteAccess(policy, actor);
        } catch (error) {
          return done(error as Error);
        }
        done();
      },
      (error: unknown) => done(error as Error),
    );
  });
}
