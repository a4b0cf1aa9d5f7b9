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
  it('UEFA Euro 2016 Group F: Hungary above Iceland on goal difference after a drawn head-to-head', () => {
    // Source: https://en.wikipedia.org/wiki/UEFA_Euro_2016_Group_F (as in standings.test.ts).
    const result = standingsWithSeparation({
      teams: ['Portugal', 'Iceland', 'Austria', 'Hungary'],
      rules: UEFA_RULES,
      games: [
        game('Austria', 0, 2, 'Hungary'),
        game('Portugal', 1, 1, 'Iceland'),
        game('Iceland', 1, 1, 'Hungary'),
        game('Portugal', 0, 0, 'Austria'),
        game('Iceland', 2, 1, 'Austria'),
        game('Hungary', 3, 3, 'Portugal'),
      ],
    });
    expect(separations(result)).toEqual([
      ['Hungary', 'goalDifference'],
      ['Iceland', 'points'],
      ['Portugal', 'points'],
      ['Austria', null],
    ]);
  });

  it('UEFA: three teams level on points, separated by head-to-head goal difference, not by overall results', () => {
    // A, B, C on 6 points. Among them: A beat B 3–0, B beat C 1–0, C beat A 1–0 (3 points each),
    // goal difference A +2, B −2, C 0 → A, C, B on head-to-head goal difference.
    const result = standingsWithSeparation({
      teams: ['A', 'B', 'C', 'D'],
      rules: UEFA_RULES,
      games: [
        game('A', 3, 0, 'B'),
        game('B', 1, 0, 'C'),
        game('C', 1, 0, 'A'),
        game('A', 1, 0, 'D'),
        game('B', 1, 0, 'D'),
        game('C', 1, 0, 'D'),
      ],
    });
    expect(separations(result)).toEqual([
      ['A', 'headToHeadGoalDifference'],
      ['C', 'headToHeadGoalDifference'],
      ['B', 'points'],
      ['D', null],
    ]);
  });
});
