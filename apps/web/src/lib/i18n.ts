import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from '@touchline/core';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { INITIAL_NAMESPACES, bundledEnResources, defaultNS, type Namespace } from './i18n-resources';
import { acceptLocale, storeLocale } from './locale';

type Bundle = { default: Record<string, unknown> };

// One lazy chunk per bundle, except the English ones shipped with the app.
const lazyBundles = import.meta.glob<Bundle>([
  '../locales/*/*.json',
  '!../locales/en/common.json',
  '!../locales/en/nav.json',
  '!../locales/en/home.json',
]);

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = lazyBundles[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No bundle for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (bundle) => callback(null, bundle.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};

function setDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export const i18n = i18next;

/** Initialises i18next in `locale` (its bundles loaded) and keeps `<html lang>` in step. */
export async function initI18n(locale: Locale): Promise<void> {
  i18next.on('languageChanged', setDocumentLanguage);
  await i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...SUPPORTED_LOCALES],
      load: 'languageOnly',
      ns: INITIAL_NAMESPACES,
      defaultNS,
      resources: { en: bundledEnResources },
      // The shell's English is bundled; the backend loads everything else.
      partialBundledLanguages: true,
      interpolation: { escapeValue: false }, // React escapes.
      returnNull: false,
      react: { useSuspense: false },
    });
  setDocumentLanguage(i18next.resolvedLanguage ?? locale);
}

export function currentLocale(): Locale {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return (SUPPORTED_LOCALES as readonly string[]).includes(language) ? (language as Locale) : DEFAULT_LOCALE;
}

/**
 * Switches the UI language and remembers it on this device. Anything
 * unsupported is refused with a console warning (docs/product/languages-and-messages.md). Returns the
 * locale applied, or null when refused.
 */
export async function applyLocale(value: unknown): Promise<Locale | null> {
  if (!acceptLocale(value)) return null;
  storeLocale(value);
  if (i18next.resolvedLanguage !== value) await i18next.changeLanguage(value);
  return value;
}

/**
 * For a route's `loader`: makes its namespaces available (current language
 * and the English fallback) before the page renders. Once loaded, a
 * namespace follows every later language change.
 */
export async function loadNamespaces(...namespaces: Namespace[]): Promise<void> {
  await i18next.loadNamespaces(namespaces);
}
