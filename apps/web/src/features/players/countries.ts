import { isCountryCode } from '@touchline/core';

let codes: string[] | null = null;

/** Every ISO 3166-1 alpha-2 code the API accepts (core's isCountryCode over AA–ZZ), computed once. */
export function countryCodes(): string[] {
  if (codes) return codes;
  const out: string[] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      if (isCountryCode(code)) out.push(code);
    }
  }
  codes = out;
  return out;
}

/** Select options { value: code, label: name in `locale` }, sorted by name in that language. */
export function countryOptions(locale: string): { value: string; label: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  } catch {
    names = null;
  }
  const collator = new Intl.Collator(locale);
  return countryCodes()
    .map((code) => ({ value: code, label: names?.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
