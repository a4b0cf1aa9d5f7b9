import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gamesOverlap, planConflicts, suggestPlan, type PlanAssignment, type PlanGame } from './plan.js';

const game = (id: string, start: number | null, end: number | null, date: string | null = '2026-06-01'): PlanGame => ({
  id,
  date,
  start,
  end,
});

/** The optimum by brute force: every game to one of the scouts or to none, (k + 1)^n plans. */
function optimum(games: readonly PlanGame[], scouts: number, wanted: readonly string[]): number {
  const targets = games.filter((g) => wanted.includes(g.id));
  let best = 0;
  const chosen: number[] = [];
  const walk = (index: number, count: number) => {
    if (count + (targets.length - index) <= best) return;
    if (index === targets.length) {
      best = Math.max(best, count);
      return;
    }
    for (let scout = 0; scout < scouts; scout++) {
      const clash = chosen.some((s, i) => s === scout && gamesOverlap(targets[i]!, targets[index]!));
      if (clash) continue;
      chosen.push(scout);
      walk(index + 1, count + 1);
      chosen.pop();
    }
    chosen.push(-1);
    walk(index + 1, count);
    chosen.pop();
  };
  walk(0, 0);
  return best;
}

const gameArb = (id: string) =>
  fc
    .oneof(
      {
        weight: 9,
        arbitrary: fc.record({
          day: fc.integer({ min: 1, max: 2 }),
          start: fc.integer({ min: 0, max: 120 }),
          length: fc.integer({ min: 0, max: 60 }),
        }),
      },
      { weight: 1, arbitrary: fc.constant(null) },
    )
    .map((slot) =>
      slot === null
        ? game(id, null, null, null)
        : game(id, 480 + slot.start, 480 + slot.start + slot.length, `2026-06-0${slot.day}`),
    );

const instanceArb = fc.integer({ min: 0, max: 7 }).chain((n) =>
  fc.record({
    games: fc.tuple(...Array.from({ length: n }, (_, i) => gameArb(`g${i}`))),
    scouts: fc.integer({ min: 0, max: 3 }),
    wanted: fc.subarray(Array.from({ length: n }, (_, i) => `g${i}`)),
  }),
);

describe('suggestPlan', () => {
  it('never puts a scout in two overlapping games and covers as many watchlist games as an exhaustive search', () => {
    fc.assert(
      fc.property(instanceArb, ({ games, scouts, wanted }) => {
        const scoutIds = Array.from({ length: scouts }, (_, i) => `s${i}`);
        const plan = suggestPlan(games, scoutIds, wanted);
        expect(planConflicts(games, plan.assignments, []).overlaps).toEqual([]);
        const assigned = plan.assignments.flatMap((a) => a.gameIds);
        // Only watchlist games, each at most once, and `covered` counts them.
        expect(new Set(assigned).size).toBe(assigned.length);
        expect(assigned.every((id) => wanted.includes(id))).toBe(true);
        expect(plan.covered).toBe(assigned.length);
        expect(plan.wanted).toBe(wanted.length);
        expect(plan.covered).toBe(optimum(games, scouts, wanted));
      }),
      { numRuns: 400 },
    );
  });

  it('gives one scout back-to-back games and a second scout the game in between', () => {
    const games = [game('a', 600, 630), game('b', 630, 660), game('c', 610, 640)];
    const plan = suggestPlan(games, ['anna', 'ben'], ['a', 'b', 'c']);
    expect(plan.covered).toBe(3);
    expect(plan.assignments).toEqual([
      { userId: 'anna', gameIds: ['a', 'b'] },
      { userId: 'ben', gameIds: ['c'] },
    ]);
  });

  it('covers nothing without scouts', () => {
    expect(suggestPlan([game('a', 600, 630)], [], ['a'])).toEqual({ assignments: [], covered: 0, wanted: 1 });
  });
});

describe('planConflicts', () => {
  const games = [game('a', 600, 630), game('b', 620, 650), game('c', 650, 680), game('d', 620, 650, '2026-06-02')];

  it('names a scout in two overlapping games, and games with watchlist players nobody watches', () => {
    const plan: PlanAssignment[] = [
      { userId: 'anna', gameIds: ['a', 'b', 'c', 'd'] },
      { userId: 'ben', gameIds: ['c', 'unknown'] },
    ];
    expect(planConflicts([...games, game('e', 700, 720)], plan, ['a', 'e'])).toEqual({
      overlaps: [{ userId: 'anna', gameIds: ['a', 'b'] }],
      uncovered: ['e'],
    });
  });

  it('lets a game end as the next one starts, and never lets unplaced games overlap', () => {
    expect(gamesOverlap(games[1]!, games[2]!)).toBe(false);
    expect(gamesOverlap(games[1]!, games[3]!)).toBe(false);
    expect(gamesOverlap(game('x', null, null, null), games[0]!)).toBe(false);
  });
});
