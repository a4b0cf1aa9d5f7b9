/**
 * French writes "de" as "d’" before a vowel or a mute h: "Vidéos d’Arthur",
 * "Vidéos de Bernard" (docs/product/languages-and-messages.md). A text that names someone gets
 * `nameValues(name)` as its interpolation values: the name, and the i18next
 * context `elided` when the name starts with a vowel sound. All four
 * languages carry the `_elided` variant of a key, so the four stay key for key
 * alike; only French words it differently (the others repeat the plain text).
 *
 * The letter h counts as mute: names with a mute h ("Hélène", "Hugo",
 * "Henri") are the common case; an aspirated h ("Hervé" for some speakers)
 * reads "d’Hervé", which French readers accept.
 */
const VOWEL_SOUND = /^[aeiouyhàâäæéèêëîïôöœùûü]/i;

export function elisionContext(word: string): 'elided' | undefined {
  return VOWEL_SOUND.test(word.trim()) ? 'elided' : undefined;
}

/** `{ name, context }` for a text that names someone (see elisionContext). */
export function nameValues(name: string): { name: string; context: 'elided' | undefined } {
  return { name, context: elisionContext(name) };
}
