import { create as contentDisposition } from 'content-disposition';
import { unaccented } from '../pdf/printable.js';

/**
 * An attachment header with an ASCII fallback name and the RFC 8187 UTF-8
 * name, so "Lena-Müller.pdf", "Süd-Cup.pdf" or "O'Brien.pdf" survive every
 * browser. The content-disposition package encodes what encodeURIComponent
 * leaves (' ( ) *), which a hand-built header got wrong.
 */
export function attachment(fileName: string): string {
  const ascii = [...fileName.normalize('NFC')]
    .map(unaccented)
    .join('')
    .replace(/[^\x20-\x7e]/g, '');
  return contentDisposition(fileName, { fallback: ascii === fileName ? false : ascii });
}
