/**
 * The event scheduler's second pass (decision 450): a bounded depth-first
 * search over the same slot model as the tournament scheduler's (decision
 * 103), extended to many divisions sharing the event's pitches.
 *
 * Games are placed in kick-off order, each at the earliest minute a pitch of a
 * day allows: after the pitch's previous game and that game's gap, the teams'
 * rest, the end of every placed game of the team's "apart" group, the
 * division's knockout gates and the previous kick-off; past the break of its
 * division's day if it would overlap it; by its division's `latestGame` and
 * within its division's play on that pitch. Every valid schedule can be
 * shifted left, game by game in kick-off order, into this model without
 * changing days or pitches (each rule only asks a kick-off to be late
 * enough), so searching the model loses no complete schedule.
 *
 * Pruning: a relaxation per division (its games alone, on its own pitches),
 * pitches of a day in the same state tried once, and states already shown to
 * be dead ends remembered (a later time or more play never helps). All work is
 * counted against a budget; the fullest partial schedule found is kept.
 */
import type { DivisionDay, EventPlan } from './event-schedule-model.js';
import type { EventCandidate, EventPlacement } from './event-schedule-state.js';
import { EventState, eventDayOf } from './event-schedule-state.js';

export type EventSearchResult = { placements: EventPlacement[]; complete: boolean; finished: boolean; work: number };

/** Work units (one candidate evaluated, one step of a bound); small events need a few ten thousand. */
export const DEFAULT_EVENT_SEARCH_BUDGET = 400_000;

class BudgetExhausted extends Error {}

const MAX_DEAD_ENDS_PER_SET = 16;

export function searchEvent(plan: EventPlan, budget = DEFAULT_EVENT_SEARCH_BUDGET): EventSearchResult {
  const s = new EventState(plan);
  const { days, pitches } = s;
  let best: EventPlacement[] = [];
  let work = 0;
  const dead = new Map<string, number[][]>();
  const spend = (units: number) => {
    work += units;
    if (work > budget) throw new BudgetExhausted();
  };

  /** Which games are placed (and each finished group phase's last day), and the clamped times and play. */
  const stateOf = (now: number): { key: string; times: number[] } => {
    const key: (number | string)[] = [];
    const times: number[] = [now];
    for (let i = 0; i < s.n; i += 1) {
      if (s.placedAt[i] === -1) continue;
      key.push(i);
      const item = s.item(i);
      if (item.knockout || s.groupPending[item.division] === 0) times.push(Math.max(s.endOf[i] as number, now));
    }
    plan.divisions.forEach((_, k) => key.push(s.groupPending[k] === 0 ? `d${s.lastGroupDay[k]}` : 'g'));
    for (const end of s.teamEnd) times.push(Math.max(end, now));
    for (const free of s.groupFree) times.push(Math.max(free, now));
    for (let slot = 0; slot < s.cursor.length; slot += 1) {
      const base = Math.floor(slot / pitches) * 1440;
      times.push(Math.max(s.cursor[slot] as number, now - base));
    }
    for (const play of s.play) times.push(play);
    return { key: key.join(','), times };
  };

  const isDead = (key: string, times: readonly number[]): boolean => {
    const known = dead.get(key);
    if (!known) return false;
    spend(known.length);
    return known.some((d) => d.every((v, j) => v <= (times[j] as number)));
  };

  const remember = (key: string, times: number[]) => {
    const known = dead.get(key) ?? [];
    if (known.length >= MAX_DEAD_ENDS_PER_SET) known.shift();
    known.push(times);
    dead.set(key, known);
  };

  /** Pitches of a day that are the same for every division from `start` on: try one of them. */
  const twin = (day: number, p: number, q: number, start: number): boolean => {
    if (Math.max(s.cursor[day * pitches + q] as number, start) !== start) return false;
    for (let k = 0; k < plan.divisions.length; k += 1) {
      const times = (plan.divisions[k] as EventPlan['divisions'][number]).days[day];
      if (!times) continue;
      if (times.allowed[p] !== times.allowed[q]) return false;
      if (s.play[s.playIndex(k, day, p)] !== s.play[s.playIndex(k, day, q)]) return false;
    }
    return true;
  };

  const candidates = (now: number, fromDay: number): EventCandidate[] => {
    const out: EventCandidate[] = [];
    for (let i = 0; i < s.n; i += 1) {
      if (s.placedAt[i] !== -1) continue;
      const ready = s.readyAt(i);
      if (ready === Infinity) continue;
      const from = Math.max(now, ready);
      for (let day = Math.max(fromDay, eventDayOf(from)); day < days; day += 1) {
        for (let p = 0; p < pitches; p += 1) {
          spend(1);
          const start = s.startOn(i, day, p, from);
          if (start < 0) continue;
          let seen = false;
          for (let q = 0; q < p && !seen; q += 1) seen = twin(day, p, q, start) && s.startOn(i, day, q, from) === start;
          if (!seen) out.push({ item: i, day, pitch: p, start, abs: day * 1440 + start });
        }
      }
    }
    spend(Math.ceil(out.length * Math.log2(out.length + 1)));
    out.sort((a, b) => a.abs - b.abs || s.item(a.item).order - s.item(b.item).order || a.pitch - b.pitch);
    return out;
  };

  const solve = (now: number): boolean => {
    if (s.placedCount > best.length) best = [...s.placements];
    if (s.placedCount === s.n) return true;
    const fromDay = Math.max(0, eventDayOf(now));
    if (fromDay >= days || !divisionsCanFinish(s, now, fromDay, spend)) return false;
    const { key, times } = stateOf(now);
    spend(1 + (times.length >> 2));
    if (isDead(key, times)) return false;
    for (const c of candidates(now, fromDay)) {
      const undo = s.place(c);
      if (solve(c.abs)) return true;
      undo();
    }
    remember(key, times);
    return false;
  };

  try {
    const complete = solve(-Infinity);
    return { placements: complete ? [...s.placements] : best, complete, finished: true, work };
  } catch (error) {
    if (!(error instanceof BudgetExhausted)) throw error;
    return { placements: best, complete: false, finished: false, work };
  }
}

/**
 * Each division alone, on its own pitches, as if the others were not there:
 * its pending games need that many kick-offs from `now` on (a game's pitch
 * time at least its shortest, its play within `maxPlaytime`), and each of its
 * teams needs its pending games one after another (shortest game plus rest)
 * before the division's last kick-off. Both only relax the rules, so failing
 * them means no complete schedule below this node.
 */
function divisionsCanFinish(s: EventState, now: number, fromDay: number, spend: (units: number) => void): boolean {
  const { plan } = s;
  const pending = plan.divisions.map(() => 0);
  const teamPending = new Map<number, number>();
  for (let i = 0; i < s.n; i += 1) {
    if (s.placedAt[i] !== -1) continue;
    const item = s.item(i);
    pending[item.division] = (pending[item.division] as number) + 1;
    for (const t of [item.team1, item.team2]) if (t >= 0) teamPending.set(t, (teamPending.get(t) ?? 0) + 1);
  }
  const lastStart: number[] = [];
  for (let k = 0; k < plan.divisions.length; k += 1) {
    const need = pending[k] as number;
    const division = plan.divisions[k] as EventPlan['divisions'][number];
    let slots = 0;
    for (let day = fromDay; day < s.days && slots < need; day += 1) {
      const times = division.days[day];
      if (!times) continue;
      const { play, duration } = shortest(times);
      for (let p = 0; p < s.pitches && slots < need; p += 1) {
        if (!times.allowed[p]) continue;
        let t = Math.max(s.cursor[day * s.pitches + p] as number, now - times.base, times.startTime);
        let left = times.maxPlaytime - (s.play[s.playIndex(k, day, p)] as number);
        while (t <= times.latestGame && left >= play && slots < need) {
          spend(1);
          if (
            times.resume !== null &&
            times.noGameFrom !== null &&
            t < times.resume &&
            t + duration > times.noGameFrom
          ) {
            t = times.resume;
            continue;
          }
          slots += 1;
          left -= play;
          t += duration + times.gameGap;
        }
      }
    }
    if (slots < need) return false;
    let last = -Infinity;
    for (let day = s.days - 1; day >= 0; day -= 1) {
      const times = division.days[day];
      if (times) {
        last = day * 1440 + times.latestGame;
        break;
      }
    }
    lastStart.push(last);
  }
  for (const [t, count] of teamPending) {
    const k = plan.teamDivision[t] as number;
    const division = plan.divisions[k] as EventPlan['divisions'][number];
    const step = Math.min(...division.days.flatMap((d) => (d ? [shortest(d).duration] : []))) + division.minRest;
    const from = Math.max(now, (s.teamEnd[t] as number) + division.minRest);
    spend(1);
    if (from + (count - 1) * step > (lastStart[k] as number)) return false;
  }
  return true;
}

function shortest(day: DivisionDay): { play: number; duration: number } {
  const play = Math.min(day.groupPlay, day.knockoutPlay);
  return { play, duration: play + day.halfTime };
}
