import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv.js';

describe('csv cells', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('Müller, Lena')).toBe('"Müller, Lena"');
    expect(csvCell('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell(null)).toBe('');
    expect(csvLine(['a', 'b'])).toBe('a,b\r\n');
  });

  it('defuses spreadsheet formulas in text, but not in numbers', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-5, { text: false })).toBe('-5');
  });
});
