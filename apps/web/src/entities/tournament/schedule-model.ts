import { dateRange, dayTimes, gameDuration, resumeTime, type ScheduleSettings } from '@touchline/core';
import type { Game, Tournament } from './tournament-types';
import { compareIso } from '../../lib/format';

/**
 * The schedule as pictures and lists need it: days with their time axis,
 * pitches as lanes and games as blocks. Pure, so the geometry is tested
 * without a browser.
 */

/** A game with a date, a kick-off and a pitch. */
export type PlacedGame = Game & { date: string; start: number; end: number; pitch: number };

export function isPlaced(game: Game): game is PlacedGame {
  return game.date !== null && game.start !== null && game.pitch !== null;
}

/** Kick-off order: date, time, pitch; unplaced games last, in list order. */
export function byKickOff(a: Game, b: Game): number {
  if (!isPlaced(a) || !isPlaced(b)) return Number(!isPlaced(a)) - Number(!isPlaced(b));
  return compareIso(a.date, b.date) || a.start - b.start || a.pitch - b.pitch;
}

/** The tournament's settings with its dates, as the core's schedule functions take them. */
export function scheduleSettingsOf(tournament: Pick<Tournament, 'settings' | 'dateFrom' | 'dateTo'>): ScheduleSettings {
  return { ...tournament.settings, dateFrom: tournament.dateFrom, dateTo: tournament.dateTo };
}

export type ScheduleDay = {
  date: string;
  /** The day override's name, if any ("Finals day"). */
  name: string | null;
  /** The visible axis, minutes from midnight: whole hours around the day and its games. */
  from: number;
  to: number;
  /** Lane numbers, 1-based: the day's pitches plus any pitch a game was moved to. */
  pitches: number[];
  /** The break (no games), or null. */
  pause: { from: number; to: number } | null;
  games: PlacedGame[];
};

const HOUR = 60;

/**
 * Every tournament day (plus any date a game was moved to outside the range),
 * each with the games placed on it in kick-off order.
 */
export function scheduleDays(tournament: Pick<Tournament, 'settings' | 'dateFrom' | 'dateTo'>, games: readonly Game[]) {
  const settings = scheduleSettingsOf(tournament);
  const placed = games.filter(isPlaced).sort(byKickOff);
  const dates = [...new Set([...dateRange(settings.dateFrom, settings.dateTo), ...placed.map((g) => g.date)])].sort();
  return dates.map((date): ScheduleDay => {
    const day = dayTimes(settings, date);
    const todays = placed.filter((g) => g.date === date);
    const lastKickOff = day.latestGame + gameDuration(day.gameTime, day.halfTime);
    const from = Math.min(day.startTime, ...todays.map((g) => g.start));
    const to = Math.max(lastKickOff, ...todays.map((g) => g.end ?? g.start));
    const pitchCount = Math.max(day.pitches ?? 1, ...todays.map((g) => g.pitch));
    const resume = resumeTime(day);
    return {
      date,
      name: day.name,
      from: Math.floor(from / HOUR) * HOUR,
      to: Math.max(Math.ceil(to / HOUR) * HOUR, Math.floor(from / HOUR) * HOUR + HOUR),
      pitches: Array.from({ length: pitchCount }, (_, i) => i + 1),
      pause: day.noGameFrom !== null && resume !== null ? { from: day.noGameFrom, to: resume } : null,
      games: todays,
    };
  });
}

/** Whole hours on the axis, for the tick labels. */
export function hourTicks(day: Pick<ScheduleDay, 'from' | 'to'>): number[] {
  const ticks: number[] = [];
  for (let t = day.from; t <= day.to; t += HOUR) ticks.push(t);
  return ticks;
}

/** Where a span sits on the day's axis, as percentages of the axis width. */
export function spanPosition(day: Pick<ScheduleDay, 'from' | 'to'>, start: number, end: number) {
  const length = day.to - day.from;
  const clampedStart = Math.max(day.from, Math.min(start, day.to));
  const clampedEnd = Math.max(clampedStart, Math.min(end, day.to));
  return {
    left: ((clampedStart - day.from) / length) * 100,
    width: ((clampedEnd - clampedStart) / length) * 100,
  };
}

/** A game's end, or its start plus the day's game length when the server gave none. */
export function gameEnd(game: PlacedGame, tournament: Pick<Tournament, 'settings' | 'dateFrom' | 'dateTo'>): number {
  if (game.end !== null && game.end > game.start) return game.end;
  const day = dayTimes(scheduleSettingsOf(tournament), game.date);
  const playMinutes =
    game.phase === 'knockout' ? (tournament.settings.eliminationGameTime ?? day.gameTime) : day.gameTime;
  return game.start + gameDuration(playMinutes, day.halfTime);
}

/** True when one of the game's teams is in `teamIds`. */
export function involves(game: Game, teamIds: ReadonlySet<string>): boolean {
  return (game.team1 !== null && teamIds.has(game.team1.id)) || (game.team2 !== null && teamIds.has(game.team2.id));
}

/** The actor's own teams: the tournament's teams entered by one of the actor's clubs. */
export function ownTeamIds(tournament: Pick<Tournament, 'teams'>, clubIds: readonly string[]): Set<string> {
  const clubs = new Set(clubIds);
  return new Set(
    tournament.teams.filter((team) => team.clubId !== null && clubs.has(team.clubId)).map((team) => team.id),
  );
}

export type TeamSchedule = { team: Tournament['teams'][number]; games: Game[] };

/** Each team (by name) with its games in kick-off order; unplaced games last. */
export function gamesByTeam(tournament: Pick<Tournament, 'teams'>, games: readonly Game[], locale?: string) {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return [...tournament.teams]
    .sort((a, b) => collator.compare(a.name, b.name))
    .map((team): TeamSchedule => ({
      team,
      games: games.filter((g) => g.team1?.id === team.id || g.team2?.id === team.id).sort(byKickOff),
    }));
}

/** 'HH:MM' for minutes from midnight. */
export function clock(minutes: number): string {
  const h = Math.floor(minutes / HOUR);
  const m = minutes % HOUR;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** Minutes from midnight for 'HH:MM' (or 'H:MM'), or null. */
export function parseClock(value: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const h = Number(match[1]);
  const m = Number(match[2]);
  return h < 24 && m < 60 ? h * HOUR + m : null;
}
