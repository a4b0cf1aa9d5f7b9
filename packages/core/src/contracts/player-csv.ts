/**
 * The players' CSV import: its columns and limits, kept apart from the import
 * schemas in imports.ts so that the import page, which only shows them and
 * leaves the checking to the server, loads no zod (decisions 286, 328).
 *
 * CSV columns (header row, comma or semicolon separated, UTF-8):
 * firstName, lastName, birthday (YYYY-MM-DD), club (club name), foot, backNumber,
 * position, sidePositions (e.g. "CM|DM"), nationality, height, watchlist,
 * networkPlayer, valueEur, targetLeague. Only the two names are required.
 */
export const PLAYER_CSV_COLUMNS = [
  'firstName',
  'lastName',
  'birthday',
  'club',
  'foot',
  'backNumber',
  'position',
  'sidePositions',
  'nationality',
  'height',
  'watchlist',
  'networkPlayer',
  'valueEur',
  'targetLeague',
] as const;

/** Rows one import (and its preview) may have; a preview refuses more with 413 `TOO_MANY_ROWS`. */
export const MAX_IMPORT_ROWS = 5000;
/** Duplicate warnings per preview row at most, best first. */
export const MAX_IMPORT_ROW_DUPLICATES = 5;
/** Largest import file; the page refuses a bigger one before uploading it. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
