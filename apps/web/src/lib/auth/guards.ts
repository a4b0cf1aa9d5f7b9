import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { Me } from '@touchline/core';
import type { RouterContext } from '../router-context';
import { decideAccess, type RouteAccess } from './access';
import { loadMe } from './get-me';

interface GuardArgs {
  context: RouterContext;
  location: ParsedLocation;
}

/**
 * A route's `beforeLoad` for a protected page:
 *
 *   createRoute({ ..., beforeLoad: requireAccess({ auth: 'level', maxLevel: 2 }) })
 *
 * Signed out → /login?redirect=<original path>; level too low → /not-authorized.
 * Returns the user into the route context.
 */
export function requireAccess(access: RouteAccess) {
  return async ({ context, location }: GuardArgs): Promise<{ me: Me }> => {
    const me = await loadMe(context.queryClient);
    const decision = decideAccess(me, access);
    if (decision === 'login' || !me) {
      throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
    }
    if (decision === 'forbidden') throw redirect({ to: '/not-authorized', replace: true });
    return { me };
  };
}
