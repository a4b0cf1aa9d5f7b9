import { randomUUID } from 'node:crypto';
import type {
  AppliedGroupResults,
  BracketBody,
  Club,
  ErrorBody,
  Game,
  GameList,
  Standings,
  Tournament,
} from '@touchline/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine, type EngineContext } from '../../../../test/engines.js';
import { usersAtEveryLevel, type LevelUsers } from '../../../../test/levels.js';
import { itAnsweredEveryRequestWithoutA5xx } from '../../../../test/no-server-errors.js';
import {
  SETTINGS,
  addTeams,
  changedBehindTheApp,
  createClub,
  createTournament,
  put,
  recordThroughApi,
} from '../../../../test/tournaments.js';

/**
 * The formats real cups play (decisions 440–441): wildcards, the
 * third-place game, placement games, A and B play-offs and home-and-away legs
 * through the API — stored with versioned writes, refused with a coded 400 for
 * every combination the type or groups cannot have, generated, applied and
 * played to final standings that list every team.
 */

/** Group games are written straight into the database (this suite is about formats, not recording). */
async function finishGroupGame(ctx: EngineContext, game: Game, goals1: number, goals2: number) {
  await ctx
    .app()
    .database.db.updateTable('game')
    .set({ status: 'finished', goals1, goals2 })
    .where('id', '=', game.id)
    .execute();
  await changedBehindTheApp(ctx, { gameId: game.id });
}

/** Room for 104 games: eight pitches over four days. */
const ROOMY = { ...SETTINGS, pitches: 8 };

describeEachEngine('tournaments: cup formats (wildcards, third place, placement, play-offs, legs)', (ctx) => {
  let users: LevelUsers;
  let clubs: Club[];
  const as = (level: number) => users.clients[level]!;

  beforeAll(async () => {
    users = await usersAtEveryLevel(ctx, 'formats');
    clubs = [];
    for (let i = 0; i < 48; i += 1) clubs.push(await createClub(as(0), `Club ${String(i + 1).padStart(2, '0')}`));
  });

  const read = async (id: string) => (await as(4).get<Tournament>(`/api/tournaments/${id}`)).body;
  const games = async (id: string) => (await as(0).get<GameList>(`/api/tournaments/${id}/games`)).body.items;
  const bracket = async (id: string) => (await as(5).get<BracketBody>(`/api/tournaments/${id}/bracket`)).body;
  const standings = async (id: string) => (await as(5).get<Standings>(`/api/tournaments/${id}/standings`)).body;
  const patch = async (id: string, body: object, level = 1) =>
    as(level).patch<Tournament & ErrorBody>(`/api/tournaments/${id}`, { version: (await read(id)).version, ...body });

  /** A group-stage tournament of `groupCount` groups of `size` (clubs in order), optionally scheduled. */
  async function groupStage(
    groupCount: number,
    size: number,
    format: object = {},
    {
      schedule = true,
      advancement = 'topTwo',
      days = 2,
    }: { schedule?: boolean; advancement?: string; days?: number } = {},
  ) {
    const tournament = await createTournament(as(1), {
      name: `Cup ${randomUUID()}`,
      type: 'groupStage',
      tieBreak: 'UEFA',
      settings: ROOMY,
      dateTo: `2026-05-0${days}`,
    } as never);
    const teams = await addTeams(as(1), tournament.id, clubs.slice(0, groupCount * size));
    const groups = Array.from({ length: groupCount }, (_, i) => ({
      name: String.fromCharCode(65 + i),
      advancement,
      teamIds: teams.slice(i * size, i * size + size).map((t) => t.id),
    }));
    const grouped = await put(as(1), `/api/tournaments/${tournament.id}/groups`, {
      version: (await read(tournament.id)).version,
      groups,
    });
    expect(grouped.status, grouped.text).toBe(200);
    if (Object.keys(format).length > 0) {
      const res = await patch(tournament.id, format);
      expect(res.status, res.text).toBe(200);
    }
    if (schedule) {
      const scheduled = await as(1).post(`/api/tournaments/${tournament.id}/schedule`, {});
      expect(scheduled.status, scheduled.text).toBe(200);
    }
    return { id: tournament.id, teams };
  }

  describe('the format fields', () => {
    it('every read of a tournament carries them, with the defaults until set', async () => {
      const created = await createTournament(as(1), { name: `Defaults ${randomUUID()}` });
      const defaults = {
        wildcards: null,
        thirdPlaceGame: false,
        placementGames: false,
        thirdPlaceShootoutKicks: null,
        playoffs: null,
        legs: 1,
      };
      expect(created).toMatchObject(defaults);
      expect(await read(created.id)).toMatchObject(defaults);
    });

    it('POST and PATCH store them with versioned writes; a stale version is 409 and changes nothing', async () => {
      const created = await createTournament(as(1), {
        name: `Cup ${randomUUID()}`,
        type: 'groupStage',
        wildcards: { place: 3, count: 4 },
        thirdPlaceGame: true,
        thirdPlaceShootoutKicks: 3,
      } as never);
      expect(created).toMatchObject({ wildcards: { place: 3, count: 4 }, thirdPlaceGame: true });
      const changed = await patch(created.id, {
        wildcards: null,
        thirdPlaceGame: false,
        playoffs: [
          { places: [1, 2], thirdPlaceGame: true, placementGames: true },
          { places: [3, 4], placementGames: true },
        ],
        legs: 2,
      });
      expect(changed.status, changed.text).toBe(200);
      expect(changed.body).toMatchObject({
        wildcards: null,
        thirdPlaceGame: false,
        thirdPlaceShootoutKicks: 3,
        legs: 2,
        playoffs: [
          { places: [1, 2], thirdPlaceGame: true, placementGames: true },
          { places: [3, 4], thirdPlaceGame: false, placementGames: true },
        ],
      });
      expect(changed.body.version).toBe(created.version + 1);
      const stale = await as(1).patch<ErrorBody>(`/api/tournaments/${created.id}`, {
        version: created.version,
        legs: 1,
      });
      expect(stale.status).toBe(409);
      expect(stale.body.error.code).toBe('CONFLICT');
      expect((await read(created.id)).legs).toBe(2);
    });

    it('only levels 0–2 change the format (tournament.setUp); every signed-in level reads it', async () => {
      const created = await createTournament(as(1), { name: `Cup ${randomUUID()}`, type: 'groupStage' } as never);
      for (const level of [3, 4, 5]) {
        const res = await patch(created.id, { thirdPlaceGame: true }, level);
        expect(res.status, `level ${level}`).toBe(403);
        expect((await as(level).get<Tournament>(`/api/tournaments/${created.id}`)).body.thirdPlaceGame).toBe(false);
      }
      expect((await patch(created.id, { thirdPlaceGame: true }, 2)).status).toBe(200);
      const anonymous = await ctx.client().patch(`/api/tournaments/${created.id}`, { version: 1, legs: 2 });
      expect(anonymous.status).toBe(401);
    });
  });

  describe('impossible combinations: a coded 400 naming the field', () => {
    const refused = (res: { status: number; body: ErrorBody }, field: string, code: string) => {
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('INVALID_FORMAT_SETTINGS');
      expect(res.body.error.fields).toEqual({ [field]: code });
    };

    it('more wildcards than groups, a place no group has, a place that already goes through, with best runners-up', async () => {
      const { id } = await groupStage(3, 3, {}, { schedule: false });
      refused(await patch(id, { wildcards: { place: 3, count: 4 } }), 'wildcards.count', 'WILDCARD_COUNT_OUT_OF_RANGE');
      refused(
        await patch(id, { wildcards: { place: 2, count: 2 } }),
        'wildcards.place',
        'WILDCARD_PLACE_ALREADY_ADVANCES',
      );
      const pairs = await groupStage(2, 2, {}, { schedule: false });
      refused(
        await patch(pairs.id, { wildcards: { place: 3, count: 1 } }),
        'wildcards.place',
        'WILDCARD_PLACE_NOT_IN_GROUPS',
      );
      const runnersUp = await groupStage(3, 3, {}, { schedule: false, advancement: 'bestRunnerUp' });
      refused(
        await patch(runnersUp.id, { wildcards: { place: 3, count: 1 } }),
        'wildcards',
        'WILDCARDS_WITH_BEST_RUNNER_UP',
      );
      // Nothing was stored.
      expect((await read(id)).wildcards).toBeNull();
      expect((await patch(id, { wildcards: { place: 3, count: 2 } })).status).toBe(200);
    });

    it('B play-offs from places that do not exist, a place in two play-offs, a play-off of one team', async () => {
      const { id } = await groupStage(2, 4, {}, { schedule: false });
      refused(
        await patch(id, { playoffs: [{ places: [1, 2] }, { places: [5, 6] }] }),
        'playoffs',
        'PLAYOFF_PLACE_NOT_IN_GROUPS',
      );
      refused(
        await patch(id, { playoffs: [{ places: [1, 2] }, { places: [2, 3] }] }),
        'playoffs',
        'PLAYOFF_PLACE_REPEATED',
      );
      const one = await groupStage(1, 4, {}, { schedule: false });
      refused(
        await patch(one.id, { playoffs: [{ places: [1, 2] }, { places: [3] }] }),
        'playoffs',
        'PLAYOFF_TOO_FEW_TEAMS',
      );
      // Five play-offs, a place 0, a wildcard place 4: the contract's own limits.
      const five = await patch(id, { playoffs: [1, 2, 3, 4, 5].map((p) => ({ places: [p] })) });
      expect(five.status).toBe(400);
      expect(five.body.error.code).toBe('VALIDATION_FAILED');
      expect((await patch(id, { wildcards: { place: 4, count: 1 } })).body.error.code).toBe('VALIDATION_FAILED');
      expect((await patch(id, { playoffs: [{ places: [0, 1] }] })).body.error.code).toBe('VALIDATION_FAILED');
    });

    it('knockout options without a knockout, legs for scouting, the tournament third place beside play-offs', async () => {
      const roundRobin = await createTournament(as(1), { name: `League ${randomUUID()}` });
      refused(await patch(roundRobin.id, { thirdPlaceGame: true }), 'thirdPlaceGame', 'KNOCKOUT_NEEDS_GROUP_STAGE');
      refused(
        await patch(roundRobin.id, { wildcards: { place: 2, count: 1 } }),
        'wildcards',
        'KNOCKOUT_NEEDS_GROUP_STAGE',
      );
      const create = await as(1).post<ErrorBody>('/api/tournaments', {
        name: 'Scouting day',
        type: 'scouting',
        dateFrom: '2026-05-01',
        dateTo: '2026-05-01',
        settings: SETTINGS,
        legs: 2,
      });
      refused(create, 'legs', 'LEGS_NOT_FOR_SCOUTING');
      const { id } = await groupStage(2, 4, {}, { schedule: false });
      refused(
        await patch(id, { thirdPlaceGame: true, playoffs: [{ places: [1, 2] }, { places: [3, 4] }] }),
        'thirdPlaceGame',
        'SET_PER_PLAYOFF',
      );
      // Switching the type away from the group stage keeps no orphaned knockout.
      expect((await patch(id, { thirdPlaceGame: true })).status).toBe(200);
      refused(await patch(id, { type: 'roundRobin' }), 'thirdPlaceGame', 'KNOCKOUT_NEEDS_GROUP_STAGE');
    });

    it('generating checks again against the groups it draws from', async () => {
      const { id, teams } = await groupStage(3, 3, { wildcards: { place: 3, count: 3 } }, { schedule: false });
      // Regrouped into two groups after the wildcards were set: three thirds no longer exist.
      const regrouped = await put(as(1), `/api/tournaments/${id}/groups`, {
        version: (await read(id)).version,
        groups: [
          { name: 'A', advancement: 'topTwo', teamIds: teams.slice(0, 5).map((t) => t.id) },
          { name: 'B', advancement: 'topTwo', teamIds: teams.slice(5).map((t) => t.id) },
        ],
      });
      expect(regrouped.status).toBe(200);
      const scheduled = await as(1).post<ErrorBody>(`/api/tournaments/${id}/schedule`, {});
      refused(scheduled, 'wildcards.count', 'WILDCARD_COUNT_OUT_OF_RANGE');
      expect(await games(id)).toEqual([]);
    });
  });

  describe('structures', () => {
    it('6 groups of 4, top two and the four best thirds: 36 group games and 15 knockout games, 16 with third place', async () => {
      const without = await groupStage(6, 4, { wildcards: { place: 3, count: 4 } });
      const list = await games(without.id);
      expect(list.filter((g) => g.phase === 'group')).toHaveLength(36);
      expect(list.filter((g) => g.phase === 'knockout')).toHaveLength(15);
      const withThird = await groupStage(6, 4, { wildcards: { place: 3, count: 4 }, thirdPlaceGame: true });
      const knockout = (await games(withThird.id)).filter((g) => g.phase === 'knockout');
      expect(knockout).toHaveLength(16);
      const b = await bracket(withThird.id);
      expect(b).toMatchObject({ size: 16, rounds: 4, playoffs: [{ size: 16, rounds: 4, entrants: 16, offset: 0 }] });
      const third = b.games.find((g) => g.place === 3)!;
      const final = b.games.find((g) => g.place === 1 && g.next === null)!;
      // The semi-final losers play for third; their slots name the semi-finals by game id.
      const semis = b.games.filter((g) => g.next?.gameId === final.id);
      expect(semis.map((g) => g.loserNext?.gameId)).toEqual([third.id, third.id]);
      expect([third.slot1.source, third.slot2.source]).toEqual(semis.map((s) => ({ kind: 'loser', gameId: s.id })));
      expect(knockout.map((g) => g.id)).toEqual(expect.arrayContaining([third.id, final.id]));
      // Third place is played before the final.
      const at = (g: Game) => `${g.date} ${String(g.start).padStart(4, '0')}`;
      const byId = new Map(knockout.map((g) => [g.id, g] as const));
      expect(at(byId.get(third.id)!) < at(byId.get(final.id)!)).toBe(true);
      // Standings: the four best thirds, provisional before any game.
      const s = await standings(withThird.id);
      expect(s.wildcards).toMatchObject({ place: 3, count: 4 });
      expect(s.wildcards!.ranking).toHaveLength(6);
    });

    it('the 2026 World Cup: 48 teams in 12 groups of 4, top two and the eight best thirds — 104 games, 32 in the knockout', async () => {
      const { id } = await groupStage(12, 4, { wildcards: { place: 3, count: 8 }, thirdPlaceGame: true }, { days: 4 });
      const list = await games(id);
      expect(list).toHaveLength(104);
      expect(list.filter((g) => g.phase === 'group')).toHaveLength(72);
      expect(list.filter((g) => g.phase === 'knockout')).toHaveLength(32);
      const b = await bracket(id);
      expect(b).toMatchObject({ size: 32, rounds: 5 });
      expect(b.games.filter((g) => g.place === 3)).toHaveLength(1);
      expect(b.games.filter((g) => g.round === 1)).toHaveLength(16);
    });

    it('home and away: a round robin of four plays every pair twice, once at each ground', async () => {
      const league = await createTournament(as(1), { name: `League ${randomUUID()}`, legs: 2 } as never);
      const teams = await addTeams(as(1), league.id, clubs.slice(0, 4));
      expect((await as(1).post(`/api/tournaments/${league.id}/schedule`, {})).status).toBe(200);
      const list = await games(league.id);
      expect(list).toHaveLength(12);
      const pairs = new Set(list.map((g) => `${g.team1!.id}>${g.team2!.id}`));
      expect(pairs.size).toBe(12);
      for (const a of teams) for (const b of teams) if (a !== b) expect(pairs.has(`${a.id}>${b.id}`)).toBe(true);
      expect(Math.max(...list.map((g) => g.round))).toBe(6);
      // Groups too: two groups of three, home and away, give 12 group games.
      const grouped = await groupStage(2, 3, { legs: 2 });
      expect((await games(grouped.id)).filter((g) => g.phase === 'group')).toHaveLength(12);
    });
  });

  describe('A and B play-offs with placement games, played to the end', () => {
    it('4 groups of 4: group results fill A (1st, 2nd) and B (3rd, 4th); every game played; places 1–16 each once', async () => {
      const { id, teams } = await groupStage(4, 4, {
        playoffs: [
          { places: [1, 2], thirdPlaceGame: true, placementGames: true },
          { places: [3, 4], placementGames: true },
        ],
        thirdPlaceShootoutKicks: 3,
      });
      const list = await games(id);
      expect(list.filter((g) => g.phase === 'group')).toHaveLength(24);
      // Two brackets of 8 with every place played for: 3 rounds × 4 games each.
      expect(list.filter((g) => g.phase === 'knockout')).toHaveLength(24);
      const before = await bracket(id);
      expect(before.playoffs).toEqual([
        { size: 8, rounds: 3, entrants: 8, offset: 0 },
        { size: 8, rounds: 3, entrants: 8, offset: 8 },
      ]);
      expect(new Set(before.games.filter((g) => g.playoff === 1).map((g) => g.place))).toEqual(new Set([1, 3, 5, 7]));
      expect((await standings(id)).places).toHaveLength(16);

      // Groups: the team entered first wins every game of its group, and so on (strength = entry order).
      const strength = new Map(teams.map((t, i) => [t.id, 100 - i] as const));
      for (const game of list.filter((g) => g.phase === 'group')) {
        const first = strength.get(game.team1!.id)! > strength.get(game.team2!.id)!;
        await finishGroupGame(ctx, game, first ? 2 : 0, first ? 0 : 2);
      }
      const applied = await as(2).post<AppliedGroupResults>(`/api/tournaments/${id}/apply-group-results`, {
        version: (await read(id)).version,
      });
      expect(applied.status, applied.text).toBe(200);
      expect(applied.body.filledGroups).toEqual(['A', 'B', 'C', 'D']);
      const filled = await bracket(id);
      const entrantsOf = (playoff: number) =>
        filled.games
          .filter((g) => g.playoff === playoff && g.round === 1)
          .flatMap((g) => [g.slot1, g.slot2])
          .map((s) => teams.findIndex((t) => t.id === s.teamId) % 4);
      // A holds every group's first and second, B every third and fourth.
      expect(entrantsOf(0).sort()).toEqual([0, 0, 0, 0, 1, 1, 1, 1]);
      expect(entrantsOf(1).sort()).toEqual([2, 2, 2, 2, 3, 3, 3, 3]);

      // The knockout through the recording API: the stronger team wins; one third-place game on penalties.
      let shootoutTried = false;
      for (let guard = 0; guard < 30; guard += 1) {
        const open = (await games(id)).filter((g) => g.phase === 'knockout' && g.status === 'scheduled');
        const ready = open.filter((g) => g.team1 && g.team2);
        if (ready.length === 0) break;
        for (const game of ready) {
          const first = strength.get(game.team1!.id)! > strength.get(game.team2!.id)!;
          const third =
            filled.games.find((g) => g.id === game.id)!.place === 3 &&
            filled.games.find((g) => g.id === game.id)!.playoff === 0;
          if (third && !shootoutTried) {
            shootoutTried = true;
            await recordThroughApi(as(2), game, 1, 1, first ? { goals1: 3, goals2: 1 } : { goals1: 1, goals2: 3 });
          } else {
            await recordThroughApi(as(2), game, first ? 1 : 0, first ? 0 : 1);
          }
        }
      }
      expect(shootoutTried).toBe(true);
      const after = await games(id);
      expect(after.filter((g) => g.status !== 'finished')).toEqual([]);

      const final = await bracket(id);
      const places = (await standings(id)).places!;
      expect(places.map((p) => p.place)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
      expect(places.every((p) => !p.shared && p.teamId !== null)).toBe(true);
      expect(new Set(places.map((p) => p.teamId)).size).toBe(16);
      const aFinal = final.games.find((g) => g.playoff === 0 && g.place === 1 && g.next === null)!;
      const bFinal = final.games.find((g) => g.playoff === 1 && g.place === 1 && g.next === null)!;
      const loserOf = (g: (typeof final.games)[number]) =>
        g.winnerTeamId === g.slot1.teamId ? g.slot2.teamId : g.slot1.teamId;
      expect(places[0]!.teamId).toBe(aFinal.winnerTeamId);
      expect(places[1]!.teamId).toBe(loserOf(aFinal));
      expect(places[8]!.teamId).toBe(bFinal.winnerTeamId);
      // The strongest team wins the cup; the strongest third-placed team the plate.
      expect(places[0]!.teamId).toBe(teams[0]!.id);
      expect(places[8]!.teamId).toBe(teams[2]!.id);
      // A places hold the first and second of each group, B the rest.
      expect(places.slice(0, 8).every((p) => teams.findIndex((t) => t.id === p.teamId) % 4 < 2)).toBe(true);
    });

    it('the third-place games keep their own shootout: three kicks each, so 4–1 cannot end one', async () => {
      const cup = await groupStage(2, 4, { thirdPlaceGame: true, thirdPlaceShootoutKicks: 3 });
      const list = await games(cup.id);
      for (const game of list.filter((g) => g.phase === 'group')) await finishGroupGame(ctx, game, 1, 0);
      const applied = await as(2).post(`/api/tournaments/${cup.id}/apply-group-results`, {});
      expect(applied.status, applied.text).toBe(200);
      const semis = (await games(cup.id)).filter((g) => g.phase === 'knockout' && g.team1 && g.team2);
      expect(semis).toHaveLength(2);
      for (const semi of semis) await recordThroughApi(as(2), semi, 1, 0);
      const shape = await bracket(cup.id);
      const thirdId = shape.games.find((g) => g.place === 3)!.id;
      const third = (await games(cup.id)).find((g) => g.id === thirdId)!;
      expect(third.team1 && third.team2).toBeTruthy();
      const started = await as(2).post<Game>(`/api/games/${third.id}/start`, { version: third.version });
      const period = await as(2).post<Game>(`/api/games/${third.id}/period`, {
        version: started.body.version,
        period: 'shootout',
      });
      const tooMany = await as(2).post<ErrorBody>(`/api/games/${third.id}/finish`, {
        version: period.body.version,
        shootout: { goals1: 4, goals2: 1 },
      });
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.error.code).toBe('VALIDATION_FAILED');
      const ok = await as(2).post<Game>(`/api/games/${third.id}/finish`, {
        version: period.body.version,
        shootout: { goals1: 3, goals2: 1 },
      });
      expect(ok.status, ok.text).toBe(200);
    });
  });

  itAnsweredEveryRequestWithoutA5xx(ctx, 'cup formats');
});
