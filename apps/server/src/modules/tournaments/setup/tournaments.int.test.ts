import type { Club, ErrorBody, Me, Tournament, TournamentList, TournamentTeam, UserSummary } from '@touchline/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../../../../test/engines.js';
import { noEvent, openEventStream } from '../../../../test/http-client.js';
import { usersAtEveryLevel, type LevelUsers } from '../../../../test/levels.js';
import { itAnsweredEveryRequestWithoutA5xx } from '../../../../test/no-server-errors.js';
import {
  SETTINGS,
  addTeams,
  createClub,
  createTournament,
  del,
  changedBehindTheApp,
  put,
  tournamentBody,
} from '../../../../test/tournaments.js';

describeEachEngine('tournaments: tournaments, teams, groups, following', (ctx) => {
  let users: LevelUsers;
  let clubs: Club[];
  const as = (level: number) => users.clients[level]!;

  beforeAll(async () => {
    users = await usersAtEveryLevel(ctx, 'organiser');
    clubs = [];
    for (const name of ['FC Nord', 'SV Süd', 'TSV Ost', 'SC West']) clubs.push(await createClub(as(0), name));
    // Level 3 is staff of FC Nord: setting up tournaments is still not theirs.
    const assigned = await as(0).patch<UserSummary>(`/api/users/${users.ids[3]}`, { clubIds: [clubs[0]!.id] });
    expect(assigned.status).toBe(200);
  });

  describe('access per level', () => {
    it('lets levels 0–1 create tournaments and refuses 2–5 and signed-out callers', async () => {
      for (const level of [0, 1]) expect((await as(level).post('/api/tournaments', tournamentBody())).status).toBe(201);
      for (const level of [2, 3, 4, 5]) {
        const res = await as(level).post<ErrorBody>('/api/tournaments', tournamentBody());
        expect(res.status, `level ${level}`).toBe(403);
        expect(res.body.error.code).toBe('FORBIDDEN');
      }
      expect((await ctx.client().post('/api/tournaments', tournamentBody())).status).toBe(401);
    });

    it('marks a tournament live on the hub list while one of its games is running, whatever its dates', async () => {
      const tournament = await createTournament(as(1), {
        name: 'Early Cup',
        dateFrom: '2031-07-10',
        dateTo: '2031-07-10',
      });
      await addTeams(as(1), tournament.id, clubs.slice(0, 2));
      expect((await as(1).post(`/api/tournaments/${tournament.id}/schedule`, {})).status).toBe(200);
      const live = async () =>
        (await ctx.client().get<TournamentList>('/api/tournaments?limit=100')).body.items.find(
          (t) => t.id === tournament.id,
        )?.live;
      expect(await live()).toBe(false);
      const [game] = (
        await as(1).get<{ items: { id: string; version: number }[] }>(`/api/tournaments/${tournament.id}/games`)
      ).body.items;
      expect((await as(2).post(`/api/games/${game!.id}/start`, { version: game!.version })).status).toBe(200);
      expect(await live()).toBe(true);
    });

    it('shows the hub list to everyone, signed out included, and a tournament to every signed-in level only', async () => {
      const tournament = await createTournament(as(1), { name: 'Visible Cup' });
      const hub = await ctx.client().get<TournamentList>('/api/tournaments');
      expect(hub.status).toBe(200);
      const item = hub.body.items.find((t) => t.id === tournament.id);
      expect(item).toMatchObject({ name: 'Visible Cup', type: 'roundRobin', location: 'Hafenstadt' });
      // Signed out: nothing to follow, so no `followed` at all.
      expect(item).not.toHaveProperty('followed');
      for (const level of [0, 1, 2, 3, 4, 5]) {
        const res = await as(level).get<Tournament>(`/api/tournaments/${tournament.id}`);
        expect(res.status, `level ${level}`).toBe(200);
        expect(res.body).toMatchObject({ id: tournament.id, version: 1, teams: [], groups: [], gameCount: 0 });
        expect((await as(level).get(`/api/tournaments/${tournament.id}/games`)).status).toBe(200);
      }
      expect((await ctx.client().get(`/api/tournaments/${tournament.id}`)).status).toBe(401);
      expect((await ctx.client().get(`/api/tournaments/${tournament.id}/games`)).status).toBe(401);
    });

    it('lets levels 0–2 set up (change, teams, groups, schedule) and refuses 3–5, own club or not, and signed-out callers', async () => {
      const tournament = await createTournament(as(0), { name: 'Setup Cup' });
      let version = tournament.version;
      for (const level of [0, 1, 2]) {
        const res = await as(level).patch<Tournament>(`/api/tournaments/${tournament.id}`, {
          version,
          title: `Title by ${level}`,
        });
        expect(res.status, `level ${level}`).toBe(200);
        version = res.body.version;
      }
      const teams = await addTeams(as(2), tournament.id, clubs.slice(1, 3));
      const refused = async (client: ReturnType<typeof ctx.client>) => [
        (await client.patch(`/api/tournaments/${tournament.id}`, { version, title: 'x' })).status,
        (await client.post(`/api/tournaments/${tournament.id}/teams`, { clubId: clubs[0]!.id })).status,
        (await del(client, `/api/tournaments/${tournament.id}/teams/${teams[0]!.id}`)).status,
        (await put(client, `/api/tournaments/${tournament.id}/groups`, { version, groups: [] })).status,
        (await client.post(`/api/tournaments/${tournament.id}/schedule`, {})).status,
      ];
      for (const level of [3, 4, 5])
        expect(await refused(as(level)), `level ${level}`).toEqual([403, 403, 403, 403, 403]);
      expect(await refused(ctx.client())).toEqual([401, 401, 401, 401, 401]);
      // Nothing of it was written.
      const after = (await as(0).get<Tournament>(`/api/tournaments/${tournament.id}`)).body;
      expect(after.title).toBe('Title by 2');
      expect(after.teams.map((t) => t.name)).toEqual(['SV Süd', 'TSV Ost']);
    });

    it('lets levels 0–1 delete a tournament with its teams, groups, games and follows; 2–5 and signed out are refused', async () => {
      const tournament = await createTournament(as(0), { name: 'Short-lived Cup' });
      await addTeams(as(0), tournament.id, clubs.slice(0, 2));
      expect((await as(0).post(`/api/tournaments/${tournament.id}/schedule`, {})).status).toBe(200);
      expect((await put(as(5), `/api/tournaments/${tournament.id}/follow`)).status).toBe(200);
      for (const level of [2, 3, 4, 5]) {
        expect((await del(as(level), `/api/tournaments/${tournament.id}`)).status, `level ${level}`).toBe(403);
      }
      expect((await del(ctx.client(), `/api/tournaments/${tournament.id}`)).status).toBe(401);
      expect((await del(as(1), `/api/tournaments/${tournament.id}`)).status).toBe(204);
      const gone = await as(0).get<ErrorBody>(`/api/tournaments/${tournament.id}`);
      expect(gone.status).toBe(404);
      expect(gone.body.error.code).toBe('TOURNAMENT_NOT_FOUND');
      expect((await del(as(1), `/api/tournaments/${tournament.id}`)).status).toBe(404);
      const { db } = ctx.app().database;
      for (const table of ['tournament_team', 'game', 'tournament_follow'] as const) {
        const rows = await db
          .selectFrom(table)
          .select('tournamentId')
          .where('tournamentId', '=', tournament.id)
          .execute();
        expect(rows, table).toEqual([]);
      }
    });
  });

  describe('versions', () => {
    it('refuses a stale change with 409 CONFLICT and keeps the first one', async () => {
      const tournament = await createTournament(as(1), { name: 'Versioned Cup' });
      const first = await as(1).patch<Tournament>(`/api/tournaments/${tournament.id}`, {
        version: tournament.version,
        name: 'First edit',
      });
      expect(first.status).toBe(200);
      expect(first.body.version).toBe(tournament.version + 1);
      const stale = await as(2).patch<ErrorBody>(`/api/tournaments/${tournament.id}`, {
        version: tournament.version,
        name: 'Second edit',
      });
      expect(stale.status).toBe(409);
      expect(stale.body.error.code).toBe('CONFLICT');
      const staleGroups = await put<ErrorBody>(as(2), `/api/tournaments/${tournament.id}/groups`, {
        version: tournament.version,
        groups: [],
      });
      expect(staleGroups.status).toBe(409);
      expect(staleGroups.body.error.code).toBe('CONFLICT');
      const staleSchedule = await as(2).post<ErrorBody>(`/api/tournaments/${tournament.id}/schedule`, {
        version: tournament.version,
      });
      expect(staleSchedule.status).toBe(409);
      expect((await as(0).get<Tournament>(`/api/tournaments/${tournament.id}`)).body.name).toBe('First edit');
    });

    it('counts a new version when teams change, so a group edit based on the old team list is stale', async () => {
      const tournament = await createTournament(as(1), { name: 'Team Version Cup', type: 'groupStage' });
      await addTeams(as(1), tournament.id, clubs.slice(0, 1));
      const res = await put<ErrorBody>(as(1), `/api/tournaments/${tournament.id}/groups`, {
        version: tournament.version,
        groups: [],
      });
      expect(res.status).toBe(409);
    });
  });

  describe('bad input', () => {
    const expectRefusal = async (
      pending: Promise<{ status: number; body: unknown }>,
      status: number,
      code: string,
      fields?: Record<string, string>,
    ) => {
      const res = (await pending) as { status: number; body: ErrorBody };
      expect(res.status).toBe(status);
      expect(res.body.error.code).toBe(code);
      if (fields) expect(res.body.error.fields).toEqual(fields);
    };

    it('refuses reversed dates, settings the engine refuses and too long a tournament, with field codes', async () => {
      await expectRefusal(
        as(1).post('/api/tournaments', tournamentBody({ dateFrom: '2026-05-03', dateTo: '2026-05-01' })),
        400,
        'INVALID_SETTINGS',
        { dateTo: 'DATE_RANGE_REVERSED' },
      );
      await expectRefusal(
        as(1).post('/api/tournaments', tournamentBody({ settings: { ...SETTINGS, maxPlaytime: 20 } })),
        400,
        'INVALID_SETTINGS',
        { 'settings.maxPlaytime': 'MAX_PLAYTIME_NOT_GREATER_THAN_GAME_TIME' },
      );
      await expectRefusal(
        as(1).post(
          '/api/tournaments',
          tournamentBody({ settings: { ...SETTINGS, noGameFrom: 720, noGameTo: null, latestGame: 500 } }),
        ),
        400,
        'INVALID_SETTINGS',
        { 'settings.latestGame': 'LATEST_GAME_BEFORE_START', 'settings.noGameTo': 'BREAK_INCOMPLETE' },
      );
      await expectRefusal(
        as(1).post(
          '/api/tournaments',
          tournamentBody({ settings: { ...SETTINGS, dayOverrides: [{ date: '2026-06-01', startTime: 600 }] } }),
        ),
        400,
        'INVALID_SETTINGS',
        { 'settings.dayOverrides.0.date': 'OVERRIDE_OUTSIDE_DATE_RANGE' },
      );
      await expectRefusal(
        as(1).post('/api/tournaments', tournamentBody({ dateFrom: '2026-01-01', dateTo: '2026-03-01' })),
        400,
        'INVALID_SETTINGS',
        { dateTo: 'DATE_RANGE_TOO_LONG' },
      );
      // A change is checked against the dates and settings it leaves behind.
      const tournament = await createTournament(as(1), { name: 'Date Cup' });
      await expectRefusal(
        as(1).patch(`/api/tournaments/${tournament.id}`, { version: tournament.version, dateTo: '2026-04-30' }),
        400,
        'INVALID_SETTINGS',
        { dateTo: 'DATE_RANGE_REVERSED' },
      );
    });

    it('refuses malformed bodies with VALIDATION_FAILED and oversized ones with 413', async () => {
      await expectRefusal(
        as(1).post('/api/tournaments', { ...tournamentBody(), type: 'league', name: '', extra: 1 }),
        400,
        'VALIDATION_FAILED',
        { type: 'INVALID_VALUE', name: 'REQUIRED', extra: 'UNKNOWN_FIELD' },
      );
      await expectRefusal(
        as(1).post('/api/tournaments', tournamentBody({ dateFrom: '2026-02-30' })),
        400,
        'VALIDATION_FAILED',
        { dateFrom: 'INVALID_FORMAT' },
      );
      await expectRefusal(
        as(1).post('/api/tournaments', tournamentBody({ settings: { ...SETTINGS, startTime: 1440 } })),
        400,
        'VALIDATION_FAILED',
        { 'settings.startTime': 'TOO_BIG' },
      );
      const huge = await as(1).post<ErrorBody>('/api/tournaments', { ...tournamentBody(), title: 'x'.repeat(70_000) });
      expect(huge.status).toBe(413);
      expect(huge.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('refuses an unknown club, a taken team name, unknown teams and tournaments with coded answers', async () => {
      const tournament = await createTournament(as(1), { name: 'Entry Cup' });
      await expectRefusal(
        as(1).post(`/api/tournaments/${tournament.id}/teams`, { clubId: 'no-such-club' }),
        404,
        'CLUB_NOT_FOUND',
        { clubId: 'INVALID_VALUE' },
      );
      await expectRefusal(
        as(1).post('/api/tournaments/no-such-tournament/teams', { clubId: clubs[0]!.id }),
        404,
        'TOURNAMENT_NOT_FOUND',
      );
      const [nord] = await addTeams(as(1), tournament.id, clubs.slice(0, 1));
      expect(nord).toMatchObject({ clubId: clubs[0]!.id, name: 'FC Nord' });
      // A second team of the same club gets a free name; an explicit taken one is refused.
      const second = await as(1).post<TournamentTeam>(`/api/tournaments/${tournament.id}/teams`, {
        clubId: clubs[0]!.id,
      });
      expect(second.body.name).toBe('FC Nord 2');
      const named = await as(1).post<TournamentTeam>(`/api/tournaments/${tournament.id}/teams`, {
        clubId: clubs[0]!.id,
        name: 'FC Nord U15',
      });
      expect(named.status).toBe(201);
      expect(named.body).toMatchObject({ name: 'FC Nord U15', clubName: 'FC Nord' });
      // The start list names each team's club for every viewer, a plain user included.
      const seen = await as(5).get<Tournament>(`/api/tournaments/${tournament.id}`);
      expect(seen.body.teams.map((t) => [t.name, t.clubName])).toEqual([
        ['FC Nord', 'FC Nord'],
        ['FC Nord 2', 'FC Nord'],
        ['FC Nord U15', 'FC Nord'],
      ]);
      await expectRefusal(
        as(1).post(`/api/tournaments/${tournament.id}/teams`, { clubId: clubs[1]!.id, name: 'fc nord u15' }),
        409,
        'TEAM_NAME_TAKEN',
      );
      await expectRefusal(del(as(1), `/api/tournaments/${tournament.id}/teams/no-such-team`), 404, 'TEAM_NOT_FOUND');
      // A team of another tournament is not this tournament's.
      const other = await createTournament(as(1), { name: 'Other Cup' });
      const [foreign] = await addTeams(as(1), other.id, clubs.slice(1, 2));
      await expectRefusal(del(as(1), `/api/tournaments/${tournament.id}/teams/${foreign!.id}`), 404, 'TEAM_NOT_FOUND');
      await expectRefusal(as(1).patch('/api/tournaments/nope', { version: 1, name: 'x' }), 404, 'TOURNAMENT_NOT_FOUND');
      await expectRefusal(as(1).get('/api/games/nope'), 404, 'GAME_NOT_FOUND');
    });

    it('refuses an empty group name, a repeated one, a team in two groups and a team of another tournament', async () => {
      const tournament = await createTournament(as(1), { name: 'Group Cup', type: 'groupStage' });
      const teams = await addTeams(as(1), tournament.id, clubs);
      const other = await createTournament(as(1), { name: 'Group Cup II' });
      const [foreign] = await addTeams(as(1), other.id, clubs.slice(0, 1));
      const { version } = (await as(1).get<Tournament>(`/api/tournaments/${tournament.id}`)).body;
      const [a, b, c, d] = teams.map((t) => t.id) as [string, string, string, string];
      const groups = (list: { name: string; teamIds: string[] }[]) =>
        put<ErrorBody>(as(1), `/api/tournaments/${tournament.id}/groups`, {
          version,
          groups: list.map((g) => ({ ...g, advancement: 'topTwo' })),
        });
      await expectRefusal(
        groups([
          { name: '  ', teamIds: [a, b] },
          { name: 'B', teamIds: [c, d] },
        ]),
        400,
        'INVALID_GROUPS',
        { 'groups.0.name': 'GROUP_NAME_EMPTY' },
      );
      await expectRefusal(
        groups([
          { name: 'A', teamIds: [a, b] },
          { name: 'a', teamIds: [c, d] },
        ]),
        400,
        'INVALID_GROUPS',
        { 'groups.1.name': 'GROUP_NAME_DUPLICATE' },
      );
      await expectRefusal(
        groups([
          { name: 'A', teamIds: [a, b] },
          { name: 'B', teamIds: [b, c] },
        ]),
        400,
        'INVALID_GROUPS',
        { 'groups.1.teamIds': 'TEAM_IN_TWO_GROUPS' },
      );
      await expectRefusal(groups([{ name: 'A', teamIds: [a, foreign!.id] }]), 400, 'INVALID_GROUPS', {
        'groups.0.teamIds.1': 'TEAM_NOT_IN_TOURNAMENT',
      });
      // A group being filled (one team so far) may be saved; scheduling needs two per group.
      const draft = await groups([
        { name: 'A', teamIds: [a, b, c] },
        { name: 'B', teamIds: [d] },
      ]);
      expect(draft.status).toBe(200);
      expect((draft.body as unknown as Tournament).groups).toEqual([
        { name: 'A', advancement: 'topTwo', teamIds: [a, b, c] },
        { name: 'B', advancement: 'topTwo', teamIds: [d] },
      ]);
      await expectRefusal(as(1).post(`/api/tournaments/${tournament.id}/schedule`, {}), 400, 'INVALID_GROUPS', {
        'groups.1.teamIds': 'GROUP_TOO_SMALL',
      });
    });

    it('refuses to schedule fewer than two teams', async () => {
      const tournament = await createTournament(as(1), { name: 'Lonely Cup' });
      await addTeams(as(1), tournament.id, clubs.slice(0, 1));
      await expectRefusal(as(1).post(`/api/tournaments/${tournament.id}/schedule`, {}), 400, 'NOT_ENOUGH_TEAMS');
    });
  });

  describe('teams', () => {
    it('removes a team with its scheduled games, and refuses while one of its games has a result', async () => {
      const tournament = await createTournament(as(1), { name: 'Withdrawal Cup' });
      const teams = await addTeams(as(1), tournament.id, clubs);
      expect((await as(1).post(`/api/tournaments/${tournament.id}/schedule`, {})).status).toBe(200);
      const { db } = ctx.app().database;
      const played = await db
        .selectFrom('game')
        .select('id')
        .where('tournamentId', '=', tournament.id)
        .where('team1Id', '=', teams[0]!.id)
        .executeTakeFirstOrThrow();
      await db.updateTable('game').set({ status: 'finished', goals1: 2 }).where('id', '=', played.id).execute();
      await changedBehindTheApp(ctx, { gameId: played.id });
      const refused = await del<ErrorBody>(as(1), `/api/tournaments/${tournament.id}/teams/${teams[0]!.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('TEAM_HAS_RESULTS');

      // A team that did not play the finished game can go.
      const finished = await db
        .selectFrom('game')
        .select(['team1Id', 'team2Id'])
        .where('id', '=', played.id)
        .executeTakeFirstOrThrow();
      const leaving = teams.find((t) => t.id !== finished.team1Id && t.id !== finished.team2Id)!;
      expect((await del(as(1), `/api/tournaments/${tournament.id}/teams/${leaving.id}`)).status).toBe(204);
      const after = (await as(1).get<Tournament>(`/api/tournaments/${tournament.id}`)).body;
      expect(after.teams.map((t) => t.id)).toEqual(teams.filter((t) => t !== leaving).map((t) => t.id));
      // Four teams play six games; the three games of the removed team are gone.
      expect(after.gameCount).toBe(3);
    });
  });

  describe('concurrent writes', () => {
    it('gives a name to one of several simultaneous teams, and regenerates in turn without doubling games', async () => {
      const tournament = await createTournament(as(1), { name: 'Crowded Cup' });
      const adds = await Promise.all(
        clubs.map((club) =>
          as(1).post<ErrorBody>(`/api/tournaments/${tournament.id}/teams`, { clubId: club.id, name: 'Twins' }),
        ),
      );
      expect(adds.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
      expect(adds.filter((r) => r.status === 409).every((r) => r.body.error.code === 'TEAM_NAME_TAKEN')).toBe(true);
      await addTeams(as(1), tournament.id, clubs.slice(0, 3));
      const runs = await Promise.all([0, 1, 2].map(() => as(1).post(`/api/tournaments/${tournament.id}/schedule`, {})));
      expect(runs.map((r) => r.status)).toEqual([200, 200, 200]);
      // Four teams: six games, however many regenerations ran at once.
      expect((await as(1).get<Tournament>(`/api/tournaments/${tournament.id}`)).body.gameCount).toBe(6);
    });
  });

  describe('following', () => {
    it('toggles the tournament in my followed tournaments, idempotently, and shows it in the hub and in /api/me', async () => {
      const tournament = await createTournament(as(1), { name: 'Followed Cup' });
      const fan = as(5);
      const followed = async () =>
        (await fan.get<TournamentList>('/api/tournaments')).body.items.find((t) => t.id === tournament.id)?.followed;
      expect(await followed()).toBe(false);
      for (let i = 0; i < 2; i++) {
        const res = await put<{ followed: boolean }>(fan, `/api/tournaments/${tournament.id}/follow`);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ followed: true });
      }
      expect(await followed()).toBe(true);
      expect((await fan.get<Me>('/api/me')).body.followedTournaments).toContain(tournament.id);
      // Someone else's follow is their own.
      expect(
        (await as(4).get<TournamentList>('/api/tournaments')).body.items.find((t) => t.id === tournament.id)?.followed,
      ).toBe(false);
      const off = await del<{ followed: boolean }>(fan, `/api/tournaments/${tournament.id}/follow`);
      expect(off.body).toEqual({ followed: false });
      expect(await followed()).toBe(false);
      expect((await fan.get<Me>('/api/me')).body.followedTournaments).not.toContain(tournament.id);
    });

    it('needs sign-in and an existing tournament', async () => {
      const tournament = await createTournament(as(1), { name: 'Guarded Cup' });
      const signedOut = await put<ErrorBody>(ctx.client(), `/api/tournaments/${tournament.id}/follow`);
      expect(signedOut.status).toBe(401);
      expect(signedOut.body.error.code).toBe('UNAUTHENTICATED');
      expect((await del(ctx.client(), `/api/tournaments/${tournament.id}/follow`)).status).toBe(401);
      const missing = await put<ErrorBody>(as(3), '/api/tournaments/no-such-tournament/follow');
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe('TOURNAMENT_NOT_FOUND');
    });

    it("puts the tournaments I follow in my data export, and nobody else's", async () => {
      const tournament = await createTournament(as(1), { name: 'Export Cup' });
      expect((await put(as(5), `/api/tournaments/${tournament.id}/follow`)).status).toBe(200);
      type Export = { tournamentsFollowed: { id: string; name: string; since: string }[] };
      const mine = await as(5).get<Export>('/api/me/export');
      expect(mine.status).toBe(200);
      expect(mine.body.tournamentsFollowed).toContainEqual({
        id: tournament.id,
        name: 'Export Cup',
        since: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      const theirs = await as(4).get<Export>('/api/me/export');
      expect(theirs.body.tournamentsFollowed.map((t) => t.id)).not.toContain(tournament.id);
    });
  });

  describe('live channel', () => {
    it('publishes the tournament id on the tournament topic after every change, to every signed-in level', async () => {
      const stream = await openEventStream(as(5), '/api/events?topics=tournament');
      expect(stream.status).toBe(200);
      await stream.next('ready');
      const tournament = await createTournament(as(1), { name: 'Live Cup' });
      expect(JSON.parse((await stream.next('change')).data)).toEqual({ topic: 'tournament', ids: [tournament.id] });
      await addTeams(as(2), tournament.id, clubs.slice(0, 2));
      for (let team = 0; team < 2; team++) {
        expect(JSON.parse((await stream.next('change')).data)).toEqual({ topic: 'tournament', ids: [tournament.id] });
      }
      expect((await as(2).post(`/api/tournaments/${tournament.id}/schedule`, {})).status).toBe(200);
      expect(JSON.parse((await stream.next('change')).data)).toEqual({ topic: 'tournament', ids: [tournament.id] });
      // A refused change publishes nothing.
      expect((await as(2).patch(`/api/tournaments/${tournament.id}`, { version: 1, name: 'stale' })).status).toBe(409);
      expect(await noEvent(stream, 'change')).toBe(true);
      expect((await del(as(1), `/api/tournaments/${tournament.id}`)).status).toBe(204);
      expect(JSON.parse((await stream.next('change')).data)).toEqual({ topic: 'tournament', ids: [tournament.id] });
      stream.close();
    });
  });

  itAnsweredEveryRequestWithoutA5xx(ctx, 'tournaments');
});
