import { randomUUID } from 'node:crypto';
import type {
  AppliedGroupResults,
  BracketBody,
  Club,
  ErrorBody,
  Game,
  GameList,
  GameRecord,
  Player,
  RecordedGameEvent,
  ScheduleResponse,
  Tournament,
  TournamentTeam,
} from '@touchline/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../../../../test/engines.js';
import { openEventStream } from '../../../../test/http-client.js';
import { usersAtEveryLevel, type LevelUsers } from '../../../../test/levels.js';
import { itAnsweredEveryRequestWithoutA5xx } from '../../../../test/no-server-errors.js';
import { addTeams, changedBehindTheApp, createClub, createTournament, del, put } from '../../../../test/tournaments.js';

type Answer = RecordedGameEvent & ErrorBody;

describeEachEngine('tournaments: recording a game (start, periods, events, finish, corrections)', (ctx) => {
  let users: LevelUsers;
  let clubs: Club[];
  let players: Player[];
  const as = (level: number) => users.clients[level]!;

  beforeAll(async () => {
    users = await usersAtEveryLevel(ctx, 'recorder');
    clubs = [];
    for (const name of ['Nord', 'Sued', 'Ost', 'West']) clubs.push(await createClub(as(0), `FC ${name}`));
    // The club user is assigned to a playing club: still not allowed to record (docs/product/levels-and-access.md).
    expect((await as(0).patch(`/api/users/${users.ids[3]}`, { clubIds: [clubs[0]!.id] })).status).toBe(200);
    players = [];
    for (const [i, club] of clubs.entries()) {
      const res = await as(1).post<Player>('/api/players', {
        firstName: `Spieler${i}`,
        lastName: 'Muster',
        clubId: club.id,
        backNumberDefault: 9 + i,
      });
      expect(res.status, res.text).toBe(201);
      players.push(res.body);
    }
  });

  /** A round robin of the first `n` clubs, scheduled; its games. */
  async function roundRobin(n = 2) {
    const tournament = await createTournament(as(1), { name: `Cup ${randomUUID().slice(0, 8)}` });
    const teams = await addTeams(as(1), tournament.id, clubs.slice(0, n));
    expect((await as(1).post<ScheduleResponse>(`/api/tournaments/${tournament.id}/schedule`, {})).status).toBe(200);
    const games = (await as(1).get<GameList>(`/api/tournaments/${tournament.id}/games`)).body.items;
    return { tournament, teams, games };
  }

  const start = (game: Game, level = 2) =>
    as(level).post<Game & ErrorBody>(`/api/games/${game.id}/start`, { version: game.version });
  const event = (gameId: string, body: object, level = 2) =>
    as(level).post<Answer>(`/api/games/${gameId}/events`, { id: randomUUID(), ...body });
  const finish = (gameId: string, version: number, body: object = {}, level = 2) =>
    as(level).post<Game & ErrorBody>(`/api/games/${gameId}/finish`, { version, ...body });
  const record = async (gameId: string) => (await as(5).get<GameRecord>(`/api/games/${gameId}/events`)).body;
  const current = async (gameId: string) => (await as(4).get<Game>(`/api/games/${gameId}`)).body;
  /** The team (1 or 2) of the game that `club` entered. */
  const sideOf = (game: Game, teams: TournamentTeam[], club: Club): 1 | 2 =>
    teams.find((t) => t.id === game.team1!.id)!.clubId === club.id ? 1 : 2;

  describe('who may record', () => {
    it('lets levels 0–2 start, record and finish, and refuses a club user, a guest, a user and the signed out', async () => {
      const { games } = await roundRobin(2);
      const game = games[0]!;
      for (const level of [3, 4, 5]) {
        const res = await start(game, level);
        expect(res.status, `level ${level}`).toBe(403);
        expect(res.body.error.code).toBe('FORBIDDEN');
      }
      expect((await ctx.client().post(`/api/games/${game.id}/start`, { version: game.version })).status).toBe(401);
      const started = await start(game, 0);
      expect(started.status, started.text).toBe(200);
      expect(started.body).toMatchObject({ status: 'running', period: 'firstHalf', version: game.version + 1 });
      expect(Date.now() - Date.parse(started.body.periodStartedAt!)).toBeLessThan(60_000);

      for (const level of [3, 4, 5]) {
        const res = await event(game.id, { kind: 'goal', team: 1 }, level);
        expect(res.status, `level ${level}`).toBe(403);
        const periodRes = await as(level).post(`/api/games/${game.id}/period`, {
          version: started.body.version,
          period: 'halfTime',
        });
        expect(periodRes.status).toBe(403);
        expect((await finish(game.id, started.body.version, {}, level)).status).toBe(403);
      }
      for (const level of [0, 1, 2]) expect((await event(game.id, { kind: 'goal', team: 1 }, level)).status).toBe(201);
      const { events } = await record(game.id);
      expect(events).toHaveLength(3);
      const last = events.at(-1)!;
      for (const level of [3, 4, 5]) {
        expect((await del(as(level), `/api/games/${game.id}/events/${last.id}`)).status).toBe(403);
        expect((await as(level).patch(`/api/games/${game.id}/events/${last.id}`, { minute: 3 })).status).toBe(403);
      }
      // Reading the record is for every signed-in level.
      for (const level of [0, 1, 2, 3, 4, 5]) {
        expect((await as(level).get(`/api/games/${game.id}/events`)).status).toBe(200);
      }
      expect((await ctx.client().get(`/api/games/${game.id}/events`)).status).toBe(401);
      const done = await finish(game.id, (await current(game.id)).version, {}, 1);
      expect(done.status, done.text).toBe(200);
      expect(done.body).toMatchObject({ status: 'finished', period: 'fullTime', goals1: 3, goals2: 0 });
    });
  });

  describe('periods and the clock', () => {
    it('moves through half-time and the second half, refuses a stale or finished period change', async () => {
      const { games } = await roundRobin(2);
      const game = (await start(games[0]!)).body;
      const half = await as(2).post<Game>(`/api/games/${game.id}/period`, {
        version: game.version,
        period: 'halfTime',
      });
      expect(half.status, half.text).toBe(200);
      expect(half.body.period).toBe('halfTime');
      const stale = await as(2).post<ErrorBody>(`/api/games/${game.id}/period`, {
        version: game.version,
        period: 'secondHalf',
      });
      expect(stale.status).toBe(409);
      expect(stale.body.error.code).toBe('CONFLICT');
      const second = await as(2).post<Game>(`/api/games/${game.id}/period`, {
        version: half.body.version,
        period: 'secondHalf',
      });
      expect(second.body.period).toBe('secondHalf');
      expect(Date.parse(second.body.periodStartedAt!)).toBeGreaterThanOrEqual(Date.parse(half.body.periodStartedAt!));
      const bad = await as(2).post<ErrorBody>(`/api/games/${game.id}/period`, {
        version: second.body.version,
        period: 'fullTime',
      });
      expect(bad.status).toBe(400);
      const done = await finish(game.id, second.body.version);
      expect(done.status).toBe(200);
      const after = await as(2).post<ErrorBody>(`/api/games/${game.id}/period`, {
        version: done.body.version,
        period: 'firstHalf',
      });
      expect(after.status).toBe(409);
      expect(after.body.error.code).toBe('GAME_FINISHED');
      // Starting twice.
      const again = await start(done.body);
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('GAME_ALREADY_STARTED');
    });
  });

  describe('events', () => {
    it('records a goal with its scorer by back number and name, and derives the score from the goals', async () => {
      const { games, teams } = await roundRobin(2);
      const game = (await start(games[0]!)).body;
      const side = sideOf(game, teams, clubs[0]!);
      const res = await event(game.id, { kind: 'goal', team: side, minute: 12, playerId: players[0]!.id });
      expect(res.status, res.text).toBe(201);
      expect(res.body).toMatchObject({
        gameId: game.id,
        kind: 'goal',
        team: side,
        minute: 12,
        player: { id: players[0]!.id, name: 'Spieler0 Muster', backNumber: 9 },
        version: 1,
      });
      expect(Object.keys(res.body.player!).sort()).toEqual(['backNumber', 'id', 'name']);
      expect(res.body.game[side === 1 ? 'goals1' : 'goals2']).toBe(1);
      expect(res.body.game.version).toBe(game.version + 1);
      // Cards do not count as goals.
      await event(game.id, { kind: 'yellow', team: side, minute: 20, playerId: players[0]!.id });
      await event(game.id, { kind: 'red', team: side === 1 ? 2 : 1 });
      const after = await record(game.id);
      expect(after.events.map((e) => e.kind)).toEqual(['goal', 'yellow', 'red']);
      expect(after.game.goals1 + after.game.goals2).toBe(1);
      // The events belong to the record a level 5 reader sees too, with the player's name only.
      expect(after.events[0]!.player).toEqual({ id: players[0]!.id, name: 'Spieler0 Muster', backNumber: 9 });
    });

    it('is idempotent: the same id sent 3 times gives one event and 201, 200, 200', async () => {
      const { games } = await roundRobin(2);
      const game = (await start(games[0]!)).body;
      const id = randomUUID();
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await event(game.id, { id, kind: 'goal', team: 2, minute: 5 })).status);
      expect(statuses).toEqual([201, 200, 200]);
      const after = await record(game.id);
      expect(after.events).toHaveLength(1);
      expect(after.game).toMatchObject({ goals1: 0, goals2: 1, version: game.version + 1 });
      // The same id with another body is refused; so is the same id on another game.
      const reused = await event(game.id, { id, kind: 'goal', team: 1, minute: 5 });
      expect(reused.status).toBe(409);
      expect(reused.body.error.code).toBe('GAME_EVENT_ID_REUSED');
      const other = (await start(games.length > 1 ? games[1]! : (await roundRobin(2)).games[0]!)).body;
      const elsewhere = await event(other.id, { id, kind: 'goal', team: 2, minute: 5 });
      expect(elsewhere.status).toBe(409);
      expect(elsewhere.body.error.code).toBe('GAME_EVENT_ID_REUSED');
      // One id sent at once to games of two tournaments (two different locks): one event, one refusal.
      const third = (await start((await roundRobin(2)).games[0]!)).body;
      const racedId = randomUUID();
      const raced = await Promise.all([
        event(other.id, { id: racedId, kind: 'goal', team: 1 }),
        event(third.id, { id: racedId, kind: 'goal', team: 1 }),
      ]);
      expect(raced.map((r) => r.status).sort()).toEqual([201, 409]);
      // The same id sent 3 times at once: still one.
      const burstId = randomUUID();
      const burst = await Promise.all([0, 1, 2].map(() => event(game.id, { id: burstId, kind: 'yellow', team: 1 })));
      expect(burst.map((r) => r.status).sort()).toEqual([200, 200, 201]);
      expect((await record(game.id)).events.filter((e) => e.id === burstId)).toHaveLength(1);
    });

    it('never records an undone event again when its id is resent late, after an undo or a reset', async () => {
      const { games } = await roundRobin(2);
      const game = (await start(games[0]!)).body;
      const id = randomUUID();
      expect((await event(game.id, { id, kind: 'goal', team: 1, minute: 3 })).status).toBe(201);
      expect((await del(as(2), `/api/games/${game.id}/events/${id}`)).status).toBe(200);
      // An offline recorder's outbox sends the same goal again after the undo.
      const late = await event(game.id, { id, kind: 'goal', team: 1, minute: 3 });
      expect(late.status).toBe(409);
      expect(late.body.error.code).toBe('GAME_EVENT_DELETED');
      const after = await record(game.id);
      expect(after.events).toHaveLength(0);
      expect(after.game).toMatchObject({ goals1: 0, goals2: 0 });
      // A reset discards every event; their ids stay refused after the game restarts.
      const kept = randomUUID();
      expect((await event(game.id, { id: kept, kind: 'yellow', team: 2 })).status).toBe(201);
      const before = (await record(game.id)).game;
      const reset = await as(2).post<Game>(`/api/games/${game.id}/reset`, { version: before.version });
      expect(reset.status, reset.text).toBe(200);
      const restarted = (await start(reset.body)).body;
      const resent = await event(restarted.id, { id: kept, kind: 'yellow', team: 2 });
      expect(resent.status).toBe(409);
      expect(resent.body.error.code).toBe('GAME_EVENT_DELETED');
      expect((await record(game.id)).events).toHaveLength(0);
    });

    it('two recorders at once lose and double nothing; a stale finish gets 409', async () => {
      const { games } = await roundRobin(2);
      const game = (await start(games[0]!)).body;
      const ids = Array.from({ length: 20 }, () => randomUUID());
      // Two recorders (levels 1 and 2) send 20 goals each at once, half of them twice (a resend).
      const sends = ids.flatMap((id, i) => [
        event(game.id, { id, kind: 'goal', team: i % 2 === 0 ? 1 : 2 }, 1),
        event(game.id, { id, kind: 'goal', team: i % 2 === 0 ? 1 : 2 }, 2),
      ]);
      const results = await Promise.all(sends);
      expect(results.filter((r) => r.status === 201)).toHaveLength(20);
      expect(results.filter((r) => r.status === 200)).toHaveLength(20);
      const after = await record(game.id);
      expect(after.events.map((e) => e.id).sort()).toEqual([...ids].sort());
      expect(after.game).toMatchObject({ goals1: 10, goals2: 10, version: game.version + 20 });
      // Recorder 1 finishes with the version it read before recorder 2's last goal.
      const read = after.game.version;
      expect((await event(game.id, { kind: 'goal', team: 1 }, 2)).status).toBe(201);
      const stale = await finish(game.id, read, {}, 1);
      expect(stale.status).toBe(409);
      expect(stale.body.error.code).toBe('CONFLICT');
      const both = await Promise.all([finish(game.id, read + 1, {}, 1), finish(game.id, read + 1, {}, 2)]);
      expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await current(game.id)).toMatchObject({ status: 'finished', goals1: 11, goals2: 10 });
    });

    it('undoes and corrects an event, and refuses an unknown one', async () => {
      const { games, teams } = await roundRobin(2);
      const game = (await start(games[0]!)).body;
      const first = (await event(game.id, { kind: 'goal', team: 1, minute: 3 })).body;
      const second = (await event(game.id, { kind: 'goal', team: 1, minute: 7 })).body;
      expect(second.game.goals1).toBe(2);
      const undo = await del<Game>(as(2), `/api/games/${game.id}/events/${second.id}`);
      expect(undo.status, undo.text).toBe(200);
      expect(undo.body.goals1).toBe(1);
      expect((await del<ErrorBody>(as(2), `/api/games/${game.id}/events/${second.id}`)).status).toBe(404);
      // A correction: the goal was the other team's, scored by its player, in minute 4.
      const side2Club = sideOf(game, teams, clubs[0]!) === 2 ? clubs[0]! : clubs[1]!;
      const scorer = players[clubs.indexOf(side2Club)]!;
      const fixed = await as(2).patch<Answer>(`/api/games/${game.id}/events/${first.id}`, {
        team: 2,
        minute: 4,
        playerId: scorer.id,
      });
      expect(fixed.status, fixed.text).toBe(200);
      expect(fixed.body).toMatchObject({ team: 2, minute: 4, version: 2, player: { id: scorer.id } });
      expect(fixed.body.game).toMatchObject({ goals1: 0, goals2: 1 });
      // A stale correction and an unknown event.
      const stale = await as(2).patch<ErrorBody>(`/api/games/${game.id}/events/${first.id}`, { version: 1, minute: 5 });
      expect(stale.status).toBe(409);
      expect(stale.body.error.code).toBe('CONFLICT');
      const unknown = await as(2).patch<ErrorBody>(`/api/games/${game.id}/events/${randomUUID()}`, { minute: 5 });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe('GAME_EVENT_NOT_FOUND');
      // Moving the event to team 1 while its player plays for team 2 is refused.
      const wrongTeam = await as(2).patch<ErrorBody>(`/api/games/${game.id}/events/${first.id}`, { team: 1 });
      expect(wrongTeam.status).toBe(400);
      expect(wrongTeam.body.error.code).toBe('PLAYER_NOT_IN_TEAM');
      // A resend of the corrected event's id answers the stored, corrected event.
      const resend = await event(game.id, { id: first.id, kind: 'goal', team: 1, minute: 3 });
      expect(resend.status).toBe(200);
      expect(resend.body).toMatchObject({ team: 2, minute: 4 });
    });

    it('refuses bad input: unknown game, bad kind, team or minute, a player of another club, unstarted and finished games', async () => {
      const { games, teams } = await roundRobin(2);
      const unknown = await event(randomUUID(), { kind: 'goal', team: 1 });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe('GAME_NOT_FOUND');
      const notStarted = await event(games[0]!.id, { kind: 'goal', team: 1 });
      expect(notStarted.status).toBe(409);
      expect(notStarted.body.error.code).toBe('GAME_NOT_STARTED');
      expect((await finish(games[0]!.id, games[0]!.version)).body.error.code).toBe('GAME_NOT_STARTED');
      const game = (await start(games[0]!)).body;
      for (const body of [
        { kind: 'own goal', team: 1 },
        { kind: 'goal', team: 3 },
        { kind: 'goal', team: '1' },
        { kind: 'goal', team: 1, minute: -1 },
        { kind: 'goal', team: 1, minute: 1.5 },
        { kind: 'goal', team: 1, minute: 151 },
        { kind: 'goal', team: 1, id: 'not-a-uuid' },
        { kind: 'goal', team: 1, extra: true },
      ]) {
        const res = await event(game.id, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.error.code).toBe('VALIDATION_FAILED');
      }
      // Players of a club that is not in this game, and unknown players.
      const side1Club = teams.find((t) => t.id === game.team1!.id)!.clubId;
      const side2Player = players.find(
        (p) => p.clubId !== side1Club && clubs.slice(0, 2).some((c) => c.id === p.clubId),
      )!;
      for (const playerId of [players[3]!.id, side2Player.id, 'no-such-player']) {
        const res = await event(game.id, { kind: 'goal', team: 1, playerId });
        expect(res.status, playerId).toBe(400);
        expect(res.body.error.code).toBe('PLAYER_NOT_IN_TEAM');
      }
      expect((await record(game.id)).events).toHaveLength(0);
      const done = await finish(game.id, game.version);
      expect(done.status).toBe(200);
      const late = await event(game.id, { kind: 'goal', team: 1 });
      expect(late.status).toBe(409);
      expect(late.body.error.code).toBe('GAME_FINISHED');
      expect((await finish(game.id, done.body.version)).body.error.code).toBe('GAME_FINISHED');
      // A shootout decides knockout games only.
      const other = (await start(games.length > 1 ? games[1]! : (await roundRobin(2)).games[0]!)).body;
      const shootout = await finish(other.id, other.version, { shootout: { goals1: 4, goals2: 3 } });
      expect(shootout.status).toBe(400);
    });

    it('publishes every change on the tournament topic', async () => {
      const { tournament, games } = await roundRobin(2);
      const stream = await openEventStream(as(5), '/api/events?topics=tournament');
      try {
        await stream.next('ready');
        const game = (await start(games[0]!)).body;
        expect(JSON.parse((await stream.next('change')).data)).toEqual({ topic: 'tournament', ids: [tournament.id] });
        const goal = (await event(game.id, { kind: 'goal', team: 1 })).body;
        expect(JSON.parse((await stream.next('change')).data)).toEqual({ topic: 'tournament', ids: [tournament.id] });
        await del(as(2), `/api/games/${game.id}/events/${goal.id}`);
        expect(JSON.parse((await stream.next('change')).data)).toEqual({ topic: 'tournament', ids: [tournament.id] });
        await finish(game.id, (await current(game.id)).version);
        expect(JSON.parse((await stream.next('change')).data)).toEqual({ topic: 'tournament', ids: [tournament.id] });
      } finally {
        stream.close();
      }
    });
  });

  describe('locks: the games of one tournament record side by side', () => {
    const tournamentVersion = async (id: string) =>
      (await as(5).get<Tournament>(`/api/tournaments/${id}`)).body.version;

    it('counts a tournament version for a start and a finish, not for an event or a period', async () => {
      const { tournament, games } = await roundRobin(3);
      const before = await tournamentVersion(tournament.id);
      const game = (await start(games[0]!)).body;
      const started = await tournamentVersion(tournament.id);
      expect(started).toBe(before + 1);
      expect((await event(game.id, { kind: 'goal', team: 1 })).status).toBe(201);
      const period = await as(2).post<Game>(`/api/games/${game.id}/period`, {
        version: game.version + 1,
        period: 'halfTime',
      });
      expect(period.status, period.text).toBe(200);
      // An event or a period changes one game: setting the tournament up goes on without a conflict.
      expect(await tournamentVersion(tournament.id)).toBe(started);
      expect((await finish(game.id, period.body.version)).status).toBe(200);
      expect(await tournamentVersion(tournament.id)).toBe(started + 1);
    });

    // PostgreSQL runs transactions side by side, so what each write locks is
    // observable; SQLite has one writer and runs them one after another.
    if (ctx.engine === 'postgres') {
      it('records on one game while another game of the tournament is locked, and waits for a locked game', async () => {
        const { tournament, games } = await roundRobin(3);
        const [a, b] = [(await start(games[0]!)).body, (await start(games[1]!)).body];
        const { default: pg } = await import('pg');
        const other = new pg.Client({ connectionString: ctx.config().databaseUrl });
        await other.connect();
        try {
          // What a finish or a correction of game A holds until it commits:
          // the tournament's row (a new version) and A's row.
          await other.query('begin');
          await other.query('update tournament set version = version + 1 where id = $1', [tournament.id]);
          await other.query('select id from game where id = $1 for update', [a.id]);
          // Were B's write waiting for what `other` holds, it would wait until
          // the commit below, which comes after it: the test would time out.
          expect((await event(b.id, { kind: 'goal', team: 1 })).status).toBe(201);
          let settled = false;
          const onA = event(a.id, { kind: 'goal', team: 2 }).then((res) => {
            settled = true;
            return res;
          });
          // A's write is seen waiting for a lock in this suite's own database.
          const waitingForALock = async () =>
            (
              await other.query<{ n: number }>(
                `select count(*)::int as n from pg_stat_activity
                 where datname = current_database() and wait_event_type = 'Lock'`,
              )
            ).rows[0]?.n;
          await expect.poll(waitingForALock, { timeout: 20_000 }).toBe(1);
          expect(settled).toBe(false);
          await other.query('commit');
          expect((await onA).status).toBe(201);
        } finally {
          await other.query('rollback').catch(() => {});
          await other.end();
        }
        expect((await record(a.id)).game).toMatchObject({ goals1: 0, goals2: 1 });
        expect((await record(b.id)).game).toMatchObject({ goals1: 1, goals2: 0 });
      });
    }
  });

  describe('the knockout', () => {
    /**
     * Two groups of two, top two advance: semi-finals ko-r1-m1 and ko-r1-m2,
     * the final ko-r2-m1. The semis' teams are written as applying the group
     * results would (that is the standings module's operation).
     */
    async function knockout() {
      const tournament = await createTournament(as(1), { name: `KO ${randomUUID().slice(0, 8)}`, type: 'groupStage' });
      const teams = await addTeams(as(1), tournament.id, clubs);
      const version = (await as(1).get<Tournament>(`/api/tournaments/${tournament.id}`)).body.version;
      const grouped = await put(as(1), `/api/tournaments/${tournament.id}/groups`, {
        version,
        groups: [
          { name: 'A', advancement: 'topTwo', teamIds: [teams[0]!.id, teams[1]!.id] },
          { name: 'B', advancement: 'topTwo', teamIds: [teams[2]!.id, teams[3]!.id] },
        ],
      });
      expect(grouped.status, grouped.text).toBe(200);
      expect((await as(1).post(`/api/tournaments/${tournament.id}/schedule`, {})).status).toBe(200);
      const { db } = ctx.app().database;
      const setTeams = (key: string, team1: string, team2: string) =>
        db
          .updateTable('game')
          .set({ team1Id: team1, team2Id: team2 })
          .where('tournamentId', '=', tournament.id)
          .where('key', '=', key)
          .execute();
      await setTeams('ko-r1-m1', teams[0]!.id, teams[3]!.id);
      await setTeams('ko-r1-m2', teams[2]!.id, teams[1]!.id);
      await changedBehindTheApp(ctx, { tournamentId: tournament.id });
      const byKey = async () => {
        const rows = await db
          .selectFrom('game')
          .select(['id', 'key'])
          .where('tournamentId', '=', tournament.id)
          .execute();
        const ids = new Map(rows.map((r) => [r.key, r.id]));
        return async (key: string) => current(ids.get(key)!);
      };
      return { tournament, teams, game: await byKey() };
    }

    it('a drawn knockout game needs a shootout winner; the winner moves into the next game', async () => {
      const { teams, game } = await knockout();
      const finalBefore = await game('ko-r2-m1');
      expect([finalBefore.team1, finalBefore.team2]).toEqual([null, null]);
      const notReady = await start(finalBefore);
      expect(notReady.status).toBe(409);
      expect(notReady.body.error.code).toBe('GAME_TEAMS_UNKNOWN');

      const semi1 = (await start(await game('ko-r1-m1'))).body;
      const noShootout = await finish(semi1.id, semi1.version);
      expect(noShootout.status).toBe(409);
      expect(noShootout.body.error.code).toBe('SHOOTOUT_REQUIRED');
      const drawnShootout = await finish(semi1.id, semi1.version, { shootout: { goals1: 3, goals2: 3 } });
      expect(drawnShootout.status).toBe(400);
      expect(drawnShootout.body.error.code).toBe('SHOOTOUT_DRAWN');
      const shootoutPeriod = await as(2).post<Game>(`/api/games/${semi1.id}/period`, {
        version: semi1.version,
        period: 'shootout',
      });
      expect(shootoutPeriod.body.period).toBe('shootout');
      const decided = await finish(semi1.id, shootoutPeriod.body.version, { shootout: { goals1: 4, goals2: 3 } });
      expect(decided.status, decided.text).toBe(200);
      expect(decided.body).toMatchObject({
        status: 'finished',
        goals1: 0,
        goals2: 0,
        shootout: { goals1: 4, goals2: 3 },
      });
      expect((await game('ko-r2-m1')).team1?.id).toBe(teams[0]!.id);

      // Won in normal time: no shootout is taken.
      const semi2 = (await start(await game('ko-r1-m2'))).body;
      await event(semi2.id, { kind: 'goal', team: 2, minute: 80 });
      const withShootout = await finish(semi2.id, semi2.version + 1, { shootout: { goals1: 5, goals2: 4 } });
      expect(withShootout.status).toBe(400);
      const won = await finish(semi2.id, semi2.version + 1);
      expect(won.status, won.text).toBe(200);
      const final = await game('ko-r2-m1');
      expect([final.team1?.id, final.team2?.id]).toEqual([teams[0]!.id, teams[1]!.id]);
    });

    it('a corrected result re-flows the bracket, and is refused once a game built on it has started', async () => {
      const { teams, game } = await knockout();
      const semi1 = (await start(await game('ko-r1-m1'))).body;
      const goal = (await event(semi1.id, { kind: 'goal', team: 1, minute: 10 })).body;
      expect((await finish(semi1.id, goal.game.version)).status).toBe(200);
      const semi2 = (await start(await game('ko-r1-m2'))).body;
      const semi2Goal = (await event(semi2.id, { kind: 'goal', team: 1, minute: 10 })).body;
      expect((await finish(semi2.id, semi2.version + 1)).status).toBe(200);
      expect(await game('ko-r2-m1')).toMatchObject({ team1: { id: teams[0]!.id }, team2: { id: teams[2]!.id } });

      // The goal was the other team's: the winner changes and the final's slot follows.
      const corrected = await as(2).patch<Answer>(`/api/games/${semi1.id}/events/${goal.id}`, { team: 2 });
      expect(corrected.status, corrected.text).toBe(200);
      expect(corrected.body.game).toMatchObject({ status: 'finished', goals1: 0, goals2: 1 });
      expect((await game('ko-r2-m1')).team1?.id).toBe(teams[3]!.id);
      // An added goal needs `correction: true` on a finished game; 1–1 with no shootout cannot stand.
      const drawn = await event(semi1.id, { kind: 'goal', team: 1, minute: 70, correction: true });
      expect(drawn.status).toBe(409);
      expect(drawn.body.error.code).toBe('SHOOTOUT_REQUIRED');
      // With the shootout score the same correction stands: 1–1, the home side through on penalties.
      const levelled = await event(semi1.id, {
        kind: 'goal',
        team: 1,
        minute: 70,
        correction: true,
        shootout: { goals1: 5, goals2: 4 },
      });
      expect(levelled.status, levelled.text).toBe(201);
      expect(levelled.body.game).toMatchObject({ goals1: 1, goals2: 1, shootout: { goals1: 5, goals2: 4 } });
      expect((await game('ko-r2-m1')).team1?.id).toBe(teams[0]!.id);
      // The shootout itself corrected: the away side won it.
      const swapped = await as(2).post<Game>(`/api/games/${semi1.id}/shootout`, {
        version: levelled.body.game.version,
        shootout: { goals1: 3, goals2: 4 },
      });
      expect(swapped.status, swapped.text).toBe(200);
      expect((await game('ko-r2-m1')).team1?.id).toBe(teams[3]!.id);
      expect(
        (
          await as(2).post<ErrorBody>(`/api/games/${semi1.id}/shootout`, {
            version: 1,
            shootout: { goals1: 1, goals2: 0 },
          })
        ).body.error.code,
      ).toBe('CONFLICT');
      expect((await del(as(2), `/api/games/${semi1.id}/events/${levelled.body.id}`)).status).toBe(200);
      // Semi 2 (1–0): undoing its goal leaves it drawn, so the undo carries the shootout.
      const undecided = await del<ErrorBody>(as(2), `/api/games/${semi2.id}/events/${semi2Goal.id}`);
      expect(undecided.status).toBe(409);
      expect(undecided.body.error.code).toBe('SHOOTOUT_REQUIRED');
      const onPenalties = await del<Game>(
        as(2),
        `/api/games/${semi2.id}/events/${semi2Goal.id}?shootout1=2&shootout2=3`,
      );
      expect(onPenalties.status, onPenalties.text).toBe(200);
      expect(onPenalties.body).toMatchObject({ goals1: 0, goals2: 0, shootout: { goals1: 2, goals2: 3 } });
      expect((await game('ko-r2-m1')).team2?.id).toBe(teams[1]!.id);
      const back = await event(semi2.id, { kind: 'goal', team: 1, minute: 10, correction: true });
      expect(back.status, back.text).toBe(201);
      expect(back.body.game).toMatchObject({ goals1: 1, goals2: 0, shootout: null });
      expect((await game('ko-r2-m1')).team2?.id).toBe(teams[2]!.id);
      const twoNil = await event(semi1.id, { kind: 'goal', team: 2, minute: 88, correction: true });
      expect(twoNil.status, twoNil.text).toBe(201);
      expect(twoNil.body.game).toMatchObject({ goals1: 0, goals2: 2, shootout: null });
      const notDrawn = await as(2).post<ErrorBody>(`/api/games/${semi1.id}/shootout`, {
        version: twoNil.body.game.version,
        shootout: { goals1: 1, goals2: 0 },
      });
      expect(notDrawn.status).toBe(400);

      // The final starts: a correction that changes a semi's winner is refused and changes nothing.
      const final = await start(await game('ko-r2-m1'));
      expect(final.status, final.text).toBe(200);
      const running = await as(2).post<ErrorBody>(`/api/games/${final.body.id}/shootout`, {
        version: final.body.version,
        shootout: { goals1: 1, goals2: 0 },
      });
      expect(running.status).toBe(409);
      expect(running.body.error.code).toBe('GAME_NOT_FINISHED');
      const semi1Now = await current(semi1.id);
      // 1–1, 0–0 and 1–1: each leaves a semi without its winner.
      const flipped = await as(2).patch<ErrorBody>(`/api/games/${semi1.id}/events/${goal.id}`, { team: 1 });
      const undone = await del<ErrorBody>(as(2), `/api/games/${semi2.id}/events/${back.body.id}`);
      const added = await event(semi2.id, { kind: 'goal', team: 2, minute: 90, correction: true });
      for (const refused of [flipped, undone, added]) {
        expect(refused.status).toBe(409);
        expect(refused.body.error.code).toBe('DEPENDENT_GAME_STARTED');
      }
      expect(await current(semi1.id)).toEqual(semi1Now);
      expect((await record(semi1.id)).events).toHaveLength(2);
      expect((await record(semi2.id)).events).toHaveLength(1);
      expect((await game('ko-r2-m1')).team1?.id).toBe(teams[3]!.id);
      // A correction that keeps the winner is still allowed.
      const card = await event(semi1.id, { kind: 'yellow', team: 1, minute: 30, correction: true });
      expect(card.status).toBe(201);
      const moreGoals = await event(semi2.id, { kind: 'goal', team: 1, minute: 91, correction: true });
      expect(moreGoals.status).toBe(201);
      expect(moreGoals.body.game).toMatchObject({ goals1: 2, goals2: 0 });
      // Once the final is reset (its events go), the refused correction goes through and re-flows.
      const finalNow = await game('ko-r2-m1');
      const reset = await as(2).post<Game>(`/api/games/${finalNow.id}/reset`, { version: finalNow.version });
      expect(reset.status, reset.text).toBe(200);
      expect(reset.body).toMatchObject({ status: 'scheduled', period: null, goals1: 0, goals2: 0, shootout: null });
      const again = await as(2).post<ErrorBody>(`/api/games/${finalNow.id}/reset`, { version: reset.body.version });
      expect(again.body.error.code).toBe('GAME_NOT_STARTED');
      const nowFlipped = await as(2).patch<Answer>(`/api/games/${semi1.id}/events/${goal.id}`, {
        team: 1,
        shootout: { goals1: 5, goals2: 4 },
      });
      expect(nowFlipped.status, nowFlipped.text).toBe(200);
      expect(nowFlipped.body.game).toMatchObject({ goals1: 1, goals2: 1, shootout: { goals1: 5, goals2: 4 } });
      expect((await game('ko-r2-m1')).team1?.id).toBe(teams[0]!.id);
    });

    it('plays a group stage to the final through the API: group results applied, winners move on, the bracket shows them', async () => {
      const tournament = await createTournament(as(1), {
        name: `Full ${randomUUID().slice(0, 8)}`,
        type: 'groupStage',
      });
      const teams = await addTeams(as(1), tournament.id, clubs);
      const version = (await as(1).get<Tournament>(`/api/tournaments/${tournament.id}`)).body.version;
      await put(as(1), `/api/tournaments/${tournament.id}/groups`, {
        version,
        groups: [
          { name: 'A', advancement: 'first', teamIds: [teams[0]!.id, teams[1]!.id] },
          { name: 'B', advancement: 'first', teamIds: [teams[2]!.id, teams[3]!.id] },
        ],
      });
      expect((await as(1).post(`/api/tournaments/${tournament.id}/schedule`, {})).status).toBe(200);
      const all = (await as(1).get<GameList>(`/api/tournaments/${tournament.id}/games`)).body.items;
      // Each group's first team wins its group game 2–0.
      for (const group of all.filter((g) => g.phase === 'group')) {
        const game = (await start(group)).body;
        const winnerSide = [teams[0]!.id, teams[2]!.id].includes(game.team1!.id) ? 1 : 2;
        await event(game.id, { kind: 'goal', team: winnerSide });
        const second = await event(game.id, { kind: 'goal', team: winnerSide });
        expect((await finish(game.id, second.body.game.version)).status).toBe(200);
      }
      const applied = await as(2).post<AppliedGroupResults>(
        `/api/tournaments/${tournament.id}/apply-group-results`,
        {},
      );
      expect(applied.status, applied.text).toBe(200);
      const final = applied.body.bracket.games.find((g) => g.next === null)!;
      const finalGame = await current(final.id);
      expect([finalGame.team1?.id, finalGame.team2?.id].sort()).toEqual([teams[0]!.id, teams[2]!.id].sort());
      // The final: 1–1, decided by a shootout; the bracket names the winner.
      const running = (await start(finalGame)).body;
      await event(running.id, { kind: 'goal', team: 1 });
      const level = await event(running.id, { kind: 'goal', team: 2 });
      const done = await finish(running.id, level.body.game.version, { shootout: { goals1: 2, goals2: 4 } });
      expect(done.status, done.text).toBe(200);
      const bracket = (await as(5).get<BracketBody>(`/api/tournaments/${tournament.id}/bracket`)).body;
      const shown = bracket.games.find((g) => g.id === final.id)!;
      expect(shown).toMatchObject({ status: 'finished', goals1: 1, goals2: 1, shootout: { goals1: 2, goals2: 4 } });
      expect(shown.winnerTeamId).toBe(finalGame.team2!.id);
    });
  });

  itAnsweredEveryRequestWithoutA5xx(ctx, 'game recording');
});
