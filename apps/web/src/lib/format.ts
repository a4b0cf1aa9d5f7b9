/**
 * Format helpers shared by every feature: names, today's date and dates
 * through one cached Intl.DateTimeFormat per locale and options.
 */

/** "First Last", trimmed; either part may be empty while typing. */
export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/** "9 Max Muster": a player as pickers list him, so that typing a name or a back number finds him. */
export function numberedName(player: {
  firstName: string;
  lastName: string;
  backNumberDefault: number | null;
}): string {
  return player.backNumberDefault === null ? fullName(player) : `${player.backNumberDefault} ${fullName(player)}`;
}

/**
 * Orders ISO dates and timestamps (YYYY-MM-DD, …THH:MM:SSZ) as time orders
 * them, by code unit. Not `localeCompare`: its first call loads ICU's
 * collation data, ~40 ms in the home page's first render on a phone at 4×
 * (decision 287), and a collation order is not a time order anyway.
 */
export function compareIso(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Today's date in the browser's time zone as YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The one Intl.DateTimeFormat helper: a formatter for `locale` (undefined =
 * the browser's) and `options`, created once and cached.
 */
export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}
