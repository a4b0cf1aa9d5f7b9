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
  /** Ends one session, by its id (the table keeps no token to match; decision 360). */
  revoke: (sessionId: string) => Promise<void>;
  /** A user's assigned clubs (docs/product/levels-and-access.md). */
  clubIdsOf: (userId: string) => Promise<string[]>;
};

const cache = new WeakMap<FastifyRequest, Promise<Actor | null>>();
const sessionIds = new WeakMap<FastifyRequest, string>();

/**
 * The id of the session a request's actor was resolved from, once
 * `request.actor()` has resolved to someone; per-session limits count by it
 * (the live streams, decision 345).
 */
export function sessionIdOf(request: FastifyRequest): string | null {
  return sessionIds.get(request) ?? null;
}

export function actorResolver({ auth, revoke, clubIdsOf }: SessionDeps) {
  const resolve = async (request: FastifyRequest): Promise<Actor | null> => {
    // better-auth answers a failure of its store (no database connection, no
    // descriptor left to open one) with its own 500, without the cause: the
    // request is refused as unavailable, to be retried (decision 345).
    const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) }).catch(() => {
      throw new AppError(503, 'SERVICE_UNAVAILABLE');
    });
    if (!session) return null;
    // Past the absolute lifetime the session ends, however active it is.
    if (Date.now() - new Date(session.session.createdAt).getTime() > SESSION_ABSOLUTE_LIFETIME_MS) {
      await revoke(session.session.id);
      return null;
    }
    const level = (session.user as { level?: unknown }).level;
    if (!isLevel(level)) return null; // fail closed on a corrupt record
    sessionIds.set(request, session.session.id);
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
