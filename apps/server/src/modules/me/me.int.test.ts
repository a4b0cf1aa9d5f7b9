import type { ErrorBody, Me } from '@touchline/core';
import { describe, expect, it } from 'vitest';
import { describeEachEngine } from '../../../test/engines.js';

describeEachEngine(
  'accounts: sign-up, sign-in, sign-out and /api/me',
  (ctx) => {
    // Order matters inside this suite: the first registration becomes administrator.
    describe('levels', () => {
      it('makes the first account of an empty installation level 0 and later ones level 5', async () => {
        const first = ctx.client();
        expect((await first.signUp('Ada Admin', 'ada@example.com')).status).toBe(200);
        const me = await first.get<Me>('/api/me');
        expect(me.status).toBe(200);
        expect(me.body).toEqual({
          id: expect.any(String),
          email: 'ada@example.com',
          displayName: 'Ada Admin',
          level: 0,
          locale: null,
          isDarkMode: false,
          avatarUrl: null,
          clubIds: [],
          followedTournaments: [],
          hasPassword: true,
        });

        const second = ctx.client();
        expect((await second.signUp('Bob', 'bob@example.com')).status).toBe(200);
        expect((await second.get<Me>('/api/me')).body.level).toBe(5);
      });

      it('never gives level 0 to several simultaneous later registrations', async () => {
        const results = await Promise.all(
          Array.from({ length: 5 }, (_, i) => {
            const client = ctx.client();
            return client.signUp(`Racer ${i}`, `racer${i}@example.com`).then(() => client.get<Me>('/api/me'));
          }),
        );
        expect(results.map((r) => r.body.level)).toEqual([5, 5, 5, 5, 5]);
      });

      it('ignores a level sent with the registration', async () => {
        const client = ctx.client();
        const res = await client.post('/api/auth/sign-up/email', {
          name: 'Mallory',
          email: 'mallory@example.com',
          password: 'correct-horse-battery',
          acceptTerms: true,
          level: 0,
        });
        expect(res.status).toBe(200);
        expect((await client.get<Me>('/api/me')).body.level).toBe(5);
      });
    });

    describe('sessions', () => {
      it('signs in, reads /api/me, signs out, and is then refused with 401', async () => {
        const client = ctx.client();
        const signIn = await client.post('/api/auth/sign-in/email', {
          email: 'bob@example.com',
          password: 'correct-horse-battery',
        });
        expect(signIn.status).toBe(200);
        expect(signIn.headers.get('set-cookie')).toMatch(/HttpOnly/i);
        expect((await client.get<Me>('/api/me')).body.email).toBe('bob@example.com');

        expect((await client.post('/api/auth/sign-out', {})).status).toBe(200);
        const after = await client.get<ErrorBody>('/api/me');
        expect(after.status).toBe(401);
        expect(after.body.error.code).toBe('UNAUTHENTICATED');
      });

      it('answers a wrong password and an unknown email identically', async () => {
        const wrong = await ctx
          .client()
          .post<ErrorBody>('/api/auth/sign-in/email', { email: 'bob@example.com', password: 'nope-nope-nope' });
        const unknown = await ctx
          .client()
          .post<ErrorBody>('/api/auth/sign-in/email', { email: 'nobody@example.com', password: 'nope-nope-nope' });
        expect(wrong.status).toBe(401);
        expect(unknown.status).toBe(401);
        expect(wrong.body.error.code).toBe('INVALID_CREDENTIALS');
        expect(unknown.body).toEqual(wrong.body);
      });

      it('refuses /api/me without a session', async () => {
        const res = await ctx.client().get<ErrorBody>('/api/me');
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: expect.any(String) } });
      });

      it('refuses a sign-in from a foreign origin', async () => {
        const res = await ctx
          .client()
          .post<ErrorBody>(
            '/api/auth/sign-in/email',
            { email: 'bob@example.com', password: 'correct-horse-battery' },
            { headers: { origin: 'https://evil.example' } },
          );
        expect(res.status).toBe(403);
        expect(res.body.error.code).toBe('FORBIDDEN');
      });
    });

    describe('registration input', () => {
      it('names each invalid field with a code', async () => {
        const res = await ctx
          .client()
          .post<ErrorBody>('/api/auth/sign-up/email', { email: 'not-an-email', password: 'short' });
        expect(res.status).toBe(400);
        expect(res.body.error).toEqual({
          code: 'VALIDATION_FAILED',
          message: expect.any(String),
          fields: { name: 'REQUIRED', email: 'INVALID_FORMAT', password: 'TOO_SMALL', acceptTerms: 'REQUIRED' },
        });
      });

      it('requires accepting the terms and privacy policy, and records when', async () => {
        const refused = await ctx.client().post<ErrorBody>('/api/auth/sign-up/email', {
          name: 'Terry',
          email: 'terry@example.com',
          password: 'correct-horse-battery',
          acceptTerms: false,
        });
        expect(refused.status).toBe(400);
        expect(refused.body.error.fields).toEqual({ acceptTerms: 'INVALID_VALUE' });

        const before = Date.now();
        const client = ctx.client();
        expect((await client.signUp('Terry', 'terry@example.com')).status).toBe(200);
        const row = await ctx
          .app()
          .database.db.selectFrom('user')
          .select('termsAcceptedAt')
          .where('email', '=', 'terry@example.com')
          .executeTakeFirstOrThrow();
        expect(new Date(row.termsAcceptedAt as string).getTime()).toBeGreaterThanOrEqual(before - 1000);
      });

      it('refuses a second account with the same email and keeps the first intact', async () => {
        const res = await ctx.client().signUp('Another Bob', 'bob@example.com', 'another-password-1');
        expect(res.status).toBe(422);
        expect((res.body as ErrorBody).error.code).toBe('EMAIL_TAKEN');
        const original = ctx.client();
        await original.post('/api/auth/sign-in/email', { email: 'bob@example.com', password: 'correct-horse-battery' });
        expect((await original.get<Me>('/api/me')).body.displayName).toBe('Bob');
      });
    });

    describe('PATCH /api/me', () => {
      it('saves display name, locale and dark mode', async () => {
        const client = ctx.client();
        await client.post('/api/auth/sign-in/email', { email: 'bob@example.com', password: 'correct-horse-battery' });
        const res = await client.patch<Me>('/api/me', { displayName: 'Robert', locale: 'de', isDarkMode: true });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ displayName: 'Robert', locale: 'de', isDarkMode: true, level: 5 });
        expect((await client.get<Me>('/api/me')).body).toMatchObject({
          displayName: 'Robert',
          locale: 'de',
          isDarkMode: true,
        });
      });

      it('refuses an unsupported locale, an unknown field and a level change, changing nothing', async () => {
        const client = ctx.client();
        await client.post('/api/auth/sign-in/email', { email: 'bob@example.com', password: 'correct-horse-battery' });
        const locale = await client.patch<ErrorBody>('/api/me', { locale: 'it' });
        expect(locale.status).toBe(400);
        expect(locale.body.error.fields).toEqual({ locale: 'INVALID_VALUE' });
        const level = await client.patch<ErrorBody>('/api/me', { level: 0 });
        expect(level.status).toBe(400);
        expect(level.body.error.fields).toEqual({ level: 'UNKNOWN_FIELD' });
        const empty = await client.patch<ErrorBody>('/api/me', { displayName: '   ' });
        expect(empty.status).toBe(400);
        expect(empty.body.error.fields).toEqual({ displayName: 'TOO_SMALL' });
        expect((await client.get<Me>('/api/me')).body).toMatchObject({ displayName: 'Robert', locale: 'de', level: 5 });
      });

      it('refuses a signed-out caller before looking at the body', async () => {
        const res = await ctx.client().patch<ErrorBody>('/api/me', { locale: 'not-even-valid' });
        expect(res.status).toBe(401);
        expect(res.body.error.code).toBe('UNAUTHENTICATED');
      });
    });
  },
  // Sign-up and sign-in with the server's own password hash (decision 373).
  { productionPasswordHash: true },
);
