/**
 * Schedule settings (docs/product/tournaments.md "Schedule") and their
 * validation. All times are minutes from midnight; all lengths are minutes;
 * dates are 'YYYY-MM-DD'. Every problem is a code plus the field it concerns.
 */
import { dayCount, isDateWithin, isIsoDate, toDayNumber } from './dates.js';
import { MAX_TOURNAMENT_DAYS } from './limits.js';
import { SETTINGS_ISSUE_CODES } from './issue-codes.js';

export { SETTINGS_ISSUE_CODES };

/** The settings that can differ from day to day. */
export type DayTimes = {
  /** First kick-off of the day. */
  startTime: number;
  /** No game starts after this time. */
  latestGame: number;
  /** Playing minutes of one pitch in a day never exceed this. */
  maxPlaytime: number;
  /** Minutes of play per game (both halves). */
  gameTime: number;
  /** Break between the halves. */
  halfTime: number;
  /** Minutes between consecutive games on a pitch. */
  gameGap: number;
  /** No game overlaps [noGameFrom, noGameTo); null for no break. */
  noGameFrom: number | null;
  noGameTo: number | null;
  /** Games resume at this time after the break (default: noGameTo). */
  continueTime: number | null;
  /** Beyond the spec: pitches in use (default 1). */
  pitches?: number;
};

/** Per-day settings override the defaults for a named day. */
export type DayOverride = { date: string; name?: string } & Partial<DayTimes>;

export type ScheduleSettings = DayTimes & {
  dateFrom: string;
  dateTo: string;
  dayOverrides?: DayOverride[];
  /** Knockout games start at this time on the knockout's first day (null: as soon as possible). */
  eliminationStartTime: number | null;
  /** Minutes of play of a knockout game (null: gameTime). */
  eliminationGameTime: number | null;
  /** Start the knockout on the day after the last group game. */
  eliminationStartNextDay: boolean;
  /** Beyond the spec: minutes from the end of a team's game to its next kick-off (default: one slot). */
  minRest?: number;
};

/** Schedule settings without the dates: those are the tournament's own fields. */
export type ScheduleDefaults = Omit<ScheduleSettings, 'dateFrom' | 'dateTo'>;

/**
 * The settings a new tournament starts with (the guided setup's defaults):
 * one pitch, 9:00–17:00, 2 × 10 minutes of play with 5 minutes of half time
 * and 5 between games, no game 12:00–13:00, at most 6 hours of play a pitch.
 * Tests and demo data spread it and override what they need.
 */
export const DEFAULT_SCHEDULE_SETTINGS: Readonly<ScheduleDefaults> = /* @__PURE__ */ Object.freeze({
  startTime: 9 * 60,
  latestGame: 17 * 60,
  maxPlaytime: 6 * 60,
  gameTime: 20,
  halfTime: 5,
  gameGap: 5,
  noGameFrom: 12 * 60,
  noGameTo: 13 * 60,
  continueTime: null,
  eliminationStartTime: null,
  eliminationGameTime: null,
  eliminationStartNextDay: false,
  pitches: 1,
});

export type SettingsIssueCode = (typeof SETTINGS_ISSUE_CODES)[number];

export type SettingsIssue = { code: SettingsIssueCode; field: string };

const MINUTES_PER_DAY = 1440;

function isTime(v: number): boolean {
  return Number.isInteger(v) && v >= 0 && v < MINUTES_PER_DAY;
}

function isLength(v: number, min: number): boolean {
  return Number.isInteger(v) && v >= min && v <= MINUTES_PER_DAY;
}

/** The effective settings of one date: defaults with that date's override applied. */
export function dayTimes(settings: ScheduleSettings, date: string): DayTimes & { name: string | null } {
  const override = settings.dayOverrides?.find((o) => o.date === date);
  const base: DayTimes = {
    startTime: settings.startTime,
    latestGame: settings.latestGame,
    maxPlaytime: settings.maxPlaytime,
    gameTime: settings.gameTime,
    halfTime: settings.halfTime,
    gameGap: settings.gameGap,
    noGameFrom: settings.noGameFrom,
    noGameTo: settings.noGameTo,
    continueTime: settings.continueTime,
    pitches: settings.pitches ?? 1,
  };
  if (!override) return { ...base, name: null };
  const { date: _date, name, ...times } = override;
  const defined = Object.fromEntries(Object.entries(times).filter(([, v]) => v !== undefined)) as Partial<DayTimes>;
  return { ...base, ...defined, name: name ?? null };
}

function validateDay(day: DayTimes, prefix: string, eliminationGameTime: number | null): SettingsIssue[] {
  const issues: SettingsIssue[] = [];
  const at = (field: string) => `${prefix}${field}`;
  for (const field of ['startTime', 'latestGame'] as const) {
    if (!isTime(day[field])) issues.push({ code: 'INVALID_TIME', field: at(field) });
  }
  for (const field of ['noGameFrom', 'noGameTo', 'continueTime'] as const) {
    const v = day[field];
    if (v !== null && !isTime(v)) issues.push({ code: 'INVALID_TIME', field: at(field) });
  }
  if (!isLength(day.gameTime, 1)) issues.push({ code: 'INVALID_DURATION', field: at('gameTime') });
  if (!isLength(day.halfTime, 0)) issues.push({ code: 'INVALID_DURATION', field: at('halfTime') });
  if (!isLength(day.gameGap, 0)) issues.push({ code: 'INVALID_DURATION', field: at('gameGap') });
  if (!isLength(day.maxPlaytime, 0)) issues.push({ code: 'INVALID_DURATION', field: at('maxPlaytime') });
  // docs/product/tournaments.md: max daily playtime must be greater than game time.
  if (day.maxPlaytime <= day.gameTime) {
    issues.push({ code: 'MAX_PLAYTIME_NOT_GREATER_THAN_GAME_TIME', field: at('maxPlaytime') });
  }
  if (eliminationGameTime !== null && day.maxPlaytime <= eliminationGameTime) {
    issues.push({ code: 'MAX_PLAYTIME_NOT_GREATER_THAN_GAME_TIME', field: at('eliminationGameTime') });
  }
  if (day.latestGame < day.startTime) issues.push({ code: 'LATEST_GAME_BEFORE_START', field: at('latestGame') });
  if ((day.noGameFrom === null) !== (day.noGameTo === null)) {
    issues.push({ code: 'BREAK_INCOMPLETE', field: at(day.noGameFrom === null ? 'noGameFrom' : 'noGameTo') });
  } else if (day.noGameFrom !== null && day.noGameTo !== null) {
    if (day.noGameTo <= day.noGameFrom) issues.push({ code: 'BREAK_END_BEFORE_START', field: at('noGameTo') });
    if (day.continueTime !== null && day.continueTime < day.noGameTo) {
      issues.push({ code: 'CONTINUE_BEFORE_BREAK_END', field: at('continueTime') });
    }
  }
  const pitches = day.pitches ?? 1;
  if (!Number.isInteger(pitches) || pitches < 1) issues.push({ code: 'PITCHES_TOO_FEW', field: at('pitches') });
  return issues;
}

/** All problems with a set of schedule settings; an empty list means valid. */
export function validateScheduleSettings(settings: ScheduleSettings): SettingsIssue[] {
  const issues = validateDay(dayTimes(settings, ''), '', settings.eliminationGameTime);
  if (!isIsoDate(settings.dateFrom)) issues.push({ code: 'INVALID_DATE', field: 'dateFrom' });
  if (!isIsoDate(settings.dateTo)) issues.push({ code: 'INVALID_DATE', field: 'dateTo' });
  const from = toDayNumber(settings.dateFrom);
  const to = toDayNumber(settings.dateTo);
  if (from !== null && to !== null && to < from) issues.push({ code: 'DATE_RANGE_REVERSED', field: 'dateTo' });
  // Measured, never listed (decision 350): the range's length decides the scheduler's work.
  if ((dayCount(settings.dateFrom, settings.dateTo) ?? 0) > MAX_TOURNAMENT_DAYS) {
    issues.push({ code: 'DATE_RANGE_TOO_LONG', field: 'dateTo' });
  }
  if (settings.eliminationStartTime !== null && !isTime(settings.eliminationStartTime)) {
    issues.push({ code: 'INVALID_TIME', field: 'eliminationStartTime' });
  }
  if (settings.eliminationGameTime !== null && !isLength(settings.eliminationGameTime, 1)) {
    issues.push({ code: 'INVALID_DURATION', field: 'eliminationGameTime' });
  }
  if (settings.minRest !== undefined && !isLength(settings.minRest, 0)) {
    issues.push({ code: 'INVALID_REST', field: 'minRest' });
  }
  const seen = new Set<string>();
  (settings.dayOverrides ?? []).forEach((o, i) => {
    const prefix = `dayOverrides.${i}.`;
    if (!isIsoDate(o.date)) issues.push({ code: 'INVALID_DATE', field: `${prefix}date` });
    else if (!isDateWithin(o.date, settings.dateFrom, settings.dateTo))
      issues.push({ code: 'OVERRIDE_OUTSIDE_DATE_RANGE', field: `${prefix}date` });
    if (seen.has(o.date)) issues.push({ code: 'DUPLICATE_OVERRIDE', field: `${prefix}date` });
    seen.add(o.date);
    // Report a day's problem only when the override causes it, not again for every inherited default.
    const inherited = new Set(issues.filter((x) => !x.field.includes('.')).map((x) => x.code));
    for (const issue of validateDay(dayTimes(settings, o.date), prefix, settings.eliminationGameTime)) {
      if (!inherited.has(issue.code)) issues.push(issue);
    }
  });
  return dedupe(issues);
}

function dedupe(issues: SettingsIssue[]): SettingsIssue[] {
  const seen = new Set<string>();
  return issues.filter((i) => {
    const key = `${i.code}@${i.field}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Minutes a game occupies on the clock: play plus the half-time break. */
export function gameDuration(gameTime: number, halfTime: number): number {
  return gameTime + halfTime;
}

/** Where games resume after the break. */
export function resumeTime(day: DayTimes): number | null {
  if (day.noGameFrom === null || day.noGameTo === null) return null;
  return Math.max(day.noGameTo, day.continueTime ?? day.noGameTo);
}
