import { describe, expect, it } from 'vitest';
import { validateClubsSearch } from './clubs-search';
import { countryNamer } from '../../../lib/countries';
import { countryCodes, countryOptions } from '../../../lib/country-options';

describe('validateClubsSearch', () => {
  it('keeps a trimmed search and a known country', () => {
    expect(validateClubsSearch({ q: '  Ajax ', country: 'nl' })).toEqual({ q: 'Ajax', country: 'NL' });
  });

  it('drops empty searches and unknown countries', () => {
    expect(validateClubsSearch({ q: '   ', country: 'ZZ' })).toEqual({});
    expect(validateClubsSearch({ q: 42, country: ['DE'] })).toEqual({});
  });
});

describe('countries', () => {
  it('lists real country codes only', () => {
    const codes = countryCodes();
    expect(codes).toContain('DE');
    expect(codes).toContain('XK');
    expect(codes).not.toContain('ZZ');
    expect(codes).not.toContain('EU');
    // Withdrawn aliases would show a second "Germany" or "United Kingdom".
    expect(codes).not.toContain('DD');
    expect(codes).not.toContain('UK');
    expect(codes).toHaveLength(250);
    const names = countryOptions('en').map((option) => option.label);
    expect(new Set(names).size).toBe(names.length);
  });

  it('names countries in the language asked for and sorts by name', () => {
    expect(countryNamer('de')('DE')).toBe('Deutschland');
    expect(countryNamer('en')('DE')).toBe('Germany');
    const options = countryOptions('en');
    const labels = options.map((option) => option.label);
    expect(labels.indexOf('Germany')).toBeLessThan(labels.indexOf('Spain'));
  });
});
