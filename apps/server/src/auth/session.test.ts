import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Auth } from './auth.js';
import { actorResolver, sessionIdOf } from './session.js';

const request = () => ({ headers: {} }) as unknown as FastifyRequest;

describe('actorResolver', () => {
  it('refuses with 503 when the session store fails, instead of better-auth’s uncoded 500', async () => {
    const auth = { api: { getSession: () => Promise.reject(new Error('connect EMFILE')) } } as unknown as Auth;
    const actor = actorResolver({ auth, revoke: async () => {}, clubIdsOf: async () => [] });
    await expect(actor.call(request())).rejects.toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
  });

  it('remembers which session a signed-in request came from', async () => {
    const session = { id: 'session-1', token: 't', createdAt: new Date().toISOString() };
    const auth = {
      api: { getSession: async () => ({ session, user: { id: 'user-1', level: 5 } }) },
    } as unknown as Auth;
    const actor = actorResolver({ auth, revoke: async () => {}, clubIdsOf: async () => [] });
    const signedIn = request();
    expect(sessionIdOf(signedIn)).toBeNull();
    expect(await actor.call(signedIn)).toEqual({ id: 'user-1', level: 5, clubIds: [] });
    expect(sessionIdOf(signedIn)).toBe('session-1');
  });
});
