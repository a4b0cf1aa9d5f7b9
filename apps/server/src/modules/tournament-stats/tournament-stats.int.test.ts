import { randomUUID } from 'node:crypto';
import type {
  Club,
  Game,
  GameList,
  Leaderboard,
  Player,
  PlayerTournaments,
  Tournament,
  TournamentMetrics,
  TournamentStats,
  TournamentTeam,
} from '@touchline/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { dbValues } from '../../db/database.js';
import { describeEachEngine } from '../../../test/engines.js';
import { usersAtEveryLevel, type LevelUsers } from '../../../test/levels.js';
import { itAnsweredEveryRequestWithoutA5xx } from '../../../test/no-server-errors.js';
import { addTeams, changedBehindTheApp, createClub, createTournament, del } from '../../../test/tournaments.js';

type Kind = 'goal' | 'yellow' | 'secondYellow' | 'red';

/** The app's clock: a day of the tournaments below until a test moves it (decision 340); each engine's run starts it there. */
const FIRST_DAY = new Date('2026-05-01T08:00:00Z');
const clock = { now: FIRST_DAY };

describeEachEngine(
  'tournament statistics: leaderboard, game stats, anonymised metrics, player card',
  (ctx) => {
    let users: LevelUsers;
    let own: Club;
    let other: Club;
    let third: Club;
    let tournament: Tournament;
    let teams: TournamentTeam[];
    let games: Game[];
    /** Players by a short name: a1–a4 (own club's CBs), ac1–ac4 (own club's CMs), b1–b5 (CBs), bc (CM), g1–g3 (GKs). */
    const players = new Map<string, Player>();
    const as = (level: number) => users.clients[level]!;
    const player = (key: string) => players.get(key)!;

    async function addPlayer(key: string, club: Club, position: string, backNumber: number, scores: object) {
      const res = await as(1).post<Player>('/api/players', {
        firstName: `First${key}`,
        lastName: `Last${key}`,
        clubId: club.id,
        position,
        backNumberDefault: backNumber,
        birthday: '2012-03-04',
        nationality: 'DE',
        height: 160,
        valueEur: 250000,
      });
      expect(res.status, res.text).toBe(201);
      players.set(key, res.body);
      const rating = await as(1).post(`/api/players/${res.body.id}/ratings`, { scores, globalRating: 6 });
      expect(rating.status, rating.text).toBe(201);
      return res.body;
    }

    /** Stores an event as the recording API does (table game_event, migration 0013). */
    async function record(game: Game, team: 1 | 2, kind: Kind, playerKey: string | null) {
      const { db, engine } = ctx.app().database;
      const now = dbValues(engine).timestamp();
      await db
        .insertInto('game_event')
        .values({
          id: randomUUID(),
          gameId: game.id,
          tournamentId: tournament.id,
          kind,
          team,
          minute: 10,
          playerId: playerKey ? player(playerKey).id : null,
          createdBy: null,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
    }

    async function finish(game: Game, goals1: number, goals2: number) {
      await ctx
        .app()
        .database.db.updateTable('game')
        .set({ status: 'finished', goals1, goals2 })
        .where('id', '=', game.id)
        .execute();
      await changedBehindTheApp(ctx, { gameId: game.id });
    }

    /** The side (1 or 2) a club plays on in a game. */
    const sideOf = (game: Game, club: Club): 1 | 2 =>
      game.team1!.id === teams.find((t) => t.clubId === club.id)!.id ? 1 : 2;
    const gameOf = (a: Club, b: Club) =>
      games.find((g) => {
        const ids = [g.team1!.id, g.team2!.id];
        return (
          ids.includes(teams.find((t) => t.clubId === a.id)!.id) &&
          ids.includes(teams.find((t) => t.clubId === b.id)!.id)
        );
      })!;

    beforeAll(async () => {
      clock.now = FIRST_DAY;
      users = await usersAtEveryLevel(ctx, 'stats');
      own = await createClub(as(0), 'FC Own');
      other = await createClub(as(0), 'SV Other');
      third = await createClub(as(0), 'TSV Third');
      expect((await as(0).patch(`/api/users/${users.ids[3]}`, { clubIds: [own.id] })).status).toBe(200);

      // CBs: 4 of the club account's own club and 5 of another: 9 in the group, 5 the club account cannot see.
      for (let i = 1; i <= 4; i++) await addPlayer(`a${i}`, own, 'CB', i, { passing: 6 });
      for (let i = 1; i <= 5; i++) await addPlayer(`b${i}`, other, 'CB', 10 + i, { passing: 6 });
      // CMs: 4 own and 1 other: 5 in all, but only 1 hidden from the club account.
      for (let i = 1; i <= 4; i++) await addPlayer(`ac${i}`, own, 'CM', 20 + i, { vision: 5 });
      await addPlayer('bc', other, 'CM', 30, { vision: 9 });
      // GKs: a group of 3, shown to nobody.
      for (let i = 1; i <= 3; i++) await addPlayer(`g${i}`, third, 'GK', 40 + i, { positioning: 8 });

      tournament = await createTournament(as(1), { name: 'Stats Cup' });
      teams = await addTeams(as(1), tournament.id, [own, other, third]);
      expect((await as(2).post(`/api/tournaments/${tournament.id}/schedule`, {})).status).toBe(200);
      games = (await as(4).get<GameList>(`/api/tournaments/${tournament.id}/games`)).body.items;
      expect(games).toHaveLength(3);

      // Own vs Other 2:1 — a1 twice for Own, b1 for Other; b2 yellow then second yellow; a2 red.
      const first = gameOf(own, other);
      const o = sideOf(first, own);
      const x = o === 1 ? 2 : 1;
      await record(first, o, 'goal', 'a1');
      await record(first, o, 'goal', 'a1');
      await record(first, x, 'goal', 'b1');
      await record(first, x, 'yellow', 'b2');
      await record(first, x, 'secondYellow', 'b2');
      await record(first, o, 'red', 'a2');
      await finish(first, o === 1 ? 2 : 1, o === 1 ? 1 : 2);
      // Own vs Third 1:1 — a1 again, and a goal without a scorer for Third.
      const second = gameOf(own, third);
      const o2 = sideOf(second, own);
      await record(second, o2, 'goal', 'a1');
      await record(second, o2 === 1 ? 2 : 1, 'goal', null);
      await record(second, o2 === 1 ? 2 : 1, 'yellow', null);
      await finish(second, 1, 1);
    });

    describe('leaderboard', () => {
      it('ranks top scorers and cards with back number, name and club only, for every signed-in level', async () => {
        for (const level of [0, 1, 2, 3, 4, 5]) {
          const res = await as(level).get<Leaderboard>(`/api/tournaments/${tournament.id}/leaderboard`);
          expect(res.status, res.text).toBe(200);
          const { scorers, cards } = res.body;
          expect(scorers.map((s) => [s.lastName, s.goals, s.club])).toEqual([
            ['Lasta1', 3, 'FC Own'],
            ['Lastb1', 1, 'SV Other'],
          ]);
          expect(cards.map((c) => [c.lastName, c.cards])).toEqual([
            ['Lasta2', { yellow: 0, secondYellow: 0, red: 1 }],
            ['Lastb2', { yellow: 1, secondYellow: 1, red: 0 }],
          ]);
          // The player's id (a link to the card) only for levels that may open a card; nothing personal for anyone.
          const fields = ['backNumber', 'cards', 'club', 'firstName', 'goals', 'lastName'];
          const expected = level <= 3 ? [...fields, 'playerId'].sort() : fields;
          for (const entry of [...scorers, ...cards]) expect(Object.keys(entry).sort()).toEqual(expected);
          expect(scorers[0]!.backNumber).toBe(1);
          expect(res.text).not.toMatch(/birthday|nationality|height|valueEur|2012-03-04|250000/);
        }
      });

      it('is refused signed out (401) and answers 404 for an unknown tournament', async () => {
        expect((await ctx.client().get(`/api/tournaments/${tournament.id}/leaderboard`)).status).toBe(401);
        expect((await as(4).get(`/api/tournaments/${randomUUID()}/leaderboard`)).status).toBe(404);
      });
    });

    describe('game stats', () => {
      it('counts goals and cards per game and per phase; scheduled games are left out', async () => {
        const res = await as(5).get<TournamentStats>(`/api/tournaments/${tournament.id}/stats`);
        expect(res.status, res.text).toBe(200);
        expect(res.body.games).toHaveLength(2);
        expect(res.body.totals).toMatchObject({ games: 2, goals: 5, goalsPerGame: 2.5, draws: 1 });
        expect(res.body.totals.cards).toEqual({ yellow: 2, secondYellow: 1, red: 1 });
        expect(res.body.byPhase.map((p) => p.phase)).toEqual(['main']);
        const first = res.body.games.find((g) => g.gameId === gameOf(own, other).id)!;
        const ownSide = sideOf(gameOf(own, other), own);
        expect(ownSide === 1 ? first.cards1 : first.cards2).toEqual({ yellow: 0, secondYellow: 0, red: 1 });
        expect(ownSide === 1 ? first.cards2 : first.cards1).toEqual({ yellow: 1, secondYellow: 1, red: 0 });
        expect((await ctx.client().get(`/api/tournaments/${tournament.id}/stats`)).status).toBe(401);
        expect((await as(2).get(`/api/tournaments/${randomUUID()}/stats`)).status).toBe(404);
      });
    });

    describe('recorded through the game API', () => {
      it('counts what the recording screen stores: a resent goal once, an undone card not at all', async () => {
        const game = gameOf(other, third);
        const side = sideOf(game, third);
        const started = await as(2).post<Game>(`/api/games/${game.id}/start`, { version: game.version });
        expect(started.status, started.text).toBe(200);
        const goal = { id: randomUUID(), kind: 'goal', team: side, minute: 3, playerId: player('g1').id };
        expect((await as(2).post(`/api/games/${game.id}/events`, goal)).status).toBe(201);
        // A resend (offline client) does not double it.
        expect((await as(2).post(`/api/games/${game.id}/events`, goal)).status).toBe(200);
        const card = { id: randomUUID(), kind: 'yellow', team: side, minute: 4, playerId: player('g2').id };
        expect((await as(2).post(`/api/games/${game.id}/events`, card)).status).toBe(201);
        const undo = await as(2).request('DELETE', `/api/games/${game.id}/events/${card.id}`);
        expect(undo.status, undo.text).toBeLessThan(300);
        const current = (await as(2).get<Game>(`/api/games/${game.id}`)).body;
        const finished = await as(2).post(`/api/games/${game.id}/finish`, { version: current.version });
        expect(finished.status, finished.text).toBe(200);

        const board = (await as(5).get<Leaderboard>(`/api/tournaments/${tournament.id}/leaderboard`)).body;
        expect(board.scorers.find((s) => s.lastName === 'Lastg1')).toMatchObject({ goals: 1, club: 'TSV Third' });
        expect(board.cards.find((c) => c.lastName === 'Lastg2')).toBeUndefined();
        const stats = (await as(5).get<TournamentStats>(`/api/tournaments/${tournament.id}/stats`)).body;
        expect(stats.totals).toMatchObject({ games: 3, goals: 6 });
      });
    });

    describe('anonymised metrics', () => {
      /** Metrics over the ratings made at its games, released once it is over (decision 340). */
      let cup: Tournament;
      let cupGames: Game[];
      /** Its games are never all finished: its last day ends it. */
      let lateCup: Tournament;
      let lateGames: Game[];
      const path = (t: Tournament) => `/api/tournaments/${t.id}/metrics`;
      const metrics = async (level: number, t = cup) => {
        const res = await as(level).get<TournamentMetrics>(path(t));
        expect(res.status, res.text).toBe(200);
        return res.body;
      };
      const table = (m: TournamentMetrics) => {
        expect(m.state).toBe('released');
        return m.state === 'released'
          ? Object.fromEntries(
              m.positions.map((p) => [p.position, Object.fromEntries(p.skills.map((s) => [s.skill, s.average]))]),
            )
          : {};
      };
      const between = (list: readonly Game[], a: Club, b: Club) =>
        list.find((g) => [g.team1?.name, g.team2?.name].sort().join() === [a.name, b.name].sort().join())!;
      async function scheduled(name: string) {
        const t = await createTournament(as(1), { name });
        await addTeams(as(1), t.id, [own, other, third]);
        expect((await as(2).post(`/api/tournaments/${t.id}/schedule`, {})).status).toBe(200);
        return { t, list: (await as(4).get<GameList>(`/api/tournaments/${t.id}/games`)).body.items };
      }
      async function rateAt(game: Game, keys: readonly string[], scores: object, level = 1) {
        for (const key of keys) {
          const res = await as(level).post(`/api/players/${player(key).id}/ratings`, {
            scores,
            globalRating: 6,
            gameId: game.id,
          });
          expect(res.status, res.text).toBe(201);
        }
      }
      async function finishAll(list: readonly Game[]) {
        const { db } = ctx.app().database;
        await db
          .updateTable('game')
          .set({ status: 'finished' })
          .where(
            'id',
            'in',
            list.map((g) => g.id),
          )
          .execute();
        await changedBehindTheApp(ctx, { gameId: list[0]!.id });
      }
      const own4 = ['a1', 'a2', 'a3', 'a4'];
      const other5 = ['b1', 'b2', 'b3', 'b4', 'b5'];

      beforeAll(async () => {
        ({ t: cup, list: cupGames } = await scheduled('Metrics Cup'));
        ({ t: lateCup, list: lateGames } = await scheduled('Late Cup'));
        // At the Metrics Cup. The players' first ratings (beforeAll, at no game) are 6 for every CB and must not count.
        await rateAt(between(cupGames, own, other), own4, { passing: 3 });
        await rateAt(between(cupGames, own, other), other5, { passing: 9 });
        await rateAt(between(cupGames, own, other), ['ac1', 'ac2', 'ac3', 'ac4'], { vision: 5 });
        await rateAt(between(cupGames, own, other), ['bc'], { vision: 9 });
        await rateAt(between(cupGames, other, third), ['g1', 'g2', 'g3'], { positioning: 8 });
        // At another tournament: a population of its own, which must not reach the Metrics Cup's.
        await rateAt(between(lateGames, own, other), other5, { passing: 1 });
      });

      it('answers "pending" to every signed-in level until the tournament is over, with nothing computed', async () => {
        for (const level of [0, 1, 2, 3, 4, 5]) {
          const body = await metrics(level);
          expect(body).toEqual({ state: 'pending', minGroupSize: 5, averageStep: 0.5 });
        }
        // Every game but one finished: not over yet.
        await finishAll(cupGames.slice(1));
        expect((await metrics(3)).state).toBe('pending');
        expect((await ctx.client().get(path(cup))).status).toBe(401);
        expect((await as(5).get(`/api/tournaments/${randomUUID()}/metrics`)).status).toBe(404);
      });

      it("releases on the first read once every game is finished: groups of 5 or more over the ratings made at the tournament's games", async () => {
        await finishAll(cupGames);
        for (const level of [0, 1, 2, 4, 5]) {
          const body = await metrics(level);
          expect(body.minGroupSize).toBe(5);
          // CB passing: 4 × 3 and 5 × 9 → 6.33, shown as 6.5 (with the ratings at no game it would be 6.0,
          // with the Late Cup's 4.0); CM vision: 4 × 5 and 1 × 9 → 5.8, shown as 6; the 3 GKs are not there at all.
          expect(table(body)).toEqual({ CB: { passing: 6.5 }, CM: { vision: 6 } });
          const text = JSON.stringify(body);
          for (const p of players.values()) {
            expect(text).not.toContain(p.id);
            expect(text).not.toContain(p.lastName);
          }
          expect(text).not.toMatch(/"players"|"count"|"clubs"/);
        }
      });

      it("does not let a club account single out the one other club's player in a group of its own players", async () => {
        // The CM group is 4 own players (whose scores level 3 sees) + 1 other: subtracting would give bc's score.
        expect(table(await metrics(3))).toEqual({ CB: { passing: 6.5 } });
      });

      it('never moves once released: later ratings at its games, a deleted player and time passing leave it as stored', async () => {
        const first = await metrics(4);
        const newcomer = await addPlayer('n10', other, 'CB', 60, { passing: 10 });
        await rateAt(between(cupGames, own, other), ['n10'], { passing: 10 });
        await rateAt(between(cupGames, own, other), own4, { passing: 10 }, 3);
        expect((await del(as(1), `/api/players/${player('b5').id}`)).status).toBe(204);
        expect((await del(as(1), `/api/players/${newcomer.id}`)).status).toBe(204);
        clock.now = new Date('2027-01-01T00:00:00Z');
        expect(await metrics(4)).toEqual(first);
        expect(table(await metrics(3))).toEqual({ CB: { passing: 6.5 } });
      });

      it('releases a tournament whose games are not all finished once its last day has ended in every time zone', async () => {
        clock.now = new Date('2026-05-03T11:59:00Z');
        expect((await metrics(4, lateCup)).state).toBe('pending');
        clock.now = new Date('2026-05-03T12:00:00Z');
        // Its own ratings only: b1–b4 (b5 was deleted before the release) are 4 players, under 5.
        expect(table(await metrics(4, lateCup))).toEqual({});
      });
    });

    describe("the player card's tournaments section", () => {
      it("lists the player's games, goals and cards for every level that may open the card", async () => {
        for (const level of [0, 1, 2, 3]) {
          const res = await as(level).get<PlayerTournaments>(`/api/players/${player('a1').id}/tournaments`);
          expect(res.status, res.text).toBe(200);
          expect(res.body.items).toHaveLength(1);
          const [entry] = res.body.items;
          expect(entry).toMatchObject({ tournamentId: tournament.id, name: 'Stats Cup', goals: 3 });
          expect(entry!.games).toHaveLength(2);
          const win = entry!.games.find((g) => g.gameId === gameOf(own, other).id)!;
          expect(win).toMatchObject({ goals: 2, goalsFor: 2, goalsAgainst: 1, status: 'finished' });
          expect(win.team?.name).toBe(teams[0]!.name);
          expect(win.opponent?.name).toBe(teams[1]!.name);
        }
        // Level 3 opens another club's player's card (the summary): the section comes with it.
        const b2 = await as(3).get<PlayerTournaments>(`/api/players/${player('b2').id}/tournaments`);
        expect(b2.status).toBe(200);
        expect(b2.body.items[0]!.cards).toEqual({ yellow: 1, secondYellow: 1, red: 0 });
        // g2's only card was undone.
        const none = await as(1).get<PlayerTournaments>(`/api/players/${player('g2').id}/tournaments`);
        expect(none.body.items).toEqual([]);
      });

      it("keeps a merged duplicate's goals and cards: they move to the surviving player", async () => {
        const copy = await addPlayer('b1copy', other, 'CS', 11, { passing: 5 });
        const { db } = ctx.app().database;
        // b1's goal was recorded on the duplicate.
        await db.updateTable('game_event').set({ playerId: copy.id }).where('playerId', '=', player('b1').id).execute();
        const merge = await as(1).post('/api/duplicates/merge', {
          survivorId: player('b1').id,
          mergedId: copy.id,
          survivorVersion: player('b1').version,
          mergedVersion: copy.version,
        });
        expect(merge.status, merge.text).toBe(200);
        const res = await as(1).get<PlayerTournaments>(`/api/players/${player('b1').id}/tournaments`);
        expect(res.body.items[0]?.goals).toBe(1);
      });

      it('is hidden where the card is: guests and users 403, signed out 401, an unknown player 404', async () => {
        for (const level of [4, 5]) {
          expect((await as(level).get(`/api/players/${player('a1').id}`)).status).toBe(403);
          expect((await as(level).get(`/api/players/${player('a1').id}/tournaments`)).status).toBe(403);
        }
        expect((await ctx.client().get(`/api/players/${player('a1').id}/tournaments`)).status).toBe(401);
        expect((await as(1).get(`/api/players/${randomUUID()}/tournaments`)).status).toBe(404);
      });
    });

    itAnsweredEveryRequestWithoutA5xx(ctx, 'tournament statistics');
  },
  { now: () => clock.now },
);
