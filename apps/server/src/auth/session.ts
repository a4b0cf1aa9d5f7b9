import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Auth } from './auth.js';

export type SessionUser = { id: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Memoised session lookup for this request; null when signed out. */
    sessionUser: () => Promise<SessionUser | null>;
  }
}

const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

export function sessionResolver(auth: Auth) {
  return function sessionUser(this: FastifyRequest): Promise<SessionUser | null> {
    let pending = cache.get(this);
    if (!pending) {
      pending = auth.api
        .getSession({ headers: fromNodeHeaders(this.headers) })
        .then((session) => (session ? { id: session.user.id } : null));
      cache.set(this, pending);
    }
    return pending;
  };
}
