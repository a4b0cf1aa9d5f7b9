/**
 * What the scheduler works on, shared by its two passes (greedy and search):
 * the games as items, each date's effective times, and the rules that do not
 * depend on the pass (game lengths, the break, the default rest).
 * Internal to the scheduler; `schedule.ts` is the public entry point.
 */
import type { Bracket } from './bracket.js';
import { dateRange } from './dates.js';
import type { Fixture } from './formats.js';
import type { DayTimes, ScheduleSettings } from './settings.js';
import { dayTimes, gameDuration, resumeTime } from './settings.js';

export const MINUTES_PER_DAY = 1440;

export type SchedulePhase = 'group' | 'knockout';

/** Which game and who plays in it: what a scheduled game keeps of its item. */
export type ScheduleGame = {
  id: string;
  phase: SchedulePhase;
  stage: Fixture['stage'] | 'knockout';
  group: string | null;
  round: number;
  /** Null for a knockout slot whose team is not known yet. */
  team1: string | null;
  team2: string | null;
};

/** A game before it has a time. `after`: ids of the games whose winners play in it. */
export type ScheduleItem = ScheduleGame & { after: string[] };

/** One date's effective settings, with the derived figures both passes need. */
export type SchedulingDay = {
  date: string;
  name: string | null;
  /** Absolute minutes of this date's midnight (day index × 1440). */
  base: number;
  startTime: number;
  latestGame: number;
  maxPlaytime: number;
  halfTime: number;
  gameGap: number;
  noGameFrom: number | null;
  /** Where games resume after the break; null when the day has no break. */
  resume: number | null;
  pitches: number;
  groupPlay: number;
  knockoutPlay: number;
};

export type SchedulingPlan = {
  items: ScheduleItem[];
  days: SchedulingDay[];
  /** Minutes from the end of a team's game to its next kick-off. */
  minRest: number;
  hasGroupPhase: boolean;
  eliminationStartTime: number | null;
  eliminationStartNextDay: boolean;
};

/** Minutes one pitch slot takes for a group game under the default settings. */
export function slotLength(day: DayTimes): number {
  return gameDuration(day.gameTime, day.halfTime) + day.gameGap;
}

/**
 * Group fixtures in fixture order, then the knockout round by round: inside a
 * round the placement games first, the later play-offs (B) before the first (A),
 * so the final comes last. A game waits for the games whose winners or losers
 * play in it, and a final for its bracket's third-place game (decision 411).
 */
export function toItems(
  fixtures: readonly Fixture[],
  bracket: Bracket | null | undefined,
  brackets: readonly Bracket[] = bracket ? [bracket] : [],
): ScheduleItem[] {
  const items: ScheduleItem[] = fixtures.map((f) => ({
    id: f.id,
    phase: 'group',
    stage: f.stage,
    group: f.group,
    round: f.round,
    team1: f.team1,
    team2: f.team2,
    after: [],
  }));
  const all = (brackets.length > 0 ? brackets : bracket ? [bracket] : []).flatMap((b, order) =>
    b.games.map((game) => ({ game, order, rounds: b.rounds, bracket: b })),
  );
  all.sort(
    (a, b) =>
      a.game.round - b.game.round ||
      Number((a.game.place ?? 1) === 1) - Number((b.game.place ?? 1) === 1) ||
      b.order - a.order ||
      (a.game.place ?? 1) - (b.game.place ?? 1) ||
      a.game.index - b.game.index,
  );
  for (const { game: g, rounds, bracket: owner } of all) {
    const after = [g.slot1.source, g.slot2.source].flatMap((s) =>
      s.kind === 'winner' || s.kind === 'loser' ? [s.gameId] : [],
    );
    if (g.next === null && (g.place ?? 1) === 1 && g.round === rounds) {
      const third = owner.games.find((x) => x.place === 3 && x.round === rounds);
      if (third) after.push(third.id);
    }
    items.push({
      id: g.id,
      phase: 'knockout',
      stage: 'knockout',
      group: null,
      round: g.round,
      team1: g.slot1.team,
      team2: g.slot2.team,
      after,
    });
  }
  return items;
}

/** The plan for valid settings (the caller validates first). */
export function planSchedule(settings: ScheduleSettings, items: ScheduleItem[]): SchedulingPlan {
  const days = dateRange(settings.dateFrom, settings.dateTo).map((date, index): SchedulingDay => {
    const day = dayTimes(settings, date);
    return {
      date,
      name: day.name,
      base: index * MINUTES_PER_DAY,
      startTime: day.startTime,
      latestGame: day.latestGame,
      maxPlaytime: day.maxPlaytime,
      halfTime: day.halfTime,
      gameGap: day.gameGap,
      noGameFrom: day.noGameFrom,
      resume: resumeTime(day),
      pitches: day.pitches ?? 1,
      groupPlay: day.gameTime,
      knockoutPlay: settings.eliminationGameTime ?? day.gameTime,
    };
  });
  return {
    items,
    days,
    minRest: settings.minRest ?? slotLength(dayTimes(settings, settings.dateFrom)),
    hasGroupPhase: items.some((i) => i.phase === 'group'),
    eliminationStartTime: settings.eliminationStartTime,
    eliminationStartNextDay: settings.eliminationStartNextDay,
  };
}

/** Minutes of play of a game on that day (counted against `maxPlaytime`). */
export function playMinutesOf(day: SchedulingDay, phase: SchedulePhase): number {
  return phase === 'knockout' ? day.knockoutPlay : day.groupPlay;
}

/** Minutes a game occupies the pitch on that day: play plus half time. */
export function durationOf(day: SchedulingDay, phase: SchedulePhase): number {
  return gameDuration(playMinutesOf(day, phase), day.halfTime);
}

/** True when a game of `duration` kicking off at `start` would overlap the day's break. */
export function overlapsBreak(day: SchedulingDay, start: number, duration: number): boolean {
  return day.resume !== null && day.noGameFrom !== null && start < day.resume && start + duration > day.noGameFrom;
}

/** The day the knockout may begin, given the day of the last group game (-1: none placed). */
export function knockoutFirstDay(plan: SchedulingPlan, lastGroupDay: number): number {
  if (!plan.hasGroupPhase) return 0;
  return plan.eliminationStartNextDay ? lastGroupDay + 1 : lastGroupDay;
}

/** A game placed by either pass, before it is turned into the public shape. */
export type Placement = { item: number; day: number; pitch: number; start: number };
