import { describe, expect, it } from 'vitest';
import { standingsWithSeparation } from './separation.js';
import type { CardCounts } from './standings.js';
import { FIFA_RULES, UEFA_RULES } from './standings.js';

const game = (team1: string, goals1: number, goals2: number, team2: string, extra: object = {}) => ({
  team1,
  team2,
  goals1,
  goals2,
  ...extra,
});
const yellows = (n: number): CardCounts => ({ yellow: n, secondYellow: 0, directRed: 0, yellowDirectRed: 0 });
const separations = (result: ReturnType<typeof standingsWithSeparation>) =>
  result.rows.map((r) => [r.team, r.separatedBy]);

describe('standingsWithSeparation', () => {
  it('2018 World Cup Group H: Japan above Senegal on fair play', () => {
    // Source: https://en.wikipedia.org/wiki/2018_FIFA_World_Cup_Group_H (as in standings.test.ts).
    const result = standingsWithSeparation({
      teams: ['Poland', 'Senegal', 'Colombia', 'Japan'],
      rules: FIFA_RULES,
      games: [
        game('Colombia', 1, 2, 'Japan', { cards2: yellows(1) }),
        game('Poland', 1, 2, 'Senegal', { cards2: yellows(2) }),
        game('Japan', 2, 2, 'Senegal', { cards1: yellows(2), cards2: yellows(3) }),
        game('Poland', 0, 3, 'Colombia'),
        game('Japan', 0, 1, 'Poland', { cards1: yellows(1) }),
        game('Senegal', 0, 1, 'Colombia', { cards1: yellows(1) }),
      ],
    });
    expect(separations(result)).toEqual([
      ['Colombia', 'points'],
      ['Japan', 'fairPlay'],
      ['Senegal', 'points'],
      ['Poland', null],
    ]);
  });

  it('UEFA Euro 2012 Group A: Greece above Russia on head-to-head points', () => {
    // Source: https://en.wikipedia.org/wiki/UEFA_Euro_2012_Group_A (as in standings.test.ts).
    const result = standingsWithSeparation({
      teams: ['Poland', 'Greece', 'Russia', 'Czech Republic'],
      rules: UEFA_RULES,
      games: [
        game('Poland', 1, 1, 'Greece'),
        game('Russia', 4, 1, 'Czech Republic'),
        game('Greece', 1, 2, 'Czech Republic'),
        game('Poland', 1, 1, 'Russia'),
        game('Czech Republic', 1, 0, 'Poland'),
        game('Greece', 1, 0, 'Russia'),
      ],
    });
    expect(separations(result)).toEqual([
      ['Czech Republic', 'points'],
      ['Greece', 'headToHeadPoints'],
      ['Russia', 'points'],
      ['Poland', null],
    ]);
  });

  it('an open tie has no separation; a resolved one is separated by the resolution', () => {
    const base = { teams: ['A', 'B'], rules: UEFA_RULES, games: [game('A', 1, 1, 'B')] };
    expect(separations(standingsWithSeparation(base))).toEqual([
      ['A', null],
      ['B', null],
    ]);
    const resolved = standingsWithSeparation({
      ...base,
      resolutions: [{ teams: ['A', 'B'], order: ['B', 'A'], method: 'coinToss' }],
    });
    expect(separations(resolved)).toEqual([
      ['B', 'tieResolution'],
      ['A', null],
    ]);
    expect(resolved.unresolvedTies).toEqual([]);
  });

  it('goals scored when points and goal difference are level (FIFA)', () => {
    const result = standingsWithSeparation({
      teams: ['A', 'B', 'C'],
      rules: FIFA_RULES,
      games: [game('A', 3, 3, 'B'), game('A', 1, 0, 'C'), game('B', 0, 0, 'C')],
    });
    expect(separations(result)).toEqual([
      ['A', 'points'],
      ['B', 'points'],
      ['C', null],
    ]);
    const goals = standingsWithSeparation({
      teams: ['A', 'B', 'C'],
      rules: FIFA_RULES,
      games: [game('A', 3, 2, 'C'), game('B', 1, 0, 'C'), game('A', 0, 0, 'B')],
    });
    expect(separations(goals)).toEqual([
      ['A', 'goalsFor'],
      ['B', 'points'],
      ['C', null],
    ]);
  });
});
