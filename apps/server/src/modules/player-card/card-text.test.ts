import { FEET, POSITIONS, SKILLS, SUPPORTED_LOCALES } from '@touchline/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTranslations, type Translations } from '../../i18n/translations.js';
import { CARD_NAMESPACES, cardText } from './card-text.js';

describe('player card texts', () => {
  let translations: Translations;
  beforeAll(async () => {
    translations = await loadTranslations(CARD_NAMESPACES);
  });

  it.each(SUPPORTED_LOCALES)(
    'has every label, position, foot and skill in %s (a missing key would throw)',
    (locale) => {
      const text = cardText(translations.in(locale), locale);
      const printed = [
        ...Object.values(text).filter((value): value is string => typeof value === 'string'),
        ...POSITIONS.map(text.position),
        ...FEET.map(text.footName),
        ...SKILLS.map(text.skill),
        text.years(16),
        text.heightCm(180),
        text.ratingsCount(2),
        text.globalAverage(7.25),
        text.created('2026-11-23'),
      ];
      for (const value of printed) expect(value.trim(), JSON.stringify(value)).not.toBe('');
    },
  );

  it('speaks German for a German card: labels, positions, foot, skills, country, dates and money', () => {
    const de = cardText(translations.in('de'), 'de');
    expect(de.birthday).toBe('Geburtstag');
    expect(de.position('CM')).toBe('Zentrales Mittelfeld');
    expect(de.footName('both')).toBe('Beidfüßig');
    expect(de.skill('passing')).toBe('Passspiel');
    expect(de.country('PL')).toBe('Polen');
    expect(de.date('2010-05-01')).toBe('01.05.2010');
    expect(de.years(15)).toBe('15 Jahre');
    expect(de.money(120000)).toBe('120.000\u00a0€');
    expect(de.globalAverage(8)).toBe('Gesamtbewertung (Durchschnitt): 8,0');
  });

  it('and English for an English one', () => {
    const en = cardText(translations.in('en'), 'en');
    expect(en.birthday).toBe('Birthday');
    expect(en.position('CM')).toBe('Central midfield');
    expect(en.footName('right')).toBe('Right');
    expect(en.country('PL')).toBe('Poland');
    expect(en.date('2010-05-01')).toBe('May 1, 2010');
    expect(en.years(1)).toBe('1 year');
    expect(en.money(120000)).toBe('€120,000');
    expect(en.ratingsCount(1)).toBe('1 rating');
  });
});
