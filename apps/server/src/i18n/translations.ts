import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from '@touchline/core';
import i18next, { type Resource, type ResourceKey } from 'i18next';

/**
 * The web app's translation files, which the server reads too, so every text
 * exists once (decision 012). Found relative to this module: it runs from
 * apps/server/src/i18n (tsx, tests) or apps/server/dist/i18n (the built
 * server), both three folders below apps/, the way config.ts finds
 * apps/web/dist. The server therefore runs from a checkout of the repository
 * (`npm start`), not from a copied dist folder.
 */
export const LOCALES_DIR = path.resolve(import.meta.dirname, '../../../web/src/locales');

/** A translation function fixed to one language: `t('card:details.birthday')`, `t('card:ratings.count', { count })`. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

export type Translations = {
  /** Texts in `locale`, falling back to English for a key a language lacks (as the web app does). */
  in(locale: Locale): Translate;
};

/**
 * Loads `namespaces` of every supported language into a server-side i18next
 * instance (the library and the plural and interpolation rules the web app
 * uses). Fails at once, naming the file, when one is missing: the server then
 * refuses to start instead of printing keys on a PDF. A key missing in every
 * language throws when used, for the same reason.
 */
export async function loadTranslations(
  namespaces: readonly string[],
  dir: string = LOCALES_DIR,
): Promise<Translations> {
  const resources: Resource = {};
  await Promise.all(
    SUPPORTED_LOCALES.flatMap((locale) =>
      namespaces.map(async (namespace) => {
        const file = path.join(dir, locale, `${namespace}.json`);
        let text: string;
        try {
          text = await readFile(file, 'utf8');
        } catch (error) {
          throw new Error(`Translations not found: ${file} (the server reads the web app's locale files)`, {
            cause: error,
          });
        }
        (resources[locale] ??= {})[namespace] = JSON.parse(text) as ResourceKey;
      }),
    ),
  );
  const i18n = i18next.createInstance();
  await i18n.init({
    resources,
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...SUPPORTED_LOCALES],
    ns: [...namespaces],
    defaultNS: false,
    // Plain text for a PDF, not HTML: nothing to escape.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return {
    in(locale) {
      const t = i18n.getFixedT(locale);
      return (key, values = {}) => {
        if (!i18n.exists(key, { lng: locale, ...values })) throw new Error(`No translation for ${key}`);
        return t(key, values);
      };
    },
  };
}
