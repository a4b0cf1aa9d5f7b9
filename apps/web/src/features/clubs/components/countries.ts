import { isCountryCode } from '@touchline/core';

let codes: string[] | undefined;

/** Every ISO 3166-1 alpha-2 code core accepts (computed once from the runtime's region data). */
export function countryCodes(): string[] {
  if (!codes) {
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    codes = [];
    for (const first of letters)
      for (const second of letters) if (isCountryCode(first + second)) codes.push(first + second);
  }
  return codes;
}

/** A country's name in `locale` ("DE" → "Deutschland"); the code itself when unknown. */
export function countryNamer(locale: string | undefined): (code: string) => string {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames(locale ? [locale] : undefined, { type: 'region', fallback: 'code' });
  } catch {
    names = undefined;
  }
  return (code) => {
    try {
      return names?.of(code) ?? code;
    } catch {
      return code;
    }
  };
}

/** Select options `{ value: code, label: name }`, sorted by name in `locale`. */
export function countryOptions(locale: string | undefined): { value: string; label: string }[] {
  const name = countryNamer(locale);
  const collator = new Intl.Collator(locale);
  return countryCodes()
    .map((code) => ({ value: code, label: name(code) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
