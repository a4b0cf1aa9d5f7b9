import { ERROR_CODES, FIELD_ERROR_CODES, SUPPORTED_LOCALES } from '@touchline/core';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

// Every bundle on disk, as "./<locale>/<namespace>.json" → content.
const files = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' });
const localesOnDisk = [...new Set(Object.keys(files).map((path) => path.split('/')[1]!))];

function load(locale: string): Record<string, Tree> {
  const bundles: Record<string, Tree> = {};
  for (const [path, tree] of Object.entries(files)) {
    const [, folder, file] = path.split('/') as [string, string, string];
    if (folder === locale) bundles[file.replace(/\.json$/, '')] = tree;
  }
  return bundles;
}

/** "namespace:path.to.key" for every leaf. */
function keys(bundles: Record<string, Tree>): Set<string> {
  const out = new Set<string>();
  const walk = (prefix: string, tree: Tree) => {
    for (const [key, value] of Object.entries(tree)) {
      const path = prefix.endsWith(':') ? `${prefix}${key}` : `${prefix}.${key}`;
      if (typeof value === 'string') out.add(path);
      else walk(path, value);
    }
  };
  for (const [namespace, tree] of Object.entries(bundles)) walk(`${namespace}:`, tree);
  return out;
}

function leaf(bundles: Record<string, Tree>, path: string): unknown {
  const [namespace, rest] = path.split(':') as [string, string];
  return rest.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], bundles[namespace]);
}

const bundles = Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, load(locale)]));
const keySets = Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, keys(bundles[locale]!)]));
/**
 * Context variants (lib/elision.ts: French "d’" before a vowel, `_elided`):
 * every language carries them, the others repeating their plain text, so the
 * four stay key for key alike.
 */
const LANGUAGE_VARIANT = /_elided$/;
const allKeys = new Set(Object.values(keySets).flatMap((set) => [...set]));

describe('locales', () => {
  it('has a folder for every supported locale and nothing else', () => {
    expect([...localesOnDisk].sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  it('has the same namespaces in every locale', () => {
    const namespaces = (locale: string) => Object.keys(bundles[locale]!).sort();
    for (const locale of SUPPORTED_LOCALES) expect(namespaces(locale), locale).toEqual(namespaces('en'));
  });

  it.each(SUPPORTED_LOCALES)('%s has every key any locale has', (locale) => {
    const missing = [...allKeys].filter((key) => !keySets[locale]!.has(key));
    expect(missing, `${locale} lacks these keys`).toEqual([]);
  });

  it.each(SUPPORTED_LOCALES)('%s has a plain key beside each of its language variants', (locale) => {
    const orphans = [...keySets[locale]!].filter(
      (key) => LANGUAGE_VARIANT.test(key) && !keySets[locale]!.has(key.replace(LANGUAGE_VARIANT, '')),
    );
    expect(orphans).toEqual([]);
  });

  it.each(SUPPORTED_LOCALES)('%s has no empty texts and keeps every {{placeholder}}', (locale) => {
    for (const key of keySets[locale]!) {
      const text = leaf(bundles[locale]!, key) as string;
      expect(text.trim(), `${locale} ${key}`).not.toBe('');
      // A language variant keeps the placeholders of its plain key.
      const english = leaf(bundles.en!, key.replace(LANGUAGE_VARIANT, ''));
      if (typeof english !== 'string') continue;
      const placeholders = (s: string) => (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();
      expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(english));
    }
  });

  it('translates every API error code and field code', () => {
    for (const code of ERROR_CODES) expect(allKeys.has(`errors:codes.${code}`), code).toBe(true);
    for (const code of FIELD_ERROR_CODES) expect(allKeys.has(`errors:fields.${code}`), code).toBe(true);
  });

  it('uses the exact required-field texts (docs/product/languages-and-messages.md)', () => {
    const required = Object.fromEntries(SUPPORTED_LOCALES.map((l) => [l, leaf(bundles[l]!, 'errors:fields.REQUIRED')]));
    expect(required).toEqual({ en: 'Required.', de: 'Pflichtfeld.', fr: 'Champ requis', es: 'Campo obligatorio' });
  });

  it('uses the spec messages word for word in English', () => {
    const en = bundles.en!;
    expect(leaf(en, 'auth:logout.success')).toBe('You have been logged out successfully.');
    expect(leaf(en, 'auth:logout.failure')).toBe('An error occurred while logging out.');
    expect(leaf(en, 'account:saved')).toBe('User updated successfully!');
    expect(leaf(en, 'account:saveFailed')).toBe('Failed to update user. Please try again.');
    expect(leaf(en, 'common:actions.goBack')).toBe('Go back');
  });

  it('keeps every skill radar label within 12 characters, which a 360 px radar shows uncut', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const skills = bundles[locale]!.skills as Record<string, Tree>;
      for (const [skill, texts] of Object.entries(skills)) {
        expect((texts.radar as string).length, `${locale} ${skill}`).toBeLessThanOrEqual(12);
      }
    }
  });

  it('counts running and finished games each in its own plural (issue: "les résultats de 1 matchs en cours")', async () => {
    const expected: Record<string, string> = {
      en: 'the results of 1 running game and 3 finished games will be discarded',
      de: 'die Ergebnisse von 1 laufendem Spiel und 3 beendeten Spielen werden verworfen',
      fr: 'les résultats de 1 match en cours et de 3 matchs terminés seront perdus',
      es: 'se perderán los resultados de 1 partido en curso y 3 partidos terminados',
    };
    for (const locale of SUPPORTED_LOCALES) {
      const i18n = createInstance();
      await i18n.init({ lng: locale, resources: { [locale]: bundles[locale]! }, defaultNS: 'tournaments' });
      const text = i18n.t('tournaments:setup.generate.discardText', {
        running: i18n.t('tournaments:setup.generate.runningGames', { count: 1 }),
        finished: i18n.t('tournaments:setup.generate.finishedGames', { count: 3 }),
      });
      expect(text, locale).toContain(expected[locale]);
    }
  });
});
