import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ErrorBody } from '@touchline/core';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { PASSWORD_CHECK_LIMIT, SIGN_IN_LIMITS, SIGN_UP_LIMIT_PER_IP } from '../auth/auth.routes.js';
import { loadConfig } from '../config.js';
import { describeEachEngine, freePort, writeFakeWebDist } from '../../test/engines.js';
import { HttpClient } from '../../test/http-client.js';
import { LIMITS_FILE } from './attempt-limiter.js';
import { HEAVY_ROUTES } from './service-limits.js';

const HEAVY_WORK_PER_MINUTE = 1;
/** The rate plus its burst (twice the rate per ten minutes). */
const HEAVY_WORK_ALLOWED = 3 * HEAVY_WORK_PER_MINUTE;

/** A request to a heavy route as `METHOD /template`, any id; refused before its body is read, so none is needed. */
function callHeavy(client: HttpClient, route: (typeof HEAVY_ROUTES)[number]) {
  const [method, template] = route.split(' ') as [string, string];
  return client.request<ErrorBody>(method, template.replace(':id', randomUUID()), method === 'POST' ? {} : undefined);
}

describeEachEngine(
  'heavy work per user',
  (ctx) => {
    it('lets a user start heavy work at the rate and its burst, then refuses every heavy route with 429 and Retry-After', async () => {
      const ada = ctx.client();
      await ada.signUp('Ada', 'ada-heavy@example.com');
      const bea = ctx.client();
      await bea.signUp('Bea', 'bea-heavy@example.com');
      // A refusal of access is not heavy work: Bea (level 5) may not open a player card.
      for (let i = 0; i < 5; i++) expect((await callHeavy(bea, 'GET /api/players/:id/card.pdf')).status).toBe(403);

      const allowed = [
        await ada.get('/api/players/export.csv'),
        await ada.get('/api/me/export'),
        await callHeavy(ada, 'GET /api/tournaments/:id/sheet.pdf'),
      ];
      expect(allowed.map((response) => response.status)).toEqual([200, 200, 404]);
      expect(allowed).toHaveLength(HEAVY_WORK_ALLOWED);

      for (const route of HEAVY_ROUTES) {
        const refused = await callHeavy(ada, route);
        expect(refused.status, route).toBe(429);
        expect(refused.body.error.code, route).toBe('TOO_MANY_HEAVY_REQUESTS');
        const retryAfter = Number(refused.headers.get('retry-after'));
        expect(retryAfter, route).toBeGreaterThan(0);
        expect(retryAfter, route).toBeLessThanOrEqual(60);
      }
      // Other work goes on; another user's heavy work is counted apart.
      expect((await ada.get('/api/players')).status).toBe(200);
      expect((await ada.patch('/api/me', { isDarkMode: true })).status).toBe(200);
      expect((await bea.get('/api/me/export')).status).toBe(200);
    });
  },
  { env: { HEAVY_WORK_LIMIT_PER_MINUTE: String(HEAVY_WORK_PER_MINUTE) } },
);

describeEachEngine('service limits when their store fails', (ctx) => {
  it('refuses sign-in with 503 (fail closed) and lets writes and heavy work through (fail open)', async () => {
    const ada = ctx.client();
    await ada.signUp('Ada', 'ada-store@example.com');
    // The counters' table is gone: every count fails, as with the store unreachable.
    if (ctx.engine === 'postgres') await sql`drop table rate_limit`.execute(ctx.app().database.db);
    else {
      const counters = new SQLite(path.join(ctx.config().dataDir, LIMITS_FILE));
      counters.exec('drop table rate_limit');
      counters.close();
    }

    const signIn = await ctx.client().post<ErrorBody>('/api/auth/sign-in/email', {
      email: 'ada-store@example.com',
      password: 'correct-horse-battery',
    });
    expect(signIn.status).toBe(503);
    expect(signIn.body.error.code).toBe('SERVICE_UNAVAILABLE');
    expect(signIn.headers.get('retry-after')).toBe('5');
    expect(signIn.headers.getSetCookie()).toEqual([]);

    expect((await ada.patch('/api/me', { isDarkMode: true })).status).toBe(200);
    expect((await ada.get('/api/me/export')).status).toBe(200);
  });
});

describeEachEngine('sign-in limits', (ctx) => {
  it('are used up by failures only: a successful sign-in gives its attempt back', async () => {
    await ctx.client().signUp('Cleo', 'cleo@example.com');
    const signIn = (password: string) =>
      ctx.client().post<ErrorBody>('/api/auth/sign-in/email', { email: 'cleo@example.com', password });
    // More successful sign-ins than the per-account limit, with failures among them.
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount.max + 2; i++)
      expect((await signIn('correct-horse-battery')).status).toBe(200);
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount.max - 1; i++) expect((await signIn('wrong-guess')).status).toBe(401);
    expect((await signIn('correct-horse-battery')).status).toBe(200);
    // The tenth failure uses the limit up; then even the right password waits.
    expect((await signIn('wrong-guess')).status).toBe(401);
    expect((await signIn('correct-horse-battery')).status).toBe(429);
  }, 90_000);
});

describeEachEngine('current-password checks', (ctx) => {
  it('count guesses through change-password and account deletion together, per user', async () => {
    const thief = ctx.client();
    await thief.signUp('Stolen Session', 'stolen@example.com');
    for (let i = 0; i < PASSWORD_CHECK_LIMIT.max; i++) {
      const guess = await thief.post<ErrorBody>('/api/auth/change-password', {
        currentPassword: `guess-number-${i}`,
        newPassword: 'Tr0mbone-Kaffee-42',
      });
      expect(guess.status).not.toBe(429);
    }
    // Ten guesses through one route: the other refuses the eleventh.
    const refused = await thief.post<ErrorBody>('/api/me/delete', { password: 'guess-number-10' });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
  }, 90_000);
});

describeEachEngine(
  'per-address limits behind a trusted proxy',
  (ctx) => {
    const signUpFrom = (forwardedFor: string) =>
      ctx.client().post<ErrorBody>('/api/auth/sign-up/email', {}, { headers: { 'x-forwarded-for': forwardedFor } });

    it('count an IPv6 client by its /64: cycling through its own addresses gives no new allowance', async () => {
      for (let i = 1; i <= SIGN_UP_LIMIT_PER_IP.max; i++) {
        expect((await signUpFrom(`2001:db8:0:1::${i.toString(16)}`)).status).toBe(400);
      }
      const refused = await signUpFrom('2001:db8:0:1:ffff:ffff:ffff:ffff');
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe('RATE_LIMITED');
      // The next /64 is another client.
      expect((await signUpFrom('2001:db8:0:2::1')).status).toBe(400);
    });
  },
  { env: { TRUST_PROXY: '127.0.0.1' } },
);

// SQLite runs one instance; its counters live in a file beside the database
// so that restarting the server does not hand out a fresh set of guesses.
describe('sign-in limit across a restart [sqlite]', () => {
  it('still refuses the guesses counted before the server restarted', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-int-'));
    const start = async () => {
      const port = await freePort();
      const app = await buildApp(
        loadConfig({
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'silent',
          WEB_DIST_DIR: writeFakeWebDist(dataDir),
          OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
        }),
      );
      await app.listen({ port, host: '127.0.0.1' });
      return { app, client: () => new HttpClient(`http://127.0.0.1:${port}`) };
    };
    const stop = async ({ app }: Awaited<ReturnType<typeof start>>) => {
      const closed = app.close();
      app.server.closeAllConnections();
      await closed;
    };
    try {
      const first = await start();
      await first.client().signUp('Ada', 'ada-restart@example.com');
      const guess = (client: HttpClient) =>
        client.post<ErrorBody>('/api/auth/sign-in/email', {
          email: 'ada-restart@example.com',
          password: 'wrong-guess',
        });
      for (let i = 0; i < SIGN_IN_LIMITS.perAccount.max; i++) expect((await guess(first.client())).status).toBe(401);
      await stop(first);

      const second = await start();
      try {
        const refused = await guess(second.client());
        expect(refused.status).toBe(429);
        expect(refused.body.error.code).toBe('RATE_LIMITED');
      } finally {
        await stop(second);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
