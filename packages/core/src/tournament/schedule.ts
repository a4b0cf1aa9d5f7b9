/**
 * The scheduler: gives every game a day, a kick-off time and a pitch
 * (docs/product/tournaments.md "Schedule", decision 103).
 *
 * Two passes. The greedy pass (schedule-greedy.ts) fills each day slot by slot
 * in fixture order; it is fast and keeps kick-offs on a grid. Only when it leaves
 * games over does the search pass (schedule-search.ts) look, within a bounded
 * budget, for a schedule that places every game; if none is found, the fuller of
 * the two partial schedules is kept.
 * Games that fit nowhere come back as `unscheduled` with `NOT_ENOUGH_TIME`:
 * nothing is dropped silently.
 */
import type { Bracket } from './bracket.js';
import type { Fixture } from './formats.js';
import { greedySchedule } from './schedule-greedy.js';
import type { Placement, ScheduleGame, ScheduleItem, SchedulingPlan } from './schedule-model.js';
import { durationOf, planSchedule, playMinutesOf, toItems } from './schedule-model.js';
import { searchSchedule } from './schedule-search.js';
import type { ScheduleSettings, SettingsIssue } from './settings.js';
import { validateScheduleSettings } from './settings.js';

export type { SchedulePhase } from './schedule-model.js';
export { slotLength } from './schedule-model.js';

export type ScheduledGame = ScheduleGame & {
  date: string;
  /** 0-based index of the date in the tournament's date range. */
  day: number;
  /** Kick-off, minutes from midnight. */
  start: number;
  /** Final whistle (start + game time + half time), minutes from midnight. */
  end: number;
  /** 1-based pitch number. */
  pitch: number;
  /** Minutes of play counted against `maxPlaytime`. */
  playMinutes: number;
};

export type ScheduleProblem =
  | { code: 'INVALID_SETTINGS'; issues: SettingsIssue[] }
  | { code: 'NOT_ENOUGH_TIME'; leftOver: number; gameIds: string[] };

export type DaySummary = { date: string; name: string | null; games: number; playMinutesPerPitch: number[] };

export type ScheduleResult = {
  games: ScheduledGame[];
  /** Ids of games that could not be placed, in fixture order. */
  unscheduled: string[];
  problems: ScheduleProblem[];
  days: DaySummary[];
};

export function scheduleGames(input: {
  settings: ScheduleSettings;
  fixtures: readonly Fixture[];
  bracket?: Bracket | null;
  /** Every bracket (A, B, …); when given, `bracket` is ignored. */
  brackets?: readonly Bracket[];
}): ScheduleResult {
  const items = toItems(input.fixtures, input.bracket, input.brackets);
  const issues = validateScheduleSettings(input.settings);
  if (issues.length > 0) {
    return {
      games: [],
      unscheduled: items.map((i) => i.id),
      problems: [{ code: 'INVALID_SETTINGS', issues }],
      days: [],
    };
  }
  const plan = planSchedule(input.settings, items);
  let placements = greedySchedule(plan).placements;
  if (placements.length < items.length) {
    const searched = searchSchedule(plan);
    if (searched.placements.length > placements.length) placements = searched.placements;
  }
  return toResult(plan, placements);
}

function toResult(plan: SchedulingPlan, placements: readonly Placement[]): ScheduleResult {
  const { items } = plan;
  const games = placements.map((p): ScheduledGame => {
    const { after: _after, ...item } = items[p.item] as ScheduleItem;
    const day = plan.days[p.day] as SchedulingPlan['days'][number];
    return {
      ...item,
      date: day.date,
      day: p.day,
      start: p.start,
      end: p.start + durationOf(day, item.phase),
      pitch: p.pitch,
      playMinutes: playMinutesOf(day, item.phase),
    };
  });
  games.sort((a, b) => a.day - b.day || a.start - b.start || a.pitch - b.pitch);
  const placed = new Set(placements.map((p) => p.item));
  const unscheduled = items.filter((_, index) => !placed.has(index)).map((i) => i.id);
  const problems: ScheduleProblem[] =
    unscheduled.length > 0 ? [{ code: 'NOT_ENOUGH_TIME', leftOver: unscheduled.length, gameIds: unscheduled }] : [];
  return { games, unscheduled, problems, days: daySummaries(plan, games, unscheduled.length === 0) };
}

/**
 * One summary per day the schedule uses: up to the last day with a game when
 * everything is placed, every day of the range when games are left over.
 */
function daySummaries(plan: SchedulingPlan, games: readonly ScheduledGame[], complete: boolean): DaySummary[] {
  const lastDay = complete ? Math.max(-1, ...games.map((g) => g.day)) : plan.days.length - 1;
  return plan.days.slice(0, lastDay + 1).map((day, d) => {
    const today = games.filter((g) => g.day === d);
    const playMinutesPerPitch = new Array<number>(day.pitches).fill(0);
    for (const g of today)
      playMinutesPerPitch[g.pitch - 1] = (playMinutesPerPitch[g.pitch - 1] as number) + g.playMinutes;
    return { date: day.date, name: day.name, games: today.length, playMinutesPerPitch };
  });
}
