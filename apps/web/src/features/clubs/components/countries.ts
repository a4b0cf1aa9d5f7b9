import { isCountryCode } from '@touchline/core';

let codes: string[] | undefined;

/**
 * Codes core's `isCountryCode` accepts because ICU names them, but that are
 * not assigned ISO 3166-1 countries: withdrawn or transitional aliases that
 * would show a second "Germany", "France", "Russia"… (DD, FX, SU, UK, …) and
 * exceptionally reserved territories (AC, CP, CQ, DG, EA, IC, TA). Offering
 * them would split one country across two codes in the country filter.
 */
const NOT_OFFERED = new Set('AC CP CQ DG EA IC TA AN BU CS DD DY FX HV NH RH SU TP UK VD YD YU ZR'.split(' '));

/** The assigned ISO 3166-1 alpha-2 codes (plus XK) core accepts, computed once from the runtime's region data. */
export function countryCodes(): string[] {
  if (!codes) {
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    codes = [];
    for (const first of letters) {
      for (const second of letters) {
        const code = first + second;
        if (!NOT_OFFERED.has(code) && isCountryCode(code)) codes.push(code);
      }
    }
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
