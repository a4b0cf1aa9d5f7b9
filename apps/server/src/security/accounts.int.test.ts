import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ErrorBody, Me, Player } from '@touchline/core';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../test/engines.js';
import { itAnsweredEveryRequestWithoutA5xx } from '../../test/no-server-errors.js';
import type { HttpClient } from '../../test/http-client.js';
import { PASSWORD_CHECK_LIMIT } from '../auth/auth.routes.js';
import { createClub } from '../../test/clubs.js';

async function uploadAvatar(client: HttpClient): Promise<string> {
  const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'me.png');
  const res = await client.request<Me>('PUT', '/api/me/avatar', undefined, { body: form });
  expect(res.status).toBe(200);
  return res.body.avatarUrl as string;
}

describeEachEngine('security: accounts, passwords and erasure', (ctx) => {
  let admin: HttpClient;

  beforeAll(async () => {
    admin = ctx.client();
    expect((await admin.signUp('Admin', 'admin@example.com')).status).toBe(200);
  });

  const userIdOf = async (email: string) =>
    (await ctx.app().database.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow())
      .id;

  it("removing my picture never deletes a file named by my user record's image text", async () => {
    const victim = ctx.client();
    await victim.signUp('Vera', 'vera@example.com');
    const victimAvatar = await uploadAvatar(victim);

    const attacker = ctx.client();
    await attacker.signUp('Mallory', 'mallory@example.com');
    // What /api/auth/update-user allowed before: any text as `image`.
    const { db } = ctx.app().database;
    const attackerId = await userIdOf('mallory@example.com');
    for (const image of [victimAvatar, '/api/media/avatars/../../touchline.db']) {
      await db.updateTable('user').set({ image }).where('id', '=', attackerId).execute();
      const res = await attacker.request<Me>('DELETE', '/api/me/avatar');
      expect(res.status).toBe(200);
      expect(res.body.avatarUrl).toBeNull();
    }
    expect((await victim.get(victimAvatar)).status).toBe(200);
    if (ctx.engine === 'sqlite') expect(existsSync(path.join(ctx.config().dataDir, 'touchline.db'))).toBe(true);
  });

  it('serves only pictures that belong to a user now, under names that do not say whose they are', async () => {
    const owner = ctx.client();
    await owner.signUp('Paula', 'paula@example.com');
    const current = await uploadAvatar(owner);
    const ownerId = await userIdOf('paula@example.com');
    expect(current).not.toContain(ownerId);
    expect(current).toMatch(/^\/api\/media\/avatars\/[0-9a-f]{32}\.webp$/);
    // A file left in the folder (an old picture, a deleted account's) is not served by name.
    const avatars = path.join(ctx.config().dataDir, 'media', 'avatars');
    writeFileSync(
      path.join(avatars, `${ownerId}-0123456789ab.webp`),
      readFileSync(path.join(avatars, current.split('/').pop()!)),
    );
    const viewer = ctx.client();
    await viewer.signUp('Viktor', 'viktor@example.com');
    expect((await viewer.get(current)).status).toBe(200);
    expect((await viewer.get(`/api/media/avatars/${ownerId}-0123456789ab.webp`)).status).toBe(404);
    expect((await owner.post('/api/me/delete', { password: 'correct-horse-battery' })).status).toBe(200);
    expect((await viewer.get(current)).status).toBe(404);
  });

  it('refuses guessable passwords at sign-up with a translated reason, and takes a strong one', async () => {
    const cases = [
      ['        ', 'PASSWORD_PATTERN'],
      ['password', 'PASSWORD_COMMON'],
      ['qwertzuiop', 'PASSWORD_PATTERN'],
      ['Passw0rd!', 'PASSWORD_COMMON'],
      ['weak.sister.ines', 'PASSWORD_NAME'],
    ] as const;
    for (const [password, reason] of cases) {
      const res = await ctx.client().post<ErrorBody>('/api/auth/sign-up/email', {
        name: 'Ines Sister',
        email: 'weak.sister.ines@example.com',
        password,
        acceptTerms: true,
      });
      expect(res.status, password).toBe(400);
      expect(res.body.error.code).toBe('PASSWORD_TOO_WEAK');
      expect(res.body.error.fields, password).toEqual({ password: reason });
    }
    expect(
      await ctx
        .app()
        .database.db.selectFrom('user')
        .select('id')
        .where('email', '=', 'weak.sister.ines@example.com')
        .execute(),
    ).toEqual([]);
    expect((await ctx.client().signUp('Ines', 'weak.sister.ines@example.com', 'Tr0mbone-Kaffee-42')).status).toBe(200);
  });

  it('refuses control, bidi and NUL characters in the name given at sign-up, and stores nothing', async () => {
    for (const name of ['Eve\u202Egnp.exe', 'Nul\u0000Byte', 'Bell\u0007', '   ']) {
      const res = await ctx.client().post<ErrorBody>('/api/auth/sign-up/email', {
        name,
        email: 'eve.hygiene@example.com',
        password: 'correct-horse-battery',
        acceptTerms: true,
      });
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(res.body.error.fields?.name).toMatch(/^(INVALID_FORMAT|REQUIRED|TOO_SMALL)$/);
    }
    const { db } = ctx.app().database;
    expect(await db.selectFrom('user').select('id').where('email', '=', 'eve.hygiene@example.com').execute()).toEqual(
      [],
    );
  });

  it('changes my password after checking the current one, ends my other sessions, and refuses weak ones', async () => {
    const phone = ctx.client();
    await phone.signUp('Chris', 'chris@example.com');
    const laptop = ctx.client();
    expect(
      (await laptop.post('/api/auth/sign-in/email', { email: 'chris@example.com', password: 'correct-horse-battery' }))
        .status,
    ).toBe(200);

    const weak = await phone.post<ErrorBody>('/api/auth/change-password', {
      currentPassword: 'correct-horse-battery',
      newPassword: 'chris1234',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toMatchObject({
      code: 'PASSWORD_TOO_WEAK',
      fields: { newPassword: expect.stringMatching(/^PASSWORD_/) },
    });

    const wrong = await phone.post<ErrorBody>('/api/auth/change-password', {
      currentPassword: 'not-my-password',
      newPassword: 'Tr0mbone-Kaffee-42',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('INVALID_CREDENTIALS');

    const ok = await phone.post('/api/auth/change-password', {
      currentPassword: 'correct-horse-battery',
      newPassword: 'Tr0mbone-Kaffee-42',
    });
    expect(ok.status).toBe(200);
    expect((await phone.get('/api/me')).status).toBe(200);
    expect((await laptop.get('/api/me')).status).toBe(401);
    const old = await ctx
      .client()
      .post('/api/auth/sign-in/email', { email: 'chris@example.com', password: 'correct-horse-battery' });
    expect(old.status).toBe(401);
    const fresh = await ctx
      .client()
      .post('/api/auth/sign-in/email', { email: 'chris@example.com', password: 'Tr0mbone-Kaffee-42' });
    expect(fresh.status).toBe(200);
  });

  it('limits guesses of the current password when changing it and when deleting the account, as sign-in is', async () => {
    for (const [email, attempt] of [
      [
        'guess.change@example.com',
        (c: HttpClient, password: string) =>
          c.post<ErrorBody>('/api/auth/change-password', {
            currentPassword: password,
            newPassword: 'Tr0mbone-Kaffee-42',
          }),
      ],
      [
        'guess.delete@example.com',
        (c: HttpClient, password: string) => c.post<ErrorBody>('/api/me/delete', { password }),
      ],
    ] as const) {
      const thief = ctx.client();
      await thief.signUp('Stolen Session', email);
      for (let i = 0; i < PASSWORD_CHECK_LIMIT.max; i++) {
        expect((await attempt(thief, `guess-number-${i}`)).status, email).not.toBe(429);
      }
      const limited = await attempt(thief, 'correct-horse-battery');
      expect(limited.status, email).toBe(429);
      expect(limited.body.error.code).toBe('RATE_LIMITED');
      expect(
        await ctx.app().database.db.selectFrom('user').select('id').where('email', '=', email).execute(),
      ).toHaveLength(1);
    }
  });

  it('leaves exactly one administrator when two delete their accounts at the same moment', async () => {
    const second = ctx.client();
    await second.signUp('Second Admin', 'second.admin@example.com');
    expect((await admin.patch(`/api/users/${await userIdOf('second.admin@example.com')}`, { level: 0 })).status).toBe(
      200,
    );
    const [a, b] = await Promise.all([
      admin.post<ErrorBody>('/api/me/delete', { password: 'correct-horse-battery' }),
      second.post<ErrorBody>('/api/me/delete', { password: 'correct-horse-battery' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 403]);
    expect([a, b].find((r) => r.status === 403)?.body.error.code).toBe('LAST_ADMINISTRATOR');
    const admins = await ctx.app().database.db.selectFrom('user').select('email').where('level', '=', 0).execute();
    expect(admins).toHaveLength(1);
    admin = a.status === 200 ? second : admin;
  });

  it('exports the players, videos and ratings I created', async () => {
    const club = await createClub(admin, { name: 'Export FC', country: 'DE' });
    const player = (
      await admin.post<Player>('/api/players', { firstName: 'Ella', lastName: 'Export', clubId: club.id })
    ).body;
    expect(
      (await admin.post(`/api/players/${player.id}/videos`, { url: 'https://videos.example.org/ella', title: 'Goal' }))
        .status,
    ).toBe(201);
    expect(
      (await admin.post(`/api/players/${player.id}/ratings`, { scores: { speed: 8 }, globalRating: 7, note: 'Quick' }))
        .status,
    ).toBe(201);
    const data = (await admin.get<Record<string, unknown>>('/api/me/export')).body;
    expect(data).toMatchObject({
      playersCreated: [{ id: player.id, name: 'Ella Export', createdAt: expect.any(String) }],
      videosAdded: [{ playerId: player.id, kind: 'link', title: 'Goal', link: 'https://videos.example.org/ella' }],
      ratingsWritten: [
        { playerId: player.id, player: 'Ella Export', globalRating: 7, scores: { speed: 8 }, note: 'Quick' },
      ],
    });
  });

  it('leaves no copy of a deleted account in the database files', async () => {
    const email = 'erase.me.completely@example.com';
    const leaver = ctx.client();
    await leaver.signUp('Erase Me Completely', email);
    expect((await leaver.post('/api/me/delete', { password: 'correct-horse-battery' })).status).toBe(200);
    const { db } = ctx.app().database;
    expect(await db.selectFrom('user').select('id').where('email', '=', email).execute()).toEqual([]);
    if (ctx.engine !== 'sqlite') return; // PostgreSQL: dead tuples go with autovacuum (docs/security.md).
    const file = path.join(ctx.config().dataDir, 'touchline.db');
    for (const part of [file, `${file}-wal`]) {
      if (!existsSync(part)) continue;
      const bytes = readFileSync(part);
      expect(bytes.includes(Buffer.from(email)), part).toBe(false);
      expect(bytes.includes(Buffer.from('Erase Me Completely')), part).toBe(false);
    }
  });

  itAnsweredEveryRequestWithoutA5xx(ctx, 'security: accounts, passwords and erasure');
});
