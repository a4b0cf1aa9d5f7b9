import type { ErrorBody, Me, UserList, UserSummary } from '@touchline/core';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../../test/engines.js';
import { openEventStream } from '../../../test/http-client.js';
import { usersAtEveryLevel, type LevelUsers } from '../../../test/levels.js';

describeEachEngine('user overview: GET /api/users, PATCH /api/users/{id}', (ctx) => {
  let users: LevelUsers;
  beforeAll(async () => {
    users = await usersAtEveryLevel(ctx);
  });
  const as = (level: number) => users.clients[level]!;

  it('lets levels 0 and 1 read the overview, refuses 2–5 with 403 and signed-out callers with 401', async () => {
    for (const level of [0, 1]) {
      const res = await as(level).get<UserList>('/api/users');
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(6);
      expect(res.body.items.map((u) => u.level).sort()).toEqual([0, 1, 2, 3, 4, 5]);
    }
    for (const level of [2, 3, 4, 5]) {
      const res = await as(level).get<ErrorBody>('/api/users');
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('FORBIDDEN');
    }
    expect((await ctx.client().get('/api/users')).status).toBe(401);
  });

  it('searches name and email case-insensitively, filters by level, and pages', async () => {
    const byName = await as(1).get<UserList>('/api/users?q=LEVEL%203');
    expect(byName.body.items.map((u) => u.email)).toEqual(['level3@example.com']);
    const byEmail = await as(1).get<UserList>('/api/users?q=Level5@EXAMPLE');
    expect(byEmail.body.items.map((u) => u.displayName)).toEqual(['level 5']);
    const wildcard = await as(1).get<UserList>('/api/users?q=%25');
    expect(wildcard.body.total).toBe(0); // % is a character, not a wildcard
    const admins = await as(0).get<UserList>('/api/users?level=0');
    expect(admins.body.items.map((u) => u.email)).toEqual(['level0@example.com']);
    const page = await as(0).get<UserList>('/api/users?limit=2&offset=4');
    expect(page.body).toMatchObject({ total: 6 });
    expect(page.body.items.map((u) => u.displayName)).toEqual(['level 4', 'level 5']);
    const bad = await as(0).get<ErrorBody>('/api/users?level=9&limit=0');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ level: 'TOO_BIG', limit: 'TOO_SMALL' });
  });

  it('lets the administrator change a level, and the user sees it live', async () => {
    const stream = await openEventStream(as(5), '/api/events?topics=user');
    await stream.next('ready');
    const res = await as(0).patch<UserSummary>(`/api/users/${users.ids[5]}`, { level: 4 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: users.ids[5], level: 4 });
    expect(JSON.parse((await stream.next('change')).data)).toEqual({ topic: 'user', ids: [users.ids[5]] });
    expect((await as(5).get<Me>('/api/me')).body.level).toBe(4);
    stream.close();
    await as(0).patch(`/api/users/${users.ids[5]}`, { level: 5 });
  });

  it('refuses level changes by anyone but the administrator, and leaves the level alone', async () => {
    for (const level of [1, 2, 3, 4, 5]) {
      const res = await as(level).patch<ErrorBody>(`/api/users/${users.ids[4]}`, { level: 0 });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('FORBIDDEN');
    }
    expect((await ctx.client().patch(`/api/users/${users.ids[4]}`, { level: 0 })).status).toBe(401);
    expect((await as(4).get<Me>('/api/me')).body.level).toBe(4);
  });

  it('refuses changing one’s own level, unknown users and invalid levels with codes', async () => {
    const own = await as(0).patch<ErrorBody>(`/api/users/${users.ids[0]}`, { level: 1 });
    expect(own.status).toBe(403);
    expect(own.body.error.code).toBe('CANNOT_CHANGE_OWN_LEVEL');
    const unknown = await as(0).patch<ErrorBody>('/api/users/no-such-user', { level: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('USER_NOT_FOUND');
    const invalid = await as(0).patch<ErrorBody>(`/api/users/${users.ids[5]}`, { level: 6 });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields).toEqual({ level: 'TOO_BIG' });
    const extra = await as(0).patch<ErrorBody>(`/api/users/${users.ids[5]}`, { level: 5, email: 'x@y.z' });
    expect(extra.body.error.fields).toEqual({ email: 'UNKNOWN_FIELD' });
    expect((await as(0).get<Me>('/api/me')).body.level).toBe(0);
  });

  it('never leaves the installation without an administrator, even when two demote each other at once', async () => {
    await as(0).patch(`/api/users/${users.ids[1]}`, { level: 0 });
    const [a, b] = await Promise.all([
      as(0).patch<UserSummary | ErrorBody>(`/api/users/${users.ids[1]}`, { level: 1 }),
      as(1).patch<UserSummary | ErrorBody>(`/api/users/${users.ids[0]}`, { level: 1 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 403]);
    const refused = (a.status === 403 ? a : b).body as ErrorBody;
    expect(['LAST_ADMINISTRATOR', 'FORBIDDEN']).toContain(refused.error.code);
    const admins = await ctx.client().get('/api/health'); // keep the server busy-free
    expect(admins.status).toBe(200);
    const remaining = await ctx.app().database.db.selectFrom('user').select('id').where('level', '=', 0).execute();
    expect(remaining).toHaveLength(1);
  });

  it('refuses to delete the last administrator’s account', async () => {
    const remaining = await ctx
      .app()
      .database.db.selectFrom('user')
      .select('email')
      .where('level', '=', 0)
      .executeTakeFirstOrThrow();
    const admin = users.clients[users.emails.indexOf(remaining.email)]!;
    const res = await admin.post<ErrorBody>('/api/me/delete', { password: 'correct-horse-battery' });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('LAST_ADMINISTRATOR');
    expect((await admin.get('/api/me')).status).toBe(200);
  });
});
