/**
 * CSV cells per RFC 4180. Text that a spreadsheet would run as a formula
 * (starting with = + - @, tab or carriage return) gets a leading apostrophe:
 * an exported name like "=HYPERLINK(…)" must not become a live formula.
 */
export function csvCell(value: string | number | boolean | null | undefined, { text = true } = {}): string {
  if (value === null || value === undefined) return '';
  let cell = String(value);
  if (text && /^[=+\-@\t\r]/.test(cell)) cell = `'${cell}`;
  return /[",\r\n;]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

export function csvLine(cells: string[]): string {
  return `${cells.join(',')}\r\n`;
}

/** Excel opens UTF-8 CSV correctly only with a byte order mark. */
export const UTF8_BOM = '\uFEFF';
