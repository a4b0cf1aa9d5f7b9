import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CardCounts, PlayedGame, StandingsRules, TieResolution } from './standings.js';
import {
  EURO_2012_GROUP_A,
  EURO_2016_GROUP_F,
  WORLD_CUP_2018_GROUP_H,
  game,
  yellows,
} from './real-groups.test-support.js';
import { FIFA_RULES, UEFA_RULES, computeStandings, rankAcrossGroups } from './standings.js';

const order = (result: { rows: { team: string }[] }) => result.rows.map((r) => r.team);
const only = (...criteria: StandingsRules['criteria']): StandingsRules => ({
  ...FIFA_RULES,
  criteria,
  reapplyHeadToHead: false,
});

describe('real tournaments', () => {
  it('2018 FIFA World Cup Group H: Japan above Senegal on fair play (−4 v −6)', () => {
    // Data and sources: real-groups.test-support.ts.
    const result = computeStandings({ ...WORLD_CUP_2018_GROUP_H, rules: FIFA_RULES });
    expect(order(result)).toEqual(['Colombia', 'Japan', 'Senegal', 'Poland']);
    expect(result.unresolvedTies).toEqual([]);
    expect(result.rows.map((r) => [r.won, r.drawn, r.lost, r.goalsFor, r.goalsAgainst, r.points])).toEqual([
      [2, 0, 1, 5, 2, 6],
      [1, 1, 1, 4, 4, 4],
      [1, 1, 1, 4, 4, 4],
      [1, 0, 2, 2, 5, 3],
    ]);
    expect(result.rows.find((r) => r.team === 'Japan')?.fairPlay).toBe(4);
    expect(result.rows.find((r) => r.team === 'Senegal')?.fairPlay).toBe(6);
    expect(result.rows.map((r) => r.position)).toEqual([1, 2, 3, 4]);
  });

  // Final tables as the sources give them: team, goals for, goals against, points.
  const finalTables = [
    {
      // Source: https://en.wikipedia.org/wiki/2018_FIFA_World_Cup_Group_B (Source: FIFA).
      name: '2018 FIFA World Cup Group B: Spain above Portugal on goals scored (6 v 5)',
      rules: FIFA_RULES,
      teams: ['Portugal', 'Spain', 'Morocco', 'Iran'],
      games: [
        game('Morocco', 0, 1, 'Iran'),
        game('Portugal', 3, 3, 'Spain'),
        game('Portugal', 1, 0, 'Morocco'),
        game('Iran', 0, 1, 'Spain'),
        game('Iran', 1, 1, 'Portugal'),
        game('Spain', 2, 2, 'Morocco'),
      ],
      table: [
        ['Spain', 6, 5, 5],
        ['Portugal', 5, 4, 5],
        ['Iran', 2, 2, 4],
        ['Morocco', 2, 4, 1],
      ],
    },
    {
      name: 'UEFA Euro 2016 Group F: Hungary above Iceland on goal difference after a drawn head-to-head',
      rules: UEFA_RULES,
      ...EURO_2016_GROUP_F,
      table: [
        ['Hungary', 6, 4, 5],
        ['Iceland', 4, 3, 5],
        ['Portugal', 4, 4, 3],
        ['Austria', 1, 4, 1],
      ],
    },
    {
      // Source: https://en.wikipedia.org/wiki/UEFA_Euro_2004_Group_C — "all results between the three
      // teams ... were draws ... The decisive tiebreaker was therefore the goals scored during the games
      // between one another": Sweden 3, Denmark 2, Italy 1.
      name: 'UEFA Euro 2004 Group C: three-way tie on 5 points decided by head-to-head goals scored',
      rules: UEFA_RULES,
      teams: ['Sweden', 'Bulgaria', 'Denmark', 'Italy'],
      games: [
        game('Denmark', 0, 0, 'Italy'),
        game('Sweden', 5, 0, 'Bulgaria'),
        game('Bulgaria', 0, 2, 'Denmark'),
        game('Italy', 1, 1, 'Sweden'),
        game('Italy', 2, 1, 'Bulgaria'),
        game('Denmark', 2, 2, 'Sweden'),
      ],
      table: [
        ['Sweden', 8, 3, 5],
        ['Denmark', 4, 2, 5],
        ['Italy', 3, 2, 5],
        ['Bulgaria', 1, 9, 0],
      ],
    },
  ];

  it.each(finalTables)('$name', ({ teams, games, rules, table }) => {
    const result = computeStandings({ teams, games, rules });
    expect(result.rows.map((r) => [r.team, r.goalsFor, r.goalsAgainst, r.points])).toEqual(table);
    expect(result.rows.every((r) => r.goalDifference === r.goalsFor - r.goalsAgainst)).toBe(true);
    expect(result.unresolvedTies).toEqual([]);
  });

  it('UEFA Euro 2012 Group A: Greece above Russia on head-to-head despite a worse goal difference', () => {
    // Source: Goal.com final table, https://www.goal.com/en-gb/news/3284/euro-2012/2012/06/16/3179257/
    // ("Russia ... lost out ... due to their loss in the direct duel"); results as listed on
    // https://en.wikipedia.org/wiki/UEFA_Euro_2012_Group_A. Czech Republic top with GD −1.
    const result = computeStandings({ ...EURO_2012_GROUP_A, rules: UEFA_RULES });
    expect(order(result)).toEqual(['Czech Republic', 'Greece', 'Russia', 'Poland']);
    expect(result.rows.map((r) => [r.goalDifference, r.points])).toEqual([
      [-1, 6],
      [0, 4],
      [2, 4],
      [-1, 2],
    ]);
  });

  it('the same Euro 2012 group under FIFA rules puts Russia second (goal difference first)', () => {
    const result = computeStandings({ ...EURO_2012_GROUP_A, rules: FIFA_RULES });
    expect(order(result)).toEqual(['Czech Republic', 'Russia', 'Greece', 'Poland']);
  });

  it('UEFA Euro 2020 Group F: Germany above Portugal on head-to-head (4–2), Portugal had more goals', () => {
    // Source: https://en.wikipedia.org/wiki/UEFA_Euro_2020_Group_F (Source: UEFA),
    // note "Head-to-head result: Portugal 2–4 Germany".
    const games = [
      game('Hungary', 0, 3, 'Portugal'),
      game('France', 1, 0, 'Germany'),
      game('Hungary', 1, 1, 'France'),
      game('Portugal', 2, 4, 'Germany'),
      game('Portugal', 2, 2, 'France'),
      game('Germany', 2, 2, 'Hungary'),
    ];
    const teams = ['Hungary', 'Portugal', 'France', 'Germany'];
    const uefa = computeStandings({ teams, games, rules: UEFA_RULES });
    expect(order(uefa)).toEqual(['France', 'Germany', 'Portugal', 'Hungary']);
    expect(uefa.rows.map((r) => [r.goalsFor, r.goalsAgainst, r.points])).toEqual([
      [4, 3, 5],
      [6, 5, 4],
      [7, 6, 4],
      [3, 6, 2],
    ]);
    // Under FIFA's order goals scored (7 v 6) would have put Portugal second.
    expect(order(computeStandings({ teams, games, rules: FIFA_RULES }))).toEqual([
      'France',
      'Portugal',
      'Germany',
      'Hungary',
    ]);
  });

  it('1990 FIFA World Cup Group F: Ireland and the Netherlands identical — only drawing of lots decides', () => {
    // Source: https://en.wikipedia.org/wiki/1990_FIFA_World_Cup_Group_F (Source: FIFA): "finished with
    // identical records ... split by the drawing of lots"; LA Times 22 June 1990: Ireland second.
    // Two points for a win in 1990; fair play was not a criterion then and no cards are given here.
    const rules1990: StandingsRules = { ...FIFA_RULES, points: { win: 2, draw: 1, loss: 0 } };
    const games = [
      game('England', 1, 1, 'Republic of Ireland'),
      game('Netherlands', 1, 1, 'Egypt'),
      game('England', 0, 0, 'Netherlands'),
      game('Egypt', 0, 0, 'Republic of Ireland'),
      game('England', 1, 0, 'Egypt'),
      game('Republic of Ireland', 1, 1, 'Netherlands'),
    ];
    const teams = ['England', 'Republic of Ireland', 'Netherlands', 'Egypt'];
    const open = computeStandings({ teams, games, rules: rules1990 });
    expect(open.unresolvedTies).toEqual([['Republic of Ireland', 'Netherlands']]);
    expect(open.rows.map((r) => [r.team, r.position, r.points])).toEqual([
      ['England', 1, 4],
      ['Republic of Ireland', 2, 3],
      ['Netherlands', 2, 3],
      ['Egypt', 4, 2],
    ]);
    const lots: TieResolution = {
      teams: ['Netherlands', 'Republic of Ireland'],
      order: ['Republic of Ireland', 'Netherlands'],
      method: 'drawingOfLots',
      note: 'FIFA draw, Rome, 21 June 1990',
    };
    const decided = computeStandings({ teams, games, rules: rules1990, resolutions: [lots] });
    expect(decided.unresolvedTies).toEqual([]);
    expect(decided.rows.map((r) => [r.team, r.position])).toEqual([
      ['England', 1],
      ['Republic of Ireland', 2],
      ['Netherlands', 3],
      ['Egypt', 4],
    ]);
  });
});

describe('each criterion on its own', () => {
  it('points', () => {
    const r = computeStandings({ teams: ['A', 'B'], games: [game('A', 0, 1, 'B')], rules: only('points') });
    expect(order(r)).toEqual(['B', 'A']);
  });

  it('goal difference, then goals for', () => {
    // A and B both beat C; A by more (GD); B and D differ only in goals scored.
    const games = [game('A', 3, 0, 'C'), game('B', 1, 0, 'C'), game('D', 2, 1, 'C')];
    const gd = computeStandings({ teams: ['C', 'D', 'B', 'A'], games, rules: only('points', 'goalDifference') });
    expect(order(gd)).toEqual(['A', 'D', 'B', 'C']);
    expect(gd.unresolvedTies).toEqual([['D', 'B']]);
    const gf = computeStandings({
      teams: ['C', 'D', 'B', 'A'],
      games,
      rules: only('points', 'goalDifference', 'goalsFor'),
    });
    expect(order(gf)).toEqual(['A', 'D', 'B', 'C']);
    expect(gf.unresolvedTies).toEqual([]);
  });

  it('wins: a win and a loss rank above two draws on equal points only when the points scale says so', () => {
    // With 2 points per win, one win + one loss = two draws = 2 points; wins separate them.
    const rules: StandingsRules = { ...only('points', 'wins'), points: { win: 2, draw: 1, loss: 0 } };
    const games = [game('A', 1, 0, 'X'), game('A', 0, 1, 'Y'), game('B', 1, 1, 'X'), game('B', 2, 2, 'Y')];
    const withOpponents = computeStandings({ teams: ['B', 'A', 'X', 'Y'], games, rules });
    // Y 3 points; A (win + loss) and B (two draws) 2 points each; X 1 point.
    expect(order(withOpponents)).toEqual(['Y', 'A', 'B', 'X']);
    expect(withOpponents.rows.map((row) => row.points)).toEqual([3, 2, 2, 1]);
    expect(withOpponents.unresolvedTies).toEqual([]);
  });

  it('head-to-head points', () => {
    // A and B equal on points; A won their game.
    const games = [game('A', 1, 0, 'B'), game('B', 5, 0, 'C'), game('C', 1, 0, 'A')];
    const r = computeStandings({ teams: ['C', 'B', 'A'], games, rules: only('points', 'headToHeadPoints') });
    expect(r.unresolvedTies).toEqual([['C', 'B', 'A']]);
    const twoWay = computeStandings({
      teams: ['A', 'B', 'C', 'D'],
      games: [game('A', 1, 0, 'B'), game('B', 3, 0, 'D'), game('A', 0, 1, 'D'), game('C', 0, 0, 'D')],
      rules: only('points', 'headToHeadPoints'),
    });
    // D 4 points; A and B 3 each, A won their game.
    expect(order(twoWay)).toEqual(['D', 'A', 'B', 'C']);
  });

  it('head-to-head goal difference and goals for in a three-team cycle', () => {
    // A 1–0 B, B 2–0 C, C 3–0 A: all 3 h2h points; h2h GD A −2, B +1, C +1; h2h goals B 2, C 3.
    const games = [game('A', 1, 0, 'B'), game('B', 2, 0, 'C'), game('C', 3, 0, 'A')];
    const teams = ['A', 'B', 'C'];
    const gd = computeStandings({ teams, games, rules: only('headToHeadPoints', 'headToHeadGoalDifference') });
    expect(order(gd)).toEqual(['B', 'C', 'A']);
    expect(gd.unresolvedTies).toEqual([['B', 'C']]);
    const gf = computeStandings({
      teams,
      games,
      rules: only('headToHeadPoints', 'headToHeadGoalDifference', 'headToHeadGoalsFor'),
    });
    expect(order(gf)).toEqual(['C', 'B', 'A']);
  });

  it('fair play: FIFA and UEFA weigh a direct red differently (4 v 3)', () => {
    const red: CardCounts = { yellow: 0, secondYellow: 0, directRed: 1, yellowDirectRed: 0 };
    const games = [game('A', 1, 1, 'B', { cards1: red, cards2: yellows(4) })];
    const fifa = computeStandings({ teams: ['B', 'A'], games, rules: FIFA_RULES });
    expect(fifa.unresolvedTies).toEqual([['B', 'A']]);
    expect(fifa.rows.map((r) => r.fairPlay)).toEqual([4, 4]);
    const uefa = computeStandings({ teams: ['B', 'A'], games, rules: UEFA_RULES });
    expect(order(uefa)).toEqual(['A', 'B']);
    expect(uefa.rows.map((r) => r.fairPlay)).toEqual([3, 4]);
  });

  it('fair play weights per card kind: yellow 1, second yellow 3, direct red 4, yellow + direct red 5', () => {
    const cards: CardCounts = { yellow: 2, secondYellow: 1, directRed: 1, yellowDirectRed: 1 };
    const r = computeStandings({
      teams: ['A', 'B'],
      games: [game('A', 0, 0, 'B', { cards1: cards })],
      rules: FIFA_RULES,
    });
    expect(r.rows.find((row) => row.team === 'A')?.fairPlay).toBe(2 + 3 + 4 + 5);
  });

  it('fair-play adjustments (e.g. a card to a team official) can decide', () => {
    const games = [game('A', 1, 1, 'B')];
    const r = computeStandings({ teams: ['A', 'B'], games, rules: FIFA_RULES, fairPlayAdjustments: { A: 1 } });
    expect(order(r)).toEqual(['B', 'A']);
    expect(r.rows.map((row) => row.fairPlay)).toEqual([0, 1]);
  });
});

describe('head-to-head re-application (UEFA)', () => {
  // X 1–0 Y, Y 1–0 Z, Z 2–1 X: 3 h2h points each, h2h GD 0 each, h2h goals X 2, Y 1, Z 2.
  // Y drops out; X and Z stay level over the three-team mini-league, but Z beat X.
  const games = [
    game('X', 1, 0, 'Y'),
    game('Y', 1, 0, 'Z'),
    game('Z', 2, 1, 'X'),
    game('X', 1, 0, 'W'),
    game('Y', 1, 0, 'W'),
    game('Z', 1, 0, 'W'),
  ];
  const teams = ['W', 'X', 'Y', 'Z'];

  it('re-applies head-to-head to the two teams still level', () => {
    const r = computeStandings({ teams, games, rules: UEFA_RULES });
    expect(order(r)).toEqual(['Z', 'X', 'Y', 'W']);
    expect(r.unresolvedTies).toEqual([]);
  });

  it('without re-application the same teams fall through to overall criteria and stay level', () => {
    const r = computeStandings({ teams, games, rules: { ...UEFA_RULES, reapplyHeadToHead: false } });
    expect(r.unresolvedTies).toEqual([['X', 'Z']]);
    expect(order(r).slice(2)).toEqual(['Y', 'W']);
  });
});

describe('unresolved ties', () => {
  const allDraws = [
    game('A', 1, 1, 'B'),
    game('C', 1, 1, 'D'),
    game('A', 1, 1, 'C'),
    game('B', 1, 1, 'D'),
    game('A', 1, 1, 'D'),
    game('B', 1, 1, 'C'),
  ];
  const teams = ['A', 'B', 'C', 'D'];

  it('a four-way tie stays open and all four share position 1', () => {
    for (const rules of [FIFA_RULES, UEFA_RULES]) {
      const r = computeStandings({ teams, games: allDraws, rules });
      expect(r.unresolvedTies).toEqual([['A', 'B', 'C', 'D']]);
      expect(r.rows.map((row) => row.position)).toEqual([1, 1, 1, 1]);
    }
  });

  it('only a resolution with exactly the tied teams orders them', () => {
    const partial: TieResolution = { teams: ['A', 'B', 'C'], order: ['C', 'B', 'A'], method: 'coinToss' };
    expect(
      computeStandings({ teams, games: allDraws, rules: FIFA_RULES, resolutions: [partial] }).unresolvedTies,
    ).toEqual([['A', 'B', 'C', 'D']]);
    const badOrder: TieResolution = { teams, order: ['D', 'C', 'B'], method: 'committee' };
    expect(
      computeStandings({ teams, games: allDraws, rules: FIFA_RULES, resolutions: [badOrder] }).unresolvedTies,
    ).toHaveLength(1);
    const full: TieResolution = {
      teams: ['D', 'C', 'B', 'A'],
      order: ['D', 'B', 'A', 'C'],
      method: 'shootout',
      score: '5-4',
    };
    const r = computeStandings({ teams, games: allDraws, rules: FIFA_RULES, resolutions: [full] });
    expect(r.unresolvedTies).toEqual([]);
    expect(r.rows.map((row) => [row.team, row.position])).toEqual([
      ['D', 1],
      ['B', 2],
      ['A', 3],
      ['C', 4],
    ]);
  });

  it('a tie below the top shares the best position of its block', () => {
    const games = [game('A', 2, 0, 'B'), game('A', 2, 0, 'C'), game('B', 0, 0, 'C')];
    const r = computeStandings({ teams: ['A', 'B', 'C'], games, rules: FIFA_RULES });
    expect(r.rows.map((row) => [row.team, row.position])).toEqual([
      ['A', 1],
      ['B', 2],
      ['C', 2],
    ]);
    expect(r.unresolvedTies).toEqual([['B', 'C']]);
  });

  it('teams with no games yet are all level', () => {
    const r = computeStandings({ teams: ['A', 'B'], games: [], rules: UEFA_RULES });
    expect(r.unresolvedTies).toEqual([['A', 'B']]);
    expect(r.rows.every((row) => row.played === 0)).toBe(true);
  });

  it('ignores games against teams outside the group', () => {
    const r = computeStandings({
      teams: ['A', 'B'],
      games: [game('A', 9, 0, 'Z'), game('A', 0, 1, 'B')],
      rules: FIFA_RULES,
    });
    expect(r.rows.map((row) => [row.team, row.played, row.goalsFor])).toEqual([
      ['B', 1, 1],
      ['A', 1, 0],
    ]);
  });
});

describe('rankAcrossGroups', () => {
  const row = (team: string, group: string, points: number, gf: number, ga: number, won = 0, fairPlay = 0) => ({
    team,
    group,
    position: 2,
    played: 3,
    won,
    drawn: 0,
    lost: 0,
    goalsFor: gf,
    goalsAgainst: ga,
    goalDifference: gf - ga,
    points,
    fairPlay,
  });

  it('ranks by the non-head-to-head criteria and renumbers positions', () => {
    const rows = [row('A2', 'A', 4, 3, 3), row('B2', 'B', 6, 4, 2), row('C2', 'C', 4, 5, 3)];
    const r = rankAcrossGroups(rows, UEFA_RULES);
    expect(r.rows.map((x) => [x.team, x.group, x.position])).toEqual([
      ['B2', 'B', 1],
      ['C2', 'C', 2],
      ['A2', 'A', 3],
    ]);
  });

  it('reports a tie across groups and accepts a group selection for exactly those teams', () => {
    const rows = [row('A2', 'A', 4, 3, 3, 1, 2), row('B2', 'B', 4, 3, 3, 1, 2), row('C2', 'C', 3, 1, 3, 1)];
    const open = rankAcrossGroups(rows, FIFA_RULES);
    expect(open.unresolvedTies).toEqual([['A2', 'B2']]);
    const selected = rankAcrossGroups(rows, FIFA_RULES, [
      { teams: ['A2', 'B2'], order: ['B2', 'A2'], method: 'groupSelection' },
    ]);
    expect(selected.rows.map((x) => x.team)).toEqual(['B2', 'A2', 'C2']);
    expect(selected.unresolvedTies).toEqual([]);
  });

  it('fair play separates teams level on everything else', () => {
    const rows = [row('A2', 'A', 4, 3, 3, 1, 5), row('B2', 'B', 4, 3, 3, 1, 2)];
    expect(rankAcrossGroups(rows, UEFA_RULES).rows.map((x) => x.team)).toEqual(['B2', 'A2']);
  });
});

// ---------------------------------------------------------------------------
// Properties

const cardsArb = fc.record({
  yellow: fc.nat(4),
  secondYellow: fc.nat(1),
  directRed: fc.nat(1),
  yellowDirectRed: fc.nat(1),
});

const groupArb = fc.integer({ min: 2, max: 6 }).chain((n) => {
  const teams = Array.from({ length: n }, (_, i) => `T${i}`);
  const gameArb = fc
    .tuple(
      fc.nat(n - 1),
      fc.nat(n - 1),
      fc.nat(6),
      fc.nat(6),
      fc.option(cardsArb, { nil: undefined }),
      fc.option(cardsArb, { nil: undefined }),
    )
    .filter(([a, b]) => a !== b)
    .map(([a, b, g1, g2, c1, c2]): PlayedGame => ({
      team1: teams[a] as string,
      team2: teams[b] as string,
      goals1: g1,
      goals2: g2,
      ...(c1 ? { cards1: c1 } : {}),
      ...(c2 ? { cards2: c2 } : {}),
    }));
  return fc.record({ teams: fc.constant(teams), games: fc.array(gameArb, { maxLength: 20 }) });
});

const rulesArb = fc.constantFrom(FIFA_RULES, UEFA_RULES);

describe('standings properties', () => {
  it('totals balance: goals for = goals against over a group, points match the results', () => {
    fc.assert(
      fc.property(groupArb, rulesArb, ({ teams, games }, rules) => {
        const { rows } = computeStandings({ teams, games, rules });
        const sum = (f: (r: (typeof rows)[number]) => number) => rows.reduce((s, r) => s + f(r), 0);
        expect(sum((r) => r.goalsFor)).toBe(sum((r) => r.goalsAgainst));
        expect(sum((r) => r.goalDifference)).toBe(0);
        expect(sum((r) => r.played)).toBe(2 * games.length);
        expect(sum((r) => r.won)).toBe(sum((r) => r.lost));
        const draws = games.filter((g) => g.goals1 === g.goals2).length;
        expect(sum((r) => r.points)).toBe(
          (games.length - draws) * (rules.points.win + rules.points.loss) + 2 * draws * rules.points.draw,
        );
        for (const r of rows) {
          expect(r.played).toBe(r.won + r.drawn + r.lost);
          expect(r.points).toBe(r.won * rules.points.win + r.drawn * rules.points.draw + r.lost * rules.points.loss);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('results are independent of the order of the input games', () => {
    fc.assert(
      fc.property(
        groupArb.chain((g) =>
          fc.record({ group: fc.constant(g), shuffled: fc.shuffledSubarray(g.games, { minLength: g.games.length }) }),
        ),
        rulesArb,
        ({ group, shuffled }, rules) => {
          const a = computeStandings({ teams: group.teams, games: group.games, rules });
          const b = computeStandings({ teams: group.teams, games: shuffled, rules });
          expect(b).toEqual(a);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('positions are 1-based and consistent: every team once, ranked rows never worse than later rows', () => {
    fc.assert(
      fc.property(groupArb, rulesArb, ({ teams, games }, rules) => {
        const { rows, unresolvedTies } = computeStandings({ teams, games, rules });
        expect(rows.map((r) => r.team).sort()).toEqual([...teams].sort());
        expect(rows[0]?.position).toBe(1);
        rows.forEach((r, i) => {
          if (i > 0) expect(r.position).toBeGreaterThanOrEqual((rows[i - 1] as (typeof rows)[number]).position);
          expect(r.position).toBeLessThanOrEqual(i + 1);
          if (i > 0) expect(r.points).toBeLessThanOrEqual((rows[i - 1] as (typeof rows)[number]).points);
        });
        // Teams sharing a position are exactly the unresolved ties.
        const shared = new Map<number, string[]>();
        for (const r of rows) shared.set(r.position, [...(shared.get(r.position) ?? []), r.team]);
        expect([...shared.values()].filter((t) => t.length > 1)).toEqual(unresolvedTies);
      }),
      { numRuns: 1000 },
    );
  });
});
