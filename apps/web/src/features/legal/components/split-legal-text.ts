export type LegalBlock = { type: 'paragraph'; text: string } | { type: 'list'; items: string[] };

/**
 * Legal texts live in the translations as plain strings: blank lines separate
 * blocks, and a block whose lines all start with "- " is a list. No HTML, so
 * translators cannot break the page.
 */
export function splitLegalText(text: string): LegalBlock[] {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block): LegalBlock => {
      const lines = block.split('\n').map((line) => line.trim());
      if (lines.every((line) => line.startsWith('- '))) {
        return { type: 'list', items: lines.map((line) => line.slice(2).trim()) };
      }
      return { type: 'paragraph', text: lines.join(' ') };
    });
}
