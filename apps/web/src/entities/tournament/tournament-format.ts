/**
 * Tournament helpers shared by the tournaments feature and the home page:
 * where a tournament stands relative to today, and its dates as text.
 */
import { compareIso, dateTimeFormat } from '../../lib/format';

export type TournamentPhase = 'upcoming' | 'running' | 'past';

/**
 * Dates are 'YYYY-MM-DD', so they compare as strings. A tournament with a
 * game being played now (`live`) is running whatever its dates say: a game
 * started ahead of its day does not leave it under "Upcoming".
 */
export function tournamentPhase(
  tournament: { dateFrom: string; dateTo: string; live?: boolean },
  today: string,
): TournamentPhase {
  if (tournament.live === true) return 'running';
  if (tournament.dateTo < today) return 'past';
  if (tournament.dateFrom > today) return 'upcoming';
  return 'running';
}

export interface PhasedTournaments<T> {
  upcoming: T[];
  running: T[];
  past: T[];
}

/**
 * Splits tournaments into upcoming (soonest first), running (ending soonest
 * first) and past (most recent first); ties by name.
 */
export function byPhase<T extends { dateFrom: string; dateTo: string; name: string; live?: boolean }>(
  tournaments: readonly T[],
  today: string,
): PhasedTournaments<T> {
  const out: PhasedTournaments<T> = { upcoming: [], running: [], past: [] };
  for (const tournament of tournaments) out[tournamentPhase(tournament, today)].push(tournament);
  const byName = (a: T, b: T) => a.name.localeCompare(b.name);
  out.upcoming.sort((a, b) => compareIso(a.dateFrom, b.dateFrom) || byName(a, b));
  out.running.sort((a, b) => compareIso(a.dateTo, b.dateTo) || byName(a, b));
  out.past.sort((a, b) => compareIso(b.dateTo, a.dateTo) || byName(a, b));
  return out;
}

function utcDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/** "12 Jul 2026" or "12–14 Jul 2026" in the UI language. */
export function formatDateRange(from: string, to: string, locale: string | undefined): string {
  const format = dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  if (from === to) return format.format(utcDate(from));
  return format.formatRange(utcDate(from), utcDate(to));
}

/** "Sat, 12 Jul" for a day heading. */
export function formatDay(iso: string, locale: string | undefined): string {
  return dateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    utcDate(iso),
  );
}
