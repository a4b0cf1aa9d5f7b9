import { POSITIONS, SUPPORTED_LOCALES, type Locale, type Position } from '@touchline/core';

/**
 * Reading spreadsheets the way Excel writes them (decision 035):
 * the encoding, the separator, the dates and the position labels of the four
 * languages' Excel. Pure functions over the uploaded bytes and cells.
 */

/**
 * The file's text. A byte order mark decides (UTF-8, UTF-16 LE/BE); without
 * one, text that is valid UTF-8 is UTF-8, and anything else is Windows-1252,
 * which is what Excel's "CSV (semicolon/comma separated)" writes in Western
 * Europe. Windows-1252 gives every byte a character, so decoding never leaves
 * a U+FFFD behind; a BOM-marked file that is not what its BOM says is refused
 * (null) rather than read with replacement characters.
 */
export function decodeSheet(file: Uint8Array): string | null {
  const strict = (label: string, bytes: Uint8Array) => {
    try {
      return new TextDecoder(label, { fatal: true, ignoreBOM: true }).decode(bytes);
    } catch {
      return null;
    }
  };
  if (file[0] === 0xef && file[1] === 0xbb && file[2] === 0xbf) return strict('utf-8', file.subarray(3));
  if (file[0] === 0xff && file[1] === 0xfe) return strict('utf-16le', file.subarray(2));
  if (file[0] === 0xfe && file[1] === 0xff) return strict('utf-16be', file.subarray(2));
  return strict('utf-8', file) ?? new TextDecoder('windows-1252').decode(file);
}

/**
 * The separator: the one of `;`, `,` and tab the header line uses most.
 * Excel writes `;` where the decimal mark is a comma (de, fr, es) and `,`
 * elsewhere; guessing per file instead of splitting on both keeps "1,5" in
 * a semicolon file one cell.
 */
export function sheetDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (char: string) => firstLine.split(char).length - 1;
  return [';', ',', '\t'].reduce((best, char) => (count(char) > count(best) ? char : best), ',');
}

/**
 * A birthday as ISO `YYYY-MM-DD`. Besides ISO it reads day-first dates with
 * dots or slashes, one or two digits for day and month (`04.05.2010`,
 * `4/5/2010`): what Excel writes in de, fr, es and en-GB. US Excel writes
 * month first; that is not guessed (see decision 035). Anything else comes
 * back as written, for the schema to refuse with its own code.
 */
export function sheetDate(raw: string): string {
  const dayFirst = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(raw);
  if (!dayFirst) return raw;
  const [, day, month, year] = dayFirst;
  return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
}

/**
 * Reads a position as the codes (GK … CS) or as the labels the screens show
 * in any language (`positionShort` in players.json: "AM", "ST", "ZM", "MCO"…).
 * A label two languages use for different positions (French "DC" is a centre
 * back, Spanish "DC" a centre striker) is read in the caller's language, and
 * refused (undefined) in any other.
 */
export function positionReader(
  shortLabels: (locale: Locale) => Record<Position, string>,
): (raw: string, locale: Locale) => Position | undefined {
  const byLabel = new Map<string, Map<Locale, Position>>();
  for (const locale of SUPPORTED_LOCALES) {
    for (const [position, label] of Object.entries(shortLabels(locale)) as [Position, string][]) {
      const key = label.toUpperCase();
      if (!byLabel.has(key)) byLabel.set(key, new Map());
      byLabel.get(key)!.set(locale, position);
    }
  }
  return (raw, locale) => {
    const key = raw.trim().toUpperCase();
    if ((POSITIONS as readonly string[]).includes(key)) return key as Position;
    const meanings = byLabel.get(key);
    if (!meanings) return undefined;
    const own = meanings.get(locale);
    if (own) return own;
    const distinct = new Set(meanings.values());
    return distinct.size === 1 ? [...distinct][0] : undefined;
  };
}
