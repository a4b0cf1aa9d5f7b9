import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import type { Font, Fontkit, Glyph, GlyphRun } from 'pdf-lib/cjs/types/fontkit.js';

// The PDFs print players' and teams' names, which in German youth football
// are Turkish, Polish, Czech, Croatian, Romanian or Cyrillic as often as
// not. pdf-lib's standard fonts only know WinAnsi (Latin-1), so both PDFs
// embed Noto Sans (Latin, Greek and Cyrillic), subset to the glyphs a
// document uses (decision 420).

const require = createRequire(import.meta.url);
const FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;

/** The font files, read once per thread (630 KB each) and shared by every document it renders. */
let files: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;

function fontFiles() {
  files ??= Promise.all([readFile(require.resolve(FILES.regular)), readFile(require.resolve(FILES.bold))]).then(
    ([regular, bold]) => ({ regular, bold }),
  );
  return files;
}

/**
 * fontkit whose fonts lay text out by their character map alone: one glyph
 * per character, no kerning, ligatures or mark positioning. pdf-lib lays out
 * every text it draws or measures, and fontkit's full shaping through Noto's
 * large GSUB and GPOS tables took about 1 ms a string: 10,000 cells of a
 * 2,016-game match sheet took over a minute. Names in table cells need none
 * of it (the standard fonts had none either), and `printable` composes
 * accents first (NFC), so every accented letter is one glyph. Parsed fonts
 * are kept per file, so a thread parses each face once.
 */
const parsed = new WeakMap<Uint8Array, Font>();
const cmapFontkit: Fontkit = {
  create(bytes, postscriptName) {
    const cached = parsed.get(bytes);
    if (cached) return cached;
    const font = fontkit.create(bytes, postscriptName);
    const glyphs = new Map<number, Glyph>();
    const glyphFor = (codePoint: number) => {
      let glyph = glyphs.get(codePoint);
      if (!glyph) {
        const found = font.glyphForCodePoint(codePoint);
        // fontkit keeps one Glyph per id, made with the code points of its first use: one first
        // made as a part of another (the "." in "·" when a subset is written) has none, and the
        // text map pdf-lib writes from it read "1." back as "1#" in the next document.
        glyph = found.codePoints.includes(codePoint)
          ? found
          : (Object.create(found, { codePoints: { value: [codePoint] } }) as Glyph);
        glyphs.set(codePoint, glyph);
      }
      return glyph;
    };
    // pdf-lib reads only `glyphs` of a layout (ids, advance widths, code points).
    font.layout = (text: string) => ({ glyphs: [...text].map((char) => glyphFor(char.codePointAt(0)!)) }) as GlyphRun;
    parsed.set(bytes, font);
    return font;
  },
};

export type Faces = { regular: PDFFont; bold: PDFFont };

/** Embeds the regular and bold faces in `pdf`; only the glyphs drawn end up in the file. */
export async function embedFaces(pdf: PDFDocument): Promise<Faces> {
  pdf.registerFontkit(cmapFontkit);
  const { regular, bold } = await fontFiles();
  const [regularFont, boldFont] = await Promise.all([
    pdf.embedFont(regular, { subset: true }),
    pdf.embedFont(bold, { subset: true }),
  ]);
  return { regular: regularFont, bold: boldFont };
}
