import { describe, expect, it } from 'vitest';
import { sheetFileName, sheetPdfUrl } from './sheet-pdf';

describe('sheet PDF', () => {
  it('addresses the PDF of a tournament, in a language when given', () => {
    expect(sheetPdfUrl('t 1')).toBe('/api/tournaments/t%201/sheet.pdf');
    expect(sheetPdfUrl('t1', 'de')).toBe('/api/tournaments/t1/sheet.pdf?lang=de');
  });

  it('names the file after the tournament, without path characters', () => {
    expect(sheetFileName('Nord Cup 2030')).toBe('Nord-Cup-2030.pdf');
    expect(sheetFileName('U15 / U17: Süd')).toBe('U15-U17-Süd.pdf');
    expect(sheetFileName('  ')).toBe('tournament.pdf');
  });
});
