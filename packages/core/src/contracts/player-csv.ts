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
import { PLAYER_FIELDS, type PlayerField } from './player-fields.js';

/** The two fields whose CSV column has a name of its own: a club by name, not id; the default back number. */
const CSV_COLUMN_RENAMES = { clubId: 'club', backNumberDefault: 'backNumber' } as const;
type Renamed = keyof typeof CSV_COLUMN_RENAMES;
export type PlayerCsvColumn = Exclude<PlayerField, Renamed> | (typeof CSV_COLUMN_RENAMES)[Renamed];

/** The CSV column a player field is read from and written to. */
export function csvColumnOf(field: PlayerField): PlayerCsvColumn {
  return field in CSV_COLUMN_RENAMES ? CSV_COLUMN_RENAMES[field as Renamed] : (field as Exclude<PlayerField, Renamed>);
}

/** The template's and the export's columns: the player fields, in form order. */
export const PLAYER_CSV_COLUMNS: readonly PlayerCsvColumn[] = PLAYER_FIELDS.map(csvColumnOf);

/** Rows one import (and its preview) may have; a preview refuses more with 413 `TOO_MANY_ROWS`. */
export const MAX_IMPORT_ROWS = 5000;
/** Duplicate warnings per preview row at most, best first. */
export const MAX_IMPORT_ROW_DUPLICATES = 5;
/** Largest import file; the page refuses a bigger one before uploading it. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
