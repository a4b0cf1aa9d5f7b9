/**
 * Checks a game an organiser places by hand (docs/product/tournaments.md
 * "Unplaced games": any game can be moved; the conflicts a move creates are
 * shown as warnings, never hidden). The scheduler never creates these
 * conflicts; a hand-made placement may, and the person decides.
 *
 * Hard errors are placements that cannot exist at all (a day outside the
 * tournament, a pitch the day does not have, a game running past midnight);
 * everything else is a warning with the data the UI needs to explain it.
 */
import { isDateWithin, toDayNumber } from './dates.js';
import { slotLength } from './schedule.js';
import type { ScheduleSettings } from './settings.js';
import { dayTimes, gameDuration, resumeTime } from './settings.js';

const MINUTES_PER_DAY = 1440;

/** A game as the check needs it; `date`, `start`, `end` and `pitch` are null while it is not placed. */
export type PlacedGame = {
  id: string;
  knockout: boolean;
  /** Null for a knockout slot whose team is not known yet. */
  team1: string | null;
  team2: string | null;
  date: string | null;
  start: number | null;
  end: number | null;
  pitch: number | null;
};

export type Placement = { date: string; start: number; pitch: number };

export type PlacementError = 'DATE_OUTSIDE_TOURNAMENT' | 'NO_SUCH_PITCH' | 'ENDS_AFTER_MIDNIGHT';

export type PlacementWarning =
  /** A team of the game already plays at an overlapping time. */
  | { code: 'TEAM_DOUBLE_BOOKED'; team: string; gameId: string }
  /** Another game is on the same pitch at an overlapping time. */
  | { code: 'PITCH_OCCUPIED'; gameId: string }
  /** Between this game and another game of the same team there is less than `minRest`. */
  | { code: 'REST_TOO_SHORT'; team: string; gameId: string; rest: number; minRest: number }
  /** Kick-off before the day's `startTime`. */
  | { code: 'BEFORE_DAY_START'; startTime: number }
  /** Kick-off after the day's `latestGame`. */
  | { code: 'AFTER_LATEST_GAME'; latestGame: number }
  /** The game overlaps the break from `noGameFrom` until play resumes. */
  | { code: 'IN_BREAK'; noGameFrom: number; resume: number }
  /** The pitch's playing minutes that day go over `maxPlaytime`. */
  | { code: 'MAX_PLAYTIME_EXCEEDED'; playMinutes: number; maxPlaytime: number };

export type PlacementCheck =
  { ok: false; code: PlacementError } | { ok: true; end: number; playMinutes: number; warnings: PlacementWarning[] };

function playMinutesOf(settings: ScheduleSettings, knockout: boolean, date: string): number {
  const day = dayTimes(settings, date);
  return knockout ? (settings.eliminationGameTime ?? day.gameTime) : day.gameTime;
}

/**
 * Where `game` would stand at `to`, among the tournament's other `games`
 * (the game itself may be in the list; it is skipped). Rest is measured like
 * the scheduler does (decision 103): from the end of a team's game to its
 * next kick-off, in absolute minutes across days, `minRest` defaulting to one slot.
 */
export function checkPlacement(input: {
  settings: ScheduleSettings;
  game: Pick<PlacedGame, 'id' | 'knockout' | 'team1' | 'team2'>;
  to: Placement;
  games: readonly PlacedGame[];
}): PlacementCheck {
  const { settings, game, to } = input;
  if (!isDateWithin(to.date, settings.dateFrom, settings.dateTo)) {
    return { ok: false, code: 'DATE_OUTSIDE_TOURNAMENT' };
  }
  const day = dayTimes(settings, to.date);
  if (!Number.isInteger(to.pitch) || to.pitch < 1 || to.pitch > (day.pitches ?? 1)) {
    return { ok: false, code: 'NO_SUCH_PITCH' };
  }
  const playMinutes = playMinutesOf(settings, game.knockout, to.date);
  const end = to.start + gameDuration(playMinutes, day.halfTime);
  if (!Number.isInteger(to.start) || to.start < 0 || end > MINUTES_PER_DAY) {
    return { ok: false, code: 'ENDS_AFTER_MIDNIGHT' };
  }

  const warnings: PlacementWarning[] = [];
  if (to.start < day.startTime) warnings.push({ code: 'BEFORE_DAY_START', startTime: day.startTime });
  if (to.start > day.latestGame) warnings.push({ code: 'AFTER_LATEST_GAME', latestGame: day.latestGame });
  const resume = resumeTime(day);
  if (resume !== null && day.noGameFrom !== null && to.start < resume && end > day.noGameFrom) {
    warnings.push({ code: 'IN_BREAK', noGameFrom: day.noGameFrom, resume });
  }

  const minRest = settings.minRest ?? slotLength(dayTimes(settings, settings.dateFrom));
  const base = (toDayNumber(to.date) as number) * MINUTES_PER_DAY;
  const from = base + to.start;
  const until = base + end;
  const teams = [game.team1, game.team2].filter((t): t is string => t !== null);
  let pitchPlay = playMinutes;

  for (const other of input.games) {
    if (other.id === game.id || other.date === null || other.start === null || other.end === null) continue;
    const dayNumber = toDayNumber(other.date);
    if (dayNumber === null) continue;
    const otherFrom = dayNumber * MINUTES_PER_DAY + other.start;
    const otherUntil = dayNumber * MINUTES_PER_DAY + other.end;
    const overlaps = from < otherUntil && otherFrom < until;
    if (other.date === to.date && other.pitch === to.pitch) {
      if (overlaps) warnings.push({ code: 'PITCH_OCCUPIED', gameId: other.id });
      pitchPlay += playMinutesOf(settings, other.knockout, other.date);
    }
    for (const team of teams) {
      if (other.team1 !== team && other.team2 !== team) continue;
      if (overlaps) {
        warnings.push({ code: 'TEAM_DOUBLE_BOOKED', team, gameId: other.id });
        continue;
      }
      const rest = otherFrom >= until ? otherFrom - until : from - otherUntil;
      if (rest < minRest) warnings.push({ code: 'REST_TOO_SHORT', team, gameId: other.id, rest, minRest });
    }
  }
  if (pitchPlay > day.maxPlaytime) {
    warnings.push({ code: 'MAX_PLAYTIME_EXCEEDED', playMinutes: pitchPlay, maxPlaytime: day.maxPlaytime });
  }
  return { ok: true, end, playMinutes, warnings };
}

/** The open conflicts of one placed game: what `checkPlacement` warns about it where it stands now. */
export type ScheduleConflict = { gameId: string; warnings: PlacementWarning[] };

/**
 * Every open conflict of a schedule (decision 421): each placed game checked
 * where it stands against all the others, exactly as a move to that slot is
 * checked, so a conflict a move was confirmed with stays visible until the
 * schedule no longer has it. A pair conflict is listed under both games.
 * Games with no warning are left out; the order is the order of `games`.
 */
export function scheduleConflicts(settings: ScheduleSettings, games: readonly PlacedGame[]): ScheduleConflict[] {
  const conflicts: ScheduleConflict[] = [];
  for (const game of games) {
    if (game.date === null || game.start === null || game.pitch === null) continue;
    const check = checkPlacement({
      settings,
      game,
      to: { date: game.date, start: game.start, pitch: game.pitch },
      games,
    });
    // A slot that cannot exist at all (settings changed since) is not a move's warning; it shows as unplaceable elsewhere.
    if (check.ok && check.warnings.length > 0) conflicts.push({ gameId: game.id, warnings: check.warnings });
  }
  return conflicts;
}
