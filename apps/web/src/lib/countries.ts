/**
 * The one place the web app names countries: the player card, the club
 * pages, the merge dialog, the country selects (country-options.ts). Names
 * come from the runtime's region data (Intl.DisplayNames) in the UI language,
 * one formatter per locale, made on first use (decision 287).
 */

const regionNames = new Map<string, Intl.DisplayNames | null>();

/** The runtime's region names in `locale` (undefined: the browser's), null where it has none. */
function namesIn(locale: string | undefined): Intl.DisplayNames | null {
  const key = locale ?? '';
  if (!regionNames.has(key)) {
    try {
      regionNames.set(key, new Intl.DisplayNames(locale ? [locale] : undefined, { type: 'region', fallback: 'code' }));
    } catch {
      regionNames.set(key, null);
    }
  }
  return regionNames.get(key)!;
}

/** A country's name in `locale` ("DE" → "Deutschland"); the code itself when unknown, '' for none. */
export function countryName(code: string | null | undefined, locale: string | undefined): string {
  if (!code) return '';
  try {
    return namesIn(locale)?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** `countryName` bound to `locale`, for lists and tables. */
export function countryNamer(locale: string | undefined): (code: string) => string {
  return (code) => countryName(code, locale);
}
