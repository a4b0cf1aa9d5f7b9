import { getDocumentProxy } from 'unpdf';

/**
 * The texts a PDF shows, page by page, read back the way a PDF reader does
 * (pdf.js through unpdf): through the fonts' ToUnicode maps. A glyph the
 * font lacks or a wrong map reads back wrong, so a test sees what a reader
 * would copy out of the file, not what the code meant to draw.
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[][]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const pages: string[][] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.flatMap((item) => ('str' in item && item.str.trim() ? [item.str] : [])));
  }
  await pdf.cleanup();
  return pages;
}
