import { PLAYER_CSV_COLUMNS, type PlayerCsvColumn, type Position } from '@touchline/core';

/** One example row of the template, in PLAYER_CSV_COLUMNS order. */
const EXAMPLE_ROW: Record<PlayerCsvColumn, string> = {
  firstName: 'Alex',
  lastName: 'Example',
  birthday: '2009-04-17',
  club: '',
  foot: 'right',
  backNumber: '10',
  position: 'CM',
  sidePositions: 'DM|OM',
  nationality: 'DE',
  height: '176',
  watchlist: 'false',
  networkPlayer: 'false',
  valueEur: '25000',
  targetLeague: '',
};

function csvCell(value: string): string {
  return /[",\n\r;]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * The import template: header row and one example row, comma-separated,
 * UTF-8. Positions are written as the screens show them (`positionShort`,
 * "AM" in English, "OM" in German); the import reads those labels and the codes.
 */
export function playerCsvTemplate(positionShort: (position: Position) => string = (position) => position): string {
  const header = PLAYER_CSV_COLUMNS.join(',');
  const row = {
    ...EXAMPLE_ROW,
    position: positionShort('CM'),
    sidePositions: (['DM', 'OM'] as const).map(positionShort).join('|'),
  };
  const example = PLAYER_CSV_COLUMNS.map((column) => csvCell(row[column])).join(',');
  return `${header}\r\n${example}\r\n`;
}

/** Offers `text` as a file download (the template), without a server round trip. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
