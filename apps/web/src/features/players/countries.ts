import { isCountryCode } from '@touchline/core';

let codes: string[] | null = null;

/**
 * Codes core's isCountryCode accepts because ICU names them, but that are not
 * current ISO 3166-1 countries: retired codes that ICU maps onto today's
 * country (DD shows as "Germany", SU as "Russia", …) and exceptionally
 * reserved ones (Canary Islands, …). Offering them would list a country twice.
 */
const NOT_OFFERED = new Set([
  'AN',
  'BU',
  'CS',
  'DD',
  'DY',
  'FX',
  'HV',
  'NH',
  'RH',
  'SU',
  'TP',
  'UK',
  'VD',
  'YD',
  'YU',
  'ZR',
  'AC',
  'CP',
  'CQ',
  'DG',
  'EA',
  'IC',
  'TA',
]);

/** The ISO 3166-1 alpha-2 countries to offer (core's isCountryCode over AA–ZZ, minus aliases), computed once. */
export function countryCodes(): string[] {
  if (codes) return codes;
  const out: string[] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      if (isCountryCode(code) && !NOT_OFFERED.has(code)) out.push(code);
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
