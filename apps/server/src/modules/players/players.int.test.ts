import type { Club, ErrorBody, Player, PlayerList, UserSummary } from '@touchline/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../../../test/engines.js';
import { usersAtEveryLevel, type LevelUsers } from '../../../test/levels.js';
import { createClub } from '../../../test/clubs.js';

const PERSONAL = ['birthday', 'foot', 'nationality', 'height', 'watchlist', 'valueEur', 'targetLeague'];

describeEachEngine('clubs and players', (ctx) => {
  let users: LevelUsers;
  let own: Club;
  let other: Club;
  let ownPlayer: Player;
  let otherPlayer: Player;
  let freePlayer: Player;
  const as = (level: number) => users.clients[level]!;

  beforeAll(async () => {
    users = await usersAtEveryLevel(ctx, 'scout');
    own = await createClub(as(1), { name: 'FC Nord', country: 'de' });
    other = await createClub(as(1), { name: 'SC Süd', country: 'AT' });
    // The level 3 user works for FC Nord.
    const assigned = await as(0).patch<UserSummary>(`/api/users/${users.ids[3]}`, { clubIds: [own.id] });
    expect(assigned.body.clubIds).toEqual([own.id]);
    const player = (clubId: string | null, firstName: string, lastName: string, extra = {}) =>
      as(1)
        .post<Player>('/api/players', {
          firstName,
          lastName,
          clubId,
          birthday: '2010-04-02',
          nationality: 'DE',
          height: 172,
          foot: 'left',
          position: 'CM',
          sidePositions: ['DM', 'OM'],
          backNumberDefault: 8,
          watchlist: true,
          valueEur: 50000,
          ...extra,
        })
        .then((r) => {
          expect(r.status).toBe(201);
          return r.body;
        });
    ownPlayer = await player(own.id, 'Lena', 'Müller');
    otherPlayer = await player(other.id, 'Tom', 'Berger', { nationality: 'AT', position: 'GK', sidePositions: [] });
    freePlayer = await player(null, 'Ana', 'Silva', { nationality: 'PT', position: 'CS', sidePositions: ['LW'] });
  });

  describe('clubs', () => {
    it('creates with a server timestamp and an upper-cased ISO country, lists with search and country filter', async () => {
      expect(own).toMatchObject({ name: 'FC Nord', country: 'DE', version: 1 });
      expect(Date.parse(own.createdAt)).not.toBeNaN();
      const search = await as(2).get<{ items: Club[] }>('/api/clubs?q=s%C3%BCd');
      expect(search.body.items.map((c) => c.name)).toEqual(['SC Süd']);
      const byCountry = await as(0).get<{ items: Club[] }>('/api/clubs?country=de');
      expect(byCountry.body.items.map((c) => c.name)).toEqual(['FC Nord']);
    });

    it('refuses an unknown country and a missing name with field codes', async () => {
      const res = await as(0).post<ErrorBody>('/api/clubs', { country: 'XX' });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ name: 'REQUIRED', country: 'INVALID_VALUE' });
    });

    it('answers 404 CLUB_NOT_FOUND for a missing club', async () => {
      const res = await as(4).get<ErrorBody>('/api/clubs/nope');
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('CLUB_NOT_FOUND');
    });

    it('lets a club user edit their own club but not another', async () => {
      const mine = await as(3).patch<Club>(`/api/clubs/${own.id}`, { name: 'FC Nord 1920', version: own.version });
      expect(mine.status).toBe(200);
      expect(mine.body).toMatchObject({ name: 'FC Nord 1920', version: 2 });
      own = mine.body;
      const theirs = await as(3).patch<ErrorBody>(`/api/clubs/${other.id}`, { name: 'Hacked', version: other.version });
      expect(theirs.status).toBe(403);
      expect((await as(4).get<Club>(`/api/clubs/${other.id}`)).body.name).toBe('SC Süd');
    });

    it('refuses a stale write with 409 and keeps the newer value', async () => {
      const stale = await as(1).patch<ErrorBody>(`/api/clubs/${own.id}`, { name: 'Old tab', version: 1 });
      expect(stale.status).toBe(409);
      expect(stale.body.error.code).toBe('CONFLICT');
      expect((await as(1).get<Club>(`/api/clubs/${own.id}`)).body.name).toBe('FC Nord 1920');
    });
  });

  describe('players: who sees what', () => {
    it('shows moderators and external scouts every personal detail', async () => {
      for (const level of [0, 1, 2]) {
        const res = await as(level).get<Player>(`/api/players/${otherPlayer.id}`);
        expect(res.body).toMatchObject({
          detailsVisible: true,
          birthday: '2010-04-02',
          nationality: 'AT',
          height: 172,
        });
      }
    });

    it("shows a club user personal details of own clubs' players only; the keys are absent otherwise", async () => {
      const mine = await as(3).get<Player>(`/api/players/${ownPlayer.id}`);
      expect(mine.body).toMatchObject({ detailsVisible: true, birthday: '2010-04-02', watchlist: true });
      for (const player of [otherPlayer, freePlayer]) {
        const res = await as(3).get<Record<string, unknown>>(`/api/players/${player.id}`);
        expect(res.body.detailsVisible).toBe(false);
        for (const key of PERSONAL) expect(res.body, key).not.toHaveProperty(key);
        expect(res.text).not.toContain('2010-04-02');
        expect(res.body).toMatchObject({
          firstName: player.firstName,
          position: player.position,
          backNumberDefault: 8,
        });
      }
    });

    it('refuses guests, users and signed-out callers the player database', async () => {
      for (const level of [4, 5]) expect((await as(level).get(`/api/players/${ownPlayer.id}`)).status).toBe(403);
      expect((await ctx.client().get('/api/players')).status).toBe(401);
    });

    it('keeps a club user from learning details through filters and sorting', async () => {
      const byNationality = await as(3).get<PlayerList>('/api/players?nationality=AT');
      expect(byNationality.body.total).toBe(0); // Tom is Austrian, but not FC Nord's
      const byAge = await as(3).get<PlayerList>('/api/players?sort=age');
      expect(byAge.body.items.map((p) => p.id)).toEqual([ownPlayer.id]);
      const plain = await as(3).get<PlayerList>('/api/players');
      // Own and other clubs' players; free players are for levels 0–2 (docs/product/levels-and-access.md).
      expect(plain.body.items.map((p) => p.id).sort()).toEqual([ownPlayer.id, otherPlayer.id].sort());
      expect(plain.body.total).toBe(2);
    });
  });

  describe('players: list', () => {
    it('filters by name (accents kept), main or side position, club, free players and flags; pages and sorts', async () => {
      const names = (list: PlayerList) => list.items.map((p) => p.lastName);
      expect(names((await as(1).get<PlayerList>('/api/players?q=m%C3%BCller')).body)).toEqual(['Müller']);
      expect(names((await as(1).get<PlayerList>('/api/players?q=lena%20m')).body)).toEqual(['Müller']);
      expect(names((await as(1).get<PlayerList>('/api/players?position=OM')).body)).toEqual(['Müller']);
      expect(names((await as(1).get<PlayerList>('/api/players?position=LW')).body)).toEqual(['Silva']);
      expect(names((await as(1).get<PlayerList>('/api/players?free=true')).body)).toEqual(['Silva']);
      expect(names((await as(1).get<PlayerList>(`/api/players?clubId=${other.id}`)).body)).toEqual(['Berger']);
      expect(names((await as(1).get<PlayerList>('/api/players?watchlist=true&nationality=PT')).body)).toEqual([
        'Silva',
      ]);
      expect(names((await as(1).get<PlayerList>('/api/players?sort=-name')).body)).toEqual([
        'Silva',
        'Müller',
        'Berger',
      ]);
      const page = await as(1).get<PlayerList>('/api/players?limit=1&offset=1');
      expect(page.body).toMatchObject({ total: 3 });
      expect(names(page.body)).toEqual(['Müller']);
    });

    it('refuses bad filters with field codes', async () => {
      const res = await as(1).get<ErrorBody>('/api/players?position=XX&limit=0&watchlist=maybe');
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({
        position: 'INVALID_VALUE',
        limit: 'TOO_SMALL',
        watchlist: 'INVALID_VALUE',
      });
    });
  });

  describe('players: writes', () => {
    it("validates with the spec's field codes: required, a number, height at most 230 cm", async () => {
      const res = await as(1).post<ErrorBody>('/api/players', { lastName: '', height: 231, backNumberDefault: 'ten' });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({
        firstName: 'REQUIRED',
        lastName: 'REQUIRED',
        height: 'TOO_BIG',
        backNumberDefault: 'NOT_A_NUMBER',
      });
    });

    it('lets a club user create and edit players only in own clubs, never release or move them out', async () => {
      const created = await as(3).post<Player>('/api/players', { firstName: 'Jo', lastName: 'Neu', clubId: own.id });
      expect(created.status).toBe(201);
      expect((await as(3).post('/api/players', { firstName: 'X', lastName: 'Y', clubId: other.id })).status).toBe(403);
      expect((await as(3).post('/api/players', { firstName: 'X', lastName: 'Y' })).status).toBe(403);
      const moved = await as(3).patch(`/api/players/${created.body.id}`, { clubId: other.id, version: 1 });
      expect(moved.status).toBe(403);
      const released = await as(3).patch(`/api/players/${created.body.id}`, { clubId: null, version: 1 });
      expect(released.status).toBe(403);
      const edited = await as(3).patch<Player>(`/api/players/${created.body.id}`, { height: 181, version: 1 });
      expect(edited.body).toMatchObject({ height: 181, version: 2 });
      expect((await as(3).patch(`/api/players/${otherPlayer.id}`, { height: 150, version: 1 })).status).toBe(403);
      expect((await as(2).patch(`/api/players/${otherPlayer.id}`, { height: 150, version: 1 })).status).toBe(403);
      expect((await as(3).request('DELETE', `/api/players/${created.body.id}`)).status).toBe(204);
      expect((await as(1).get<ErrorBody>(`/api/players/${created.body.id}`)).body.error.code).toBe('PLAYER_NOT_FOUND');
    });

    it('never lets two editors overwrite each other: the second, stale write gets 409', async () => {
      const first = await as(1).patch<Player>(`/api/players/${freePlayer.id}`, {
        height: 175,
        version: freePlayer.version,
      });
      expect(first.status).toBe(200);
      const second = await as(0).patch<ErrorBody>(`/api/players/${freePlayer.id}`, {
        height: 160,
        version: freePlayer.version,
      });
      expect(second.status).toBe(409);
      expect((await as(1).get<Player>(`/api/players/${freePlayer.id}`)).body.height).toBe(175);
    });

    it('refuses an unknown club with 404 CLUB_NOT_FOUND and a missing version with REQUIRED', async () => {
      const club = await as(1).post<ErrorBody>('/api/players', { firstName: 'A', lastName: 'B', clubId: 'missing' });
      expect(club.status).toBe(404);
      expect(club.body.error.code).toBe('CLUB_NOT_FOUND');
      const version = await as(1).patch<ErrorBody>(`/api/players/${ownPlayer.id}`, { height: 170 });
      expect(version.body.error.fields).toEqual({ version: 'REQUIRED' });
    });
  });

  describe('club roster', () => {
    it('shows guests the summary of a club’s players, never details; users not at all', async () => {
      const roster = await as(4).get<PlayerList>(`/api/clubs/${other.id}/players`);
      expect(roster.status).toBe(200);
      expect(roster.body.items.map((p) => p.lastName)).toEqual(['Berger']);
      expect(roster.body.items[0]).toMatchObject({ detailsVisible: false, backNumberDefault: 8, position: 'GK' });
      expect(roster.body.items[0]).not.toHaveProperty('birthday');
      expect((await as(5).get(`/api/clubs/${other.id}/players`)).status).toBe(403);
      expect((await as(4).get<ErrorBody>('/api/clubs/nope/players')).body.error.code).toBe('CLUB_NOT_FOUND');
    });

    it('searches names case-insensitively beyond ASCII, with umlauts spelled out, and follows renames', async () => {
      const shouty = (await as(1).post<Player>('/api/players', { firstName: 'JÖRG', lastName: 'ÄRGER' })).body;
      const find = async (q: string) =>
        (await as(1).get<PlayerList>(`/api/players?q=${encodeURIComponent(q)}`)).body.items.map((p) => p.lastName);
      expect(await find('jörg ärger')).toEqual(['ÄRGER']);
      expect(await find('joerg')).toEqual(['ÄRGER']);
      expect(await find('mueller')).toEqual(['Müller']);
      await as(1).patch(`/api/players/${shouty.id}`, { lastName: 'Ruhig', version: shouty.version });
      expect(await find('ärger')).toEqual([]);
      expect(await find('jörg ruhig')).toEqual(['Ruhig']);
      await as(1).request('DELETE', `/api/players/${shouty.id}`);
    });

    it('finds players by back number too', async () => {
      const res = await as(1).get<PlayerList>('/api/players?q=8');
      expect(res.body.items.map((p) => p.lastName).sort()).toEqual(['Berger', 'Müller', 'Silva']);
    });
  });

  describe('free players', () => {
    it('assigns several free players to a club at once, all or nothing', async () => {
      const make = (firstName: string) =>
        as(1)
          .post<Player>('/api/players', { firstName, lastName: 'Frei' })
          .then((r) => r.body);
      const [a, b] = [await make('Alex'), await make('Bo')];
      const free = await as(2).get<PlayerList>('/api/players?free=true');
      expect(free.body.items.map((p) => p.firstName).sort()).toEqual(['Alex', 'Ana', 'Bo']);

      const mixed = await as(1).post<ErrorBody>(`/api/clubs/${other.id}/players`, { playerIds: [a!.id, ownPlayer.id] });
      expect(mixed.status).toBe(409);
      expect(mixed.body.error.code).toBe('PLAYER_NOT_FREE');
      expect((await as(1).get<Player>(`/api/players/${a!.id}`)).body.clubId).toBeNull(); // nothing moved

      expect((await as(2).post(`/api/clubs/${other.id}/players`, { playerIds: [a!.id] })).status).toBe(403);
      const done = await as(1).post<PlayerList>(`/api/clubs/${other.id}/players`, { playerIds: [a!.id, b!.id] });
      expect(done.status).toBe(200);
      expect(done.body.items.map((p) => p.clubId)).toEqual([other.id, other.id]);
      const unknown = await as(1).post<ErrorBody>('/api/clubs/nope/players', { playerIds: [a!.id] });
      expect(unknown.body.error.code).toBe('CLUB_NOT_FOUND');
    });
  });

  describe('club assignment', () => {
    it('is for the administrator only, and refuses unknown clubs', async () => {
      expect((await as(1).patch(`/api/users/${users.ids[3]}`, { clubIds: [] })).status).toBe(403);
      const unknown = await as(0).patch<ErrorBody>(`/api/users/${users.ids[3]}`, { clubIds: ['nope'] });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe('CLUB_NOT_FOUND');
      const list = await as(0).get<{ items: UserSummary[] }>('/api/users?level=3');
      expect(list.body.items[0]?.clubIds).toEqual([own.id]);
    });
  });
});
