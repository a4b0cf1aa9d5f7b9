import { randomUUID } from 'node:crypto';
import type { Club, DrawPreview, ErrorBody, Tournament, TournamentTeam } from '@touchline/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../../../../test/engines.js';
import type { HttpClient } from '../../../../test/http-client.js';
import { usersAtEveryLevel, type LevelUsers } from '../../../../test/levels.js';
import { itAnsweredEveryRequestWithoutA5xx } from '../../../../test/no-server-errors.js';
import { addTeams, createTournament, put } from '../../../../test/tournaments.js';

/**
 * The draw from pots that keeps clubs apart (decisions 414 and 443):
 * a team's pot stored with versioned writes, and a draw that stores nothing,
 * keeps clubs (and, when asked, countries) apart, is the same for the same
 * seed and names what it could not avoid — on both engines, with every bad
 * input answered by a coded 4xx.
 */
describeEachEngine('tournaments: pots and the draw', (ctx) => {
  let users: LevelUsers;
  const as = (level: number) => users.clients[level]!;
  /** Two clubs of Germany, two of France (the club carries the country). */
  let clubs: Club[];

  beforeAll(async () => {
    users = await usersAtEveryLevel(ctx, 'draw');
    clubs = [];
    for (const [name, country] of [
      ['Nord', 'DE'],
      ['Sued', 'DE'],
      ['Lyon', 'FR'],
      ['Lille', 'FR'],
    ] as const) {
      const res = await as(0).post<Club>('/api/clubs', { name: `${name} ${randomUUID()}`, country });
      expect(res.status, res.text).toBe(201);
      clubs.push(res.body);
    }
    // Level 3 belongs to a club: the draw is no club's business, so it is refused like any other setup.
    expect((await as(0).patch(`/api/users/${users.ids[3]}`, { clubIds: [clubs[0]!.id] })).status).toBe(200);
  });

  const read = async (id: string) => (await as(4).get<Tournament>(`/api/tournaments/${id}`)).body;
  const draw = (id: string, body: object, client: HttpClient = as(1)) =>
    client.post<DrawPreview & ErrorBody>(`/api/tournaments/${id}/draw`, body);
  const setPot = async (id: string, teamId: string, pot: number | null, client: HttpClient = as(1)) =>
    client.patch<Tournament & ErrorBody>(`/api/tournaments/${id}/teams/${teamId}`, {
      version: (await read(id)).version,
      pot,
    });

  /** A group-stage tournament with two teams of each club given (in order). */
  async function cup(clubsOf: readonly Club[] = clubs, perClub = 2) {
    const tournament = await createTournament(as(1), { name: `Draw ${randomUUID()}`, type: 'groupStage' });
    const teams: TournamentTeam[] = [];
    for (const club of clubsOf)
      for (let i = 0; i < perClub; i += 1) teams.push(...(await addTeams(as(1), tournament.id, [club])));
    return { id: tournament.id, teams };
  }

  const clubOf = (teams: readonly TournamentTeam[]) => new Map(teams.map((t) => [t.id, t.clubId] as const));

  describe('pots', () => {
    it('a team starts without a pot; setting one counts a version, null clears it', async () => {
      const { id, teams } = await cup(clubs.slice(0, 1), 2);
      const before = await read(id);
      expect(before.teams.map((t) => t.pot)).toEqual([null, null]);
      const set = await setPot(id, teams[0]!.id, 1);
      expect(set.status, set.text).toBe(200);
      expect(set.body.version).toBe(before.version + 1);
      expect(set.body.teams.map((t) => t.pot)).toEqual([1, null]);
      const cleared = await setPot(id, teams[0]!.id, null);
      expect(cleared.body.teams.map((t) => t.pot)).toEqual([null, null]);
    });

    it('a stale version is 409; a pot out of 1–32 or not whole is 400 naming the field; an unknown team 404', async () => {
      const { id, teams } = await cup(clubs.slice(0, 1), 2);
      const path = `/api/tournaments/${id}/teams/${teams[0]!.id}`;
      const { version } = await read(id);
      expect((await as(1).patch(path, { version, pot: 2 })).status).toBe(200);
      const stale = await as(1).patch<ErrorBody>(path, { version, pot: 3 });
      expect([stale.status, stale.body.error.code]).toEqual([409, 'CONFLICT']);
      expect((await read(id)).teams[0]!.pot).toBe(2);
      for (const [pot, code] of [
        [0, 'TOO_SMALL'],
        [33, 'TOO_BIG'],
        [1.5, 'INVALID_TYPE'],
        ['1', 'INVALID_TYPE'],
      ] as const) {
        const bad = await as(1).patch<ErrorBody>(path, { version: version + 1, pot });
        expect([bad.status, bad.body.error.code], String(pot)).toEqual([400, 'VALIDATION_FAILED']);
        expect(bad.body.error.fields?.pot, String(pot)).toBeDefined();
        if (code !== 'INVALID_TYPE') expect(bad.body.error.fields?.pot).toBe(code);
      }
      const extra = await as(1).patch<ErrorBody>(path, { version: version + 1, pot: 1, name: 'x' });
      expect(extra.status).toBe(400);
      const unknown = await setPot(id, randomUUID(), 1);
      expect([unknown.status, unknown.body.error.code]).toEqual([404, 'TEAM_NOT_FOUND']);
      const otherTournament = await cup(clubs.slice(1, 2), 2);
      const foreign = await setPot(id, otherTournament.teams[0]!.id, 1);
      expect([foreign.status, foreign.body.error.code]).toEqual([404, 'TEAM_NOT_FOUND']);
      const noTournament = await as(1).patch<ErrorBody>(`/api/tournaments/${randomUUID()}/teams/${teams[0]!.id}`, {
        version: 1,
        pot: 1,
      });
      expect([noTournament.status, noTournament.body.error.code]).toEqual([404, 'TOURNAMENT_NOT_FOUND']);
    });
  });

  describe('access (tournament.setUp: levels 0–2)', () => {
    it('every level, signed out, and a club user: only levels 0–2 set pots and draw', async () => {
      const { id, teams } = await cup(clubs.slice(0, 2), 2);
      for (let level = 0; level <= 5; level += 1) {
        const allowed = level <= 2;
        const pot = await setPot(id, teams[0]!.id, level + 1, as(level));
        expect(pot.status, `pot at level ${level}`).toBe(allowed ? 200 : 403);
        const drawn = await draw(id, { groupCount: 2 }, as(level));
        expect(drawn.status, `draw at level ${level}`).toBe(allowed ? 200 : 403);
      }
      // Level 3 is the club user of clubs[0], whose teams these are: still refused.
      expect((await read(id)).teams[0]!.pot).toBe(3);
      const signedOut = ctx.client();
      expect((await draw(id, { groupCount: 2 }, signedOut)).status).toBe(401);
      expect((await setPot(id, teams[0]!.id, 1, signedOut)).status).toBe(401);
    });
  });

  describe('the draw', () => {
    it('keeps clubs apart, stores nothing, and gives the same groups for the same seed', async () => {
      const { id, teams } = await cup();
      const before = await read(id);
      const drawn = await draw(id, { groupCount: 2, seed: 4711 });
      expect(drawn.status, drawn.text).toBe(200);
      expect(drawn.body.seed).toBe(4711);
      expect(drawn.body.exact).toBe(true);
      expect(drawn.body.conflicts).toEqual([]);
      expect(drawn.body.groups.map((g) => g.teamIds.length)).toEqual([4, 4]);
      expect(drawn.body.groups.flatMap((g) => g.teamIds).sort()).toEqual(teams.map((t) => t.id).sort());
      const club = clubOf(teams);
      for (const group of drawn.body.groups) expect(new Set(group.teamIds.map((t) => club.get(t))).size).toBe(4);
      expect((await draw(id, { groupCount: 2, seed: 4711 })).body).toEqual(drawn.body);
      // A preview: the version and the groups are as before; the groups route saves what is kept.
      const after = await read(id);
      expect([after.version, after.groups]).toEqual([before.version, before.groups]);
      const saved = await put(as(1), `/api/tournaments/${id}/groups`, {
        version: after.version,
        groups: drawn.body.groups.map((g, i) => ({ name: `Group ${'AB'[i]}`, advancement: 'topTwo', ...g })),
      });
      expect(saved.status, saved.text).toBe(200);
    });

    it('without a seed, picks one of six digits and answers it; that seed repeats the draw', async () => {
      const { id } = await cup();
      const drawn = await draw(id, { groupCount: 2 });
      expect(drawn.body.seed).toBeGreaterThanOrEqual(100_000);
      expect(drawn.body.seed).toBeLessThan(1_000_000);
      expect((await draw(id, { groupCount: 2, seed: drawn.body.seed })).body).toEqual(drawn.body);
    });

    it('takes one team of the first pot into each group', async () => {
      const { id, teams } = await cup();
      // One team of each German club in pot 1 (seeded); they may not meet.
      const seeded = [teams[0]!.id, teams[2]!.id];
      for (const teamId of seeded) expect((await setPot(id, teamId, 1)).status).toBe(200);
      for (let seed = 1; seed <= 5; seed += 1) {
        const drawn = await draw(id, { groupCount: 2, seed });
        expect(drawn.body.groups.map((g) => g.teamIds.filter((t) => seeded.includes(t)).length)).toEqual([1, 1]);
        expect(drawn.body.conflicts).toEqual([]);
      }
    });

    it('names the club it could not keep apart, with its teams', async () => {
      // Three teams of Nord and one of Sued in two groups of two: Nord meets itself once.
      const tournament = await createTournament(as(1), { name: `Draw ${randomUUID()}`, type: 'groupStage' });
      const teams = await addTeams(as(1), tournament.id, [clubs[0]!, clubs[0]!, clubs[0]!, clubs[1]!]);
      const drawn = await draw(tournament.id, { groupCount: 2, seed: 1 });
      expect(drawn.status, drawn.text).toBe(200);
      expect(drawn.body.conflicts).toHaveLength(1);
      const [conflict] = drawn.body.conflicts;
      expect(conflict).toMatchObject({ kind: 'club', key: clubs[0]!.id });
      expect(conflict!.teamIds).toHaveLength(2);
      expect(drawn.body.groups[conflict!.group]!.teamIds.sort()).toEqual([...conflict!.teamIds].sort());
      expect(teams.filter((t) => conflict!.teamIds.includes(t.id)).every((t) => t.clubId === clubs[0]!.id)).toBe(true);
    });

    it('with avoidCountry keeps countries apart too, after clubs; without it never names a country', async () => {
      // One team per club: two German, two French clubs into two groups.
      const { id, teams } = await cup(clubs, 1);
      const country = new Map(teams.map((t, i) => [t.id, i < 2 ? 'DE' : 'FR'] as const));
      for (let seed = 1; seed <= 6; seed += 1) {
        const apart = await draw(id, { groupCount: 2, seed, avoidCountry: true });
        expect(apart.body.conflicts).toEqual([]);
        for (const group of apart.body.groups) expect(new Set(group.teamIds.map((t) => country.get(t))).size).toBe(2);
        const plain = await draw(id, { groupCount: 2, seed, avoidCountry: false });
        expect(plain.body.conflicts.filter((c) => c.kind === 'country')).toEqual([]);
      }
      // Three German teams of two clubs in one group of three: Germany is named, not the clubs.
      const { id: crowded } = await cup([clubs[0]!, clubs[1]!, clubs[2]!], 1);
      const one = await draw(crowded, { groupCount: 1, seed: 3, avoidCountry: true });
      expect(one.body.conflicts).toEqual([
        { group: 0, kind: 'country', key: 'DE', teamIds: expect.any(Array) as unknown as string[] },
      ]);
      expect(one.body.conflicts[0]!.teamIds).toHaveLength(2);
    });

    it('bad input: group count out of range, too few teams, another type, unknown fields, a bad seed, no tournament', async () => {
      const { id } = await cup();
      const cases: [object, number, string, Record<string, string>?][] = [
        [{ groupCount: 0 }, 400, 'VALIDATION_FAILED', { groupCount: 'TOO_SMALL' }],
        [{ groupCount: 33 }, 400, 'VALIDATION_FAILED', { groupCount: 'TOO_BIG' }],
        [{}, 400, 'VALIDATION_FAILED', { groupCount: 'REQUIRED' }],
        // Eight teams cannot fill five groups of two.
        [{ groupCount: 5 }, 400, 'INVALID_GROUPS', { groupCount: 'GROUP_TOO_SMALL' }],
        [{ groupCount: 2, seed: -1 }, 400, 'VALIDATION_FAILED', { seed: 'TOO_SMALL' }],
        [{ groupCount: 2, seed: 2 ** 31 + 1 }, 400, 'VALIDATION_FAILED', { seed: 'TOO_BIG' }],
        [{ groupCount: 2, avoidCountry: 'yes' }, 400, 'VALIDATION_FAILED'],
        [{ groupCount: 2, teams: [] }, 400, 'VALIDATION_FAILED'],
      ];
      for (const [body, status, code, fields] of cases) {
        const res = await draw(id, body);
        expect([res.status, res.body.error?.code], JSON.stringify(body)).toEqual([status, code]);
        if (fields) expect(res.body.error.fields, JSON.stringify(body)).toEqual(fields);
      }
      const single = await cup(clubs.slice(0, 1), 1);
      const few = await draw(single.id, { groupCount: 1 });
      expect([few.status, few.body.error.code]).toEqual([400, 'NOT_ENOUGH_TEAMS']);
      const league = await createTournament(as(1), { name: `League ${randomUUID()}`, type: 'roundRobin' });
      await addTeams(as(1), league.id, clubs);
      const notGroups = await draw(league.id, { groupCount: 2 });
      expect([notGroups.status, notGroups.body.error.code]).toEqual([409, 'NOT_GROUP_STAGE']);
      const none = await draw(randomUUID(), { groupCount: 2 });
      expect([none.status, none.body.error.code]).toEqual([404, 'TOURNAMENT_NOT_FOUND']);
    });

    it('still previews once the schedule exists: it stores nothing, and the games stay', async () => {
      const { id, teams } = await cup();
      const { version } = await read(id);
      const grouped = await put(as(1), `/api/tournaments/${id}/groups`, {
        version,
        groups: [
          { name: 'A', advancement: 'topTwo', teamIds: teams.slice(0, 4).map((t) => t.id) },
          { name: 'B', advancement: 'topTwo', teamIds: teams.slice(4).map((t) => t.id) },
        ],
      });
      expect(grouped.status, grouped.text).toBe(200);
      expect((await as(1).post(`/api/tournaments/${id}/schedule`, {})).status).toBe(200);
      const scheduled = await read(id);
      const drawn = await draw(id, { groupCount: 2, seed: 9 });
      expect(drawn.status, drawn.text).toBe(200);
      const after = await read(id);
      expect([after.version, after.gameCount, after.groups]).toEqual([
        scheduled.version,
        scheduled.gameCount,
        scheduled.groups,
      ]);
    });
  });

  itAnsweredEveryRequestWithoutA5xx(ctx, 'pots and the draw');
});
