import { describe, expect, it } from 'vitest';
import { apartCost, SAME_CLUB_COST, SAME_COUNTRY_COST, sharedKeys, type ApartTeam } from './keep-apart.js';

const teams: ApartTeam[] = [
  { id: 'n1', club: 'nord', country: 'DE' },
  { id: 'n2', club: 'nord', country: 'DE' },
  { id: 's1', club: 'sued', country: 'DE' },
  { id: 'l1', club: 'lyon', country: 'FR' },
  { id: 'x1', club: null, country: null },
  { id: 'x2', club: null, country: null },
];
const byId = new Map(teams.map((t) => [t.id, t] as const));
const team = (id: string) => byId.get(id) as ApartTeam;

describe('the rule that keeps clubs apart (decisions 414, 444)', () => {
  it('a club pair outweighs every country pair a tournament can hold; countries count only when asked', () => {
    expect(apartCost(team('n1'), team('n2'), false)).toBe(SAME_CLUB_COST);
    expect(apartCost(team('n1'), team('n2'), true)).toBe(SAME_CLUB_COST);
    expect(apartCost(team('n1'), team('s1'), false)).toBe(0);
    expect(apartCost(team('n1'), team('s1'), true)).toBe(SAME_COUNTRY_COST);
    expect(apartCost(team('n1'), team('l1'), true)).toBe(0);
    // 64 teams make at most 2,016 pairs; a club pair still weighs more than every country pair of a group of 32.
    expect(SAME_CLUB_COST).toBeGreaterThan(((32 * 31) / 2) * SAME_COUNTRY_COST);
  });

  it('teams without a club never share one', () => {
    expect(apartCost(team('x1'), team('x2'), true)).toBe(0);
    expect(sharedKeys(['x1', 'x2'], byId, true)).toEqual([]);
  });

  it('names each club held twice, and a country only across two clubs', () => {
    expect(sharedKeys(['n1', 'n2', 'l1'], byId, true)).toEqual([{ kind: 'club', key: 'nord', teams: ['n1', 'n2'] }]);
    expect(sharedKeys(['n1', 'n2', 's1'], byId, true)).toEqual([
      { kind: 'club', key: 'nord', teams: ['n1', 'n2'] },
      { kind: 'country', key: 'DE', teams: ['n1', 'n2', 's1'] },
    ]);
    expect(sharedKeys(['n1', 's1'], byId, false)).toEqual([]);
  });
});
