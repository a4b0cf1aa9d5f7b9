import type { ErrorBody } from '@touchline/core';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../test/engines.js';
import { itAnsweredEveryRequestWithoutA5xx } from '../../test/no-server-errors.js';
import type { HttpClient } from '../../test/http-client.js';
import { rawRequest } from '../../test/raw-request.js';
import { SIGN_IN_LIMITS } from '../auth/auth.routes.js';

type OpenApi = { paths: Record<string, Record<string, unknown>> };

/** Every way the probe (and a few more) spelled a path so that it reached a handler the canonical path guards. */
export function pathVariants(canonical: string): string[] {
  const rest = canonical.slice('/api/'.length);
  const lastSlash = canonical.lastIndexOf('/');
  return [
    `/api/./${rest}`,
    `/api/x/../${rest}`,
    `/api//${rest}`,
    `//api/${rest}`,
    `/api/%2e/${rest}`,
    `/api/%2E/${rest}`,
    `/api/x/%2e%2e/${rest}`,
    `/api/x/.%2e/${rest}`,
    ...(lastSlash > '/api'.length ? [`${canonical.slice(0, lastSlash)}%2f${canonical.slice(lastSlash + 1)}`] : []),
    ...(lastSlash > '/api'.length ? [`${canonical.slice(0, lastSlash)}%2F${canonical.slice(lastSlash + 1)}`] : []),
    `${canonical}/`,
    `${canonical}/.`,
    `${canonical}/..`,
    `/API/${rest}`,
    `/Api/${rest}`,
    `/%61pi/${rest}`,
    `/api\\${rest}`,
    `/api/${rest.toUpperCase()}`,
  ];
}

const cookieOf = (client: HttpClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

describeEachEngine('security: paths are matched exactly as sent', (ctx) => {
  let admin: HttpClient;

  beforeAll(async () => {
    admin = ctx.client();
    expect((await admin.signUp('Admin', 'admin@example.com')).status).toBe(200);
  });

  it('answers 404 NOT_FOUND to every non-canonical spelling of every API operation, signed in as administrator', async () => {
    const doc = (await ctx.client().get<OpenApi>('/api/openapi.json')).body;
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
    );
    expect(operations.length).toBeGreaterThan(40);
    const reached: string[] = [];
    let requests = 0;
    for (const { method, path } of operations) {
      const canonical = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      for (const variant of pathVariants(canonical)) {
        const res = await rawRequest(ctx.baseUrl(), method, variant, {
          headers: { cookie: cookieOf(admin) },
          ...(['GET', 'HEAD', 'DELETE'].includes(method) ? {} : { body: {} }),
        });
        requests++;
        const code = (res.json as ErrorBody | undefined)?.error?.code;
        if (res.status !== 404 || code !== 'NOT_FOUND') reached.push(`${method} ${variant} → ${res.status} ${code}`);
      }
    }
    expect(requests).toBeGreaterThan(700);
    expect(reached).toEqual([]);
  });

  it('never lets a dot-segment spelling of sign-in past the limiter: it is not sign-in at all', async () => {
    await ctx.client().signUp('Victim', 'victim@example.com');
    const guess = (path: string, password: string) =>
      rawRequest(ctx.baseUrl(), 'POST', path, { body: { email: 'victim@example.com', password } });

    for (let i = 0; i < SIGN_IN_LIMITS.perAccount.max; i++) {
      expect((await guess('/api/auth/sign-in/email', 'wrong-guess-1')).status).toBe(401);
    }
    expect((await guess('/api/auth/sign-in/email', 'correct-horse-battery')).status).toBe(429);

    for (const path of [
      '/api/auth/./sign-in/email',
      '/api/auth/x/../sign-in/email',
      '/api/auth/sign-in/./email',
      '/api/auth/%2e/sign-in/email',
      '/api/auth//sign-in/email',
    ]) {
      for (let i = 0; i < 3; i++) {
        const res = await guess(path, 'correct-horse-battery');
        expect(res.status, path).toBe(404);
        expect((res.json as ErrorBody).error.code).toBe('NOT_FOUND');
        expect(res.headers['set-cookie'], path).toBeUndefined();
      }
    }
  });

  it('registers nobody through a dot-segment spelling of sign-up (the terms check cannot be skipped)', async () => {
    for (const path of ['/api/auth/./sign-up/email', '/api/auth/x/../sign-up/email', '/api/auth/sign-up/./email']) {
      const res = await rawRequest(ctx.baseUrl(), 'POST', path, {
        body: { name: 'Sneaky', email: 'sneaky@example.com', password: 'correct-horse-battery' },
      });
      expect(res.status).toBe(404);
    }
    const { db } = ctx.app().database;
    const rows = await db.selectFrom('user').select('id').where('email', '=', 'sneaky@example.com').execute();
    expect(rows).toEqual([]);
  });

  it('forwards only the better-auth endpoints the product uses', async () => {
    const user = ctx.client();
    await user.signUp('Ulla', 'ulla@example.com');
    const cookie = cookieOf(user);
    const unused = [
      ['POST', '/api/auth/update-user', { name: 'x'.repeat(900_000 / 1000), image: '/api/media/avatars/other.webp' }],
      ['GET', '/api/auth/get-session', undefined],
      ['GET', '/api/auth/list-sessions', undefined],
      ['POST', '/api/auth/revoke-sessions', {}],
      ['POST', '/api/auth/change-email', { newEmail: 'ulla2@example.com' }],
      ['POST', '/api/auth/delete-user', {}],
      ['GET', '/api/auth/list-accounts', undefined],
      ['POST', '/api/auth/unlink-account', { providerId: 'credential' }],
      ['POST', '/api/auth/link-social', { provider: 'oidc' }],
      ['POST', '/api/auth/request-password-reset', { email: 'ulla@example.com' }],
      ['POST', '/api/auth/reset-password', { newPassword: 'correct-horse-battery-2' }],
      ['POST', '/api/auth/send-verification-email', { email: 'ulla@example.com' }],
      ['GET', '/api/auth/verify-email', undefined],
      ['POST', '/api/auth/refresh-token', {}],
      ['POST', '/api/auth/get-access-token', {}],
      ['GET', '/api/auth/account-info', undefined],
      ['POST', '/api/auth/sign-in/social', { provider: 'oidc', callbackURL: '/' }],
      ['GET', '/api/auth/callback/oidc', undefined],
      ['GET', '/api/auth/ok', undefined],
      ['GET', '/api/auth/error', undefined],
    ] as const;
    for (const [method, path, body] of unused) {
      const res = await rawRequest(ctx.baseUrl(), method, path, { headers: { cookie }, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect((res.json as ErrorBody).error.code).toBe('NOT_FOUND');
    }
    const { db } = ctx.app().database;
    const row = await db
      .selectFrom('user')
      .select(['name', 'image', 'email'])
      .where('email', '=', 'ulla@example.com')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Ulla', image: null, email: 'ulla@example.com' });
  });

  itAnsweredEveryRequestWithoutA5xx(ctx, 'security: paths are matched exactly as sent');
});
