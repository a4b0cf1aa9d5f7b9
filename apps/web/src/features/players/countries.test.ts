import { PLAYER_CSV_COLUMNS } from '@touchline/core';
import { describe, expect, it } from 'vitest';
import { countryName } from '../../lib/player-format';
import { countryCodes } from './countries';
import { playerCsvTemplate } from './player-csv';

describe('countries and the CSV template', () => {
  it('offers every country once', () => {
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
