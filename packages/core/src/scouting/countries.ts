/**
 * ISO 3166-1 alpha-2 country codes, checked against the runtime's own region
 * data (Intl, present in Node and every browser) instead of a hand-kept list.
 * XK (Kosovo), a FIFA member, is accepted as ICU knows it.
 */
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/**
 * ICU also names codes that are not countries: the ISO user-assigned ranges
 * (AA, QM–QZ, XA–XZ, ZZ) and the exceptionally reserved EU, EZ and UN.
 * Kosovo's XK is kept.
 */
const NOT_COUNTRIES = /^(AA|Q[M-Z]|X[A-JL-Z]|ZZ|EU|EZ|UN)$/;

export function isCountryCode(value: string): boolean {
  if (!/^[A-Z]{2}$/.test(value) || NOT_COUNTRIES.test(value)) return false;
  try {
    return regionNames.of(value) !== value;
  } catch {
    return false;
  }
}
