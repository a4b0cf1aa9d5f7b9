import type { AppliedGroupResults, ApplyBlocked, BracketBody, GameList, Standings, Tournament } from '@touchline/core';
import { beforeAll, expect, it } from 'vitest';
import {
  EURO_2024_RESULTS,
  EURO_2024_ROUND_OF_16,
} from '../../../../../../packages/core/src/tournament/euro-2024.test-support.js';
import { describeEachEngine } from '../../../../test/engines.js';
import { usersAtEveryLevel, type LevelUsers } from '../../../../test/levels.js';
import { itAnsweredEveryRequestWithoutA5xx } from '../../../../test/no-server-errors.js';
import {
  SETTINGS,
  addTeams,
  createClub,
  createTournament,
  put,
  recordThroughApi,
} from '../../../../test/tournaments.js';

/**
 * UEFA EURO 2024 played through the API: six groups of four, the top
 * two and the four best third-placed teams (`wildcards: { place: 3, count: 4 }`),
 * every one of the 36 group games recorded with the recording API (start, one
 * event per goal, finish), then the group results applied to a round of 16
 * that must hold the sixteen real qualifiers.
 *
 * Sources (the results are shared with the engine's own test, core
 * `euro-2024.test-support.ts`):
 * - UEFA's official results and standings: https://www.uefa.com/euro2024/fixtures-results/
 *   and https://www.uefa.com/euro2024/standings/
 * - ESPN, "Euro 2024: How every team qualified from the group stage":
 *   https://africa.espn.com/football/story/_/id/40348445/euro-2024-every-team-needs-go-group-stage
 * - The round of 16 (UEFA): Switzerland–Italy, Germany–Denmark, England–Slovakia,
 *   Spain–Georgia, France–Belgium, Portugal–Slovenia, Romania–Netherlands, Austria–Turkey.
 *
 * Two orders were decided on disciplinary points, whose card counts the sources
 * above do not list: Denmark above Slovenia in group C, and the Netherlands above
 * Georgia among the third-placed teams (UEFA's ranking of the thirds: Netherlands,
 * Georgia, Slovakia, Slovenia, Hungary, Croatia). They are recorded as an
 * organiser records a decision taken outside the engine: a committee resolution
 * of the group tie, and a wildcard selection sent with apply-group-results.
 */
describeEachEngine('tournaments: UEFA EURO 2024 through the API', (ctx) => {
  let users: LevelUsers;
  const organiser = () => users.clients[1]!;

  beforeAll(async () => {
    users = await usersAtEveryLevel(ctx, 'euro2024');
  });

  // 36 games recorded event by event: longer than the default 30 s on a busy machine.
  it(
    'six groups, the four best thirds, and a round of 16 holding the sixteen real qualifiers',
    { timeout: 180_000 },
    async () => {
      const nations = Object.values(EURO_2024_RESULTS).flatMap((games) => [
        ...new Set(games.flatMap(([home, , , away]) => [home, away])),
      ]);
      const clubs = [];
      for (const nation of nations) clubs.push(await createClub(organiser(), nation));
      const tournament = await createTournament(organiser(), {
        name: 'UEFA EURO 2024',
        type: 'groupStage',
        tieBreak: 'UEFA',
        dateFrom: '2024-06-14',
        dateTo: '2024-06-17',
        settings: { ...SETTINGS, pitches: 6 },
        wildcards: { place: 3, count: 4 },
      } as never);
      expect(tournament.wildcards).toEqual({ place: 3, count: 4 });
      const teams = await addTeams(organiser(), tournament.id, clubs);
      const idOf = new Map(nations.map((n, i) => [n, teams[i]!.id] as const));
      const nationOf = new Map(nations.map((n, i) => [teams[i]!.id, n] as const));
      const version = async () => (await organiser().get<Tournament>(`/api/tournaments/${tournament.id}`)).body.version;
      const grouped = await put(organiser(), `/api/tournaments/${tournament.id}/groups`, {
        version: await version(),
        groups: Object.entries(EURO_2024_RESULTS).map(([name, games]) => ({
          name,
          advancement: 'topTwo',
          teamIds: [...new Set(games.flatMap(([home, , , away]) => [home, away]))].map((n) => idOf.get(n)),
        })),
      });
      expect(grouped.status, grouped.text).toBe(200);
      const scheduled = await organiser().post(`/api/tournaments/${tournament.id}/schedule`, {});
      expect(scheduled.status, scheduled.text).toBe(200);
      const games = (await organiser().get<GameList>(`/api/tournaments/${tournament.id}/games`)).body.items;
      expect(games.filter((g) => g.phase === 'group')).toHaveLength(36);
      expect(games.filter((g) => g.phase === 'knockout')).toHaveLength(15);

      for (const [home, goalsHome, goalsAway, away] of Object.values(EURO_2024_RESULTS).flat()) {
        const game = games.find(
          (g) => [g.team1?.id, g.team2?.id].sort().join() === [idOf.get(home), idOf.get(away)].sort().join(),
        )!;
        const homeIsOne = game.team1!.id === idOf.get(home);
        await recordThroughApi(organiser(), game, homeIsOne ? goalsHome : goalsAway, homeIsOne ? goalsAway : goalsHome);
      }

      // Group C: Denmark and Slovenia level on everything UEFA's table shows.
      const apply = (body: object) =>
        organiser().post<AppliedGroupResults & ApplyBlocked>(
          `/api/tournaments/${tournament.id}/apply-group-results`,
          body,
        );
      const blocked = await organiser().post<ApplyBlocked>(`/api/tournaments/${tournament.id}/apply-group-results`, {});
      expect(blocked.status).toBe(409);
      expect(blocked.body.error.code).toBe('UNRESOLVED_TIES');
      expect(blocked.body.ties).toEqual([{ group: 'C', teamIds: [idOf.get('Slovenia'), idOf.get('Denmark')] }]);
      const resolved = await put(organiser(), `/api/tournaments/${tournament.id}/ties`, {
        version: await version(),
        teamIds: [idOf.get('Denmark'), idOf.get('Slovenia')],
        method: 'committee',
        winnerTeamId: idOf.get('Denmark'),
        note: 'UEFA: fewer disciplinary points',
      });
      expect(resolved.status, resolved.text).toBe(200);

      // The thirds: the standings rank them across groups. The Netherlands and Georgia are level, both
      // inside the four that go through (so both advance), but their seeds wait for a selection.
      const standings = (await users.clients[5]!.get<Standings>(`/api/tournaments/${tournament.id}/standings`)).body;
      expect(standings.wildcards).not.toBeNull();
      expect(standings.wildcards!.place).toBe(3);
      expect(standings.wildcards!.count).toBe(4);
      expect(standings.wildcards!.ranking.map((r) => [nationOf.get(r.teamId), r.group, r.advances])).toEqual([
        ['Netherlands', 'D', true],
        ['Georgia', 'F', true],
        ['Slovakia', 'E', true],
        ['Slovenia', 'C', true],
        ['Hungary', 'A', false],
        ['Croatia', 'B', false],
      ]);
      const selectionNeeded = await organiser().post<ApplyBlocked>(
        `/api/tournaments/${tournament.id}/apply-group-results`,
        {},
      );
      expect(selectionNeeded.status).toBe(409);
      expect(selectionNeeded.body.error.code).toBe('WILDCARD_SELECTION_NEEDED');
      expect(selectionNeeded.body.wildcardTies).toEqual([[idOf.get('Netherlands'), idOf.get('Georgia')]]);

      const pair = [idOf.get('Netherlands')!, idOf.get('Georgia')!];
      const applied = await apply({ version: await version(), wildcardSelection: { teamIds: pair, order: pair } });
      expect(applied.status, applied.text).toBe(200);
      expect(applied.body.wildcards!.map((t) => nationOf.get(t))).toEqual([
        'Netherlands',
        'Georgia',
        'Slovakia',
        'Slovenia',
      ]);
      expect(applied.body.warnings).toEqual([]);

      const bracket = (await users.clients[5]!.get<BracketBody>(`/api/tournaments/${tournament.id}/bracket`)).body;
      const roundOf16 = bracket.games.filter((g) => g.round === 1);
      expect(roundOf16).toHaveLength(8);
      expect(
        roundOf16
          .flatMap((g) => [g.slot1.teamId, g.slot2.teamId])
          .map((t) => nationOf.get(t!))
          .sort(),
      ).toEqual(EURO_2024_ROUND_OF_16);
      // No round-of-16 game between two teams of one group.
      for (const game of roundOf16) expect(game.slot1.group).not.toBe(game.slot2.group);
      const after = (await users.clients[5]!.get<Standings>(`/api/tournaments/${tournament.id}/standings`)).body;
      expect(after.wildcards!.ranking.filter((r) => r.advances).map((r) => nationOf.get(r.teamId))).toEqual([
        'Netherlands',
        'Georgia',
        'Slovakia',
        'Slovenia',
      ]);
    },
  );

  itAnsweredEveryRequestWithoutA5xx(ctx, 'EURO 2024');
});
