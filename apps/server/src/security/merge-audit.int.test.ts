import { randomUUID } from 'node:crypto';
import type { ErrorBody, Player } from '@touchline/core';
import { Migrator, sql, type Kysely } from 'kysely';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { dbValues } from '../db/database.js';
import { migrateToLatest, withMigrationLock } from '../db/migrate.js';
import { migrations } from '../db/migrations/index.js';
import { describeEachEngine } from '../../test/engines.js';
import { itAnsweredEveryRequestWithoutA5xx } from '../../test/no-server-errors.js';
import { usersAtEveryLevel, type LevelUsers } from '../../test/levels.js';

/** Every value the audit table holds, with JSON text opened up to its leaves. */
async function auditValues(db: Kysely<unknown>): Promise<unknown[]> {
  const rows = await sql<Record<string, unknown>>`select * from player_merge`.execute(db);
  const leaves: unknown[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      leaves.push(value);
      try {
        const parsed: unknown = JSON.parse(value);
        if (parsed !== null && typeof parsed === 'object') walk(parsed);
        else if (parsed !== value) leaves.push(parsed);
      } catch {
        // not JSON
      }
    } else if (value instanceof Date) leaves.push(value.toISOString());
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(walk);
    else leaves.push(value);
  };
  rows.rows.forEach(walk);
  return leaves;
}

/**
 * Fails when any audit value is one of `personal`, or for longer text
 * contains it (a two-letter code could occur by chance inside a random id).
 */
function expectNone(values: unknown[], personal: (string | number)[]): void {
  for (const needle of personal) {
    const hits = values.filter((v) =>
      typeof needle === 'string' && needle.length > 4 && typeof v === 'string'
        ? v.includes(needle)
        : v === needle || v === String(needle),
    );
    expect(hits, String(needle)).toEqual([]);
  }
}

describeEachEngine("security: a merge audit holds ids and chosen fields, not the merged player's data", (ctx) => {
  let users: LevelUsers;
  const as = (level: number) => users.clients[level]!;
  const db = () => ctx.app().database.db as unknown as Kysely<unknown>;

  beforeAll(async () => {
    users = await usersAtEveryLevel(ctx, 'mergeaudit');
  });

  it('merge X←Y, then delete X: nothing of Y (birthday, nationality, height, value, photo, name) is left', async () => {
    const x = (await as(1).post<Player>('/api/players', { firstName: 'Xenia', lastName: 'Survivor' })).body;
    const y = (
      await as(1).post<Player>('/api/players', {
        firstName: 'Yolanthe',
        lastName: 'Quirrelmerge',
        birthday: '2008-03-14',
        nationality: 'FR',
        height: 193,
        foot: 'left',
        valueEur: 7654321,
        targetLeague: 'Ligue Zeta',
      })
    ).body;
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'y.png');
    const photo = await as(1).request<Player & ErrorBody>('PUT', `/api/players/${y.id}/photo`, undefined, {
      body: form,
    });
    expect(photo.status).toBe(200);
    const photoKey = (photo.body.photoUrl as string).replace('/api/media/', '');

    const merged = await as(1).post<Player>('/api/duplicates/merge', {
      survivorId: x.id,
      mergedId: y.id,
      survivorVersion: x.version,
      mergedVersion: photo.body.version,
      takeFromMerged: ['birthday', 'height'],
    });
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({ birthday: '2008-03-14', height: 193, nationality: null });

    const personal = ['2008-03-14', 'FR', 193, 7654321, 'left', 'Ligue Zeta', 'Yolanthe', 'Quirrelmerge', photoKey];
    const afterMerge = await auditValues(db());
    // The audit still says who merged what into what, and which fields were chosen.
    expect(afterMerge).toEqual(expect.arrayContaining([x.id, y.id, 'birthday', 'height']));
    expectNone(afterMerge, personal);

    expect((await as(1).request('DELETE', `/api/players/${x.id}`)).status).toBe(204);
    expectNone(await auditValues(db()), personal);
    expect((await as(1).get(`/api/players/${y.id}`)).status).toBe(404);
  });

  it('the migration scrubs audit rows written before it, keeping ids and chosen fields', async () => {
    // Back to the schema as it shipped before the fix, with an audit row of that time.
    const down = await withMigrationLock(db(), ctx.engine, (connection, schema) =>
      new Migrator({
        db: connection,
        provider: { getMigrations: async () => migrations(ctx.engine) },
        ...(schema ? { migrationTableSchema: schema } : {}),
      }).migrateTo('0009-player-filter-indexes'),
    );
    expect(down.error).toBeUndefined();
    const survivorId = randomUUID();
    const mergedId = randomUUID();
    const legacy = JSON.stringify({
      id: mergedId,
      firstName: 'Legacy',
      lastName: 'Leftover',
      birthday: '2001-02-03',
      nationality: 'PT',
      height: 177,
      valueEur: 1234567,
      photo: 'players/legacy-photo-0123456789ab.webp',
    });
    const createdAt = dbValues(ctx.engine).timestamp();
    await sql`insert into player_merge ("id", "survivorId", "mergedId", "mergedBy", "mergedPlayer", "takenFields", "createdAt")
      values (${randomUUID()}, ${survivorId}, ${mergedId}, ${null}, ${legacy}, ${JSON.stringify(['nationality'])}, ${createdAt})`.execute(
      db(),
    );

    await migrateToLatest(ctx.app().database);
    expectNone(await auditValues(db()), ['Legacy', 'Leftover', '2001-02-03', 'PT', 177, 1234567, 'legacy-photo']);
    const row = await sql<{
      takenFields: string;
    }>`select "takenFields" from player_merge where "mergedId" = ${mergedId} and "survivorId" = ${survivorId}`.execute(
      db(),
    );
    expect(row.rows.map((r) => JSON.parse(r.takenFields) as unknown)).toEqual([['nationality']]);
  });

  itAnsweredEveryRequestWithoutA5xx(
    ctx,
    "security: a merge audit holds ids and chosen fields, not the merged player's data",
  );
});
