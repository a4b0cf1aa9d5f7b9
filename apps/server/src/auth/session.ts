import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { SESSION_ABSOLUTE_LIFETIME_MS, type Auth } from './auth.js';

export type SessionUser = { id: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Memoised session lookup for this request; null when signed out. */
    sessionUser: () => Promise<SessionUser | null>;
  }
}

const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

export function sessionResolver(auth: Auth, revoke: (token: string) => Promise<void>) {
  return function sessionUser(this: FastifyRequest): Promise<SessionUser | null> {
    let pending = cache.get(this);
    if (!pending) {
      pending = auth.api.getSession({ headers: fromNodeHeaders(this.headers) }).then(async (session) => {
        if (!session) return null;
        // Past the absolute lifetime the session ends, however active it is.
        if (Date.now() - new Date(session.session.createdAt).getTime() > SESSION_ABSOLUTE_LIFETIME_MS) {
          await revoke(session.session.token);
          return null;
        }
        return { id: session.user.id };
      });
      cache.set(this, pending);
    }
    return pending;
  };
}
