import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SKILLS, SUPPORTED_LOCALES } from '@touchline/core';
import { describe, expect, it } from 'vitest';
import { CARD_LABELS } from './card-labels.js';

const webLocales = path.resolve(import.meta.dirname, '../../../../web/src/locales');

describe('player card labels', () => {
  it.each(SUPPORTED_LOCALES)('prints the same skill names as the web app in %s', (locale) => {
    const web = JSON.parse(readFileSync(path.join(webLocales, locale, 'skills.json'), 'utf8')) as Record<
      string,
      { name: string }
    >;
    for (const skill of SKILLS) expect(CARD_LABELS[locale].skills[skill], skill).toBe(web[skill]?.name);
  });

  it('has every field label in every language', () => {
    const keys = Object.keys(CARD_LABELS.en.fields).sort();
    for (const locale of SUPPORTED_LOCALES) expect(Object.keys(CARD_LABELS[locale].fields).sort()).toEqual(keys);
  });
});
