import { DEFAULT_LOCALE, isSupportedLocale, type Locale } from '@touchline/core';

/**
 * The first supported language of an Accept-Language header, by weight
 * (`q`), then order: 'de-CH, en;q=0.8' → 'de'; 'pt-BR, *' → null.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale | null {
  if (!header) return null;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const q = parameters.find((parameter) => /^q=/i.test(parameter));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { primary: tag.toLowerCase().split(/[-_]/)[0] ?? '', weight: Number.isNaN(weight) ? 0 : weight, index };
    })
    .filter((range) => range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranges.map((range) => range.primary).find(isSupportedLocale) ?? null;
}

/** What a request says about the language of what it asks for: `?lang=` and the Accept-Language header. */
export type LanguageRequest = { requested?: Locale | undefined; acceptLanguage?: string | undefined };

/**
 * The language of something the server renders for a user (the player card
 * PDF): the one the request names (`?lang=`, what the web app shows right
 * now), else the user's saved language, else the request's Accept-Language,
 * else English.
 */
export function pickLocale({
  requested,
  saved,
  acceptLanguage,
}: LanguageRequest & { saved?: string | null | undefined }): Locale {
  if (requested) return requested;
  if (isSupportedLocale(saved)) return saved;
  return localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}
