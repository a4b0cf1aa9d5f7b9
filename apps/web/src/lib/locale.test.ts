import { describe, expect, it, vi } from 'vitest';
import { acceptLocale, matchLocale, pickLocale } from './locale';

describe('matchLocale', () => {
  it('matches on the primary subtag, case-insensitively', () => {
    expect(matchLocale('de-AT')).toBe('de');
    expect(matchLocale('EN')).toBe('en');
    expect(matchLocale('es_MX')).toBe('es');
    expect(matchLocale('pt-BR')).toBeNull();
    expect(matchLocale('')).toBeNull();
  });
});

describe('pickLocale', () => {
  it('prefers a supported stored locale', () => {
    expect(pickLocale('fr', ['de-DE', 'en'])).toBe('fr');
  });

  it('falls back to the first supported browser language', () => {
    expect(pickLocale(null, ['pt-BR', 'es-ES', 'de'])).toBe('es');
  });

  it('falls back to en', () => {
    expect(pickLocale(null, [])).toBe('en');
    expect(pickLocale(undefined, ['pt', 'it'])).toBe('en');
  });

  it('refuses an unsupported stored locale with a warning', () => {
    const warn = vi.fn();
    expect(pickLocale('it', ['de'], warn)).toBe('de');
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toContain('"it"');
  });

  it('does not accept a stored region tag as a stored locale', () => {
    const warn = vi.fn();
    expect(pickLocale('de-DE', [], warn)).toBe('en');
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('acceptLocale', () => {
  it('accepts supported locales silently', () => {
    const warn = vi.fn();
    expect(acceptLocale('de', warn)).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it('refuses anything else with a warning', () => {
    const warn = vi.fn();
    expect(acceptLocale('it', warn)).toBe(false);
    expect(acceptLocale(null, warn)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
