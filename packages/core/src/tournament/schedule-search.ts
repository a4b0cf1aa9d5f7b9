/**
 * The scheduler's second pass (decision 103): a bounded backtracking search
 * that runs only when the greedy pass leaves games over.
 *
 * Slot model ("earliest start"): a game placed on a pitch of a day kicks off at
 * the earliest minute that is no earlier than the pitch's next free minute
 * (previous end + gap), the rest of both teams, the knockout gates (all group
 * games and the feeder games ended plus rest, `eliminationStartTime` on the
 * knockout's first day) and the previous placement; if it would overlap the
 * break it moves to the resume time. It must still start by `latestGame` and
 * fit `maxPlaytime`. Any valid schedule can be shifted left, game by game, into
 * this model without changing days or pitches, so searching it loses no
 * complete schedule.
 *
 * Games are placed in kick-off order, so a team's readiness is always known.
 * Each node tries every pending game on every pitch of the current and later
 * days, earliest kick-off first and then fixture order (what the greedy would
 * do). Pruning keeps it small: necessary conditions on what is left
 * (schedule-bounds.ts), identical pitches tried once, and states already shown
 * to be dead ends remembered. All work is counted against a budget, so a
 * pathological input gives up instead of hanging; the fullest partial schedule
 * found is kept.
 */
import { canStillFinish } from './schedule-bounds.js';
import type { Placement, SchedulingDay, SchedulingPlan } from './schedule-model.js';
import { createRandom } from './random.js';
import { durationOf, knockoutFirstDay, overlapsBreak, playMinutesOf } from './schedule-model.js';
import type { Candidate } from './schedule-search-state.js';
import { SearchState, dayOf } from './schedule-search-state.js';

export type SearchResult = {
  /** Placements of the fullest schedule found (all items when `complete`). */
  placements: Placement[];
  complete: boolean;
  /** False when the budget ran out before the search finished. */
  finished: boolean;
  /** Work units spent (see DEFAULT_SEARCH_BUDGET). */
  work: number;
};

/**
 * Default budget in work units (one unit: one candidate evaluated, one step of
 * a bound, one comparison of a sort; well under 0.1 µs on a quiet machine).
 * Small tournaments that have a complete schedule need at most a few ten
 * thousand; 128 teams that the greedy cannot finish give up after some 15 ms
 * (the bench's worst case).
 */
export const DEFAULT_SEARCH_BUDGET = 250_000;

/** Work for the first search in fixture order. */
const FIRST_RUN = 20_000;
/** Work unit of the restarts, and the share of the budget they may use. */
const RESTART_UNIT = 5_000;
const RESTART_SHARE = 0.6;

/** Dead ends remembered per set of placed games (oldest forgotten first). */
const MAX_DEAD_ENDS_PER_SET = 16;

class BudgetExhausted extends Error {}

export function searchSchedule(plan: SchedulingPlan, budget = DEFAULT_SEARCH_BUDGET): SearchResult {
  let s = new SearchState(plan);
  const { days } = s;
  let best: Placement[] = [];
  let work = 0;
  let limit = budget;
  let random: (() => number) | undefined;
  const dead = new Map<string, number[][]>();

  const spend = (units: number) => {
    work += units;
    if (work > limit) throw new BudgetExhausted();
  };

  /**
   * The search state in two parts: which games are placed (and, once the groups
   * are done, the day they ended), and the times and play the rest depends on,
   * each clamped to `now`. A later time or more play never helps, so a state
   * whose numbers are all at least those of a known dead end is a dead end too.
   */
  const stateOf = (now: number): { key: string; times: number[] } => {
    const placed: number[] = [];
    const times: number[] = [now, Math.max(s.groupEnd + s.minRest, now)];
    for (let i = 0; i < s.n; i += 1) {
      if (s.placedPd[i] === -1) {
        placed.push(i);
        if (s.knockout[i] && s.groupPending === 0) {
          for (const f of s.feeders[i] as number[]) {
            if (f >= 0 && s.placedPd[f] !== -1) times.push(Math.max((s.endOf[f] as number) + s.minRest, now));
          }
        }
      }
    }
    if (s.groupPending === 0) placed.push(-1, s.lastGroupDay);
    for (let t = 0; t < s.teamCount; t += 1) {
      if ((s.teamPending[t] as number) > 0) times.push(Math.max((s.teamEnd[t] as number) + s.minRest, now));
    }
    for (let pd = 0; pd < s.pdDay.length; pd += 1) {
      const day = days[s.pdDay[pd] as number] as SchedulingDay;
      times.push(Math.max(s.cursor[pd] as number, now - day.base), s.play[pd] as number);
    }
    return { key: placed.join(','), times };
  };

  const dominatedByDeadEnd = (key: string, times: readonly number[]): boolean => {
    const known = dead.get(key);
    if (!known) return false;
    spend(known.length);
    return known.some((d) => d.every((v, k) => v <= (times[k] as number)));
  };

  const rememberDeadEnd = (key: string, times: number[]) => {
    const known = dead.get(key) ?? [];
    if (known.length >= MAX_DEAD_ENDS_PER_SET) known.shift();
    known.push(times);
    dead.set(key, known);
  };

  /** Every pending game on every pitch of `fromDay` and later, at its earliest kick-off there. */
  const candidates = (now: number, fromDay: number): Candidate[] => {
    const out: Candidate[] = [];
    for (let i = 0; i < s.n; i += 1) {
      if (s.placedPd[i] !== -1) continue;
      const ready = s.readyAt(i);
      if (ready === Infinity) continue;
      const from = Math.max(now, ready);
      const phase = s.phaseOf(i);
      const koDay = s.knockout[i] ? knockoutFirstDay(plan, s.lastGroupDay) : 0;
      for (let d = Math.max(fromDay, koDay); d < days.length; d += 1) {
        const day = days[d] as SchedulingDay;
        const duration = durationOf(day, phase);
        const minutes = playMinutesOf(day, phase);
        let earliest = Math.max(from - day.base, day.startTime);
        if (s.knockout[i] && d === koDay && plan.eliminationStartTime !== null) {
          earliest = Math.max(earliest, plan.eliminationStartTime);
        }
        const first = s.firstPd[d] as number;
        for (let pd = first; pd < (s.firstPd[d + 1] as number); pd += 1) {
          spend(1);
          if ((s.play[pd] as number) + minutes > day.maxPlaytime) continue;
          // Pitches of a day in the same state (free by then, same play) are interchangeable: try one.
          const free = Math.max(s.cursor[pd] as number, earliest);
          let twin = false;
          for (let q = first; q < pd && !twin; q += 1) {
            twin = s.play[q] === s.play[pd] && Math.max(s.cursor[q] as number, earliest) === free;
          }
          if (twin) continue;
          let start = free;
          if (overlapsBreak(day, start, duration)) start = day.resume as number;
          if (start > day.latestGame) continue;
          out.push({ item: i, pd, start, abs: day.base + start });
        }
      }
    }
    // Sorting costs about m·log2(m) comparisons.
    spend(Math.ceil(out.length * Math.log2(out.length + 1)));
    if (random) {
      const tie = new Map<number, number>();
      for (const c of out) if (!tie.has(c.item)) tie.set(c.item, random());
      out.sort((a, b) => a.abs - b.abs || (tie.get(a.item) as number) - (tie.get(b.item) as number) || a.pd - b.pd);
    } else out.sort((a, b) => a.abs - b.abs || a.item - b.item || a.pd - b.pd);
    return out;
  };

  /** True when the pending games can all be placed from `now` (absolute minutes) on. */
  const solve = (now: number): boolean => {
    if (s.placedCount > best.length) best = [...s.placements];
    if (s.placedCount === s.n) return true;
    const fromDay = Math.max(0, dayOf(now));
    if (fromDay >= days.length) return false;
    if (!canStillFinish(s, now, fromDay, spend)) return false;
    const { key, times } = stateOf(now);
    spend(1 + (times.length >> 2));
    if (dominatedByDeadEnd(key, times)) return false;
    for (const c of candidates(now, fromDay)) {
      const undo = s.place(c);
      if (solve(c.abs)) return true;
      undo();
    }
    rememberDeadEnd(key, times);
    return false;
  };

  /** One depth-first search from scratch within `allowance` more work; ties broken by `random` when given. */
  const run = (allowance: number, tieBreak?: () => number): { complete: boolean; finished: boolean } => {
    s = new SearchState(plan);
    random = tieBreak;
    limit = Math.min(budget, work + allowance);
    try {
      const complete = solve(-Infinity);
      if (complete) best = [...s.placements];
      return { complete, finished: true };
    } catch (error) {
      if (!(error instanceof BudgetExhausted)) throw error;
      return { complete: false, finished: false };
    }
  };

  // Fixture order first: it settles most inputs (found, or shown impossible by the bounds).
  let outcome = run(FIRST_RUN);
  // Then restarts with shuffled ties, which escape an early wrong choice far
  // better than backtracking into it, in Luby order (1, 1, 2, 1, 1, 2, 4, …) × RESTART_UNIT.
  for (let r = 1; !outcome.complete && !outcome.finished && work < budget * RESTART_SHARE; r += 1) {
    outcome = run(luby(r) * RESTART_UNIT, createRandom(r));
  }
  // Finally the plain search again with what is left; dead ends found so far are kept.
  if (!outcome.complete && !outcome.finished && work < budget) outcome = run(budget - work);
  return { placements: best, complete: outcome.complete, finished: outcome.finished, work };
}

/** The Luby sequence 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, … (i ≥ 1). */
function luby(i: number): number {
  let k = 1;
  while ((1 << k) - 1 < i) k += 1;
  return (1 << k) - 1 === i ? 1 << (k - 1) : luby(i - (1 << (k - 1)) + 1);
}
