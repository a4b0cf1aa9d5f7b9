import { isLevel, type Actor } from '@touchline/core';
import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { AppError } from '../http/errors.js';
import { SESSION_ABSOLUTE_LIFETIME_MS, type Auth } from './auth.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is asking, resolved once per request from the session cookie; null when signed out. */
    actor: () => Promise<Actor | null>;
  }
}

export type SessionDeps = {
  auth: Auth;
  revoke: (token: string) => Promise<void>;
  /** A user's assigned clubs (docs/product/levels-and-access.md). */
  clubIdsOf: (userId: string) => Promise<string[]>;
};

const cache = new WeakMap<FastifyRequest, Promise<Actor | null>>();

export function actorResolver({ auth, revoke, clubIdsOf }: SessionDeps) {
  const resolve = async (request: FastifyRequest): Promise<Actor | null> => {
    const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!session) return null;
    // Past the absolute lifetime the session ends, however active it is.
    if (Date.now() - new Date(session.session.createdAt).getTime() > SESSION_ABSOLUTE_LIFETIME_MS) {
      await revoke(session.session.token);
      return null;
    }
    const level = (session.user as { level?: unknown }).level;
    if (!isLevel(level)) return null; // fail closed on a corrupt record
    return { id: session.user.id, level, clubIds: await clubIdsOf(session.user.id) };
  };
  return function actor(this: FastifyRequest): Promise<Actor | null> {
    let pending = cache.get(this);
    if (!pending) {
      pending = resolve(this);
      cache.set(this, pending);
    }
    return pending;
  };
}

/** The signed-in actor, or 401. For handlers behind a non-public policy. */
export async function requireActor(request: FastifyRequest): Promise<Actor> {
  const actor = await request.actor();
  if (!actor) throw new AppError(401, 'UNAUTHENTICATED');
  return actor;
}
