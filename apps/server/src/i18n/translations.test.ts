import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES_DIR, loadTranslations } from './translations.js';

describe('server translations', () => {
  it('reads the web app’s locale files, with the web app’s plurals and placeholders', async () => {
    expect(LOCALES_DIR.endsWith(path.join('apps', 'web', 'src', 'locales'))).toBe(true);
    const translations = await loadTranslations(['card', 'players']);
    expect(translations.in('de')('players:feet.right')).toBe('Rechts');
    expect(translations.in('fr')('players:positions.GK')).toBe('Gardien de but');
    expect(translations.in('en')('card:ratings.count', { count: 1 })).toBe('1 rating');
    expect(translations.in('es')('card:ratings.count', { count: 3 })).toBe('3 valoraciones');
    expect(translations.in('de')('card:details.heightCm', { height: 176 })).toBe('176 cm');
  });

  it('throws on a key no language has, instead of printing the key', async () => {
    const translations = await loadTranslations(['card']);
    expect(() => translations.in('de')('card:details.noSuchLabel')).toThrow(
      'No translation for card:details.noSuchLabel',
    );
  });

  it('refuses to load, naming the file, when the locale files are not where it looks', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'touchline-locales-'));
    try {
      // Every language's file is missing; whichever read fails first names its path.
      await expect(loadTranslations(['card'], empty)).rejects.toThrow(`Translations not found: ${empty}`);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
