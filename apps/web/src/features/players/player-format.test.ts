import { PLAYER_CSV_COLUMNS } from '@touchline/core';
import { describe, expect, it } from 'vitest';
import { countryCodes } from './countries';
import { playerCsvTemplate } from './player-csv';
import { countryName, fullName, playerAge, todayIso } from './player-format';

describe('player-format', () => {
  it('joins names and computes the age from the birthday', () => {
    expect(fullName({ firstName: 'Lena', lastName: '' })).toBe('Lena');
    expect(playerAge('2010-06-15', '2026-06-14')).toBe(15);
    expect(playerAge('2010-06-15', '2026-06-15')).toBe(16);
    expect(playerAge('2030-01-01', '2026-06-15')).toBeNull();
    expect(playerAge(null)).toBeNull();
    expect(todayIso(new Date(2026, 0, 5))).toBe('2026-01-05');
  });

  it('names countries in the UI language', () => {
    expect(countryName('DE', 'de')).toBe('Deutschland');
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryCodes()).toContain('XK');
    expect(countryCodes()).not.toContain('EU');
    // Retired aliases (DD = "Germany" in ICU) are not offered: every name once.
    expect(countryCodes()).not.toContain('DD');
    const names = countryCodes().map((code) => countryName(code, 'en'));
    expect(new Set(names).size).toBe(names.length);
  });

  it('offers a CSV template with every expected column', () => {
    const [header, example] = playerCsvTemplate().split('\r\n');
    expect(header!.split(',')).toEqual([...PLAYER_CSV_COLUMNS]);
    expect(example!.split(',')).toHaveLength(PLAYER_CSV_COLUMNS.length);
  });
});
