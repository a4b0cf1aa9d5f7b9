/**
 * Workload estimate: from a team count and the settings, how many games,
 * how many playing minutes, how many days, and whether it fits the date range.
 * It counts slot capacity per day (break, latest kick-off, max playtime,
 * pitches) without running the scheduler, so it is instant in a form.
 * Team rest can push a real schedule later; treat `daysNeeded` as a lower bound.
 */
import type { Advancement } from './advancement.js';
import { powerOfTwoAbove } from './advancement.js';
import { dateRange } from './dates.js';
import type { TournamentType } from './formats.js';
import type { DayTimes, ScheduleSettings, SettingsIssue } from './settings.js';
import { dayTimes, gameDuration, resumeTime, validateScheduleSettings } from './settings.js';

export type WorkloadInput = {
  type: TournamentType;
  teamCount: number;
  /** groupStage only; default: groups of about four. */
  groupCount?: number;
  /** groupStage only; default 'topTwo'. */
  advancement?: Advancement;
  settings: ScheduleSettings;
};

export type WorkloadEstimate = {
  ok: true;
  games: { main: number; knockout: number; total: number };
  /** Minutes of play over all games. */
  playingMinutes: number;
  /** Games that fit per day on all pitches, one entry per date. */
  capacityPerDay: number[];
  /**
   * Games planned per date as the estimate fills the days: group or league
   * games first, then the knockout, on a fresh day when it starts the next day
   * (a day left empty before it reads 0). One entry per date of the range.
   */
  gamesPerDay: number[];
  daysAvailable: number;
  /**
   * Days needed at full capacity (more than `daysAvailable` when it does not fit;
   * later days are assumed to be like the last one). Null when no game fits on a day at all.
   */
  daysNeeded: number | null;
  fits: boolean;
};

export type WorkloadOutcome =
  | WorkloadEstimate
  | { ok: false; code: 'NOT_ENOUGH_TEAMS' }
  | { ok: false; code: 'INVALID_SETTINGS'; issues: SettingsIssue[] };

/** Group sizes when `teamCount` teams are spread as evenly as possible. */
export function groupSizes(teamCount: number, groupCount: number): number[] {
  const groups = Math.max(1, Math.min(groupCount, Math.floor(teamCount / 2)));
  return Array.from({ length: groups }, (_, i) => Math.floor(teamCount / groups) + (i < teamCount % groups ? 1 : 0));
}

function knockoutEntrantCount(sizes: number[], advancement: Advancement): number {
  const perGroup = { first: 1, topTwo: 2, topThree: 3, bestRunnerUp: 1 }[advancement];
  const direct = sizes.reduce((sum, size) => sum + Math.min(perGroup, size), 0);
  if (advancement !== 'bestRunnerUp') return direct;
  return direct + Math.min(sizes.length, powerOfTwoAbove(direct) - direct);
}

/** Number of games of each phase. */
export function countGames(input: Omit<WorkloadInput, 'settings'>): { main: number; knockout: number } {
  const n = input.teamCount;
  if (input.type === 'scouting') return { main: n === 2 ? 2 : n, knockout: 0 };
  if (input.type === 'roundRobin') return { main: (n * (n - 1)) / 2, knockout: 0 };
  const sizes = groupSizes(n, input.groupCount ?? Math.max(1, Math.round(n / 4)));
  const main = sizes.reduce((sum, k) => sum + (k * (k - 1)) / 2, 0);
  const entrants = knockoutEntrantCount(sizes, input.advancement ?? 'topTwo');
  // A single-elimination bracket of E entrants has E − 1 games (byes are not games).
  return { main, knockout: Math.max(0, entrants - 1) };
}

/** How many games of `playMinutes` fit on one pitch in a day. */
export function pitchCapacity(day: DayTimes, playMinutes: number): number {
  const duration = gameDuration(playMinutes, day.halfTime);
  const resume = resumeTime(day);
  let t = day.startTime;
  let played = 0;
  let games = 0;
  while (t <= day.latestGame && played + playMinutes <= day.maxPlaytime) {
    if (resume !== null && day.noGameFrom !== null && t < resume && t + duration > day.noGameFrom) {
      t = resume;
      continue;
    }
    games += 1;
    played += playMinutes;
    t += duration + day.gameGap;
  }
  return games;
}

export function estimateWorkload(input: WorkloadInput): WorkloadOutcome {
  if (!Number.isInteger(input.teamCount) || input.teamCount < 2) return { ok: false, code: 'NOT_ENOUGH_TEAMS' };
  const issues = validateScheduleSettings(input.settings);
  if (issues.length > 0) return { ok: false, code: 'INVALID_SETTINGS', issues };
  const { settings } = input;
  const { main, knockout } = countGames(input);
  const knockoutPlay = settings.eliminationGameTime ?? settings.gameTime;
  const dates = dateRange(settings.dateFrom, settings.dateTo);
  const capacityPerDay = dates.map((date) => {
    const day = dayTimes(settings, date);
    return pitchCapacity(day, day.gameTime) * (day.pitches ?? 1);
  });

  // Fill days in order: group/league games first, then the knockout
  // (starting on a fresh day when `eliminationStartNextDay` is set).
  const fallback = capacityPerDay[capacityPerDay.length - 1] ?? 0;
  let remaining = main;
  let day = 0;
  let usedToday = 0;
  const capacity = (d: number) => capacityPerDay[d] ?? fallback;
  const gamesPerDay = capacityPerDay.map(() => 0);
  const plan = (d: number, games: number) => {
    if (d < gamesPerDay.length) gamesPerDay[d] = (gamesPerDay[d] ?? 0) + games;
  };
  while (remaining > 0 && capacity(day) > 0 && day < 10_000) {
    const take = Math.min(remaining, capacity(day) - usedToday);
    remaining -= take;
    usedToday += take;
    plan(day, take);
    if (remaining > 0) {
      day += 1;
      usedToday = 0;
    }
  }
  let remainingKo = knockout;
  if (knockout > 0 && main > 0 && settings.eliminationStartNextDay) {
    day += 1;
    usedToday = 0;
  }
  while (remainingKo > 0 && capacity(day) > 0 && day < 10_000) {
    const take = Math.min(remainingKo, capacity(day) - usedToday);
    remainingKo -= take;
    usedToday += take;
    plan(day, take);
    if (remainingKo > 0) {
      day += 1;
      usedToday = 0;
    }
  }
  const impossible = remaining > 0 || remainingKo > 0;
  const daysNeeded = impossible ? null : main + knockout === 0 ? 0 : day + 1;
  return {
    ok: true,
    games: { main, knockout, total: main + knockout },
    playingMinutes: main * settings.gameTime + knockout * knockoutPlay,
    capacityPerDay,
    gamesPerDay,
    daysAvailable: dates.length,
    daysNeeded,
    fits: daysNeeded !== null && daysNeeded <= dates.length,
  };
}
