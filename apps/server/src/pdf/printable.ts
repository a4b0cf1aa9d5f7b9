import type { PDFFont } from 'pdf-lib';

/** Letters without a decomposition to a base letter, spelled as their nearest one. */
const FALLBACKS: Record<string, string> = { ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ø: 'o', Ø: 'O' };

/** `char` without its accents ("é" → "e", "ł" → "l"); "" for a mark alone. */
export function unaccented(char: string): string {
  const plain = char.normalize('NFD').replace(/\p{M}/gu, '');
  return FALLBACKS[plain] ?? plain;
}

/** The characters each font can draw, looked up once per font. */
const characterSets = new WeakMap<PDFFont, ReadonlySet<number>>();

function characters(font: PDFFont): ReadonlySet<number> {
  let known = characterSets.get(font);
  if (!known) {
    known = new Set(font.getCharacterSet());
    characterSets.set(font, known);
  }
  return known;
}

/**
 * `text` as `font` can draw it, accents composed (NFC). Every character the font has is kept as it
 * is; any other space becomes a plain space, a letter the font lacks falls
 * back to its unaccented letter, and what is left (a script the font does
 * not cover, an emoji) becomes "?" rather than an empty box or a failed PDF.
 */
export function printable(font: PDFFont, text: string): string {
  const known = characters(font);
  const has = (char: string) => known.has(char.codePointAt(0) ?? 0);
  return [...text.normalize('NFC')]
    .map((char) => {
      if (has(char)) return char;
      if (/\p{Zs}/u.test(char)) return ' ';
      const mapped = unaccented(char);
      return mapped !== '' && [...mapped].every(has) ? mapped : '?';
    })
    .join('');
}

/** `text` as `font` draws it, cut to `width` points at `size` with an ellipsis. */
export function fitText(font: PDFFont, text: string, size: number, width: number): string {
  const clean = printable(font, text);
  if (font.widthOfTextAtSize(clean, size) <= width) return clean;
  let cut = clean;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** The size, at most `size` and at least `minSize`, at which `text` fits `width` points. */
export function fittingSize(font: PDFFont, text: string, size: number, minSize: number, width: number): number {
  const natural = font.widthOfTextAtSize(printable(font, text), size);
  return natural <= width ? size : Math.max(minSize, Math.floor(((size * width) / natural) * 10) / 10);
}
