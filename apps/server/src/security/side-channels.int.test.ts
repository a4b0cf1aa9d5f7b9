import type {
  Club,
  ErrorBody,
  MyRatings,
  Player,
  PlayerList,
  PlayerRatings,
  RatingsOverview,
  UserSummary,
} from '@touchline/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../../test/engines.js';
import { itAnsweredEveryRequestWithoutA5xx } from '../../test/no-server-errors.js';
import { usersAtEveryLevel, type LevelUsers } from '../../test/levels.js';
import { createPlayer } from '../../test/players.js';
import { createClub } from '../../test/clubs.js';

/**
 * Side channels on the player read endpoints (docs/product/levels-and-access.md and personal-details.md): "a computed
 * output over a hidden field is as secret as the field itself" — a filter
 * match, a sort order, a count, a search hit, an average.
 *
 * The attacker is a club user (level 3) of FC Nord looking at SC Süd's players
 * and at the free players, whose personal details they may not see; guests
 * (4) and users (5) see no details at all. Every test below is an attack made
 * as a real HTTP request; the assertion is that the answer does not depend on
 * the hidden value.
 *
 * SC Süd's players are chosen so that every hidden order differs from the
 * name order (Adler < Berger by name; Berger is younger, shorter, cheaper).
 */
describeEachEngine('side channels on player reads', (ctx) => {
  let users: LevelUsers;
  let nord: Club;
  let sued: Club;
  let lena: Player; // FC Nord (own club of the level 3 user)
  let adler: Player; // SC Süd
  let berger: Player; // SC Süd
  let silva: Player; // free player
  const as = (level: number) => users.clients[level]!;
  const ids = (list: PlayerList) => list.items.map((p) => p.id);
  const list = async (level: number, query: string) => {
    const res = await as(level).get<PlayerList>(`/api/players${query}`);
    expect(res.status, `${query} at level ${level}`).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    users = await usersAtEveryLevel(ctx, 'side');
    nord = await createClub(as(1), { name: 'FC Nord', country: 'DE' });
    sued = await createClub(as(1), { name: 'SC Süd', country: 'AT' });
    expect((await as(0).patch<UserSummary>(`/api/users/${users.ids[3]}`, { clubIds: [nord.id] })).status).toBe(200);
    const create = (body: Record<string, unknown>) => createPlayer(as(1), body);
    lena = await create({
      firstName: 'Lena',
      lastName: 'Müller',
      clubId: nord.id,
      birthday: '2010-04-02',
      nationality: 'DE',
      height: 172,
      foot: 'left',
      position: 'CM',
      backNumberDefault: 8,
      watchlist: true,
      valueEur: 50_000,
      targetLeague: 'Regionalliga',
    });
    adler = await create({
      firstName: 'Max',
      lastName: 'Adler',
      clubId: sued.id,
      birthday: '2007-01-15',
      nationality: 'AT',
      height: 191,
      foot: 'right',
      position: 'CS',
      backNumberDefault: 9,
      watchlist: true,
      valueEur: 900_000,
      targetLeague: 'Bundesliga',
    });
    berger = await create({
      firstName: 'Tom',
      lastName: 'Berger',
      clubId: sued.id,
      birthday: '2012-09-30',
      nationality: 'AT',
      height: 150,
      foot: 'left',
      position: 'GK',
      backNumberDefault: 1,
      watchlist: false,
      valueEur: 1_000,
    });
    silva = await create({
      firstName: 'Ana',
      lastName: 'Silva',
      birthday: '2011-03-03',
      nationality: 'PT',
      height: 165,
      position: 'LW',
      watchlist: true,
      valueEur: 20_000,
    });
    // Ratings of SC Süd's players (hidden from FC Nord's staff) and of Lena.
    for (const [player, globalRating] of [
      [adler, 9],
      [berger, 3],
      [lena, 6],
    ] as const) {
      const res = await as(1).post(`/api/players/${player.id}/ratings`, {
        globalRating,
        scores: { speed: globalRating },
        note: 'seen live',
      });
      expect(res.status).toBe(201);
    }
  });

  describe('GET /api/players as a club user', () => {
    it('refuses the free players list (docs/product/levels-and-access.md: levels 0–2 only)', async () => {
      const res = await as(3).get<ErrorBody>('/api/players?free=true');
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('FORBIDDEN');
      for (const level of [4, 5]) expect((await as(level).get('/api/players?free=true')).status).toBe(403);
      expect((await as(2).get<PlayerList>('/api/players?free=true')).body.items.map((p) => p.id)).toEqual([silva.id]);
    });

    it('never lists free players to a club user, so the free players list cannot be read off the plain list', async () => {
      const plain = await list(3, '');
      expect(ids(plain)).not.toContain(silva.id);
      expect(plain.total).toBe(3);
      expect((await list(3, '?q=silva')).total).toBe(0);
      expect((await list(3, '?position=LW')).total).toBe(0);
      // For levels 0–2 the same queries find her.
      expect(ids(await list(2, '?q=silva'))).toEqual([silva.id]);
    });

    it('filters on nationality and watchlist only among own clubs’ players, totals included', async () => {
      expect(await list(3, '?nationality=AT')).toEqual({ items: [], total: 0 });
      expect(await list(3, `?nationality=AT&clubId=${sued.id}`)).toEqual({ items: [], total: 0 });
      expect(ids(await list(3, '?nationality=DE'))).toEqual([lena.id]);
      const watched = await list(3, '?watchlist=true');
      expect(ids(watched)).toEqual([lena.id]);
      expect(watched.total).toBe(1);
      expect(await list(3, '?watchlist=false')).toEqual({ items: [], total: 0 });
      // One page at a time gives nothing away either.
      expect((await list(3, '?watchlist=true&limit=1&offset=1')).items).toEqual([]);
    });

    it('sorts by age only among own clubs’ players: the order of other clubs’ players never follows their birthdays', async () => {
      for (const sort of ['age', '-age']) {
        const sorted = await list(3, `?sort=${sort}`);
        expect(ids(sorted), sort).toEqual([lena.id]);
        expect(sorted.total, sort).toBe(1);
        expect(await list(3, `?sort=${sort}&clubId=${sued.id}`)).toEqual({ items: [], total: 0 });
      }
      // By name, SC Süd's players come in name order, whatever their ages.
      expect(ids(await list(3, `?clubId=${sued.id}`))).toEqual([adler.id, berger.id]);
      expect(ids(await list(3, `?clubId=${sued.id}&sort=-name`))).toEqual([berger.id, adler.id]);
    });

    it('refuses sorts on hidden fields (height, birthday, value, league) instead of applying them', async () => {
      for (const sort of ['height', '-height', 'birthday', 'valueEur', '-valueEur', 'value', 'targetLeague', 'foot']) {
        const res = await as(3).get<ErrorBody>(`/api/players?sort=${sort}&clubId=${sued.id}`);
        expect(res.status, sort).toBe(400);
        expect(res.body.error.fields, sort).toEqual({ sort: 'INVALID_VALUE' });
      }
    });

    it('ignores filters on hidden fields that the API does not have: the answer equals the unfiltered one', async () => {
      const plain = await list(3, `?clubId=${sued.id}`);
      for (const filter of [
        'birthdayFrom=2011-01-01&birthdayTo=2013-12-31',
        'bornAfter=2011-01-01',
        'minAge=14&maxAge=20',
        'age=13',
        'heightMin=180',
        'minHeight=180&maxHeight=200',
        'height=150',
        'foot=right',
        'valueMin=100000',
        'minValue=100000',
        'valueEur=1000',
        'targetLeague=Bundesliga',
        'birthday=2012-09-30',
      ]) {
        expect(await list(3, `?clubId=${sued.id}&${filter}`), filter).toEqual(plain);
      }
    });

    it('never matches a search on hidden values (birthday, height, value, league, nationality)', async () => {
      for (const q of ['2012', '2012-09-30', '30.09.2012', '191', '900000', 'Bundesliga', 'bundes', 'AT', 'right']) {
        for (const level of [3, 1]) {
          const found = await list(level, `?q=${encodeURIComponent(q)}&clubId=${sued.id}`);
          expect(found, `q=${q} at level ${level}`).toEqual({ items: [], total: 0 });
        }
      }
      // Back numbers are part of the summary (docs/product/personal-details.md) and do match.
      expect(ids(await list(3, '?q=9'))).toEqual([adler.id]);
    });

    it('shapes other clubs’ players as summaries: no hidden value in the body at all', async () => {
      const res = await as(3).get<PlayerList>(`/api/players?clubId=${sued.id}`);
      // Everything but the random ids, which could contain "191" by chance.
      const shown = JSON.stringify(res.body.items.map(({ id: _id, clubId: _clubId, ...rest }) => rest));
      for (const hidden of ['2007-01-15', '2012-09-30', '191', '900000', 'Bundesliga', '"AT"', 'right']) {
        expect(shown, hidden).not.toContain(hidden);
      }
      expect(res.body.items.every((p) => p.detailsVisible === false)).toBe(true);
    });
  });

  describe('club roster GET /api/clubs/{id}/players', () => {
    it('orders by name and ignores sort or filter parameters, for club users and guests', async () => {
      for (const level of [3, 4]) {
        const plain = await as(level).get<PlayerList>(`/api/clubs/${sued.id}/players`);
        expect(plain.status).toBe(200);
        expect(ids(plain.body)).toEqual([adler.id, berger.id]);
        expect(plain.body.total).toBe(2);
        for (const query of ['sort=age', 'sort=-age', 'sort=height', 'nationality=DE', 'watchlist=true', 'foot=left']) {
          const res = await as(level).get<PlayerList>(`/api/clubs/${sued.id}/players?${query}`);
          expect(res.body, `${query} at level ${level}`).toEqual(plain.body);
        }
        expect(plain.text).not.toContain('2012-09-30');
      }
      expect((await as(5).get(`/api/clubs/${sued.id}/players`)).status).toBe(403);
    });
  });

  describe('ratings', () => {
    it("refuses a club user other clubs' and free players' ratings, averages and counts", async () => {
      for (const player of [adler, berger, silva]) {
        const res = await as(3).get<ErrorBody>(`/api/players/${player.id}/ratings`);
        expect(res.status).toBe(403);
        expect(res.text).not.toContain('"count"');
      }
      const own = await as(3).get<PlayerRatings>(`/api/players/${lena.id}/ratings`);
      expect(own.body.summary).toMatchObject({ count: 1, globalAverage: 6 });
      for (const level of [4, 5]) {
        expect((await as(level).get(`/api/players/${lena.id}/ratings`)).status).toBe(403);
        expect((await as(level).get('/api/ratings/overview')).status).toBe(403);
      }
    });

    it('keeps the ratings list, its total and its search to own clubs’ players for a club user', async () => {
      const overview = await as(3).get<RatingsOverview>('/api/ratings/overview');
      expect(overview.body.items.map((row) => row.player.id)).toEqual([lena.id]);
      expect(overview.body.total).toBe(1);
      for (const q of ['adler', 'berger']) {
        expect((await as(3).get<RatingsOverview>(`/api/ratings/overview?q=${q}`)).body).toEqual({
          items: [],
          total: 0,
        });
      }
      // A scout sees all three, best first: the order is an output over the averages.
      const all = await as(2).get<RatingsOverview>('/api/ratings/overview');
      expect(all.body.items.map((row) => row.player.id)).toEqual([adler.id, lena.id, berger.id]);
    });

    it("drops a club user's own rating from every list once the player has left their clubs", async () => {
      const kai = (await as(1).post<Player>('/api/players', { firstName: 'Kai', lastName: 'Wechsel', clubId: nord.id }))
        .body;
      expect((await as(3).post(`/api/players/${kai.id}/ratings`, { globalRating: 4 })).status).toBe(201);
      expect((await as(3).get<MyRatings>('/api/ratings/mine')).body.items.map((r) => r.playerId)).toContain(kai.id);
      const third = await createClub(as(1), { name: 'Dritter SV', country: 'CH' });
      const moved = await as(1).patch<Player>(`/api/players/${kai.id}`, { clubId: third.id, version: kai.version });
      expect(moved.status).toBe(200);
      expect((await as(3).get<MyRatings>('/api/ratings/mine')).body.items.map((r) => r.playerId)).not.toContain(kai.id);
      const overview = await as(3).get<RatingsOverview>('/api/ratings/overview?q=wechsel');
      expect(overview.body).toEqual({ items: [], total: 0 });
      expect((await as(3).get(`/api/players/${kai.id}/ratings`)).status).toBe(403);
      expect((await as(3).post(`/api/players/${kai.id}/ratings`, { globalRating: 4 })).status).toBe(403);
    });
  });

  describe('PDF card', () => {
    it("is refused for other clubs' and free players at level 3, and for everyone at 4 and 5", async () => {
      for (const player of [adler, silva]) {
        const res = await as(3).get<ErrorBody>(`/api/players/${player.id}/card.pdf`);
        expect(res.status).toBe(403);
        expect(res.body.error.code).toBe('FORBIDDEN');
      }
      for (const level of [4, 5]) expect((await as(level).get(`/api/players/${lena.id}/card.pdf`)).status).toBe(403);
      const own = await as(3).get(`/api/players/${lena.id}/card.pdf`);
      expect(own.status).toBe(200);
      expect(own.headers.get('content-type')).toBe('application/pdf');
    });
  });

  describe('edit counter', () => {
    it("does not tell a club user or a guest that another club's player's hidden details changed", async () => {
      const views = async () => ({
        player: (await as(3).get(`/api/players/${berger.id}`)).text,
        list: (await as(3).get(`/api/players?clubId=${sued.id}`)).text,
        roster: (await as(4).get(`/api/clubs/${sued.id}/players`)).text,
      });
      const before = await views();
      const current = (await as(1).get<Player>(`/api/players/${berger.id}`)).body;
      const edited = await as(1).patch<Player>(`/api/players/${berger.id}`, {
        valueEur: 2_500,
        watchlist: true,
        version: current.version,
      });
      expect(edited.status).toBe(200);
      expect(edited.body.version).toBe(current.version + 1);
      // The version counts every edit, hidden ones included: it is shown only with the details.
      expect(await views()).toEqual(before);
      const own = await as(3).get<Player>(`/api/players/${lena.id}`);
      expect(own.body.version).toBe(lena.version);
    });
  });

  describe('CSV export', () => {
    const rowsOf = (csv: string) =>
      csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/)
        .slice(1);

    it('filters and sorts on hidden fields only among own clubs’ players, and leaves hidden cells empty', async () => {
      const byNationality = await as(3).get('/api/players/export.csv?nationality=AT');
      expect(byNationality.status).toBe(200);
      expect(rowsOf(byNationality.text)).toEqual([]);
      const byAge = await as(3).get('/api/players/export.csv?sort=-age');
      expect(rowsOf(byAge.text)).toHaveLength(1);
      expect(rowsOf(byAge.text)[0]).toContain('Lena');
      const roster = await as(3).get(`/api/players/export.csv?clubId=${sued.id}`);
      expect(rowsOf(roster.text).map((row) => row.split(',')[1])).toEqual(['Adler', 'Berger']);
      for (const hidden of ['2007-01-15', '2012-09-30', '191', '900000', 'Bundesliga', ',AT,', 'right']) {
        expect(roster.text, hidden).not.toContain(hidden);
      }
      for (const level of [4, 5]) expect((await as(level).get('/api/players/export.csv')).status).toBe(403);
    });

    it('refuses the free players export to a club user and leaves free players out of their export', async () => {
      expect((await as(3).get('/api/players/export.csv?free=true')).status).toBe(403);
      expect((await as(3).get('/api/players/export.csv')).text).not.toContain('Silva');
      expect((await as(2).get('/api/players/export.csv?free=true')).text).toContain('Silva');
    });
  });

  itAnsweredEveryRequestWithoutA5xx(ctx, 'side channels on player reads');
});
