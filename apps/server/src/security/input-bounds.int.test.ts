import { randomUUID } from 'node:crypto';
import {
  MAX_CARDS_PER_TEAM,
  MAX_GAME_EVENTS,
  MAX_GOALS_PER_TEAM,
  type Club,
  type ErrorBody,
  type Game,
  type GameList,
  type GameRecord,
  type Player,
  type RecordedGameEvent,
  type Tournament,
  type TournamentTeam,
} from '@touchline/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine, type EngineContext } from '../../test/engines.js';
import { usersAtEveryLevel, type LevelUsers } from '../../test/levels.js';
import { itAnsweredEveryRequestWithoutA5xx } from '../../test/no-server-errors.js';
import { addTeams, changedBehindTheApp, createClub, createTournament, tournamentBody } from '../../test/tournaments.js';

type Answer = RecordedGameEvent & ErrorBody;

/** Events written straight into the database: a game filled up to a limit without a request each. */
async function plantEvents(ctx: EngineContext, game: Game, events: { kind: string; team: 1 | 2 }[]) {
  const db = ctx.app().database.db;
  const { tournamentId } = await db
    .selectFrom('game')
    .select('tournamentId')
    .where('id', '=', game.id)
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const rows = events.map((e) => ({
    id: randomUUID(),
    gameId: game.id,
    tournamentId,
    kind: e.kind,
    team: e.team,
    minute: null,
    playerId: null,
    createdBy: null,
    createdAt: now,
    updatedAt: now,
  }));
  for (let i = 0; i < rows.length; i += 100)
    await db
      .insertInto('game_event')
      .values(rows.slice(i, i + 100))
      .execute();
  await changedBehindTheApp(ctx, { gameId: game.id });
}

const times = <T>(n: number, item: T) => Array.from({ length: n }, () => item);

/**
 * Work decided by input size before the bound is checked (decision 350), and
 * the bounds of a game's record (decision 351), over HTTP on both engines.
 */
describeEachEngine('input bounds: date ranges and events per game', (ctx) => {
  let users: LevelUsers;
  const as = (level: number) => users.clients[level]!;

  beforeAll(async () => {
    users = await usersAtEveryLevel(ctx, 'bounds');
  });

  describe('a tournament of 10,000 years', () => {
    const FOREVER = { dateFrom: '0001-01-01', dateTo: '9999-12-31' };

    it('is refused with DATE_RANGE_TOO_LONG on create (moderator) and on change (external scout), nothing stored', async () => {
      const created = await as(1).post<ErrorBody>('/api/tournaments', tournamentBody(FOREVER));
      expect(created.status).toBe(400);
      expect(created.body.error).toMatchObject({ code: 'INVALID_SETTINGS', fields: { dateTo: 'DATE_RANGE_TOO_LONG' } });

      const tournament = await createTournament(as(1), { name: 'Bounded Cup' });
      for (const change of [FOREVER, { dateTo: '9999-12-31' }, { dateFrom: '0001-01-01' }]) {
        const res = await as(2).patch<ErrorBody>(`/api/tournaments/${tournament.id}`, {
          version: tournament.version,
          ...change,
        });
        expect(res.status, JSON.stringify(change)).toBe(400);
        expect(res.body.error.fields).toEqual({ dateTo: 'DATE_RANGE_TOO_LONG' });
      }
      const kept = (await as(2).get<Tournament>(`/api/tournaments/${tournament.id}`)).body;
      expect(kept).toMatchObject({
        dateFrom: tournament.dateFrom,
        dateTo: tournament.dateTo,
        version: tournament.version,
      });
      const listed = (await as(1).get<{ items: Tournament[] }>('/api/tournaments')).body.items;
      expect(listed.map((t) => t.name)).toEqual(['Bounded Cup']);
    });

    it('takes 31 days and refuses the 32nd', async () => {
      const month = await as(1).post<Tournament>(
        '/api/tournaments',
        tournamentBody({ name: 'Month Cup', dateFrom: '2026-07-01', dateTo: '2026-07-31' }),
      );
      expect(month.status, month.text).toBe(201);
      const longer = await as(2).patch<ErrorBody>(`/api/tournaments/${month.body.id}`, {
        version: month.body.version,
        dateTo: '2026-08-01',
      });
      expect(longer.body.error.fields).toEqual({ dateTo: 'DATE_RANGE_TOO_LONG' });
    });
  });

  describe('goals and cards of one game', () => {
    let clubs: Club[];
    let players: Player[];
    let teams: TournamentTeam[];
    let games: Game[];

    beforeAll(async () => {
      clubs = [
        await createClub(as(0), 'FC Grenze'),
        await createClub(as(0), 'SV Rand'),
        await createClub(as(0), 'TuS'),
      ];
      players = [];
      for (const [i, club] of clubs.entries()) {
        const res = await as(1).post<Player>('/api/players', {
          firstName: `Spieler${i}`,
          lastName: 'Voll',
          clubId: club.id,
        });
        expect(res.status, res.text).toBe(201);
        players.push(res.body);
      }
      const tournament = await createTournament(as(1), { name: 'Limit Cup' });
      teams = await addTeams(as(1), tournament.id, clubs);
      expect((await as(1).post(`/api/tournaments/${tournament.id}/schedule`, {})).status).toBe(200);
      games = [];
      for (const game of (await as(1).get<GameList>(`/api/tournaments/${tournament.id}/games`)).body.items) {
        const started = await as(2).post<Game>(`/api/games/${game.id}/start`, { version: game.version });
        expect(started.status, started.text).toBe(200);
        games.push(started.body);
      }
    });

    const event = (game: Game, body: object, id: string = randomUUID()) =>
      as(2).post<Answer>(`/api/games/${game.id}/events`, { id, ...body });
    const record = async (game: Game, query = '') =>
      (await as(5).get<GameRecord & ErrorBody>(`/api/games/${game.id}/events${query}`)).body;
    /** The player of the club that entered side `team` of `game`. */
    const playerOf = (game: Game, team: 1 | 2) => {
      const teamId = team === 1 ? game.team1!.id : game.team2!.id;
      const clubId = teams.find((t) => t.id === teamId)!.clubId;
      return players[clubs.findIndex((c) => c.id === clubId)]!;
    };

    it(`stops a side at ${MAX_GOALS_PER_TEAM} goals with 409 GAME_EVENTS_LIMIT; the other side still scores; a resend is still answered`, async () => {
      const game = games[0]!;
      await plantEvents(ctx, game, times(MAX_GOALS_PER_TEAM - 1, { kind: 'goal', team: 1 as const }));
      const lastId = randomUUID();
      const last = await event(game, { kind: 'goal', team: 1 }, lastId);
      expect(last.status, last.text).toBe(201);
      expect(last.body.game.goals1).toBe(MAX_GOALS_PER_TEAM);
      const over = await event(game, { kind: 'goal', team: 1, minute: 90 });
      expect(over.status).toBe(409);
      expect(over.body.error).toMatchObject({ code: 'GAME_EVENTS_LIMIT', fields: { kind: 'TOO_BIG' } });
      // The same event sent again (an outbox resend) is answered as stored, not refused.
      expect((await event(game, { kind: 'goal', team: 1 }, lastId)).status).toBe(200);
      expect((await event(game, { kind: 'goal', team: 2 })).status).toBe(201);
      const after = await record(game);
      expect([after.game.goals1, after.game.goals2]).toEqual([MAX_GOALS_PER_TEAM, 1]);
      expect(after.total).toBe(MAX_GOALS_PER_TEAM + 1);
    });

    it('gives a player two yellow cards and one red, and a side 60 cards', async () => {
      const game = games[1]!;
      const playerId = playerOf(game, 1).id;
      for (const kind of ['yellow', 'secondYellow']) {
        expect((await event(game, { kind, team: 1, playerId })).status, kind).toBe(201);
      }
      const third = await event(game, { kind: 'yellow', team: 1, playerId });
      expect(third.status).toBe(409);
      expect(third.body.error).toMatchObject({ code: 'GAME_EVENTS_LIMIT', fields: { playerId: 'TOO_BIG' } });
      expect((await event(game, { kind: 'red', team: 1, playerId })).status).toBe(201);
      expect((await event(game, { kind: 'red', team: 1, playerId })).body.error.fields).toEqual({
        playerId: 'TOO_BIG',
      });

      await plantEvents(ctx, game, times(MAX_CARDS_PER_TEAM - 3, { kind: 'yellow', team: 1 as const }));
      const card = await event(game, { kind: 'red', team: 1 });
      expect(card.status).toBe(409);
      expect(card.body.error).toMatchObject({ code: 'GAME_EVENTS_LIMIT', fields: { kind: 'TOO_BIG' } });
      expect((await record(game)).total).toBe(MAX_CARDS_PER_TEAM);
    });

    it('refuses a correction that moves an event past a limit, and takes one that counts alike', async () => {
      const game = games[0]!;
      const otherSide = (await record(game)).events.find((e) => e.team === 2)!;
      const moved = await as(2).patch<Answer>(`/api/games/${game.id}/events/${otherSide.id}`, { team: 1 });
      expect(moved.status).toBe(409);
      expect(moved.body.error.code).toBe('GAME_EVENTS_LIMIT');
      const minute = await as(2).patch<Answer>(`/api/games/${game.id}/events/${otherSide.id}`, { minute: 12 });
      expect(minute.status, minute.text).toBe(200);
      expect([minute.body.game.goals1, minute.body.game.goals2]).toEqual([MAX_GOALS_PER_TEAM, 1]);
    });

    it(`reads a full game in one answer of at most ${MAX_GAME_EVENTS} events, and a game filled before the limits a page at a time`, async () => {
      const game = games[2]!;
      await plantEvents(ctx, game, times(400, { kind: 'goal', team: 2 as const }));
      const first = await record(game);
      expect(first.events).toHaveLength(MAX_GAME_EVENTS);
      expect(first.total).toBe(400);
      const rest = await record(game, `?offset=${MAX_GAME_EVENTS}`);
      expect(rest.events).toHaveLength(400 - MAX_GAME_EVENTS);
      expect(new Set([...first.events, ...rest.events].map((e) => e.id)).size).toBe(400);
      const tooMany = await record(game, `?limit=${MAX_GAME_EVENTS + 1}`);
      expect(tooMany.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { limit: 'TOO_BIG' } });
      // Such a game takes no more goals on that side, and a correction that counts alike still goes through.
      expect((await event(game, { kind: 'goal', team: 2 })).body.error.code).toBe('GAME_EVENTS_LIMIT');
      const fix = await as(2).patch<Answer>(`/api/games/${game.id}/events/${first.events[0]!.id}`, { minute: 3 });
      expect(fix.status, fix.text).toBe(200);
    });
  });

  itAnsweredEveryRequestWithoutA5xx(ctx, 'input bounds');
});
