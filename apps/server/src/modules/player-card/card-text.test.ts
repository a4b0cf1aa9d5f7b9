import { FEET, POSITIONS, SKILLS, SUPPORTED_LOCALES } from '@touchline/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTranslations, type Translations } from '../../i18n/translations.js';
import { CARD_NAMESPACES, cardText, type CardText } from './card-text.js';

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

  /** One sample of each kind of text; a locale's case names the samples it checks. */
  const samples = (text: CardText) => ({
    birthday: text.birthday,
    centralMidfield: text.position('CM'),
    bothFeet: text.footName('both'),
    rightFoot: text.footName('right'),
    passing: text.skill('passing'),
    poland: text.country('PL'),
    date: text.date('2010-05-01'),
    oneYear: text.years(1),
    fifteenYears: text.years(15),
    money: text.money(120000),
    oneRating: text.ratingsCount(1),
    globalAverage: text.globalAverage(8),
  });

  it.each([
    {
      locale: 'de' as const,
      expected: {
        birthday: 'Geburtstag',
        centralMidfield: 'Zentrales Mittelfeld',
        bothFeet: 'Beidfüßig',
        passing: 'Passspiel',
        poland: 'Polen',
        date: '01.05.2010',
        fifteenYears: '15 Jahre',
        money: '120.000\u00a0€',
        globalAverage: 'Gesamtbewertung (Durchschnitt): 8,0',
      },
    },
    {
      locale: 'en' as const,
      expected: {
        birthday: 'Birthday',
        centralMidfield: 'Central midfield',
        rightFoot: 'Right',
        poland: 'Poland',
        date: 'May 1, 2010',
        oneYear: '1 year',
        money: '€120,000',
        oneRating: '1 rating',
      },
    },
  ])(
    'speaks the language of a $locale card: labels, positions, foot, skills, country, dates and money',
    ({ locale, expected }) => {
      expect(samples(cardText(translations.in(locale), locale))).toMatchObject(expected);
    },
  );
});
