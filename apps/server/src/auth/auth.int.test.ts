import type { ErrorBody, Me } from '@touchline/core';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../test/engines.js';
import { SIGN_IN_LIMITS } from './auth.routes.js';

describeEachEngine('auth: rate limits and session lifetimes', (ctx) => {
  it('stops password guessing on one account with 429 RATE_LIMITED, without locking out others', async () => {
    await ctx.client().signUp('Target', 'target@example.com');
    await ctx.client().signUp('Bystander', 'bystander@example.com');
    const attacker = ctx.client();
    const attempt = () =>
      attacker.post<ErrorBody>('/api/auth/sign-in/email', { email: 'Target@Example.com', password: 'guess-guess' });
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount.max; i++) expect((await attempt()).status).toBe(401);

    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right password waits now: the limit is per account.
    const right = await ctx
      .client()
      .post<ErrorBody>('/api/auth/sign-in/email', { email: 'target@example.com', password: 'correct-horse-battery' });
    expect(right.status).toBe(429);

    const other = await ctx
      .client()
      .post('/api/auth/sign-in/email', { email: 'bystander@example.com', password: 'correct-horse-battery' });
    expect(other.status).toBe(200);
  });

  it('ends a session unused past the idle timeout', async () => {
    const client = ctx.client();
    await client.signUp('Idle', 'idle@example.com');
    expect((await client.get('/api/me')).status).toBe(200);
    const { db } = ctx.app().database;
    const user = await db
      .selectFrom('user')
      .select('id')
      .where('email', '=', 'idle@example.com')
      .executeTakeFirstOrThrow();
    const past = new Date(Date.now() - 60_000);
    await db
      .updateTable('session')
      .set({ expiresAt: ctx.engine === 'sqlite' ? past.toISOString() : past })
      .where('userId', '=', user.id)
      .execute();
    expect((await client.get<ErrorBody>('/api/me')).status).toBe(401);
  });

  it('ends a session past its absolute lifetime even when in use, and deletes it', async () => {
    const client = ctx.client();
    await client.signUp('Old', 'old@example.com');
    expect((await client.get<Me>('/api/me')).status).toBe(200);
    const { db } = ctx.app().database;
    const user = await db
      .selectFrom('user')
      .select('id')
      .where('email', '=', 'old@example.com')
      .executeTakeFirstOrThrow();
    const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    await db
      .updateTable('session')
      .set({ createdAt: ctx.engine === 'sqlite' ? longAgo.toISOString() : longAgo })
      .where('userId', '=', user.id)
      .execute();
    const res = await client.get<ErrorBody>('/api/me');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHENTICATED');
    const left = await db.selectFrom('session').select('id').where('userId', '=', user.id).execute();
    expect(left).toEqual([]);
  });
});
