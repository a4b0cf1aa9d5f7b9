import { isCountryCode } from '@touchline/core';
import { countryName } from './countries';

/**
 * The countries a select offers (player and club forms, the club filter),
 * apart from countries.ts so that a page that only shows a country's name
 * does not download the list and its checks.
 */

/**
 * Codes core's `isCountryCode` accepts because ICU names them, but that are
 * not assigned ISO 3166-1 countries: withdrawn or transitional aliases that
 * would show a second "Germany", "France", "Russia"… (DD, FX, SU, UK, …) and
 * exceptionally reserved territories (AC, CP, CQ, DG, EA, IC, TA). Offering
 * them would list one country under two codes.
 */
const NOT_OFFERED = new Set('AC CP CQ DG EA IC TA AN BU CS DD DY FX HV NH RH SU TP UK VD YD YU ZR'.split(' '));

let codes: string[] | undefined;

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

/** Select options `{ value: code, label: name }`, sorted by name in `locale`. */
export function countryOptions(locale: string | undefined): { value: string; label: string }[] {
  const collator = new Intl.Collator(locale);
  return countryCodes()
    .map((code) => ({ value: code, label: countryName(code, locale) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
