import { createHash, createHmac } from 'node:crypto';
import type { ErrorBody, Me } from '@touchline/core';
import { Migrator, sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { dbValues } from '../db/database.js';
import { migrateToLatest, withMigrationLock } from '../db/migrate.js';
import { migrations } from '../db/migrations/index.js';
import { describeEachEngine } from '../../test/engines.js';
import type { HttpClient } from '../../test/http-client.js';
import { itAnsweredEveryRequestWithoutA5xx } from '../../test/no-server-errors.js';

const SESSION_COOKIE = /session_token$/;

/** The session cookie's name and its token (the part before better-auth's signature). */
function sessionCookie(client: HttpClient): { name: string; value: string; token: string } {
  const entry = [...client.cookies].find(([name]) => SESSION_COOKIE.test(name));
  if (!entry) throw new Error('no session cookie');
  const [name, value] = entry;
  const decoded = decodeURIComponent(value);
  return { name, value, token: decoded.slice(0, decoded.lastIndexOf('.')) };
}

/** A session cookie for `token`, signed as better-auth signs it (HMAC-SHA-256 with the secret, base64). */
function forgeCookie(name: string, token: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `${name}=${encodeURIComponent(`${token}.${signature}`)}`;
}

/**
 * What a copy of the database (a backup) yields (decision 360): with
 * AUTH_SECRET unset (the default), the signing secret is in `app_setting`;
 * before the fix the `session` table held every live token beside it, so
 * whoever read a backup could sign a cookie for any signed-in user, the
 * administrator included. The table now holds digests only.
 */
describeEachEngine('security: a copy of the database opens no session', (ctx) => {
  const db = () => ctx.app().database.db;
  let admin: HttpClient;
  let adminId: string;

  const storedSecret = async () =>
    (await db().selectFrom('app_setting').select('value').where('key', '=', 'authSecret').executeTakeFirstOrThrow())
      .value;
  const sessionRows = async (userId: string) =>
    db().selectFrom('session').selectAll().where('userId', '=', userId).execute();
  const asCookie = (cookie: string) => ctx.client().get<Me | ErrorBody>('/api/me', { headers: { cookie } });

  beforeAll(async () => {
    admin = ctx.client();
    expect((await admin.signUp('Admin At Rest', 'admin-at-rest@example.com')).status).toBe(200);
    const me = await admin.get<Me>('/api/me');
    expect(me.body.level).toBe(0);
    adminId = me.body.id;
  });

  it('keeps no value equal to the cookie, its token or a part of them in the session table', async () => {
    const { value, token } = sessionCookie(admin);
    const rows = await sessionRows(adminId);
    expect(rows).toHaveLength(1);
    const stored = Object.values(rows[0]!).map((v) => (v instanceof Date ? v.toISOString() : String(v)));
    for (const field of stored) {
      expect(field).not.toContain(token);
      expect(field).not.toContain(decodeURIComponent(value));
    }
    expect(rows[0]!.token).toBe(createHash('sha256').update(token).digest('hex'));
  });

  it('refuses a cookie forged from the stored token and the stored secret with 401', async () => {
    const { name, token } = sessionCookie(admin);
    const secret = await storedSecret();
    // The forgery is done right: signing the real token the same way opens the session.
    const control = await asCookie(forgeCookie(name, token, secret));
    expect(control.status).toBe(200);
    expect((control.body as Me).id).toBe(adminId);

    const [row] = await sessionRows(adminId);
    const forged = await asCookie(forgeCookie(name, row!.token, secret));
    expect(forged.status).toBe(401);
    expect((forged.body as ErrorBody).error.code).toBe('UNAUTHENTICATED');
    // The administrator's session is untouched.
    expect((await admin.get('/api/me')).status).toBe(200);
  });

  it('still signs out: the row goes and the cookie opens nothing', async () => {
    const client = ctx.client();
    await client.signUp('Leaver', 'leaver-at-rest@example.com');
    const { id } = (await client.get<Me>('/api/me')).body;
    const cookie = sessionCookie(client);
    expect(await sessionRows(id)).toHaveLength(1);
    expect((await client.post('/api/auth/sign-out', {})).status).toBe(200);
    expect(await sessionRows(id)).toEqual([]);
    expect((await asCookie(`${cookie.name}=${cookie.value}`)).status).toBe(401);
  });

  it('changing the password ends the other sessions and keeps this one', async () => {
    const phone = ctx.client();
    await phone.signUp('Two Devices', 'two-devices-at-rest@example.com');
    const laptop = ctx.client();
    expect(
      (
        await laptop.post('/api/auth/sign-in/email', {
          email: 'two-devices-at-rest@example.com',
          password: 'correct-horse-battery',
        })
      ).status,
    ).toBe(200);
    const { id } = (await phone.get<Me>('/api/me')).body;
    expect(await sessionRows(id)).toHaveLength(2);
    const changed = await laptop.post('/api/auth/change-password', {
      currentPassword: 'correct-horse-battery',
      newPassword: 'another-horse-battery-staple',
    });
    expect(changed.status).toBe(200);
    expect((await phone.get('/api/me')).status).toBe(401);
    expect((await laptop.get('/api/me')).status).toBe(200);
    const rows = await sessionRows(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token).toBe(createHash('sha256').update(sessionCookie(laptop).token).digest('hex'));
  });

  it('migration 0023 turns the tokens stored before it into digests, so their users stay signed in', async () => {
    const client = ctx.client();
    await client.signUp('Before Upgrade', 'before-upgrade@example.com');
    const { id } = (await client.get<Me>('/api/me')).body;
    const cookie = sessionCookie(client);
    const { token } = cookie;
    // Sent as is each time: a refused cookie would be dropped by the client.
    const asBefore = () => asCookie(`${cookie.name}=${cookie.value}`);

    // Back to the schema before the migration, with the session as it was stored then: the token itself.
    const names = Object.keys(migrations(ctx.engine));
    const before = names[names.indexOf('0023-session-token-digests') - 1]!;
    const down = await withMigrationLock(db(), ctx.engine, (connection, schema) =>
      new Migrator({
        db: connection,
        provider: { getMigrations: async () => migrations(ctx.engine) },
        ...(schema ? { migrationTableSchema: schema } : {}),
      }).migrateTo(before),
    );
    expect(down.error).toBeUndefined();
    const now = dbValues(ctx.engine).timestamp();
    const expires = dbValues(ctx.engine).timestamp(new Date(Date.now() + 24 * 60 * 60 * 1000));
    await sql`insert into session ("id", "token", "userId", "expiresAt", "createdAt", "updatedAt")
      values (${'legacy-session'}, ${token}, ${id}, ${expires}, ${now}, ${now})`.execute(db());
    // A token stored as is matches nothing any more.
    expect((await asBefore()).status).toBe(401);

    await migrateToLatest(ctx.app().database);
    const rows = await sessionRows(id);
    expect(rows.map((r) => r.token)).toEqual([createHash('sha256').update(token).digest('hex')]);
    expect((await asBefore()).status).toBe(200);
    // The other users' sessions went with the way down (a digest gives no token back): they sign in again.
    expect((await admin.get('/api/me')).status).toBe(401);
  });

  itAnsweredEveryRequestWithoutA5xx(ctx, 'security: a copy of the database opens no session');
});
