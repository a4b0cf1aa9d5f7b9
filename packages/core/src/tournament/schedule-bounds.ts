/**
 * Pruning for the scheduler's search pass: necessary conditions for the
 * pending games to fit from `now` on. Each one relaxes some rule (shortest
 * game, least play, a pitch always free for a team, …), so when one fails no
 * complete schedule exists below the current search node. They never cut a
 * branch that could still succeed; the property suite checks the search
 * against an exhaustive search without these bounds' shortcuts.
 */
import type { SchedulingDay } from './schedule-model.js';
import { durationOf, knockoutFirstDay, overlapsBreak } from './schedule-model.js';
import type { SearchState, Sizes } from './schedule-search-state.js';
import { dayOf } from './schedule-search-state.js';

type Spend = (units: number) => void;

/** Shortest duration and least play per day among the phases still pending. */
function lightest(s: SearchState): Sizes {
  if (s.groupPending === 0) return s.sizes.knockout;
  if (s.knockoutPending === 0) return s.sizes.group;
  return s.sizes.lightest;
}

/** Is there play left on the pitches for every pending game, each at its least play of the days left? */
function playSuffices(s: SearchState, fromDay: number): boolean {
  let left = 0;
  let group = Infinity;
  let knockout = Infinity;
  for (let d = fromDay; d < s.days.length; d += 1) {
    const day = s.days[d] as SchedulingDay;
    group = Math.min(group, s.sizes.group.play[d] as number);
    knockout = Math.min(knockout, s.sizes.knockout.play[d] as number);
    for (let pd = s.firstPd[d] as number; pd < (s.firstPd[d + 1] as number); pd += 1) {
      left += day.maxPlaytime - (s.play[pd] as number);
    }
  }
  const need = (count: number, each: number) => (count > 0 ? count * each : 0);
  return left >= need(s.groupPending, group) + need(s.knockoutPending, knockout);
}

/**
 * Kick-offs the pitches can still offer from `now` on, earliest first, at most
 * `limit` per pitch-day. Packing games as early as possible gives the most
 * kick-offs by any time, so counting these bounds what any schedule can use.
 */
function pitchSlots(s: SearchState, now: number, fromDay: number, limit: number, sizes: Sizes, spend: Spend): number[] {
  const starts: number[] = [];
  for (let d = fromDay; d < s.days.length; d += 1) {
    const day = s.days[d] as SchedulingDay;
    const duration = sizes.duration[d] as number;
    const play = sizes.play[d] as number;
    for (let pd = s.firstPd[d] as number; pd < (s.firstPd[d + 1] as number); pd += 1) {
      let t = Math.max(s.cursor[pd] as number, now - day.base);
      let left = day.maxPlaytime - (s.play[pd] as number);
      let count = 0;
      while (t <= day.latestGame && left >= play && count < limit) {
        spend(1);
        if (overlapsBreak(day, t, duration)) {
          t = day.resume as number;
          continue;
        }
        starts.push(day.base + t);
        count += 1;
        left -= play;
        t += duration + day.gameGap;
      }
    }
  }
  return starts.sort((a, b) => a - b);
}

/** How many of the sorted `starts` are at or before `time`. */
function countUpTo(starts: readonly number[], time: number): number {
  let lo = 0;
  let hi = starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((starts[mid] as number) <= time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The latest kick-off at or before `limit` (absolute) that is allowed on its day; -Infinity if none from `fromDay` on. */
function latestStart(s: SearchState, limit: number, fromDay: number, duration: readonly number[]): number {
  const limitDay = dayOf(limit);
  if (!(limitDay >= fromDay)) return -Infinity;
  let d = Math.min(limitDay, s.days.length - 1);
  let local = limitDay > d ? Infinity : limit - (s.days[d] as SchedulingDay).base;
  for (; d >= fromDay; d -= 1) {
    const day = s.days[d] as SchedulingDay;
    let t = Math.min(local, day.latestGame);
    if (overlapsBreak(day, t, duration[d] as number)) t = (day.noGameFrom as number) - (duration[d] as number);
    if (t >= day.startTime) return day.base + t;
    local = Infinity;
  }
  return -Infinity;
}

/** The earliest kick-off at or after `from` (absolute) that is allowed on its day; Infinity if none. */
function earliestStart(s: SearchState, from: number, fromDay: number, duration: readonly number[]): number {
  for (let d = Math.max(fromDay, dayOf(from)); d < s.days.length; d += 1) {
    const day = s.days[d] as SchedulingDay;
    let t = Math.max(from - day.base, day.startTime);
    if (overlapsBreak(day, t, duration[d] as number)) t = day.resume as number;
    if (t <= day.latestGame) return day.base + t;
  }
  return Infinity;
}

/**
 * Latest kick-off of each pending knockout game so that the games it feeds
 * still fit after it, and the latest kick-off any group game may have so that
 * the knockout can follow. Null when some knockout game has no time left at all.
 */
function knockoutDeadlines(
  s: SearchState,
  now: number,
  fromDay: number,
): { latest: Map<number, number>; groupDeadline: number } | null {
  const lastDay = s.days[s.days.length - 1] as SchedulingDay;
  const knockoutDuration = s.sizes.knockout.duration;
  const shortestKnockout = s.sizes.shortest.knockout;
  const latest = new Map<number, number>();
  for (let k = s.knockoutItems.length - 1; k >= 0; k -= 1) {
    const i = s.knockoutItems[k] as number;
    if (s.placedPd[i] !== -1) continue;
    let limit = lastDay.base + lastDay.latestGame;
    // Later rounds come later in knockoutItems, so every pending game it feeds has its deadline already.
    for (const j of s.feeds[i] as number[]) {
      const deadline = latest.get(j);
      if (deadline !== undefined) limit = Math.min(limit, deadline - s.minRest - shortestKnockout);
    }
    const start = latestStart(s, limit, fromDay, knockoutDuration);
    if (start < now) return null;
    latest.set(i, start);
  }
  let groupDeadline = Infinity;
  if (s.plan.hasGroupPhase && s.groupPending > 0 && latest.size > 0) {
    const firstKnockout = Math.min(...latest.values());
    groupDeadline = firstKnockout - s.minRest - s.sizes.shortest.group;
    // With `eliminationStartNextDay` the groups end on an earlier day than the knockout starts.
    if (s.plan.eliminationStartNextDay) groupDeadline = Math.min(groupDeadline, dayOf(firstKnockout) * 1440 - 1);
  }
  return { latest, groupDeadline };
}

/**
 * Every team's pending games must fit between its readiness and its deadline
 * (the end of the last day, or the group deadline for a team with only group
 * games left while the knockout waits). Returns the deadline of each team's
 * m-th next game for all teams and m, and the latest possible start of the
 * last group game any team can manage at the earliest; null if a team cannot fit.
 */
function teamWindows(
  s: SearchState,
  now: number,
  fromDay: number,
  groupDeadline: number,
  spend: Spend,
): { deadlines: number[]; lastGroupStart: number } | null {
  const lastDay = s.days[s.days.length - 1] as SchedulingDay;
  const shortest = lightest(s).duration;
  // Between two games of a team the earlier one's day is not known: take the shortest of all days.
  const shortestAnyDay = Math.min(...shortest);
  const deadlines: number[] = [];
  let lastGroupStart = -Infinity;
  for (let t = 0; t < s.teamCount; t += 1) {
    const needed = s.teamPending[t] as number;
    if (needed === 0) continue;
    const onlyGroup = s.teamGroupPending[t] === needed;
    // Forward: the earliest kick-off of each of its next games.
    const earliest: number[] = [];
    let from = Math.max((s.teamEnd[t] as number) + s.minRest, now);
    while (earliest.length < needed) {
      spend(1);
      const start = earliestStart(s, from, fromDay, shortest);
      if (start === Infinity) return null;
      earliest.push(start);
      from = start + (shortest[dayOf(start)] as number) + s.minRest;
    }
    const groupGames = s.teamGroupPending[t] as number;
    if (groupGames > 0) lastGroupStart = Math.max(lastGroupStart, earliest[groupGames - 1] as number);
    // Backward: the latest kick-off of each, so that the ones after it still fit.
    let limit = onlyGroup
      ? Math.min(groupDeadline, lastDay.base + lastDay.latestGame)
      : lastDay.base + lastDay.latestGame;
    for (let m = needed - 1; m >= 0; m -= 1) {
      spend(1);
      const start = latestStart(s, limit, fromDay, shortest);
      if (start < (earliest[m] as number)) return null;
      deadlines.push(start);
      limit = start - s.minRest - shortestAnyDay;
    }
  }
  return { deadlines: deadlines.sort((a, b) => a - b), lastGroupStart };
}

/**
 * The knockout still fits after the earliest possible end of the group phase:
 * each game after its feeders (plus rest), on the knockout's days, and enough
 * pitch kick-offs for all of them.
 */
function knockoutFits(s: SearchState, now: number, fromDay: number, lastGroupStart: number, spend: Spend): boolean {
  let groupEnd = s.groupEnd;
  let lastGroupDay = s.lastGroupDay;
  if (s.groupPending > 0) {
    const slots = pitchSlots(s, now, fromDay, s.groupPending, s.sizes.group, spend);
    if (slots.length < s.groupPending) return false;
    const lastStart = Math.max(slots[s.groupPending - 1] as number, lastGroupStart);
    lastGroupDay = dayOf(lastStart);
    const day = s.days[lastGroupDay];
    if (day === undefined) return false;
    groupEnd = Math.max(groupEnd, lastStart + durationOf(day, 'group'));
  }
  const firstDay = knockoutFirstDay(s.plan, lastGroupDay);
  const gate = s.plan.hasGroupPhase ? groupEnd + s.minRest : -Infinity;
  const earliestEnd = new Map<number, number>();
  let earliest = Infinity;
  for (const i of s.knockoutItems) {
    if (s.placedPd[i] !== -1) continue;
    let from = Math.max(now, gate);
    for (const t of [s.team1[i] as number, s.team2[i] as number]) {
      if (t >= 0) from = Math.max(from, (s.teamEnd[t] as number) + s.minRest);
    }
    for (const f of s.feeders[i] as number[]) {
      if (f < 0) return false;
      const end = s.placedPd[f] === -1 ? earliestEnd.get(f) : s.endOf[f];
      from = Math.max(from, (end as number) + s.minRest);
    }
    spend(1);
    const start = knockoutStart(s, from, fromDay, firstDay);
    if (start === Infinity) return false;
    earliestEnd.set(i, start + durationOf(s.days[dayOf(start)] as SchedulingDay, 'knockout'));
    earliest = Math.min(earliest, start);
  }
  const knockoutSlots = pitchSlots(
    s,
    earliest,
    Math.max(fromDay, firstDay),
    s.knockoutPending,
    s.sizes.knockout,
    spend,
  );
  return knockoutSlots.length >= s.knockoutPending;
}

/** Earliest knockout kick-off from `from` on, on `firstDay` or later (with `eliminationStartTime` on `firstDay`). */
function knockoutStart(s: SearchState, from: number, fromDay: number, firstDay: number): number {
  for (let d = Math.max(fromDay, firstDay, dayOf(from)); d < s.days.length; d += 1) {
    const day = s.days[d] as SchedulingDay;
    let t = Math.max(from - day.base, day.startTime);
    if (d === firstDay && s.plan.eliminationStartTime !== null) t = Math.max(t, s.plan.eliminationStartTime);
    if (overlapsBreak(day, t, durationOf(day, 'knockout'))) t = day.resume as number;
    if (t <= day.latestGame) return day.base + t;
  }
  return Infinity;
}

/**
 * All the necessary conditions together:
 * - play left on the pitches, and pitch kick-offs, for every pending game;
 * - every team's games fit between its readiness and its deadline, and by each
 *   of those deadlines the pitches offer enough kick-offs (one game serves at
 *   most two teams);
 * - the knockout fits after the groups, and the groups end in time for it.
 */
export function canStillFinish(s: SearchState, now: number, fromDay: number, spend: Spend): boolean {
  const pending = s.n - s.placedCount;
  if (!playSuffices(s, fromDay)) return false;
  const slots = pitchSlots(s, now, fromDay, pending, lightest(s), spend);
  if (slots.length < pending) return false;

  let groupDeadline = Infinity;
  if (s.knockoutPending > 0) {
    const knockout = knockoutDeadlines(s, now, fromDay);
    if (knockout === null) return false;
    groupDeadline = knockout.groupDeadline;
    if (s.groupPending > 0 && countUpTo(slots, groupDeadline) < s.groupPending) return false;
  }

  const windows = teamWindows(s, now, fromDay, groupDeadline, spend);
  if (windows === null) return false;
  const { deadlines } = windows;
  for (let j = 0; j < deadlines.length; j += 1) {
    // The (j + 1) earliest team deadlines need at least ⌈(j + 1) / 2⌉ games by then.
    if (j + 1 < deadlines.length && deadlines[j + 1] === deadlines[j]) continue;
    if (countUpTo(slots, deadlines[j] as number) < Math.ceil((j + 1) / 2)) return false;
  }

  return s.knockoutPending === 0 || knockoutFits(s, now, fromDay, windows.lastGroupStart, spend);
}
