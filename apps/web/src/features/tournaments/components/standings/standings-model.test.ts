import { describe, expect, it } from 'vitest';
import type { Game, Tournament } from '../../../../lib/tournaments/tournament-types';
import { fixtureGame } from '../view/view-fixtures';
import { groupTables } from './standings-model';

const teams = ['a', 'b', 'c'].map((id) => ({
  id,
  clubId: `club-${id}`,
  name: `Team ${id.toUpperCase()}`,
  clubName: null,
}));

const result = (
  id: string,
  t1: string,
  t2: string,
  goals1: number,
  goals2: number,
  status: Game['status'] = 'finished',
) => fixtureGame(id, { team1: { id: t1, name: t1 }, team2: { id: t2, name: t2 }, status, goals1, goals2 });

const tournament = (tieBreak: Tournament['tieBreak']): Pick<Tournament, 'type' | 'teams' | 'groups' | 'tieBreak'> => ({
  type: 'groupStage',
  teams,
  tieBreak,
  groups: [{ name: 'A', advancement: 'topTwo', teamIds: ['a', 'b', 'c'] }],
});

describe('groupTables', () => {
  it('ranks a group from its finished games only', () => {
    const games = [result('1', 'a', 'b', 2, 0), result('2', 'b', 'c', 1, 0), result('3', 'a', 'c', 0, 5, 'running')];
    const [table] = groupTables(tournament('FIFA'), games);
    expect(table!.rows.map((r) => [r.name, r.position, r.points])).toEqual([
      ['Team A', 1, 3],
      ['Team B', 2, 3],
      ['Team C', 3, 0],
    ]);
    expect(table).toMatchObject({ finished: 2, total: 3, unresolvedTies: [] });
  });

  it('uses the tournament tie-break and marks teams still level as sharing a place', () => {
    const [table] = groupTables(tournament('UEFA'), []);
    expect(table!.rows.every((r) => r.position === 1 && r.shared)).toBe(true);
    expect(table!.unresolvedTies).toEqual([['a', 'b', 'c']]);
  });

  it('has one table for a round robin and none for scouting', () => {
    expect(groupTables({ ...tournament('FIFA'), type: 'roundRobin', groups: [] }, [])).toHaveLength(1);
    expect(groupTables({ ...tournament('FIFA'), type: 'scouting', groups: [] }, [])).toEqual([]);
  });
});
