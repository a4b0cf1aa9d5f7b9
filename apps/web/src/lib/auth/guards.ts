import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { ROUTE_ACCESS, decideRoute, type Me, type RoutePattern } from '@touchline/core';
import type { RouterContext } from '../router-context';
import { loadMe } from './get-me';

interface GuardArgs {
  context: RouterContext;
  location: ParsedLocation;
}

/**
 * A route's `beforeLoad`, with the access rule that core's route table
 * (ROUTE_ACCESS, decision 302) gives the pattern, so guards, menus and server
 * agree (docs/product/routes-and-screens.md "Guards"):
 *
 *   createRoute({ path: '/ClubPlayers', beforeLoad: guardRoute('/ClubPlayers'), ... })
 *
 * Signed out → /login?redirect=<original path>; level missing or too high →
 * /not-authorized. Returns the user (null on public routes when signed out).
 */
export function guardRoute(pattern: RoutePattern) {
  const access = ROUTE_ACCESS[pattern];
  return async ({ context, location }: GuardArgs): Promise<{ me: Me | null }> => {
    const me = await loadMe(context.queryClient);
    const decision = decideRoute(access, me);
    if (decision === 'login') throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
    if (decision === 'notAuthorized') throw redirect({ to: '/not-authorized', replace: true });
    return { me };
  };
}
