import { z } from 'zod';

/**
 * Characters no stored text may hold (decision 014):
 * - control characters (C0, DEL, C1), NUL included — PostgreSQL cannot store
 *   NUL at all, and the others break CSV, PDF and terminal output;
 * - lone surrogate halves (not text; replaced silently on the way to the database);
 * - the bidirectional controls (U+061C, U+200E/F, U+202A–U+202E, U+2066–U+2069):
 *   "Trojan Source" style spoofing, e.g. a name that displays as another;
 * - invisible characters that only serve to make two strings look alike:
 *   soft hyphen, zero-width space, word joiner and invisible operators, BOM,
 *   interlinear annotations, non-characters U+FFFE/U+FFFF and tag characters;
 * - the replacement character U+FFFD: nobody types it; it is what a decoder
 *   leaves where it could not read a byte ("J\uFFFDrgen"), so storing it
 *   would keep a corrupted name for good (decision 035);
 * - line and paragraph separators (U+2028/9) in single-line text.
 * Joiners (U+200C/D) stay allowed: Persian, Indic scripts and emoji need them.
 */
const FORBIDDEN_EVERYWHERE =
  '\\p{Cs}\\p{Bidi_Control}\\u00AD\\u200B\\u2060-\\u2064\\uFEFF\\uFFF9-\\uFFFB\\uFFFD-\\uFFFF\\u{E0000}-\\u{E007F}';
const SINGLE_LINE = new RegExp(`^[^\\p{Cc}\\u2028\\u2029${FORBIDDEN_EVERYWHERE}]*$`, 'u');
/** Multi-line text (notes) may also hold line breaks and tabs. */
const MULTI_LINE = new RegExp(`^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F-\\x9F${FORBIDDEN_EVERYWHERE}]*$`, 'u');

/**
 * Single-line text without those characters, for the schemas that keep text
 * as sent and only check it: ids and URLs.
 */
export const SAFE_SINGLE_LINE_TEXT = SINGLE_LINE;

/** True when `text` has none of the characters refused in stored text. */
export function isSafeText(text: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  return (multiline ? MULTI_LINE : SINGLE_LINE).test(text);
}

/**
 * The one schema for free text people store (names, notes, titles): trimmed,
 * NFC-normalised (so "Müller" typed two ways is one name), length-limited,
 * and refused with `invalid_format` (field code INVALID_FORMAT) when it holds
 * control, invisible or text-direction characters — never silently cleaned,
 * so what is stored is what the person typed.
 */
export function safeText({ max, min = 0, multiline = false }: { max: number; min?: number; multiline?: boolean }) {
  return z
    .string()
    .trim()
    .overwrite((text) => text.normalize('NFC'))
    .regex(multiline ? MULTI_LINE : SINGLE_LINE, {
      message: 'contains control, invisible or text-direction characters',
    })
    .min(min)
    .max(max);
}
