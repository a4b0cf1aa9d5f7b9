import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { embedFaces } from '../../pdf/fonts.js';
import { fitText, printable } from '../../pdf/printable.js';
import type { PitchSheetColumn, PitchSheetLayout } from './pitch-sheet-layout.js';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const ROW = 30;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.38, 0.4, 0.45);
const LINE = rgb(0.55, 0.57, 0.6);
/** Column x positions and widths on A4 portrait. */
const COLUMNS = (() => {
  const widths: Record<PitchSheetColumn, number> = {
    time: 40,
    division: 70,
    home: 125,
    score: 64,
    away: 125,
    signature: 0,
  };
  widths.signature = A4.width - 2 * MARGIN - Object.values(widths).reduce((a, b) => a + b, 0);
  let x = MARGIN;
  const out = {} as Record<PitchSheetColumn, { x: number; width: number }>;
  for (const key of Object.keys(widths) as PitchSheetColumn[]) {
    out[key] = { x, width: widths[key] };
    x += widths[key];
  }
  return out;
})();
/** Room the signature lines take at the end of the last page. */
const SIGNATURES_HEIGHT = 90;

/**
 * The sheet for the table at one pitch (decision 469): one day's games of
 * every division on that pitch, each with its time, division, both teams, two
 * empty score boxes and a line for the referee's signature; at the end, lines
 * to sign. Runs in a worker thread of the heavy-work pool (decision 355).
 */
export async function renderPitchSheet(layout: PitchSheetLayout): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(layout.documentTitle);
  pdf.setAuthor(layout.author);
  pdf.setCreator('Touchline');
  const { regular, bold } = await embedFaces(pdf);

  const newPage = (): { page: PDFPage; y: number } => {
    const page = pdf.addPage([A4.width, A4.height]);
    let y = A4.height - MARGIN - 18;
    page.drawText(fitText(bold, layout.eventName, 18, A4.width - 2 * MARGIN), {
      x: MARGIN,
      y,
      size: 18,
      font: bold,
      color: INK,
    });
    y -= 24;
    page.drawText(fitText(bold, layout.heading, 13, A4.width - 2 * MARGIN), {
      x: MARGIN,
      y,
      size: 13,
      font: bold,
      color: INK,
    });
    y -= 24;
    for (const [key, column] of Object.entries(COLUMNS) as [PitchSheetColumn, { x: number; width: number }][]) {
      page.drawText(fitText(bold, layout.columns[key], 8.5, column.width - 6), {
        x: column.x + 3,
        y,
        size: 8.5,
        font: bold,
        color: MUTED,
      });
    }
    y -= 6;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: A4.width - MARGIN, y }, thickness: 1, color: INK });
    return { page, y };
  };

  let { page, y } = newPage();
  if (layout.rows.length === 0) {
    page.drawText(printable(regular, layout.noData), { x: MARGIN, y: y - 24, size: 11, font: regular, color: INK });
    y -= 40;
  }
  for (const row of layout.rows) {
    if (y - ROW < MARGIN) ({ page, y } = newPage());
    const base = y - ROW / 2 - 3;
    const cell = (key: PitchSheetColumn, value: string, face = regular, size = 10) =>
      page.drawText(fitText(face, value, size, COLUMNS[key].width - 6), {
        x: COLUMNS[key].x + 3,
        y: base,
        size,
        font: face,
        color: INK,
      });
    cell('time', row.time);
    cell('division', row.division, bold, 9);
    cell('home', row.home, bold);
    cell('away', row.away, bold);
    const box = { width: 22, height: 18 };
    const scoreX = COLUMNS.score.x + (COLUMNS.score.width - (2 * box.width + 10)) / 2;
    for (const offset of [0, box.width + 10]) {
      page.drawRectangle({
        x: scoreX + offset,
        y: y - ROW / 2 - box.height / 2,
        width: box.width,
        height: box.height,
        borderColor: INK,
        borderWidth: 1,
      });
    }
    page.drawText(':', { x: scoreX + box.width + 3.5, y: base, size: 11, font: bold, color: INK });
    // The referee signs on the line.
    const sign = COLUMNS.signature;
    page.drawLine({
      start: { x: sign.x + 6, y: y - ROW + 7 },
      end: { x: sign.x + sign.width - 2, y: y - ROW + 7 },
      thickness: 0.5,
      color: MUTED,
    });
    y -= ROW;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: A4.width - MARGIN, y }, thickness: 0.5, color: LINE });
  }
  if (y - SIGNATURES_HEIGHT < MARGIN) ({ page, y } = newPage());
  y -= 50;
  const half = (A4.width - 2 * MARGIN - 30) / 2;
  layout.signatures.forEach((label, i) => {
    const x = MARGIN + i * (half + 30);
    page.drawLine({ start: { x, y }, end: { x: x + half, y }, thickness: 0.75, color: INK });
    page.drawText(fitText(regular, label, 9, half), { x, y: y - 12, size: 9, font: regular, color: MUTED });
  });
  return pdf.save();
}
