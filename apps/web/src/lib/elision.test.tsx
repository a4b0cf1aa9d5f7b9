import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nameValues } from './elision';
import { i18n, loadNamespaces } from './i18n';

describe('French elision through i18next context', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it('writes "d’" before a vowel or a mute h, "de" otherwise, and leaves other languages alone', async () => {
    await i18n.changeLanguage('fr');
    await loadNamespaces('card', 'users');
    const t = i18n.getFixedT('fr', 'card');
    expect(t('videosPage.title', nameValues('Arthur'))).toBe('Vidéos d’Arthur');
    expect(t('videosPage.title', nameValues('Élodie'))).toBe('Vidéos d’Élodie');
    expect(t('videosPage.title', nameValues('Hugo'))).toBe('Vidéos d’Hugo');
    expect(t('videosPage.title', nameValues('Bernard'))).toBe('Vidéos de Bernard');
    expect(i18n.getFixedT('fr', 'users')('clubs.title', nameValues('Inès'))).toBe('Clubs d’Inès');
    await i18n.changeLanguage('de');
    await loadNamespaces('card');
    expect(i18n.getFixedT('de', 'card')('videosPage.title', nameValues('Arthur'))).toBe('Videos von Arthur');
    expect(i18n.getFixedT('en', 'card')('videosPage.title', nameValues('Arthur'))).toBe('Videos of Arthur');
  });
});

describe('apostrophes: one style per language', () => {
  // English writes the straight ' (its texts always have); French, German and Spanish the typographic ’.
  const forbidden: Record<string, string> = { en: '’', fr: "'", de: "'", es: "'" };
  const localesDir = path.resolve(import.meta.dirname, '../locales');

  for (const [language, apostrophe] of Object.entries(forbidden)) {
    it(`${language} has no ${apostrophe}`, () => {
      for (const file of readdirSync(path.join(localesDir, language))) {
        const text = readFileSync(path.join(localesDir, language, file), 'utf8');
        const lines = text.split('\n').filter((line) => line.includes(apostrophe));
        expect(lines, `${language}/${file}`).toEqual([]);
      }
    });
  }
});
