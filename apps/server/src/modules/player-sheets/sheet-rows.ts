import {
  csvColumnOf,
  PLAYER_FIELDS,
  POSITIONS,
  type FieldErrorCode,
  type Locale,
  type Player,
  type PlayerCsvColumn,
  type PlayerField,
  type Position,
} from '@touchline/core';
import type { Translations } from '../../i18n/translations.js';
import { csvCell, csvLine } from '../../http/csv.js';
import { positionReader, sheetDate } from './spreadsheet-reading.js';

// One spreadsheet row in each direction: a player out to a CSV line, a CSV
// row in to what a create would take (decision 013).

/** The CSV column a schema issue's field comes from (the field's own name when it has no column). */
export function columnOf(path: readonly PropertyKey[]): string {
  const field = String(path[0]);
  return (PLAYER_FIELDS as readonly string[]).includes(field) ? csvColumnOf(field as PlayerField) : field;
}

// Yes and no in the four languages, and the TRUE/FALSE Excel writes in each (WAHR, VRAI, VERDADERO…).
const TRUE = new Set(['true', 'yes', 'y', '1', 'x', 'ja', 'oui', 'si', 'sí', 'wahr', 'vrai', 'verdadero']);
const FALSE = new Set(['false', 'no', 'n', '0', '', 'nein', 'non', 'falsch', 'faux', 'falso']);

export type Cells = Partial<Record<PlayerCsvColumn, string>>;

/** A player as one CSV line, in the order of PLAYER_CSV_COLUMNS. */
export function playerCsvLine(p: Player, clubNames: ReadonlyMap<string, string>): string {
  return csvLine([
    csvCell(p.firstName),
    csvCell(p.lastName),
    csvCell(p.birthday),
    csvCell(p.clubId ? clubNames.get(p.clubId) : null),
    csvCell(p.foot),
    csvCell(p.backNumberDefault, { text: false }),
    csvCell(p.position),
    csvCell(p.sidePositions.join('|')),
    csvCell(p.nationality),
    csvCell(p.height, { text: false }),
    csvCell(p.detailsVisible ? p.watchlist : null, { text: false }),
    csvCell(p.networkPlayer, { text: false }),
    csvCell(p.valueEur, { text: false }),
    csvCell(p.targetLeague),
  ]);
}

/** Reads CSV rows in the installation's languages: positions as codes or as the labels the screens show, in any of the four. */
export function rowReader(translations: Translations) {
  const readPosition = positionReader((locale) => {
    const t = translations.in(locale);
    return Object.fromEntries(POSITIONS.map((p) => [p, t(`players:positionShort.${p}`)])) as Record<Position, string>;
  });
  /** One CSV row → the input a create would take, plus per-column codes for what cannot be read. */
  function readRow(
    cells: Cells,
    clubIdByName: Map<string, string>,
    locale: Locale,
  ): { input: Record<string, unknown>; errors: Record<string, FieldErrorCode> } {
    const errors: Record<string, FieldErrorCode> = {};
    const input: Record<string, unknown> = {};
    const text = (column: PlayerCsvColumn) => (cells[column] ?? '').trim();
    const number = (column: PlayerCsvColumn, field: string) => {
      const raw = text(column).replace(/\s/g, '');
      if (!raw) return;
      const value = Number(raw.replace(',', '.'));
      if (Number.isFinite(value)) input[field] = value;
      else errors[column] = 'NOT_A_NUMBER';
    };
    const flag = (column: PlayerCsvColumn, field: string) => {
      const raw = text(column).toLowerCase();
      if (TRUE.has(raw)) input[field] = true;
      else if (FALSE.has(raw)) input[field] = false;
      else errors[column] = 'INVALID_VALUE';
    };
    input.firstName = text('firstName');
    input.lastName = text('lastName');
    if (text('birthday')) input.birthday = sheetDate(text('birthday'));
    if (text('club')) {
      const clubId = clubIdByName.get(text('club').toLowerCase());
      if (clubId) input.clubId = clubId;
      else errors.club = 'INVALID_VALUE';
    }
    if (text('foot')) input.foot = text('foot').toLowerCase();
    number('backNumber', 'backNumberDefault');
    if (text('position')) input.position = readPosition(text('position'), locale) ?? text('position');
    if (text('sidePositions'))
      input.sidePositions = text('sidePositions')
        .split(/[|,/ ]+/)
        .filter(Boolean)
        .map((label) => readPosition(label, locale) ?? label);
    if (text('nationality')) input.nationality = text('nationality');
    number('height', 'height');
    flag('watchlist', 'watchlist');
    flag('networkPlayer', 'networkPlayer');
    number('valueEur', 'valueEur');
    if (text('targetLeague')) input.targetLeague = text('targetLeague');
    return { input, errors };
  }

  return readRow;
}
