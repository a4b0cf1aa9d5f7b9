import { DEFAULT_LOCALE, SUPPORTED_LOCALES, isSupportedLocale, type Locale } from '@touchline/core';

/** localStorage key of the visitor's chosen language. */
export const LOCALE_STORAGE_KEY = 'touchline.locale';

/** Each language is offered under its own name (endonym), whatever the UI language. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
};

export const LOCALES: readonly Locale[] = SUPPORTED_LOCALES;

type Warn = (message: string) => void;

/** 'de-AT' → 'de', 'EN' → 'en', 'pt-BR' → null. */
export function matchLocale(tag: string): Locale | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isSupportedLocale(primary) ? primary : null;
}

/**
 * docs/product/languages-and-messages.md: the stored locale if supported, else the browser's language
 * (first supported entry of navigator.languages), else en. A stored value
 * we do not support is refused with a warning.
 */
export function pickLocale(
  stored: string | null | undefined,
  browserLanguages: readonly string[],
  warn: Warn = console.warn,
): Locale {
  if (stored) {
    if (isSupportedLocale(stored)) return stored;
    warn(`Ignoring unsupported stored locale "${stored}"; supported: ${SUPPORTED_LOCALES.join(', ')}.`);
  }
  for (const tag of browserLanguages) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** Guard for every locale change: refuses (with a console warning) anything unsupported. */
export function acceptLocale(value: unknown, warn: Warn = console.warn): value is Locale {
  if (isSupportedLocale(value)) return true;
  warn(`Refusing unsupported locale ${JSON.stringify(value)}; supported: ${SUPPORTED_LOCALES.join(', ')}.`);
  return false;
}

export function readStoredLocale(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be unavailable (private mode, quota); the choice then lasts for this page only.
  }
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}
