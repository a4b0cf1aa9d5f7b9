import { describe, expect, it } from 'vitest';
import type { Game, Tournament } from '../../../../entities/tournament/tournament-types';
import type { StandingsRow, TieResolutionRecord } from '../../api/standings';
import { fixtureGame, fixtureStandingsRow } from '../../../../test/tournament-fixtures';
import { criterionKey, groupTables } from './standings-model';

const row = (teamId: string, position: number, points: number, separatedBy: StandingsRow['separatedBy'] = null) =>
  fixtureStandingsRow(teamId, { position, played: 2, points, separatedBy });

const resolution = (teamIds: string[]): TieResolutionRecord => ({
  id: teamIds.join(),
  teamIds,
  order: teamIds,
  winnerTeamId: teamIds[0]!,
  method: 'coinToss',
  score: null,
  note: null,
  resolvedBy: null,
  resolvedAt: '2030-06-01T12:00:00.000Z',
});

const tournament = (type: Tournament['type']): Pick<Tournament, 'type' | 'groups'> => ({
  type,
  groups: type === 'groupStage' ? [{ name: 'A', advancement: 'topTwo', teamIds: ['a', 'b', 'c', 'd'] }] : [],
});

const games: Game[] = [
  fixtureGame('1', { status: 'finished' }),
  fixtureGame('2', { status: 'running' }),
  fixtureGame('3', { group: 'B', status: 'finished' }),
];

describe('groupTables', () => {
  it('takes the server rows and names the criterion between neighbours, never between teams still level', () => {
    const [table] = groupTables(tournament('groupStage'), games, {
      tieBreak: 'FIFA',
      version: 4,
      wildcards: null,
      places: null,
      resolutions: [resolution(['a', 'b']), resolution(['c', 'x'])],
      groups: [
        {
          name: 'A',
          rows: [
            row('a', 1, 6, 'headToHeadPoints'),
            row('b', 2, 6, 'points'),
            row('c', 3, 1, 'fairPlay'),
            row('d', 3, 1),
          ],
          unresolvedTies: [['c', 'd']],
        },
      ],
    });
    expect(table!.rows.map((r) => [r.teamId, r.separatedBy, r.shared, r.nextTeam])).toEqual([
      ['a', 'headToHeadPoints', false, 'Team b'],
      ['b', 'points', false, 'Team c'],
      ['c', null, true, 'Team d'],
      ['d', null, true, null],
    ]);
    expect(table).toMatchObject({ name: 'A', serverName: 'A', finished: 1, total: 2, advancement: 'topTwo' });
    // Only the decision on this group's teams: the other spans groups (a wildcard selection).
    expect(table!.resolutions.map((r) => r.id)).toEqual(['a,b']);
  });

  it('has one table for a round robin, named null, and none for scouting', () => {
    const standings = {
      tieBreak: 'UEFA' as const,
      version: 1,
      wildcards: null,
      places: null,
      resolutions: [],
      groups: [{ name: '', rows: [row('a', 1, 3), row('b', 2, 0)], unresolvedTies: [] }],
    };
    expect(groupTables(tournament('roundRobin'), [], standings).map((t) => [t.name, t.serverName])).toEqual([
      [null, ''],
    ]);
    expect(groupTables(tournament('scouting'), [], standings)).toEqual([]);
  });

  it('reads an unknown criterion as a generic tie-break', () => {
    expect(criterionKey('fairPlay')).toBe('fairPlay');
    expect(criterionKey('somethingNew')).toBe('other');
  });
});
