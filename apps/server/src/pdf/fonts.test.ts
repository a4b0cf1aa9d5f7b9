import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../../test/pdf-text.js';
import { embedFaces } from './fonts.js';

async function drawn(text: string): Promise<string[]> {
  const pdf = await PDFDocument.create();
  const { regular } = await embedFaces(pdf);
  pdf.addPage().drawText(text, { x: 10, y: 100, size: 10, font: regular });
  return (await pdfPageTexts(await pdf.save())).flat();
}

describe('the embedded faces', () => {
  it('read a character back as drawn after an earlier document used it only as part of another glyph', async () => {
    // Noto's "·" is drawn from the "." glyph: writing its subset makes that glyph without a code point.
    expect(await drawn('Match sheet · Hafenstadt')).toEqual(['Match sheet · Hafenstadt']);
    expect(await drawn('1. FC Nord')).toEqual(['1. FC Nord']);
  });
});
