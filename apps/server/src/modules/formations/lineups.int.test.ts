import type {
  Club,
  ErrorBody,
  Formation,
  Game,
  GameLineups,
  GameList,
  Player,
  RegenerateImpactBody,
  UserSummary,
} from '@touchline/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../../../test/engines.js';
import { openEventStream } from '../../../test/http-client.js';
import { usersAtEveryLevel, type LevelUsers } from '../../../test/levels.js';
import { createPlayer } from '../../../test/players.js';
import { itAnsweredEveryRequestWithoutA5xx } from '../../../test/no-server-errors.js';
import { addTeams, createClub, createTournament } from '../../../test/tournaments.js';

describeEachEngine('game line-ups', (ctx) => {
  let users: LevelUsers;
  let home: Club;
  let away: Club;
  let game: Game;
  let formation: Formation;
  let keeper: Player;
  let striker: Player;
  let sub: Player;
  let awayStriker: Player;
  const as = (level: number) => users.clients[level]!;
  const put = <T>(level: number | null, path: string, body: unknown) =>
    (level === null ? ctx.client() : as(level)).request<T>('PUT', path, body);
  const lineupPath = (teamId: string) => `/api/games/${game.id}/lineups/${teamId}`;
  const homeTeamId = () => game.team1!.id;
  const awayTeamId = () => game.team2!.id;

  const homeLineup = (overrides: Record<string, unknown> = {}) => ({
    formationId: formation.id,
    shirtColour: '#d32f2f',
    shortsColour: '#ffffff',
    starters: [
      { playerId: keeper.id, position: 'GK', x: 50, y: 5, backNumber: 1 },
      { playerId: striker.id, position: 'CS', x: 50, y: 80, backNumber: 19 },
    ],
    substitutes: [{ playerId: sub.id, backNumber: 14 }],
    ...overrides,
  });

  beforeAll(async () => {
    users = await usersAtEveryLevel(ctx, 'manager');
    const first = await createClub(as(0), 'FC Home');
    const second = await createClub(as(0), 'FC Away');
    expect((await as(0).patch<UserSummary>(`/api/users/${users.ids[3]}`, { clubIds: [first.id] })).status).toBe(200);
    const tournament = await createTournament(as(1));
    await addTeams(as(1), tournament.id, [first, second]);
    expect((await as(2).post(`/api/tournaments/${tournament.id}/schedule`, {})).status).toBe(200);
    [game] = (await as(4).get<GameList>(`/api/tournaments/${tournament.id}/games`)).body.items as [Game];
    // Whichever club the schedule made team 1 is "home" here.
    const homeIsFirst = game.team1!.name === first.name;
    [home, away] = homeIsFirst ? [first, second] : [second, first];
    if (!homeIsFirst)
      expect((await as(0).patch(`/api/users/${users.ids[3]}`, { clubIds: [home.id] })).status).toBe(200);
    const player = (clubId: string, lastName: string, position: string) =>
      createPlayer(as(1), { firstName: 'P', lastName, clubId, position, backNumberDefault: 7 });
    keeper = await player(home.id, 'Keeper', 'GK');
    striker = await player(home.id, 'Striker', 'CS');
    sub = await player(home.id, 'Bench', 'CM');
    awayStriker = await player(away.id, 'Visitor', 'CS');
    const created = await as(0).post<Formation>(`/api/clubs/${home.id}/formations`, {
      name: '2-up',
      shirtColour: '#d32f2f',
      shortsColour: '#ffffff',
      slots: [
        { position: 'GK', x: 50, y: 5, playerId: keeper.id },
        { position: 'CS', x: 50, y: 80, playerId: striker.id },
      ],
    });
    expect(created.status, created.text).toBe(201);
    formation = created.body;
  });

  describe('access', () => {
    it('lets the club user set its own team’s line-up, with this game’s back numbers', async () => {
      const res = await put<GameLineups>(3, lineupPath(homeTeamId()), homeLineup());
      expect(res.status, res.text).toBe(200);
      const [lineup] = res.body.lineups;
      expect(lineup).toMatchObject({ teamId: homeTeamId(), clubId: home.id, formationId: formation.id, version: 1 });
      expect(lineup!.starters.map((s) => [s.position, s.player.lastName, s.player.backNumber])).toEqual([
        ['GK', 'Keeper', 1],
        ['CS', 'Striker', 19],
      ]);
      expect(lineup!.substitutes).toEqual([
        { id: sub.id, firstName: 'P', lastName: 'Bench', backNumber: 14, position: 'CM' },
      ]);
    });

    it('refuses the other club’s line-up to a club user, and line-ups to levels 4, 5 and signed out', async () => {
      const body = homeLineup({
        formationId: null,
        starters: [{ playerId: awayStriker.id, position: 'CS', x: 50, y: 80, backNumber: 9 }],
        substitutes: [],
      });
      expect((await put(3, lineupPath(awayTeamId()), body)).status).toBe(403);
      for (const level of [4, 5]) expect((await put(level, lineupPath(awayTeamId()), body)).status).toBe(403);
      expect((await put(null, lineupPath(awayTeamId()), body)).status).toBe(401);
    });

    it('lets levels 0–2 set any team’s line-up (organisers help clubs)', async () => {
      const body = homeLineup({
        formationId: null,
        shirtColour: '#c62828',
        starters: [{ playerId: awayStriker.id, position: 'CS', x: 50, y: 80, backNumber: 9 }],
        substitutes: [],
      });
      const res = await put<GameLineups>(2, lineupPath(awayTeamId()), body);
      expect(res.status, res.text).toBe(200);
      expect(res.body.lineups.map((l) => l.clubId).sort()).toEqual([home.id, away.id].sort());
    });

    it('shows both line-ups to every signed-in level with number, name and position only', async () => {
      for (const level of [0, 1, 2, 3, 4, 5]) {
        const res = await as(level).get<GameLineups>(`/api/games/${game.id}/lineups`);
        expect(res.status, `level ${level}`).toBe(200);
        expect(res.body.lineups).toHaveLength(2);
      }
      const seen = (await as(5).get<GameLineups>(`/api/games/${game.id}/lineups`)).body;
      expect(seen.team1).toMatchObject({ id: homeTeamId(), clubId: home.id });
      expect(Object.keys(seen.lineups[0]!.starters[0]!.player).sort()).toEqual([
        'backNumber',
        'firstName',
        'id',
        'lastName',
        'position',
      ]);
      expect((await ctx.client().get(`/api/games/${game.id}/lineups`)).status).toBe(401);
      expect((await as(0).get<ErrorBody>('/api/games/nope/lineups')).body.error.code).toBe('GAME_NOT_FOUND');
    });
  });

  describe('rules', () => {
    const current = async () =>
      (await as(0).get<GameLineups>(`/api/games/${game.id}/lineups`)).body.lineups.find(
        (l) => l.teamId === homeTeamId(),
      )!;

    it('refuses a stale write (and a second first write) without losing the newer line-up', async () => {
      const before = await current();
      const again = await put<ErrorBody>(3, lineupPath(homeTeamId()), homeLineup());
      expect(again.status).toBe(409);
      const newer = await put<GameLineups>(3, lineupPath(homeTeamId()), homeLineup({ version: before.version }));
      expect(newer.status, newer.text).toBe(200);
      const stale = await put<ErrorBody>(
        0,
        lineupPath(homeTeamId()),
        homeLineup({ version: before.version, shirtColour: '#000000' }),
      );
      expect(stale.status).toBe(409);
      expect(stale.body.error.code).toBe('CONFLICT');
      expect((await current()).shirtColour).toBe('#d32f2f');
    });

    it('refuses an ineligible starter, a player twice, a player of another club and duplicate back numbers', async () => {
      const version = (await current()).version;
      const refused = async (overrides: Record<string, unknown>, code: string) => {
        const res = await put<ErrorBody>(3, lineupPath(homeTeamId()), homeLineup({ version, ...overrides }));
        expect(res.status, JSON.stringify(overrides)).toBe(400);
        expect(res.body.error.code).toBe(code);
      };
      await refused(
        { starters: [{ playerId: keeper.id, position: 'CS', x: 50, y: 80, backNumber: 1 }] },
        'PLAYER_NOT_ELIGIBLE',
      );
      await refused({ substitutes: [{ playerId: striker.id, backNumber: 20 }] }, 'DUPLICATE_PLAYER');
      await refused({ substitutes: [{ playerId: awayStriker.id, backNumber: 20 }] }, 'PLAYER_NOT_IN_CLUB');
      await refused({ substitutes: [{ playerId: sub.id, backNumber: 19 }] }, 'DUPLICATE_BACK_NUMBER');
      await refused({ formationId: 'no-such-formation' }, 'FORMATION_NOT_FOUND');
      const offPitch = await put<ErrorBody>(
        3,
        lineupPath(homeTeamId()),
        homeLineup({
          version,
          starters: [{ playerId: keeper.id, position: 'GK', x: 50, y: 120, backNumber: 1 }],
        }),
      );
      expect(offPitch.body.error.fields).toEqual({ 'starters.0.y': 'TOO_BIG' });
      const noTeam = await put<ErrorBody>(0, `/api/games/${game.id}/lineups/other-team`, homeLineup());
      expect(noTeam.status).toBe(404);
      expect(noTeam.body.error.code).toBe('TEAM_NOT_FOUND');
      expect((await current()).version).toBe(version);
    });
  });

  describe('the tournament around it', () => {
    it('tells followers that a line-up was set, and regenerating the schedule asks first, naming the club', async () => {
      const tournament = await createTournament(as(1), { name: 'Line-up Regeneration Cup' });
      await addTeams(as(1), tournament.id, [home, away]);
      expect((await as(2).post(`/api/tournaments/${tournament.id}/schedule`, {})).status).toBe(200);
      const [fixture] = (await as(4).get<GameList>(`/api/tournaments/${tournament.id}/games`)).body.items as [Game];
      const homeTeam = fixture.team1!.name === home.name ? fixture.team1! : fixture.team2!;

      const follower = await openEventStream(as(5), '/api/events?topics=tournament');
      await follower.next('ready');
      const set = await put<GameLineups>(3, `/api/games/${fixture.id}/lineups/${homeTeam.id}`, homeLineup());
      expect(set.status, set.text).toBe(200);
      expect(JSON.parse((await follower.next('change')).data)).toEqual({ topic: 'tournament', ids: [tournament.id] });
      follower.close();

      // No game has started, but the line-up would go: that needs a yes.
      const asked = await as(2).post<ErrorBody & { impact: RegenerateImpactBody }>(
        `/api/tournaments/${tournament.id}/schedule`,
        {},
      );
      expect(asked.status).toBe(409);
      expect(asked.body.error.code).toBe('REGENERATE_NEEDS_CONFIRMATION');
      expect(asked.body.impact).toMatchObject({ running: 0, finished: 0, affectedClubIds: [home.id] });
      expect((await as(4).get<GameLineups>(`/api/games/${fixture.id}/lineups`)).body.lineups).toHaveLength(1);
      const confirmed = await as(2).post(`/api/tournaments/${tournament.id}/schedule`, { confirm: true });
      expect(confirmed.status, confirmed.text).toBe(200);
      expect((await as(4).get(`/api/games/${fixture.id}/lineups`)).status).toBe(404);
    });
  });

  itAnsweredEveryRequestWithoutA5xx(ctx, 'game line-ups');
});
