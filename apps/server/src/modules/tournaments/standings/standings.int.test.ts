import { randomUUID } from 'node:crypto';
import type {
  AppliedGroupResults,
  ApplyBlocked,
  BracketBody,
  BracketSwapped,
  Club,
  ErrorBody,
  Game,
  GameList,
  Standings,
  TieResolutionSaved,
  Tournament,
  TournamentTeam,
} from '@touchline/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine, type EngineContext } from '../../../../test/engines.js';
import { noEvent, openEventStream } from '../../../../test/http-client.js';
import { usersAtEveryLevel, type LevelUsers } from '../../../../test/levels.js';
import { itAnsweredEveryRequestWithoutA5xx } from '../../../../test/no-server-errors.js';
import { createPlayer } from '../../../../test/players.js';
import { addTeams, changedBehindTheApp, createClub, createTournament, del, put } from '../../../../test/tournaments.js';

type Card = { kind: 'yellow' | 'secondYellow' | 'red'; team: 1 | 2; playerId?: string };

/**
 * Writes a game's result and card events straight into the database: these
 * suites test standings, ties and the knockout, not recording (which has its
 * own suite and the real-tournament verification).
 */
async function finishGame(ctx: EngineContext, game: Game, goals1: number, goals2: number, cards: Card[] = []) {
  const db = ctx.app().database.db;
  const now = new Date().toISOString();
  await db.updateTable('game').set({ status: 'finished', goals1, goals2 }).where('id', '=', game.id).execute();
  for (const card of cards) {
    await db
      .insertInto('game_event')
      .values({
        id: randomUUID(),
        gameId: game.id,
        tournamentId: (
          await db.selectFrom('game').select('tournamentId').where('id', '=', game.id).executeTakeFirstOrThrow()
        ).tournamentId,
        kind: card.kind,
        team: card.team,
        minute: null,
        playerId: card.playerId ?? null,
        createdBy: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
  }
  await changedBehindTheApp(ctx, { gameId: game.id });
}

async function setStatus(ctx: EngineContext, gameId: string, status: 'scheduled' | 'running') {
  await ctx.app().database.db.updateTable('game').set({ status }).where('id', '=', gameId).execute();
  await changedBehindTheApp(ctx, { gameId });
}

describeEachEngine('tournaments: standings, ties, apply group results, bracket, swaps', (ctx) => {
  let users: LevelUsers;
  let clubs: Club[];
  const as = (level: number) => users.clients[level]!;

  beforeAll(async () => {
    users = await usersAtEveryLevel(ctx, 'standings');
    clubs = [];
    for (const name of ['Ajax', 'Benfica', 'Celtic', 'Dynamo', 'Everton', 'Feyenoord', 'Genk', 'Hertha', 'Inter']) {
      clubs.push(await createClub(as(0), `FC ${name}`));
    }
  });

  const version = async (id: string) => (await as(0).get<Tournament>(`/api/tournaments/${id}`)).body.version;
  const games = async (id: string) => (await as(0).get<GameList>(`/api/tournaments/${id}/games`)).body.items;
  const standings = (id: string, level = 4) => as(level).get<Standings>(`/api/tournaments/${id}/standings`);
  const apply = (id: string, body: object = {}, level = 2) =>
    as(level).post<AppliedGroupResults & ApplyBlocked>(`/api/tournaments/${id}/apply-group-results`, body);
  const bracket = async (id: string) => (await as(5).get<BracketBody>(`/api/tournaments/${id}/bracket`)).body;
  const between = (list: Game[], a: TournamentTeam, b: TournamentTeam) =>
    list.find((g) => [g.team1?.id, g.team2?.id].sort().join() === [a.id, b.id].sort().join()) as Game;
  /** Finishes the game of a and b as "a goalsA – goalsB b", whichever side a plays on. */
  const play = async (list: Game[], a: TournamentTeam, goalsA: number, goalsB: number, b: TournamentTeam) => {
    const game = between(list, a, b);
    if (game.team1!.id === a.id) await finishGame(ctx, game, goalsA, goalsB);
    else await finishGame(ctx, game, goalsB, goalsA);
    return game;
  };

  /** A group-stage tournament with groups of three, scheduled. */
  async function groupStage(groupCount: number, advancement: 'topTwo' | 'bestRunnerUp', tieBreak = 'FIFA') {
    const tournament = await createTournament(as(1), {
      name: `Cup ${randomUUID()}`,
      type: 'groupStage',
      tieBreak,
    } as never);
    const teams = await addTeams(as(1), tournament.id, clubs.slice(0, groupCount * 3));
    const groups = Array.from({ length: groupCount }, (_, i) => ({
      name: String.fromCharCode(65 + i),
      advancement,
      teamIds: teams.slice(i * 3, i * 3 + 3).map((t) => t.id),
    }));
    const res = await put(as(1), `/api/tournaments/${tournament.id}/groups`, {
      version: await version(tournament.id),
      groups,
    });
    expect(res.status, res.text).toBe(200);
    const scheduled = await as(1).post(`/api/tournaments/${tournament.id}/schedule`, {});
    expect(scheduled.status, scheduled.text).toBe(200);
    return { id: tournament.id, teams, list: await games(tournament.id) };
  }

  describe('standings', () => {
    it('gives every signed-in level the tables with fair play from card events (one deduction per player per game) and what separated each row', async () => {
      const { id, teams, list } = await groupStage(2, 'topTwo');
      const [a1, a2, a3] = teams;
      // A1 and A2 level on everything but cards: A2's player p1 has yellow + second yellow (3, not 4).
      const g12 = between(list, a1!, a2!);
      const p1 = await createPlayer(as(1), { firstName: 'Card', lastName: 'Collector', birthday: '2010-04-02' });
      await finishGame(ctx, g12, 1, 1, [
        { kind: 'yellow', team: g12.team1!.id === a2!.id ? 1 : 2, playerId: p1.id },
        { kind: 'secondYellow', team: g12.team1!.id === a2!.id ? 1 : 2, playerId: p1.id },
        { kind: 'yellow', team: g12.team1!.id === a1!.id ? 1 : 2 },
      ]);
      await play(list, a1!, 2, 0, a3!);
      await play(list, a2!, 2, 0, a3!);

      for (const level of [0, 1, 2, 3, 4, 5]) expect((await standings(id, level)).status).toBe(200);
      expect((await ctx.client().get(`/api/tournaments/${id}/standings`)).status).toBe(401);
      const body = (await standings(id)).body;
      expect(body.tieBreak).toBe('FIFA');
      expect(body.groups.map((g) => g.name)).toEqual(['A', 'B']);
      const groupA = body.groups[0]!;
      expect(groupA.rows.map((r) => [r.teamId, r.position, r.points, r.fairPlay, r.separatedBy])).toEqual([
        [a1!.id, 1, 4, 1, 'fairPlay'],
        [a2!.id, 2, 4, 3, 'points'],
        [a3!.id, 3, 0, 0, null],
      ]);
      expect(groupA.rows[0]).toMatchObject({ team: a1!.name, played: 2, won: 1, drawn: 1, lost: 0, goalsFor: 3 });
      expect(groupA.unresolvedTies).toEqual([]);
      // Group B has not played: everyone level, one open tie.
      expect(body.groups[1]!.unresolvedTies).toHaveLength(1);
      expect(body.groups[1]!.rows.every((r) => r.position === 1 && r.played === 0)).toBe(true);
    });

    it("a round robin has one table named '' and counts running games (a live table)", async () => {
      const tournament = await createTournament(as(1), { name: `League ${randomUUID()}` });
      const teams = await addTeams(as(1), tournament.id, clubs.slice(0, 3));
      expect((await as(1).post(`/api/tournaments/${tournament.id}/schedule`, {})).status).toBe(200);
      const list = await games(tournament.id);
      const game = between(list, teams[0]!, teams[1]!);
      await ctx
        .app()
        .database.db.updateTable('game')
        .set({ status: 'running', goals1: 1 })
        .where('id', '=', game.id)
        .execute();
      await changedBehindTheApp(ctx, { gameId: game.id });
      const body = (await standings(tournament.id)).body;
      expect(body.groups).toHaveLength(1);
      expect(body.groups[0]!.name).toBe('');
      expect(body.groups[0]!.rows[0]).toMatchObject({ teamId: game.team1!.id, points: 3, played: 1 });
    });

    it('answers 404 for an unknown tournament', async () => {
      const res = await standings('no-such-tournament');
      expect(res.status).toBe(404);
      expect((res.body as unknown as ErrorBody).error.code).toBe('TOURNAMENT_NOT_FOUND');
    });
  });

  describe('tie resolutions', () => {
    it('lets levels 0–2 resolve a tie (method, score or note, order, who and when), and clear it; 3–5 are refused', async () => {
      const { id, teams, list } = await groupStage(2, 'topTwo', 'UEFA');
      const [a1, a2, a3] = teams;
      await play(list, a1!, 1, 1, a2!);
      await play(list, a1!, 1, 1, a3!);
      await play(list, a2!, 1, 1, a3!);
      const tie = [a1!.id, a2!.id, a3!.id];
      expect((await standings(id)).body.groups[0]!.unresolvedTies.map((t) => [...t].sort())).toEqual([[...tie].sort()]);

      const body = {
        teamIds: tie,
        method: 'drawingOfLots',
        order: [a3!.id, a1!.id, a2!.id],
        note: 'Drawn by the referee',
      };
      for (const level of [3, 4, 5]) {
        const res = await put(as(level), `/api/tournaments/${id}/ties`, { ...body, version: await version(id) });
        expect(res.status).toBe(403);
      }
      expect((await put(ctx.client(), `/api/tournaments/${id}/ties`, { ...body, version: 1 })).status).toBe(401);

      // A shootout without a winner: the SPEC's message.
      const noWinner = await put<ErrorBody>(as(2), `/api/tournaments/${id}/ties`, {
        teamIds: [a1!.id, a2!.id, a3!.id],
        method: 'shootout',
        version: await version(id),
      });
      expect(noWinner.status).toBe(400);
      expect(noWinner.body.error).toMatchObject({
        code: 'SHOOTOUT_WINNER_REQUIRED',
        message: 'Please select a winner before saving.',
      });
      // Not the tied teams; an order that is not theirs; three teams without an order; a stale version.
      const bad = async (extra: object) =>
        put<ErrorBody>(as(2), `/api/tournaments/${id}/ties`, { ...body, version: await version(id), ...extra });
      expect((await bad({ teamIds: [a1!.id, a2!.id], order: [a1!.id, a2!.id] })).body.error.fields).toEqual({
        teamIds: 'INVALID_VALUE',
      });
      expect((await bad({ order: [a1!.id, a2!.id, teams[3]!.id] })).body.error.fields).toEqual({
        order: 'INVALID_VALUE',
      });
      expect((await bad({ order: undefined })).body.error.fields).toEqual({ order: 'REQUIRED' });
      expect((await bad({ teamIds: [a1!.id, 'nobody'] })).body.error.fields).toEqual({
        'teamIds.1': 'TEAM_NOT_IN_TOURNAMENT',
      });
      expect((await bad({ method: 'lottery' })).status).toBe(400);
      const stale = await put<ErrorBody>(as(2), `/api/tournaments/${id}/ties`, { ...body, version: 1 });
      expect(stale.status).toBe(409);
      expect(stale.body.error.code).toBe('CONFLICT');

      const before = await version(id);
      const saved = await put<TieResolutionSaved>(as(2), `/api/tournaments/${id}/ties`, { ...body, version: before });
      expect(saved.status, saved.text).toBe(200);
      expect(saved.body.version).toBe(before + 1);
      expect(saved.body.resolution).toMatchObject({
        method: 'drawingOfLots',
        order: [a3!.id, a1!.id, a2!.id],
        winnerTeamId: a3!.id,
        note: 'Drawn by the referee',
        score: null,
        resolvedBy: { id: users.ids[2], name: 'standings 2' },
      });
      expect(Date.parse(saved.body.resolution.resolvedAt)).not.toBeNaN();
      const resolved = (await standings(id)).body;
      expect(resolved.groups[0]!.unresolvedTies).toEqual([]);
      expect(resolved.groups[0]!.rows.map((r) => [r.teamId, r.position, r.separatedBy])).toEqual([
        [a3!.id, 1, 'tieResolution'],
        [a1!.id, 2, 'tieResolution'],
        [a2!.id, 3, null],
      ]);
      expect(resolved.resolutions).toEqual([saved.body.resolution]);

      // Clearing: 403 below level 2, 404 for an unknown one, 409 when stale, then level again.
      const tieId = saved.body.resolution.id;
      expect((await del(as(3), `/api/tournaments/${id}/ties/${tieId}`)).status).toBe(403);
      expect((await del(as(2), `/api/tournaments/${id}/ties/${tieId}?version=1`)).status).toBe(409);
      const cleared = await del<{ version: number }>(
        as(2),
        `/api/tournaments/${id}/ties/${tieId}?version=${before + 1}`,
      );
      expect(cleared.status, cleared.text).toBe(200);
      expect(cleared.body.version).toBe(before + 2);
      const again = await del<ErrorBody>(as(2), `/api/tournaments/${id}/ties/${tieId}`);
      expect(again.status).toBe(404);
      expect(again.body.error.code).toBe('TIE_NOT_FOUND');
      const open = (await standings(id)).body;
      expect(open.groups[0]!.unresolvedTies).toHaveLength(1);
      expect(open.resolutions).toEqual([]);
    });

    it('a shootout between two teams needs only the winner, and saving again replaces the resolution', async () => {
      const { id, teams, list } = await groupStage(2, 'topTwo');
      const [a1, a2, a3] = teams;
      await play(list, a1!, 0, 0, a2!);
      await play(list, a1!, 1, 0, a3!);
      await play(list, a2!, 1, 0, a3!);
      const pair = [a1!.id, a2!.id];
      const first = await put<TieResolutionSaved>(as(2), `/api/tournaments/${id}/ties`, {
        version: await version(id),
        teamIds: pair,
        method: 'shootout',
        winnerTeamId: a2!.id,
        score: '5–4',
      });
      expect(first.status, first.text).toBe(200);
      expect(first.body.resolution).toMatchObject({ order: [a2!.id, a1!.id], score: '5–4', method: 'shootout' });
      const second = await put<TieResolutionSaved>(as(1), `/api/tournaments/${id}/ties`, {
        version: await version(id),
        teamIds: pair,
        method: 'coinToss',
        winnerTeamId: a1!.id,
      });
      expect(second.status).toBe(200);
      const body = (await standings(id)).body;
      expect(body.resolutions.map((r) => [r.method, r.winnerTeamId])).toEqual([['coinToss', a1!.id]]);
      expect(body.groups[0]!.rows.map((r) => r.teamId).slice(0, 2)).toEqual([a1!.id, a2!.id]);
    });
  });

  describe('apply group results', () => {
    it('refuses with each precondition code: NOT_GROUP_STAGE, NO_KNOCKOUT_BRACKET, NO_GROUP_FINISHED, UNRESOLVED_TIES', async () => {
      const league = await createTournament(as(1), { name: `League ${randomUUID()}` });
      const notGroups = await apply(league.id);
      expect(notGroups.status).toBe(409);
      expect(notGroups.body.error.code).toBe('NOT_GROUP_STAGE');

      const unscheduled = await createTournament(as(1), { name: `Cup ${randomUUID()}`, type: 'groupStage' } as never);
      const noBracket = await apply(unscheduled.id);
      expect(noBracket.status).toBe(409);
      expect(noBracket.body.error).toEqual({
        code: 'NO_KNOCKOUT_BRACKET',
        message: 'There is no knockout bracket to update.',
      });

      const { id, teams, list } = await groupStage(2, 'topTwo');
      const noGroup = await apply(id);
      expect(noGroup.status).toBe(409);
      expect(noGroup.body.error).toEqual({
        code: 'NO_GROUP_FINISHED',
        message: 'No group has finished all matches yet.',
      });
      const [a1, a2, a3] = teams;
      await play(list, a1!, 1, 1, a2!);
      await play(list, a1!, 1, 1, a3!);
      await play(list, a2!, 1, 1, a3!);
      const tied = await apply(id);
      expect(tied.status).toBe(409);
      expect(tied.body.error.code).toBe('UNRESOLVED_TIES');
      expect(tied.body.ties?.map((t) => [t.group, [...t.teamIds].sort()])).toEqual([
        ['A', [a1!.id, a2!.id, a3!.id].sort()],
      ]);
      // Nothing was written: the version did not move past the refused apply.
      const v = await version(id);
      expect((await apply(id, { version: v })).status).toBe(409);
      expect(await version(id)).toBe(v);
    });

    it('fills the slots of a finished group only; levels 3–5 are refused; a stale version is 409', async () => {
      const { id, teams, list } = await groupStage(2, 'topTwo');
      const [a1, a2, a3] = teams;
      await play(list, a1!, 2, 0, a2!);
      await play(list, a1!, 2, 0, a3!);
      await play(list, a2!, 1, 0, a3!);
      for (const level of [3, 4, 5]) expect((await apply(id, {}, level)).status).toBe(403);
      expect((await apply(id, { version: 1 })).status).toBe(409);

      const res = await apply(id, { version: await version(id) });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ filledGroups: ['A'], openGroups: ['B'], wildcards: null, changes: 2 });
      const placed = res.body.bracket.games
        .filter((g) => g.round === 1)
        .flatMap((g) => [g.slot1.teamId, g.slot2.teamId]);
      expect(placed.filter((t) => t !== null).sort()).toEqual([a1!.id, a2!.id].sort());
      expect(await bracket(id)).toEqual({
        ...res.body.bracket,
        version: await version(id),
        outdated: 0,
        places: expect.any(Array),
      });
      // The knockout games carry the teams too.
      const semi = (await games(id)).find((g) => g.phase === 'knockout' && g.team1?.id === a1!.id);
      expect(semi).toBeDefined();
      // Applying again changes nothing.
      const again = await apply(id);
      expect(again.status).toBe(200);
      expect(again.body.changes).toBe(0);
    });

    it('asks for a wildcard selection when best runners-up are level (WILDCARD_SELECTION_NEEDED), then applies with it', async () => {
      const { id, teams, list } = await groupStage(3, 'bestRunnerUp');
      for (let g = 0; g < 3; g += 1) {
        const [x1, x2, x3] = teams.slice(g * 3, g * 3 + 3);
        await play(list, x1!, 1, 0, x2!);
        await play(list, x1!, 1, 0, x3!);
        await play(list, x2!, 1, 0, x3!);
      }
      const runnersUp = [teams[1]!.id, teams[4]!.id, teams[7]!.id];
      const needed = await apply(id);
      expect(needed.status).toBe(409);
      expect(needed.body.error.code).toBe('WILDCARD_SELECTION_NEEDED');
      expect(needed.body.wildcardTies?.map((t) => [...t].sort())).toEqual([[...runnersUp].sort()]);

      const bad = await apply(id, { wildcardSelection: { teamIds: runnersUp, order: [runnersUp[0], runnersUp[1]] } });
      expect(bad.status).toBe(400);
      const order = [runnersUp[2]!, runnersUp[0]!, runnersUp[1]!];
      const res = await apply(id, { wildcardSelection: { teamIds: runnersUp, order } });
      expect(res.status, res.text).toBe(200);
      expect(res.body.wildcards).toEqual([runnersUp[2]]);
      expect(res.body.filledGroups).toEqual(['A', 'B', 'C']);
      const entrants = res.body.bracket.games
        .filter((g) => g.round === 1)
        .flatMap((g) => [g.slot1.teamId, g.slot2.teamId]);
      expect(entrants.sort()).toEqual([teams[0]!.id, teams[3]!.id, teams[6]!.id, runnersUp[2]!].sort());
      // The selection is stored as a groupSelection resolution.
      expect((await standings(id)).body.resolutions.map((r) => r.method)).toEqual(['groupSelection']);
    });

    it('refuses with DEPENDENT_GAME_STARTED when a changed result would move a team out of a started knockout game', async () => {
      const { id, teams, list } = await groupStage(2, 'topTwo');
      const [a1, a2, a3] = teams;
      const game = await play(list, a1!, 2, 0, a2!);
      await play(list, a1!, 2, 0, a3!);
      await play(list, a2!, 1, 0, a3!);
      const applied = await apply(id);
      expect(applied.status).toBe(200);
      const started = applied.body.bracket.games.find((g) => g.slot1.teamId === a1!.id || g.slot2.teamId === a1!.id)!;
      await setStatus(ctx, started.id, 'running');
      // A correction makes A2 the group winner.
      await ctx
        .app()
        .database.db.updateTable('game')
        .set(game.team1!.id === a1!.id ? { goals1: 0, goals2: 5 } : { goals1: 5, goals2: 0 })
        .where('id', '=', game.id)
        .execute();
      await changedBehindTheApp(ctx, { gameId: game.id });
      const blocked = await apply(id);
      expect(blocked.status).toBe(409);
      expect(blocked.body.error.code).toBe('DEPENDENT_GAME_STARTED');
      expect(blocked.body.blockedBy).toContain(started.id);
    });
  });

  describe('a correction after applying', () => {
    it('counts the slots a correction made outdated on the bracket until the group results are applied again', async () => {
      const { id, teams, list } = await groupStage(2, 'topTwo');
      const [a1, a2, a3] = teams;
      const game = await play(list, a1!, 2, 0, a2!);
      await play(list, a1!, 2, 0, a3!);
      await play(list, a2!, 1, 0, a3!);
      expect((await bracket(id)).outdated).toBe(0);
      expect((await apply(id)).status).toBe(200);
      expect((await bracket(id)).outdated).toBe(0);
      // A correction makes A2 the group winner and A1 the runner-up: both filled slots change.
      await ctx
        .app()
        .database.db.updateTable('game')
        .set(game.team1!.id === a1!.id ? { goals1: 0, goals2: 5 } : { goals1: 5, goals2: 0 })
        .where('id', '=', game.id)
        .execute();
      await changedBehindTheApp(ctx, { gameId: game.id });
      expect((await bracket(id)).outdated).toBe(2);
      const again = await apply(id);
      expect(again.status, again.text).toBe(200);
      expect(again.body.changes).toBeGreaterThan(0);
      expect((await bracket(id)).outdated).toBe(0);
    });
  });

  describe('a correction recorded after applying (decision 425)', () => {
    /**
     * Plays the game of a and b through the recording API (start, one goal
     * event per goal, finish), so that a later correction rescored from the
     * events keeps them. Answers the game and its goal events' ids by side.
     */
    async function record(list: Game[], a: TournamentTeam, goalsA: number, goalsB: number, b: TournamentTeam) {
      const game = between(list, a, b);
      const aSide = game.team1!.id === a.id ? 1 : 2;
      const started = await as(2).post<Game>(`/api/games/${game.id}/start`, { version: game.version });
      expect(started.status, started.text).toBe(200);
      const goals: Record<'a' | 'b', string[]> = { a: [], b: [] };
      for (const [side, count] of [
        ['a', goalsA],
        ['b', goalsB],
      ] as const) {
        for (let i = 0; i < count; i += 1) {
          const id = randomUUID();
          const team = side === 'a' ? aSide : 3 - aSide;
          const res = await as(2).post(`/api/games/${game.id}/events`, { id, kind: 'goal', team });
          expect(res.status, res.text).toBe(201);
          goals[side].push(id);
        }
      }
      const now = (await as(2).get<Game>(`/api/games/${game.id}`)).body;
      const finished = await as(2).post<Game>(`/api/games/${game.id}/finish`, { version: now.version });
      expect(finished.status, finished.text).toBe(200);
      return { game, aSide, goals };
    }
    /** The knockout slot a team is in: [game id, 1 or 2], or null. */
    const slotOfTeam = async (id: string, teamId: string) => {
      for (const g of (await bracket(id)).games) {
        if (g.slot1.teamId === teamId) return [g.id, 1] as const;
        if (g.slot2.teamId === teamId) return [g.id, 2] as const;
      }
      return null;
    };

    it('applies the group results again when a correction changes who qualifies and no dependent game has started', async () => {
      const { id, teams, list } = await groupStage(2, 'topTwo');
      const [a1, a2, a3] = teams;
      // A1 beats A2 1:0 (recorded), both beat A3: A1 wins the group, A2 is the runner-up.
      const { game, aSide, goals } = await record(list, a1!, 1, 0, a2!);
      await play(list, a1!, 2, 0, a3!);
      await play(list, a2!, 1, 0, a3!);
      expect((await apply(id)).status).toBe(200);
      const winnerSlot = await slotOfTeam(id, a1!.id);
      const runnerUpSlot = await slotOfTeam(id, a2!.id);
      expect(winnerSlot).not.toBeNull();

      // The goal was A2's: A2 wins the group. The bracket follows at once, nothing left outdated.
      const fixed = await as(2).patch(`/api/games/${game.id}/events/${goals.a[0]}`, { team: 3 - aSide });
      expect(fixed.status, fixed.text).toBe(200);
      expect(await slotOfTeam(id, a2!.id)).toEqual(winnerSlot);
      expect(await slotOfTeam(id, a1!.id)).toEqual(runnerUpSlot);
      expect((await bracket(id)).outdated).toBe(0);
      // The knockout game rows carry the new teams too.
      const knockout = (await games(id)).find((g) => g.id === winnerSlot![0])!;
      expect(winnerSlot![1] === 1 ? knockout.team1?.id : knockout.team2?.id).toBe(a2!.id);
    });

    it('keeps the teams of a started knockout game and counts the bracket outdated; applying again names the started game', async () => {
      const { id, teams, list } = await groupStage(2, 'topTwo');
      const [a1, a2, a3] = teams;
      const { game, aSide, goals } = await record(list, a1!, 1, 0, a2!);
      await play(list, a1!, 2, 0, a3!);
      await play(list, a2!, 1, 0, a3!);
      expect((await apply(id)).status).toBe(200);
      const [started] = (await slotOfTeam(id, a1!.id))!;
      await setStatus(ctx, started, 'running');

      const fixed = await as(2).patch(`/api/games/${game.id}/events/${goals.a[0]}`, { team: 3 - aSide });
      expect(fixed.status, fixed.text).toBe(200);
      expect((await slotOfTeam(id, a1!.id))![0]).toBe(started);
      expect((await bracket(id)).outdated).toBe(2);
      const again = await apply(id);
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('DEPENDENT_GAME_STARTED');
      expect(again.body.blockedBy).toContain(started);
    });

    it('ranks the knockout once decided: champion, runner-up and the two semi-final losers sharing 3rd (decision 428)', async () => {
      const { id, teams, list } = await groupStage(2, 'topTwo');
      const [a1, a2, a3, b1, b2, b3] = teams;
      await play(list, a1!, 1, 0, a2!);
      await play(list, a1!, 2, 0, a3!);
      await play(list, a2!, 1, 0, a3!);
      await play(list, b1!, 1, 0, b2!);
      await play(list, b1!, 2, 0, b3!);
      await play(list, b2!, 1, 0, b3!);
      expect((await apply(id)).status).toBe(200);
      expect((await bracket(id)).places).toEqual([
        { place: 1, teamId: null, team: null, shared: false },
        { place: 2, teamId: null, team: null, shared: false },
        { place: 3, teamId: null, team: null, shared: true },
        { place: 3, teamId: null, team: null, shared: true },
      ]);
      /** Plays a knockout game through the recording API: team 1 wins 1:0. */
      const team1Wins = async (gameId: string) => {
        const game = (await games(id)).find((g) => g.id === gameId)!;
        expect((await as(2).post(`/api/games/${gameId}/start`, { version: game.version })).status).toBe(200);
        const goal = await as(2).post(`/api/games/${gameId}/events`, { id: randomUUID(), kind: 'goal', team: 1 });
        expect(goal.status, goal.text).toBe(201);
        const now = (await as(2).get<Game>(`/api/games/${gameId}`)).body;
        expect((await as(2).post(`/api/games/${gameId}/finish`, { version: now.version })).status).toBe(200);
        return game;
      };
      const body = await bracket(id);
      const [semi1, semi2] = body.games.filter((g) => g.round === 1);
      const s1 = await team1Wins(semi1!.id);
      const s2 = await team1Wins(semi2!.id);
      const final = await team1Wins(body.games.find((g) => g.round === 2)!.id);
      const places = (await bracket(id)).places!;
      expect(places.map((p) => [p.place, p.teamId, p.shared])).toEqual([
        [1, final.team1!.id, false],
        [2, final.team2!.id, false],
        [3, expect.any(String), true],
        [3, expect.any(String), true],
      ]);
      expect(
        places
          .slice(2)
          .map((p) => p.teamId)
          .sort(),
      ).toEqual([s1.team2!.id, s2.team2!.id].sort());
      expect(places[0]!.team).toBe(final.team1!.name);
    });

    it('applies again when a correction made a tie decision pointless', async () => {
      const { id, teams, list } = await groupStage(2, 'topTwo');
      const [a1, a2, a3] = teams;
      // A1 and A2 draw 1:1 and both beat A3 1:0: level on everything; a coin toss puts A2 first.
      const { game, aSide, goals } = await record(list, a1!, 1, 1, a2!);
      await play(list, a1!, 1, 0, a3!);
      await play(list, a2!, 1, 0, a3!);
      const decided = await put(as(2), `/api/tournaments/${id}/ties`, {
        teamIds: [a1!.id, a2!.id],
        method: 'coinToss',
        order: [a2!.id, a1!.id],
        version: await version(id),
      });
      expect(decided.status, decided.text).toBe(200);
      expect((await apply(id)).status).toBe(200);
      const winnerSlot = await slotOfTeam(id, a2!.id);

      // A2's goal was A1's: A1 wins 2:0, there is no tie any more, and A1 wins the group.
      const fixed = await as(2).patch(`/api/games/${game.id}/events/${goals.b[0]}`, { team: aSide });
      expect(fixed.status, fixed.text).toBe(200);
      expect((await standings(id)).body.groups[0]!.rows[0]!.teamId).toBe(a1!.id);
      expect(await slotOfTeam(id, a1!.id)).toEqual(winnerSlot);
      expect((await bracket(id)).outdated).toBe(0);
    });
  });

  describe('bracket and first-round swaps', () => {
    it('shows the bracket to every signed-in level (size 0 without one), with ids, rounds, slots and winners', async () => {
      const { id } = await groupStage(2, 'topTwo');
      for (const level of [0, 3, 5]) expect((await as(level).get(`/api/tournaments/${id}/bracket`)).status).toBe(200);
      expect((await ctx.client().get(`/api/tournaments/${id}/bracket`)).status).toBe(401);
      const body = await bracket(id);
      expect(body.size).toBe(4);
      expect(body.games.map((g) => g.round)).toEqual([1, 1, 2]);
      const knockoutIds = (await games(id)).filter((g) => g.phase === 'knockout').map((g) => g.id);
      expect(body.games.map((g) => g.id).sort()).toEqual(knockoutIds.sort());
      expect(body.games[0]!.next?.gameId).toBe(body.games[2]!.id);
      expect(body.games.every((g) => g.winnerTeamId === null && g.slot1.teamId === null)).toBe(true);
      const league = await createTournament(as(1), { name: `League ${randomUUID()}` });
      expect(await bracket(league.id)).toMatchObject({ size: 0, games: [] });
    });

    it('swaps first-round entrants with a SAME_GROUP_REMATCH warning, clears the swaps, and refuses started games', async () => {
      const { id, teams, list } = await groupStage(2, 'topTwo');
      for (let g = 0; g < 2; g += 1) {
        const [x1, x2, x3] = teams.slice(g * 3, g * 3 + 3);
        await play(list, x1!, 1, 0, x2!);
        await play(list, x1!, 1, 0, x3!);
        await play(list, x2!, 1, 0, x3!);
      }
      const applied = await apply(id);
      expect(applied.status).toBe(200);
      const [semi1, semi2, final] = applied.body.bracket.games;
      // Group winners meet the other group's runner-up: swapping the two slot-2 entrants makes both semis rematches.
      const swapBody = (extra: object = {}) => ({
        a: { gameId: semi1!.id, slot: 2 },
        b: { gameId: semi2!.id, slot: 2 },
        ...extra,
      });
      for (const level of [3, 4, 5]) {
        const res = await as(level).post(
          `/api/tournaments/${id}/bracket/swaps`,
          swapBody({ version: await version(id) }),
        );
        expect(res.status).toBe(403);
      }
      expect((await as(2).post(`/api/tournaments/${id}/bracket/swaps`, swapBody({ version: 1 }))).status).toBe(409);
      const finalSlot = await as(2).post<ErrorBody>(`/api/tournaments/${id}/bracket/swaps`, {
        version: await version(id),
        a: { gameId: final!.id, slot: 1 },
        b: { gameId: semi2!.id, slot: 2 },
      });
      expect(finalSlot.status).toBe(400);
      expect(finalSlot.body.error.code).toBe('VALIDATION_FAILED');

      const swapped = await as(2).post<BracketSwapped>(
        `/api/tournaments/${id}/bracket/swaps`,
        swapBody({ version: await version(id) }),
      );
      expect(swapped.status, swapped.text).toBe(200);
      expect(swapped.body.warnings.map((w) => [w.code, w.gameId]).sort()).toEqual(
        [
          ['SAME_GROUP_REMATCH', semi1!.id],
          ['SAME_GROUP_REMATCH', semi2!.id],
        ].sort(),
      );
      const after = await bracket(id);
      expect(after.swaps).toBe(1);
      expect(after.games[0]!.slot2.teamId).toBe(semi2!.slot2.teamId);
      expect(after.games[1]!.slot2.teamId).toBe(semi1!.slot2.teamId);
      // The games themselves carry the swapped teams.
      const semiGame = (await as(0).get<Game>(`/api/games/${semi1!.id}`)).body;
      expect(semiGame.team2?.id).toBe(semi2!.slot2.teamId);

      const cleared = await del<BracketSwapped>(as(2), `/api/tournaments/${id}/bracket/swaps`);
      expect(cleared.status, cleared.text).toBe(200);
      expect(cleared.body.bracket.swaps).toBe(0);
      expect(cleared.body.bracket.games.map((g) => [g.slot1.teamId, g.slot2.teamId])).toEqual(
        applied.body.bracket.games.map((g) => [g.slot1.teamId, g.slot2.teamId]),
      );

      await setStatus(ctx, semi1!.id, 'running');
      const started = await as(2).post<ErrorBody>(
        `/api/tournaments/${id}/bracket/swaps`,
        swapBody({ version: await version(id) }),
      );
      expect(started.status).toBe(409);
      expect(started.body.error.code).toBe('GAME_ALREADY_STARTED');
    });
  });

  describe('live channel', () => {
    it('publishes the tournament on every tie, apply and swap change; a refused apply publishes nothing', async () => {
      const { id, teams, list } = await groupStage(2, 'topTwo');
      const [a1, a2, a3] = teams;
      await play(list, a1!, 1, 1, a2!);
      await play(list, a1!, 2, 0, a3!);
      await play(list, a2!, 2, 0, a3!);
      const stream = await openEventStream(as(5), '/api/events?topics=tournament');
      expect(stream.status).toBe(200);
      await stream.next('ready');
      // The results above were announced too; on PostgreSQL they may still be on their way (NOTIFY).
      while (!(await noEvent(stream, 'change'))) {
        /* drained one */
      }
      const change = async () => JSON.parse((await stream.next('change')).data);
      const expected = { topic: 'tournament', ids: [id] };

      expect((await apply(id)).status).toBe(409);
      expect(await noEvent(stream, 'change')).toBe(true);
      const saved = await put<TieResolutionSaved>(as(2), `/api/tournaments/${id}/ties`, {
        version: await version(id),
        teamIds: [a1!.id, a2!.id],
        method: 'coinToss',
        winnerTeamId: a2!.id,
      });
      expect(saved.status).toBe(200);
      expect(await change()).toEqual(expected);
      expect((await del(as(2), `/api/tournaments/${id}/ties/${saved.body.resolution.id}`)).status).toBe(200);
      expect(await change()).toEqual(expected);
      expect(
        (
          await put(as(2), `/api/tournaments/${id}/ties`, {
            version: await version(id),
            teamIds: [a1!.id, a2!.id],
            method: 'coinToss',
            winnerTeamId: a1!.id,
          })
        ).status,
      ).toBe(200);
      expect(await change()).toEqual(expected);
      const applied = await apply(id);
      expect(applied.status).toBe(200);
      expect(await change()).toEqual(expected);
      const [semi1, semi2] = applied.body.bracket.games;
      const swapped = await as(2).post(`/api/tournaments/${id}/bracket/swaps`, {
        version: await version(id),
        a: { gameId: semi1!.id, slot: 1 },
        b: { gameId: semi2!.id, slot: 2 },
      });
      expect(swapped.status, swapped.text).toBe(200);
      expect(await change()).toEqual(expected);
      expect((await del(as(2), `/api/tournaments/${id}/bracket/swaps`)).status).toBe(200);
      expect(await change()).toEqual(expected);
      stream.close();
    });
  });

  itAnsweredEveryRequestWithoutA5xx(ctx, 'standings');
});
