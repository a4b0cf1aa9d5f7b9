import type {
  Club,
  ErrorBody,
  Game,
  GameList,
  MovedGame,
  PlacementWarningBody,
  RegenerateImpactBody,
  ScheduleResponse,
  Tournament,
  TournamentTeam,
} from '@touchline/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../../../../test/engines.js';
import { usersAtEveryLevel, type LevelUsers } from '../../../../test/levels.js';
import { itAnsweredEveryRequestWithoutA5xx } from '../../../../test/no-server-errors.js';
import {
  SETTINGS,
  addTeams,
  changedBehindTheApp,
  createClub,
  createTournament,
  put,
} from '../../../../test/tournaments.js';

type Confirmation = ErrorBody & { impact?: RegenerateImpactBody; warnings?: PlacementWarningBody[] };

describeEachEngine('tournaments: schedule, regenerate, games, moving a game', (ctx) => {
  let users: LevelUsers;
  let clubs: Club[];
  const as = (level: number) => users.clients[level]!;

  beforeAll(async () => {
    users = await usersAtEveryLevel(ctx, 'scheduler');
    clubs = [];
    for (const name of ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon', 'Zeta', 'Eta', 'Theta']) {
      clubs.push(await createClub(as(0), `FC ${name}`));
    }
  });

  const games = async (tournamentId: string) =>
    (await as(4).get<GameList>(`/api/tournaments/${tournamentId}/games`)).body.items;
  const schedule = (tournamentId: string, body: object = {}, level = 2) =>
    as(level).post<ScheduleResponse & Confirmation>(`/api/tournaments/${tournamentId}/schedule`, body);

  describe('generating the schedule', () => {
    it('places every round-robin game with a day, a time and a pitch, readable by every signed-in level', async () => {
      const tournament = await createTournament(as(1));
      const teams = await addTeams(as(1), tournament.id, clubs.slice(0, 4));
      const res = await schedule(tournament.id);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual({ games: 6, unscheduled: 0, problems: [], version: tournament.version + 5 });
      const list = await games(tournament.id);
      expect(list).toHaveLength(6);
      const names = new Map(teams.map((t) => [t.id, t.name]));
      for (const game of list) {
        expect(game).toMatchObject({ phase: 'main', group: null, status: 'scheduled', goals1: 0, goals2: 0 });
        expect(game.date).toBe('2026-05-01');
        expect(game.end! - game.start!).toBe(25);
        expect([1, 2]).toContain(game.pitch);
        expect(game.team1!.name).toBe(names.get(game.team1!.id));
      }
      // Everyone plays everyone once.
      const pairs = list.map((g) => [g.team1!.id, g.team2!.id].sort().join('-'));
      expect(new Set(pairs).size).toBe(6);
      for (const level of [0, 1, 2, 3, 4, 5]) {
        const one = await as(level).get<Game>(`/api/games/${list[0]!.id}`);
        expect(one.status).toBe(200);
        expect(one.body).toEqual(list[0]);
      }
      expect((await ctx.client().get(`/api/games/${list[0]!.id}`)).status).toBe(401);
      expect((await as(0).get<Tournament>(`/api/tournaments/${tournament.id}`)).body.gameCount).toBe(6);
    });

    it('keeps the games that do not fit, without a slot, and says how many under NOT_ENOUGH_TIME', async () => {
      const tournament = await createTournament(as(1), {
        name: 'Tight Cup',
        dateTo: '2026-05-01',
        settings: { ...SETTINGS, pitches: 1, latestGame: 600, noGameFrom: null, noGameTo: null },
      });
      await addTeams(as(1), tournament.id, clubs.slice(0, 4));
      const res = await schedule(tournament.id);
      expect(res.status).toBe(200);
      const list = await games(tournament.id);
      expect(list).toHaveLength(6);
      const unplaced = list.filter((g) => g.date === null);
      expect(unplaced.length).toBeGreaterThan(0);
      for (const game of unplaced) expect([game.start, game.end, game.pitch]).toEqual([null, null, null]);
      expect(res.body.games).toBe(6);
      expect(res.body.unscheduled).toBe(unplaced.length);
      expect(res.body.problems).toEqual([
        { code: 'NOT_ENOUGH_TIME', leftOver: unplaced.length, gameIds: unplaced.map((g) => g.id) },
      ]);
    });

    it('draws two games per team for scouting', async () => {
      const tournament = await createTournament(as(1), { name: 'Scouting Day', type: 'scouting' });
      const teams = await addTeams(as(1), tournament.id, clubs.slice(0, 5));
      expect((await schedule(tournament.id)).body).toMatchObject({ games: 5, unscheduled: 0 });
      const list = await games(tournament.id);
      for (const team of teams) {
        expect(list.filter((g) => g.team1?.id === team.id || g.team2?.id === team.id)).toHaveLength(2);
      }
      expect(list.every((g) => g.phase === 'main')).toBe(true);
    });

    it('plays groups, then a knockout whose teams are not known yet', async () => {
      const tournament = await createTournament(as(1), { name: 'Group Stage Cup', type: 'groupStage' });
      const teams = await addTeams(as(1), tournament.id, clubs);
      const ids = teams.map((t) => t.id);
      const grouped = await put<Tournament>(as(2), `/api/tournaments/${tournament.id}/groups`, {
        version: tournament.version + 8,
        groups: [
          { name: 'A', advancement: 'topTwo', teamIds: ids.slice(0, 4) },
          { name: 'B', advancement: 'topTwo', teamIds: ids.slice(4) },
        ],
      });
      expect(grouped.status, grouped.text).toBe(200);
      const res = await schedule(tournament.id);
      expect(res.body).toMatchObject({ games: 15, unscheduled: 0 });
      const list = await games(tournament.id);
      const group = list.filter((g) => g.phase === 'group');
      const knockout = list.filter((g) => g.phase === 'knockout');
      expect(group).toHaveLength(12);
      expect(group.filter((g) => g.group === 'A')).toHaveLength(6);
      expect(knockout.map((g) => g.round)).toEqual([1, 1, 2]);
      for (const game of knockout) expect([game.team1, game.team2, game.group]).toEqual([null, null, null]);
      // Knockout games start after every group game.
      const lastGroupEnd = Math.max(...group.map((g) => g.end!));
      expect(Math.min(...knockout.map((g) => g.start!))).toBeGreaterThanOrEqual(lastGroupEnd);
    });
  });

  describe('regenerating', () => {
    it('asks for confirmation with the impact when games have started or finished, and replaces them only when confirmed', async () => {
      const tournament = await createTournament(as(1), { name: 'Regenerated Cup' });
      await addTeams(as(1), tournament.id, clubs.slice(0, 4));
      expect((await schedule(tournament.id)).status).toBe(200);
      // Nothing started yet: regenerating needs no confirmation.
      expect((await schedule(tournament.id)).status).toBe(200);
      const before = await games(tournament.id);
      const { db } = ctx.app().database;
      await db.updateTable('game').set({ status: 'running', goals1: 1 }).where('id', '=', before[0]!.id).execute();
      await db
        .updateTable('game')
        .set({ status: 'finished', goals1: 2, goals2: 1 })
        .where('id', '=', before[1]!.id)
        .execute();
      await changedBehindTheApp(ctx, { tournamentId: tournament.id });
      const version = (await as(1).get<Tournament>(`/api/tournaments/${tournament.id}`)).body.version;

      for (const body of [{}, { confirm: false }]) {
        const refused = await schedule(tournament.id, body);
        expect(refused.status).toBe(409);
        expect(refused.body.error.code).toBe('REGENERATE_NEEDS_CONFIRMATION');
        expect(refused.body.impact).toEqual({
          running: 1,
          finished: 1,
          discardedGameIds: [before[0]!.id, before[1]!.id],
          replacedScheduled: 4,
          affectedClubIds: [],
        });
      }
      // Nothing was written: same games, same results, same version.
      const unchanged = await games(tournament.id);
      expect(unchanged.map((g) => g.id)).toEqual(before.map((g) => g.id));
      expect(unchanged[1]).toMatchObject({ status: 'finished', goals1: 2, goals2: 1 });
      expect((await as(1).get<Tournament>(`/api/tournaments/${tournament.id}`)).body.version).toBe(version);

      const confirmed = await schedule(tournament.id, { confirm: true, version });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toMatchObject({ games: 6, unscheduled: 0, version: version + 1 });
      const after = await games(tournament.id);
      expect(after).toHaveLength(6);
      expect(after.some((g) => before.some((b) => b.id === g.id))).toBe(false);
      expect(after.every((g) => g.status === 'scheduled' && g.goals1 === 0 && g.goals2 === 0)).toBe(true);
    });
  });

  describe('moving a game by hand', () => {
    let byPair: (a: string, b: string) => Game;
    let teams: TournamentTeam[];
    const DAY2 = '2026-05-02';

    const move = (game: Game, to: { date: string | null; start: number | null; pitch: number | null }, extra = {}) =>
      as(2).patch<MovedGame & Confirmation>(`/api/games/${game.id}`, { version: game.version, ...to, ...extra });
    const current = async (game: Game) => (await as(2).get<Game>(`/api/games/${game.id}`)).body;

    beforeAll(async () => {
      const tournament = await createTournament(as(1), { name: 'Moving Cup' });
      teams = await addTeams(as(1), tournament.id, clubs.slice(0, 4));
      expect((await schedule(tournament.id)).body.unscheduled).toBe(0);
      const list = await games(tournament.id);
      // Every game is on day 1: day 2 is an empty canvas for the moves below.
      expect(list.every((g) => g.date === '2026-05-01')).toBe(true);
      byPair = (a, b) => {
        const [x, y] = [teams[Number(a)]!.id, teams[Number(b)]!.id];
        return list.find((g) => [g.team1!.id, g.team2!.id].sort().join() === [x, y].sort().join())!;
      };
    });

    it('saves a move without conflicts at once, with no warnings and a new version', async () => {
      const ab = byPair('0', '1');
      const res = await move(ab, { date: DAY2, start: 600, pitch: 1 });
      expect(res.status, res.text).toBe(200);
      expect(res.body.warnings).toEqual([]);
      expect(res.body.game).toMatchObject({ date: DAY2, start: 600, end: 625, pitch: 1, version: ab.version + 1 });
    });

    it('refuses a team playing twice at once until confirmed, then saves it and still reports it', async () => {
      const ab = await current(byPair('0', '1'));
      const ac = byPair('0', '2');
      const refused = await move(ac, { date: DAY2, start: 600, pitch: 2 });
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('GAME_MOVE_NEEDS_CONFIRMATION');
      expect(refused.body.warnings).toEqual([{ code: 'TEAM_DOUBLE_BOOKED', teamId: teams[0]!.id, gameId: ab.id }]);
      expect(await current(ac)).toEqual(ac);
      const confirmed = await move(ac, { date: DAY2, start: 600, pitch: 2 }, { confirm: true });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.warnings).toEqual(refused.body.warnings);
      expect(confirmed.body.game).toMatchObject({ date: DAY2, start: 600, pitch: 2 });
    });

    it('warns when a team rests less than the minimum between two games', async () => {
      const ab = await current(byPair('0', '1'));
      const bd = byPair('1', '3');
      const res = await move(bd, { date: DAY2, start: 630, pitch: 1 });
      expect(res.status).toBe(409);
      expect(res.body.warnings).toEqual([
        { code: 'REST_TOO_SHORT', teamId: teams[1]!.id, gameId: ab.id, rest: 5, minRest: 30 },
      ]);
      expect(await current(bd)).toEqual(bd);
    });

    it('warns about a kick-off before the day starts, after the latest kick-off and in the break', async () => {
      const cd = byPair('2', '3');
      const warnings = async (start: number) => (await move(cd, { date: DAY2, start, pitch: 1 })).body.warnings;
      expect(await warnings(500)).toEqual([{ code: 'BEFORE_DAY_START', startTime: 540 }]);
      expect(await warnings(1030)).toEqual([{ code: 'AFTER_LATEST_GAME', latestGame: 1020 }]);
      expect(await warnings(700)).toEqual([{ code: 'IN_BREAK', noGameFrom: 720, resume: 780 }]);
      expect(await current(cd)).toEqual(cd);
    });

    it('warns when the pitch is taken at that time', async () => {
      const ab = await current(byPair('0', '1'));
      const ac = await current(byPair('0', '2'));
      const cd = byPair('2', '3');
      const res = await move(cd, { date: DAY2, start: 610, pitch: 1 });
      expect(res.status).toBe(409);
      expect([...res.body.warnings!].sort((x, y) => x.code.localeCompare(y.code))).toEqual([
        { code: 'PITCH_OCCUPIED', gameId: ab.id },
        { code: 'TEAM_DOUBLE_BOOKED', teamId: teams[2]!.id, gameId: ac.id },
      ]);
    });

    it('keeps the conflicts of a confirmed move in the games list, under both games, until the move is undone', async () => {
      const tournament = await createTournament(as(1), { name: 'Conflict Cup' });
      const cupTeams = await addTeams(as(1), tournament.id, clubs.slice(0, 4));
      expect((await schedule(tournament.id)).body.unscheduled).toBe(0);
      const list = async () => (await as(4).get<GameList>(`/api/tournaments/${tournament.id}/games`)).body;
      const before = await list();
      // The scheduler never creates a conflict.
      expect(before.conflicts).toEqual([]);
      const [first, other] = [before.items[0]!, before.items.find((g) => g.start !== before.items[0]!.start)!];
      const moved = await move(other, { date: first.date, start: first.start, pitch: first.pitch }, { confirm: true });
      expect(moved.status, moved.text).toBe(200);
      expect(moved.body.warnings.length).toBeGreaterThan(0);
      const after = await list();
      const byGame = new Map(after.conflicts.map((c) => [c.gameId, c.warnings]));
      expect(byGame.get(other.id)).toEqual(expect.arrayContaining(moved.body.warnings));
      expect(byGame.get(first.id)).toContainEqual({ code: 'PITCH_OCCUPIED', gameId: other.id });
      const teamIds = new Set(cupTeams.map((t) => t.id));
      for (const warning of after.conflicts.flatMap((c) => c.warnings)) {
        if ('teamId' in warning) expect(teamIds.has(warning.teamId)).toBe(true);
      }
      const back = await move(moved.body.game, { date: other.date, start: other.start, pitch: other.pitch });
      expect(back.status, back.text).toBe(200);
      expect((await list()).conflicts).toEqual([]);
    });

    it('takes a game off the schedule with three nulls, and refuses half a slot', async () => {
      const bc = byPair('1', '2');
      const res = await move(bc, { date: null, start: null, pitch: null });
      expect(res.status).toBe(200);
      expect(res.body.game).toMatchObject({ date: null, start: null, end: null, pitch: null });
      const half = await move(res.body.game, { date: DAY2, start: null, pitch: 1 });
      expect(half.status).toBe(400);
      expect(half.body.error.code).toBe('VALIDATION_FAILED');
    });

    it('refuses a day outside the tournament, a pitch the day lacks, a stale version and an unknown game', async () => {
      const ad = byPair('0', '3');
      const outside = await move(ad, { date: '2026-05-05', start: 600, pitch: 1 });
      expect(outside.status).toBe(400);
      expect(outside.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { date: 'INVALID_VALUE' } });
      const pitch = await move(ad, { date: DAY2, start: 600, pitch: 3 });
      expect(pitch.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { pitch: 'TOO_BIG' } });
      const stale = await as(2).patch<ErrorBody>(`/api/games/${ad.id}`, {
        version: ad.version + 5,
        date: DAY2,
        start: 900,
        pitch: 1,
      });
      expect(stale.status).toBe(409);
      expect(stale.body.error.code).toBe('CONFLICT');
      const missing = await as(2).patch<ErrorBody>('/api/games/no-such-game', {
        version: 1,
        date: DAY2,
        start: 900,
        pitch: 1,
      });
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe('GAME_NOT_FOUND');
      expect(await current(ad)).toEqual(ad);
    });

    it('lets levels 0–2 move games and refuses 3–5 and signed-out callers', async () => {
      for (const level of [0, 1]) {
        const game = await current(byPair('0', '3'));
        const res = await as(level).patch(`/api/games/${game.id}`, {
          version: game.version,
          date: DAY2,
          start: 900 + level * 60,
          pitch: 2,
        });
        expect(res.status, `level ${level}`).toBe(200);
      }
      const game = await current(byPair('0', '3'));
      const body = { version: game.version, date: DAY2, start: 960, pitch: 1 };
      for (const level of [3, 4, 5]) {
        expect((await as(level).patch(`/api/games/${game.id}`, body)).status, `level ${level}`).toBe(403);
      }
      expect((await ctx.client().patch(`/api/games/${game.id}`, body)).status).toBe(401);
      expect(await current(game)).toEqual(game);
    });
  });

  itAnsweredEveryRequestWithoutA5xx(ctx, 'tournament games');
});
