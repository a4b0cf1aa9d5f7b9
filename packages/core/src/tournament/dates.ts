/**
 * Calendar dates as 'YYYY-MM-DD' strings, with arithmetic on day numbers
 * (days since 1970-01-01 in the proleptic Gregorian calendar). No clock and
 * no time zones: a tournament day is a label, not an instant.
 */

import { MAX_TOURNAMENT_DAYS } from './limits.js';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Day number of a civil date (Howard Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function civilFromDays(days: number): { year: number; month: number; day: number } {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** True for a real calendar date written 'YYYY-MM-DD' (so '2025-02-30' is false). */
export function isIsoDate(value: string): boolean {
  // Round-tripping rejects impossible dates such as '2025-02-30' or '2025-13-01'.
  const n = toDayNumber(value);
  return n !== null && fromDayNumber(n) === value;
}

/** Day number for a 'YYYY-MM-DD' date, or null if the text is not one. */
export function toDayNumber(date: string): number | null {
  const m = DATE_PATTERN.exec(date);
  if (!m) return null;
  return daysFromCivil(Number(m[1]), Number(m[2]), Number(m[3]));
}

export function fromDayNumber(days: number): string {
  const { year, month, day } = civilFromDays(days);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function addDays(date: string, days: number): string {
  const n = toDayNumber(date);
  if (n === null) throw new RangeError('addDays expects a YYYY-MM-DD date');
  return fromDayNumber(n + days);
}

/**
 * Days from `from` to `to`, both included (0 when `to` is before `from`), or
 * null when either is not a date. Arithmetic: nothing is listed, so a range
 * of any length is measured at the same cost (decision 350).
 */
export function dayCount(from: string, to: string): number | null {
  if (!isIsoDate(from) || !isIsoDate(to)) return null;
  return Math.max(0, (toDayNumber(to) as number) - (toDayNumber(from) as number) + 1);
}

/** True when `date` lies from `from` to `to`, both included (all three dates), without listing the range. */
export function isDateWithin(date: string, from: string, to: string): boolean {
  const d = toDayNumber(date);
  const a = toDayNumber(from);
  const b = toDayNumber(to);
  return d !== null && a !== null && b !== null && a <= d && d <= b;
}

/**
 * Every date from `from` to `to`, both included; empty when `to` is before
 * `from`, a date is invalid, or the range is longer than MAX_TOURNAMENT_DAYS.
 * The length is measured first (decision 350): 0001-01-01 to 9999-12-31 once
 * listed 3.65 million dates before a check refused them.
 */
export function dateRange(from: string, to: string): string[] {
  const a = toDayNumber(from);
  const b = toDayNumber(to);
  if (a === null || b === null || b < a || b - a + 1 > MAX_TOURNAMENT_DAYS) return [];
  const out: string[] = [];
  for (let d = a; d <= b; d += 1) out.push(fromDayNumber(d));
  return out;
}

/** Minutes since midnight as 'HH:MM' (for display and debugging only). */
export function formatMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
