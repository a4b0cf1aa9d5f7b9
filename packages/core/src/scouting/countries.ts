/**
 * ISO 3166-1 alpha-2 country codes, checked against the runtime's own region
 * data (Intl, present in Node and every browser) instead of a hand-kept list.
 * XK (Kosovo), a FIFA member, is accepted as ICU knows it.
 */
let regionNames: Intl.DisplayNames | undefined;

/**
 * Built on first use, not when the module loads: ICU's region data takes
 * about 25 ms to load on a desktop core (about 100 ms on a phone at 4×), and
 * the web app's first route imports this module but rarely checks a code.
 */
function englishRegionNames(): Intl.DisplayNames {
  regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  return regionNames;
}

/**
 * ICU also names codes that are not current countries: the ISO user-assigned
 * ranges (AA, QM–QZ, XA–XZ, ZZ), the exceptionally reserved codes (AC, CP,
 * CQ, DG, EA, EU, EZ, FX, IC, SU, TA, UK, UN) and the withdrawn or
 * transitionally reserved ones (AN, BU, CS, DD, DY, HV, NH, NT, RH, TP, VD, YD,
 * YU, ZR). Accepting
 * them would give one country two codes (UK and GB, DD and DE).
 * Kosovo's XK is kept.
 */
const NOT_COUNTRIES =
  /^(AA|Q[M-Z]|X[A-JL-Z]|ZZ|AC|CP|CQ|DG|EA|EU|EZ|FX|IC|SU|TA|UK|UN|AN|BU|CS|DD|DY|HV|NH|NT|RH|TP|VD|YD|YU|ZR)$/;

export function isCountryCode(value: string): boolean {
  if (!/^[A-Z]{2}$/.test(value) || NOT_COUNTRIES.test(value)) return false;
  try {
    return englishRegionNames().of(value) !== value;
  } catch {
    return false;
  }
}
