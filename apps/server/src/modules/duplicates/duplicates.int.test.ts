import type { Club, DuplicateList, ErrorBody, Player, PlayerRatings } from '@touchline/core';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../../test/engines.js';
import { usersAtEveryLevel, type LevelUsers } from '../../../test/levels.js';
import { createPlayer } from '../../../test/players.js';
import { createClub } from '../../../test/clubs.js';

describeEachEngine('duplicates: find, dismiss, merge', (ctx) => {
  let users: LevelUsers;
  let club: Club;
  let mueller: Player;
  let muller: Player;
  let schmidt: Player;
  let schmitt: Player;
  const as = (level: number) => users.clients[level]!;
  const create = (body: Record<string, unknown>) => createPlayer(as(1), body);

  beforeAll(async () => {
    users = await usersAtEveryLevel(ctx, 'dup');
    club = await createClub(as(1), { name: 'FC Dup', country: 'DE' });
    mueller = await create({
      firstName: 'Lena',
      lastName: 'Mueller',
      birthday: '2010-04-02',
      nationality: 'DE',
      clubId: club.id,
    });
    muller = await create({ firstName: 'Lena', lastName: 'Müller', birthday: '2010-04-02', height: 168, foot: 'left' });
    schmidt = await create({ firstName: 'Kevin', lastName: 'Schmidt', birthday: '2011-01-10' });
    schmitt = await create({ firstName: 'Kevin', lastName: 'Schmitt', birthday: '2011-01-10' });
    await create({ firstName: 'Ana', lastName: 'Silva', birthday: '2009-09-09' });
    expect(
      (await as(2).post(`/api/players/${muller.id}/ratings`, { globalRating: 8, scores: { speed: 9 } })).status,
    ).toBe(201);
    expect(
      (await as(1).post(`/api/players/${muller.id}/videos`, { url: 'https://videos.example.org/lena' })).status,
    ).toBe(201);
  });

  it('lists likely duplicates with score, reasons and both players, only for levels 0–1', async () => {
    const res = await as(1).get<DuplicateList>('/api/duplicates');
    expect(res.status).toBe(200);
    const pairs = res.body.items.map((c) =>
      c.players
        .map((p) => p.lastName)
        .sort()
        .join('/'),
    );
    expect(pairs).toEqual(['Mueller/Müller', 'Schmidt/Schmitt']);
    expect(res.body.items[0]).toMatchObject({ score: 0.95, reasons: ['NAME_EXACT', 'BIRTHDAY_EXACT'] });
    for (const level of [2, 3, 4, 5]) expect((await as(level).get('/api/duplicates')).status).toBe(403);
  });

  it('remembers "not a duplicate"', async () => {
    const res = await as(0).post('/api/duplicates/dismissals', { playerIds: [schmitt.id, schmidt.id] });
    expect(res.status).toBe(204);
    expect((await as(0).post('/api/duplicates/dismissals', { playerIds: [schmidt.id, schmitt.id] })).status).toBe(204);
    const after = await as(1).get<DuplicateList>('/api/duplicates');
    expect(after.body.items.map((c) => c.players[0].firstName)).toEqual(['Lena']);
    const self = await as(0).post<ErrorBody>('/api/duplicates/dismissals', { playerIds: [schmidt.id, schmidt.id] });
    expect(self.body.error.code).toBe('SAME_PLAYER');
  });

  it('undoes "not a duplicate": the pair is suggested again; only levels 0–1 may', async () => {
    for (const level of [2, 3, 4, 5]) {
      expect((await as(level).request('DELETE', `/api/duplicates/dismissals/${schmidt.id}/${schmitt.id}`)).status).toBe(
        403,
      );
    }
    expect((await as(1).get<DuplicateList>('/api/duplicates')).body.items).toHaveLength(1);
    // Either order of the ids, as the dismissal took them.
    expect((await as(1).request('DELETE', `/api/duplicates/dismissals/${schmidt.id}/${schmitt.id}`)).status).toBe(204);
    const again = await as(1).get<DuplicateList>('/api/duplicates');
    const pairs = again.body.items
      .map((c) =>
        c.players
          .map((p) => p.lastName)
          .sort()
          .join('/'),
      )
      .sort();
    expect(pairs).toEqual(['Mueller/Müller', 'Schmidt/Schmitt']);
    expect((await as(1).request('DELETE', `/api/duplicates/dismissals/${schmitt.id}/${schmidt.id}`)).status).toBe(204);
    // Restores the dismissal for the tests below.
    await as(0).post('/api/duplicates/dismissals', { playerIds: [schmitt.id, schmidt.id] });
    expect((await as(1).get<DuplicateList>('/api/duplicates')).body.items).toHaveLength(1);
  });

  it('refuses a merge based on a stale version, changing nothing', async () => {
    const res = await as(1).post<ErrorBody>('/api/duplicates/merge', {
      survivorId: mueller.id,
      mergedId: muller.id,
      survivorVersion: mueller.version + 5,
      mergedVersion: muller.version,
      takeFromMerged: ['height'],
    });
    expect(res.status).toBe(409);
    expect((await as(1).get<Player>(`/api/players/${muller.id}`)).body.id).toBe(muller.id);
    expect((await as(1).get<Player>(`/api/players/${mueller.id}`)).body.height).toBeNull();
  });

  it('merges with chosen values, moves ratings, keeps an audit, and resolves the old id to the survivor', async () => {
    const res = await as(1).post<Player>('/api/duplicates/merge', {
      survivorId: mueller.id,
      mergedId: muller.id,
      survivorVersion: mueller.version,
      mergedVersion: muller.version,
      takeFromMerged: ['lastName', 'height', 'foot'],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: mueller.id,
      lastName: 'Müller',
      height: 168,
      foot: 'left',
      nationality: 'DE', // kept from the survivor
      clubId: club.id,
      version: mueller.version + 1,
    });
    const videos = await as(0).get<{ items: { url: string }[] }>(`/api/players/${mueller.id}/videos`);
    expect(videos.body.items.map((v) => v.url)).toEqual(['https://videos.example.org/lena']);
    const ratings = await as(0).get<PlayerRatings>(`/api/players/${mueller.id}/ratings`);
    expect(ratings.body.summary).toMatchObject({ count: 1, globalAverage: 8 });
    const old = await as(1).get<Player>(`/api/players/${muller.id}`);
    expect(old.body.id).toBe(mueller.id);
    const audit = await ctx.app().database.db.selectFrom('player_merge').selectAll().execute();
    expect(audit).toHaveLength(1);
    // Ids and the chosen fields, not the merged player's values (docs/security.md).
    expect(audit[0]).toMatchObject({ survivorId: mueller.id, mergedId: muller.id, mergedBy: users.ids[1] });
    expect(Object.keys(audit[0]!).sort()).toEqual([
      'createdAt',
      'id',
      'mergedBy',
      'mergedId',
      'survivorId',
      'takenFields',
    ]);
    expect(JSON.parse(audit[0]!.takenFields)).toEqual(['lastName', 'height', 'foot']);
    expect((await as(1).get<DuplicateList>('/api/duplicates')).body.total).toBe(0);
  });

  it('refuses merging with oneself, unknown players and non-moderators', async () => {
    const body = { survivorId: schmidt.id, mergedId: schmidt.id, survivorVersion: 1, mergedVersion: 1 };
    expect((await as(1).post<ErrorBody>('/api/duplicates/merge', body)).body.error.code).toBe('SAME_PLAYER');
    const unknown = await as(1).post<ErrorBody>('/api/duplicates/merge', { ...body, mergedId: 'nope' });
    expect(unknown.body.error.code).toBe('PLAYER_NOT_FOUND');
    expect((await as(2).post('/api/duplicates/merge', { ...body, mergedId: schmitt.id })).status).toBe(403);
  });
});
