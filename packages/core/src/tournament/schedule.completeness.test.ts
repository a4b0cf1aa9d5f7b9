import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundRobinFixtures, scoutingFixtures } from './formats.js';
import { canStillFinish } from './schedule-bounds.js';
import { greedySchedule } from './schedule-greedy.js';
import { planSchedule, toItems } from './schedule-model.js';
import { SearchState } from './schedule-search-state.js';
import { searchSchedule } from './schedule-search.js';
import { scheduleGames } from './schedule.js';
import { scheduleViolations } from './schedule.check.test-support.js';
import { exhaustiveSchedule, witnessResult } from './schedule.exhaustive.test-support.js';
import type { SchedulingInstance } from './schedule.instances.test-support.js';
import { smallInstanceArb } from './schedule.instances.test-support.js';
import { DEFAULT_SCHEDULE_SETTINGS, type ScheduleSettings } from './settings.js';

/** The fast-check seed of the instances "places every game whenever a complete schedule exists" checks. */
const COMPLETENESS_SEED = 375;

const oneDay: ScheduleSettings = {
  ...DEFAULT_SCHEDULE_SETTINGS,
  dateFrom: '2025-06-14',
  dateTo: '2025-06-14',
  latestGame: 9 * 60 + 40,
  maxPlaytime: 60,
  gameTime: 30,
  halfTime: 0,
  gameGap: 0,
  noGameFrom: null,
  noGameTo: null,
  minRest: 5,
};

function twoTeams() {
  const r = scoutingFixtures([{ id: 'A' }, { id: 'B' }], 1);
  if (!r.ok) throw new Error(r.code);
  return r.fixtures;
}

function greedyLeavesOver(
  instance: SchedulingInstance | { settings: ScheduleSettings; fixtures: SchedulingInstance['fixtures'] },
) {
  const plan = planSchedule(
    instance.settings,
    toItems(instance.fixtures, 'bracket' in instance ? instance.bracket : null),
  );
  return greedySchedule(plan).pending.length;
}

describe('scheduleGames places what the greedy pass leaves over', () => {
  it('a second game 5 minutes after the pitch is free (the greedy waits a whole slot and misses latestGame)', () => {
    const input = { settings: oneDay, fixtures: twoTeams() };
    expect(greedyLeavesOver(input)).toBe(1);
    const r = scheduleGames(input);
    expect(r.unscheduled).toEqual([]);
    // 9:00–9:30, rest until 9:35, kick-off 9:35 ≤ latestGame 9:40.
    expect(r.games.map((g) => g.start)).toEqual([540, 575]);
    expect(scheduleViolations(input, r)).toEqual([]);
  });

  it('a game right at the end of a break that covers the first kick-off (the greedy jumps a whole slot past it)', () => {
    const settings: ScheduleSettings = {
      ...oneDay,
      latestGame: 9 * 60 + 15,
      noGameFrom: 8 * 60 + 50,
      noGameTo: 9 * 60 + 10,
      continueTime: 9 * 60 + 10,
    };
    const league = roundRobinFixtures(['A', 'B']);
    if (!league.ok) throw new Error(league.code);
    const input = { settings, fixtures: league.fixtures };
    expect(greedyLeavesOver(input)).toBe(1);
    const r = scheduleGames(input);
    expect(r.games.map((g) => g.start)).toEqual([550]);
    expect(scheduleViolations(input, r)).toEqual([]);
  });

  it('still reports what cannot fit, and the same input always gives the same schedule', () => {
    const input = { settings: { ...oneDay, latestGame: 9 * 60 + 30 }, fixtures: twoTeams() };
    const r = scheduleGames(input);
    expect(r.problems).toEqual([{ code: 'NOT_ENOUGH_TIME', leftOver: 1, gameIds: r.unscheduled }]);
    expect(scheduleViolations(input, r)).toEqual([]);
    expect(scheduleGames(input)).toEqual(r);
  });

  it('the search stops at its budget and keeps the fullest schedule it found', () => {
    const fixtures = twoTeams();
    const plan = planSchedule(oneDay, toItems(fixtures, null));
    const r = searchSchedule(plan, 3);
    expect(r.finished).toBe(false);
    expect(r.complete).toBe(false);
    // Work is checked before each step, so it ends at most one step over the budget.
    expect(r.work).toBeLessThanOrEqual(3 + 64);
    expect(searchSchedule(plan).complete).toBe(true);
  });
});

describe('the exhaustive search (test support) is trustworthy', () => {
  it('without pruning it gives the same answer on tiny instances', () => {
    const tiny = smallInstanceArb.filter((i) => i.fixtures.length + (i.bracket?.games.length ?? 0) <= 5);
    fc.assert(
      fc.property(tiny, (instance) => {
        const pruned = exhaustiveSchedule(instance).kind;
        const plain = exhaustiveSchedule(instance, { prune: false, maxNodes: 200_000 }).kind;
        if (plain !== 'unknown') expect(pruned).toBe(plain);
      }),
      { numRuns: 150 },
    );
  });

  it('finds a schedule whenever the scheduler has one, and its witness keeps the rules', () => {
    fc.assert(
      fc.property(smallInstanceArb, (instance) => {
        const r = scheduleGames(instance);
        if (r.unscheduled.length > 0) return;
        const answer = exhaustiveSchedule(instance, { maxNodes: 50_000 });
        expect(answer.kind).not.toBe('impossible');
        if (answer.kind === 'complete') {
          expect(scheduleViolations(instance, witnessResult(instance, answer.witness))).toEqual([]);
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('scheduler properties against the exhaustive search (2–8 teams, 1–2 pitches, 1–2 days)', () => {
  it('returns every game exactly once (placed or left over) and every placed game keeps every rule', () => {
    fc.assert(
      fc.property(smallInstanceArb, (instance) => {
        expect(scheduleViolations(instance, scheduleGames(instance))).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it('places every game whenever a complete schedule exists', () => {
    let leftOver = 0;
    let undecided = 0;
    fc.assert(
      fc.property(smallInstanceArb, (instance) => {
        const r = scheduleGames(instance);
        if (r.unscheduled.length === 0) return;
        leftOver += 1;
        const answer = exhaustiveSchedule(instance, { maxNodes: 100_000 });
        if (answer.kind === 'unknown') undecided += 1;
        expect(answer.kind, `${instance.label}: a complete schedule exists`).not.toBe('complete');
      }),
      // A fixed set of instances (decision 375): how many of them the bounded
      // exhaustive search leaves undecided is then a property of the code,
      // not of the draw, and the count below fails only when the scheduler
      // or the search changes, never on a random draw.
      { numRuns: 150, seed: COMPLETENESS_SEED },
    );
    // The comparison is not vacuous: the exhaustive search decides nearly every case.
    expect(undecided).toBeLessThanOrEqual(Math.max(2, leftOver * 0.05));
  }, 120_000);

  it('the search never prunes a state from which a complete schedule goes on', () => {
    fc.assert(
      fc.property(smallInstanceArb, (instance) => {
        const r = scheduleGames(instance);
        if (r.unscheduled.length > 0) return;
        // Replay the schedule in kick-off order: every prefix must pass the bounds.
        const plan = planSchedule(instance.settings, toItems(instance.fixtures, instance.bracket));
        const index = new Map(plan.items.map((item, i) => [item.id, i] as const));
        const s = new SearchState(plan);
        let now = -Infinity;
        for (const g of r.games) {
          expect(canStillFinish(s, now, Math.max(0, Math.floor(now / 1440)), () => {})).toBe(true);
          now = g.day * 1440 + g.start;
          const pd = (s.firstPd[g.day] as number) + g.pitch - 1;
          s.place({ item: index.get(g.id) as number, pd, start: g.start, abs: now });
        }
      }),
      { numRuns: 300 },
    );
  });
});
