import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, pickLocale } from './locale.js';

describe('localeFromAcceptLanguage', () => {
  it('takes the first supported language by weight, then by order', () => {
    expect(localeFromAcceptLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(localeFromAcceptLanguage('en;q=0.5, fr-CH')).toBe('fr');
    expect(localeFromAcceptLanguage('pt-BR, es;q=0.7, de;q=0.7')).toBe('es');
    expect(localeFromAcceptLanguage('ES_mx')).toBe('es');
  });

  it('finds nothing for unsupported languages, wildcards, q=0 and no header', () => {
    expect(localeFromAcceptLanguage('pt-BR, *')).toBeNull();
    expect(localeFromAcceptLanguage('de;q=0, en;q=0')).toBeNull();
    expect(localeFromAcceptLanguage('de;q=nonsense')).toBeNull();
    expect(localeFromAcceptLanguage('')).toBeNull();
    expect(localeFromAcceptLanguage(undefined)).toBeNull();
  });
});

describe('pickLocale', () => {
  it('prefers the requested language, then the saved one, then Accept-Language, then English', () => {
    expect(pickLocale({ requested: 'es', saved: 'de', acceptLanguage: 'fr' })).toBe('es');
    expect(pickLocale({ saved: 'de', acceptLanguage: 'fr' })).toBe('de');
    expect(pickLocale({ saved: null, acceptLanguage: 'fr-FR,fr;q=0.9' })).toBe('fr');
    expect(pickLocale({ saved: null, acceptLanguage: 'pt' })).toBe('en');
    expect(pickLocale({})).toBe('en');
  });

  it('ignores a saved language the app does not support', () => {
    expect(pickLocale({ saved: 'pt', acceptLanguage: 'de' })).toBe('de');
  });
});
