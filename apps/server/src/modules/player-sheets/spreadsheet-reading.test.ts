import type { Position } from '@touchline/core';
import { describe, expect, it } from 'vitest';
import { decodeSheet, positionReader, sheetDate, sheetDelimiter } from './spreadsheet-reading.js';

describe('reading spreadsheets as Excel writes them', () => {
  it('decodes by BOM, else UTF-8 when valid, else Windows-1252', () => {
    expect(decodeSheet(new Uint8Array([0xef, 0xbb, 0xbf, 0xc3, 0xbc]))).toBe('ü');
    expect(decodeSheet(new Uint8Array([0xff, 0xfe, 0xfc, 0x00]))).toBe('ü');
    expect(decodeSheet(new Uint8Array([0xfe, 0xff, 0x00, 0xfc]))).toBe('ü');
    expect(decodeSheet(new Uint8Array([0xc3, 0xbc]))).toBe('ü');
    // J\xFCrgen: not UTF-8, so Windows-1252; \x80 and \x9C are € and œ there.
    expect(decodeSheet(new Uint8Array([0x4a, 0xfc, 0x72, 0x80, 0x9c]))).toBe('Jür€œ');
    // A BOM that lies is refused, not read with replacement characters.
    expect(decodeSheet(new Uint8Array([0xef, 0xbb, 0xbf, 0xfc]))).toBeNull();
  });

  it('takes the separator the header line uses', () => {
    expect(sheetDelimiter('firstName;lastName;height\r\nA;B;1,5')).toBe(';');
    expect(sheetDelimiter('firstName,lastName\nA,B')).toBe(',');
    expect(sheetDelimiter('firstName\tlastName')).toBe('\t');
    expect(sheetDelimiter('firstName')).toBe(',');
  });

  it('reads day-first dates with dots or slashes, and leaves anything else as written', () => {
    expect(sheetDate('04.05.2010')).toBe('2010-05-04');
    expect(sheetDate('4/5/2010')).toBe('2010-05-04');
    expect(sheetDate('2010-05-04')).toBe('2010-05-04');
    expect(sheetDate('04.05.10')).toBe('04.05.10');
  });

  it('reads codes and every language’s labels, an ambiguous label in the caller’s language only', () => {
    const labels: Record<string, Partial<Record<Position, string>>> = {
      en: { OM: 'AM', CS: 'ST' },
      de: { OM: 'OM', CS: 'ST', CM: 'ZM' },
      fr: { CB: 'DC' },
      es: { CS: 'DC' },
    };
    const read = positionReader((locale) => labels[locale] as Record<Position, string>);
    expect(read('om', 'en')).toBe('OM');
    expect(read('AM', 'de')).toBe('OM');
    expect(read('zm', 'fr')).toBe('CM');
    expect(read('ST', 'es')).toBe('CS');
    expect(read('DC', 'fr')).toBe('CB');
    expect(read('DC', 'es')).toBe('CS');
    expect(read('DC', 'en')).toBeUndefined();
    expect(read('XX', 'en')).toBeUndefined();
  });
});
