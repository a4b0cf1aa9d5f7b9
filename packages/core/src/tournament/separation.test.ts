import { describe, expect, it } from 'vitest';
import { standingsWithSeparation } from './separation.js';
import { EURO_2012_GROUP_A, EURO_2016_GROUP_F, WORLD_CUP_2018_GROUP_H, game } from './real-groups.test-support.js';
import { FIFA_RULES, UEFA_RULES } from './standings.js';

const separations = (result: ReturnType<typeof standingsWithSeparation>) =>
  result.rows.map((r) => [r.team, r.separatedBy]);

describe('standingsWithSeparation', () => {
  it('2018 World Cup Group H: Japan above Senegal on fair play', () => {
    const result = standingsWithSeparation({ ...WORLD_CUP_2018_GROUP_H, rules: FIFA_RULES });
    expect(separations(result)).toEqual([
      ['Colombia', 'points'],
      ['Japan', 'fairPlay'],
      ['Senegal', 'points'],
      ['Poland', null],
    ]);
  });

  it('UEFA Euro 2012 Group A: Greece above Russia on head-to-head points', () => {
    const result = standingsWithSeparation({ ...EURO_2012_GROUP_A, rules: UEFA_RULES });
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
    const result = standingsWithSeparation({ ...EURO_2016_GROUP_F, rules: UEFA_RULES });
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
