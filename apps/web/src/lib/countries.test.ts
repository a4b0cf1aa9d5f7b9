import { describe, expect, it } from 'vitest';
import { countryName, countryNamer } from './countries';
import { countryCodes, countryOptions } from './country-options';

describe('countries', () => {
  it('offers every country once', () => {
    expect(countryCodes()).toContain('XK');
    expect(countryCodes()).not.toContain('EU');
    // Retired aliases (DD = "Germany" in ICU) are not offered: every name once.
    expect(countryCodes()).not.toContain('DD');
    const names = countryCodes().map((code) => countryName(code, 'en'));
    expect(new Set(names).size).toBe(names.length);
  });

  it('names a country in the language asked for, the code when unknown, nothing for none', () => {
    expect(countryName('DE', 'de')).toBe('Deutschland');
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryNamer('fr')('DE')).toBe('Allemagne');
    expect(countryName('QQ', 'en')).toBe('QQ');
    expect(countryName(null, 'en')).toBe('');
    expect(countryName('DE', 'not a locale!')).toBe('DE');
  });

  it('sorts the options by name in the language asked for', () => {
    const german = countryOptions('de').map((option) => option.label);
    expect(german.indexOf('Österreich')).toBeLessThan(german.indexOf('Polen'));
    expect(countryOptions('en').find((option) => option.value === 'DE')?.label).toBe('Germany');
  });
});
