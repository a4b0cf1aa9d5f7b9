/**
 * The scheduler's first pass: slot-aligned greedy list scheduling (decision 103).
 *
 * It walks each day slot by slot. The pitch whose next free minute is earliest
 * takes the first pending game (in fixture order) that may start there:
 * - it starts no later than `latestGame`, does not overlap the break, and keeps
 *   the pitch's playing minutes for the day within `maxPlaytime`;
 * - both teams have rested `minRest` minutes since their previous game ends;
 * - a knockout game starts after every group game and its feeder games
 *   (plus rest), not before `eliminationStartTime` on the knockout's first day,
 *   and only on a later day than the last group game with `eliminationStartNextDay`.
 * If nothing fits, the pitch waits one slot (or until the break ends).
 * Fast and tidy (kick-offs stay on a grid), but not complete: games it leaves
 * over go to the search pass (schedule-search.ts).
 */
import type { Placement, ScheduleItem, SchedulingPlan } from './schedule-model.js';
import { durationOf, knockoutFirstDay, overlapsBreak, playMinutesOf } from './schedule-model.js';

export type PassResult = {
  placements: Placement[];
  /** Item indices left over, in fixture order. */
  pending: number[];
};

export function greedySchedule(plan: SchedulingPlan): PassResult {
  const { items, minRest } = plan;
  let groupPending = items.filter((i) => i.phase === 'group').length;
  let groupEnd = -Infinity;
  let lastGroupDay = -1;
  const teamReady = new Map<string, number>();
  const gameEnd = new Map<string, number>();
  let pending = items.map((_, index) => index);
  const placements: Placement[] = [];

  for (let d = 0; d < plan.days.length && pending.length > 0; d += 1) {
    const day = plan.days[d] as (typeof plan.days)[number];
    const pitches = day.pitches;
    const base = day.base;
    const cursor = new Array<number>(pitches).fill(day.startTime);
    const play = new Array<number>(pitches).fill(0);
    const open = new Array<boolean>(pitches).fill(true);
    const item = (index: number) => items[index] as ScheduleItem;
    const duration = (index: number) => durationOf(day, item(index).phase);
    const playMinutes = (index: number) => playMinutesOf(day, item(index).phase);
    const knockoutAllowed = (): boolean => groupPending === 0 && d >= knockoutFirstDay(plan, lastGroupDay);
    const readyAt = (game: ScheduleItem): number => {
      let ready = -Infinity;
      for (const team of [game.team1, game.team2]) {
        if (team !== null) ready = Math.max(ready, teamReady.get(team) ?? -Infinity);
      }
      if (game.phase === 'knockout') {
        if (plan.hasGroupPhase) ready = Math.max(ready, groupEnd + minRest);
        for (const feeder of game.after) {
          const end = gameEnd.get(feeder);
          if (end === undefined) return Infinity;
          ready = Math.max(ready, end + minRest);
        }
      }
      return ready;
    };

    for (;;) {
      let p = -1;
      for (let i = 0; i < pitches; i += 1) {
        if (open[i] && (p === -1 || (cursor[i] as number) < (cursor[p] as number))) p = i;
      }
      if (p === -1 || pending.length === 0) break;
      const t = cursor[p] as number;
      if (t > day.latestGame) {
        open[p] = false;
        continue;
      }

      let chosen = -1;
      for (const index of pending) {
        const game = item(index);
        if ((play[p] as number) + playMinutes(index) > day.maxPlaytime) continue;
        if (overlapsBreak(day, t, duration(index))) continue;
        if (game.phase === 'knockout') {
          if (!knockoutAllowed()) continue;
          const start = plan.eliminationStartTime;
          if (d === knockoutFirstDay(plan, lastGroupDay) && start !== null && t < start) continue;
        }
        if (readyAt(game) > base + t) continue;
        chosen = index;
        break;
      }

      if (chosen !== -1) {
        const game = item(chosen);
        const end = t + duration(chosen);
        placements.push({ item: chosen, day: d, pitch: p + 1, start: t });
        gameEnd.set(game.id, base + end);
        for (const team of [game.team1, game.team2]) {
          if (team !== null) teamReady.set(team, base + end + minRest);
        }
        if (game.phase === 'group') {
          groupPending -= 1;
          groupEnd = Math.max(groupEnd, base + end);
          lastGroupDay = d;
        }
        pending = pending.filter((i) => i !== chosen);
        cursor[p] = end + day.gameGap;
        play[p] = (play[p] as number) + playMinutes(chosen);
        continue;
      }

      // Nothing can start here now: wait one slot, or until the break ends,
      // or (knockout only) until the knockout start time.
      const shortest = Math.min(...pending.map(duration));
      const leastPlay = Math.min(...pending.map(playMinutes));
      if ((play[p] as number) + leastPlay > day.maxPlaytime) {
        open[p] = false;
        continue;
      }
      const onlyKnockout = pending.every((i) => item(i).phase === 'knockout');
      if (onlyKnockout && !knockoutAllowed()) break; // the knockout waits for a later day
      let next = t + duration(pending[0] as number) + day.gameGap;
      if (day.resume !== null && (overlapsBreak(day, t, shortest) || overlapsBreak(day, next, shortest))) {
        next = Math.max(next, day.resume);
      }
      const knockoutStart = plan.eliminationStartTime;
      if (onlyKnockout && d === knockoutFirstDay(plan, lastGroupDay) && knockoutStart !== null && t < knockoutStart) {
        next = knockoutStart;
      }
      cursor[p] = Math.max(next, t + 1);
    }
  }

  return { placements, pending };
}
