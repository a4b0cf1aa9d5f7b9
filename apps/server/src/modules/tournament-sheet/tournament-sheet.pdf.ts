import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { embedFaces } from '../../pdf/fonts.js';
import { fitText, printable } from '../../pdf/printable.js';
import type { SheetColumn, SheetLayout } from './sheet-layout.js';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const ROW = 28;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.38, 0.4, 0.45);
const LINE = rgb(0.55, 0.57, 0.6);
/** Column x positions and widths on A4 portrait. */
const COLUMNS = (() => {
  const widths: Record<SheetColumn, number> = {
    number: 28,
    time: 40,
    stage: 78,
    home: 130,
    score: 64,
    away: 130,
    notes: 0,
  };
  widths.notes = A4.width - 2 * MARGIN - Object.values(widths).reduce((a, b) => a + b, 0);
  let x = MARGIN;
  const out = {} as Record<SheetColumn, { x: number; width: number }>;
  for (const key of Object.keys(widths) as SheetColumn[]) {
    out[key] = { x, width: widths[key] };
    x += widths[key];
  }
  return out;
})();

/**
 * The match sheet as an A4 PDF: once decided, a first page with the champion
 * and the final standings; then a page per day and pitch (more when a pitch
 * has more games than fit), each game with its number, time, group or round,
 * both teams (an open knockout slot by where it comes from), two empty score
 * boxes and room for notes. Runs in a worker
 * thread of the heavy-work pool (decision 355): 2,016 games take seconds.
 */
export async function renderTournamentSheet(layout: SheetLayout): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(layout.documentTitle);
  pdf.setAuthor(layout.author);
  pdf.setCreator('Touchline');
  const { regular, bold } = await embedFaces(pdf);

  const newPage = (heading: string): { page: PDFPage; y: number } => {
    const page = pdf.addPage([A4.width, A4.height]);
    let y = A4.height - MARGIN - 18;
    page.drawText(fitText(bold, layout.tournamentName, 18, A4.width - 2 * MARGIN), {
      x: MARGIN,
      y,
      size: 18,
      font: bold,
      color: INK,
    });
    y -= 16;
    page.drawText(fitText(regular, layout.subtitle, 10, A4.width - 2 * MARGIN), {
      x: MARGIN,
      y,
      size: 10,
      font: regular,
      color: MUTED,
    });
    y -= 26;
    page.drawText(fitText(bold, heading, 14, A4.width - 2 * MARGIN), {
      x: MARGIN,
      y,
      size: 14,
      font: bold,
      color: INK,
    });
    y -= 22;
    // Column heads.
    for (const [key, column] of Object.entries(COLUMNS) as [SheetColumn, { x: number; width: number }][]) {
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

  if (layout.champion) drawChampion(pdf, layout, { regular, bold });

  if (layout.sections.length === 0) {
    const { page, y } = newPage(layout.title);
    page.drawText(printable(regular, layout.noData), {
      x: MARGIN,
      y: y - 24,
      size: 11,
      font: regular,
      color: INK,
    });
  }

  for (const section of layout.sections) {
    let { page, y } = newPage(section.heading);
    for (const row of section.rows) {
      if (y - ROW < MARGIN) ({ page, y } = newPage(section.heading));
      const base = y - ROW / 2 - 3;
      const cell = (key: SheetColumn, value: string, face = regular, size = 10) =>
        page.drawText(fitText(face, value, size, COLUMNS[key].width - 6), {
          x: COLUMNS[key].x + 3,
          y: base,
          size,
          font: face,
          color: INK,
        });
      cell('number', row.number);
      cell('time', row.time);
      cell('stage', row.stage, regular, 9);
      cell('home', row.home, bold);
      cell('away', row.away, bold);
      if (row.notes) cell('notes', row.notes, bold, 9);
      // Two empty boxes for the score, written in at the pitch side.
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
      y -= ROW;
      page.drawLine({ start: { x: MARGIN, y }, end: { x: A4.width - MARGIN, y }, thickness: 0.5, color: LINE });
    }
  }
  return pdf.save();
}

type Faces = Awaited<ReturnType<typeof embedFaces>>;

/** The champion's page: the title, the final, then every decided place, in columns when they are many. */
function drawChampion(pdf: PDFDocument, layout: SheetLayout, { regular, bold }: Faces) {
  const champion = layout.champion!;
  const width = A4.width - 2 * MARGIN;
  const page = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN - 18;
  const line = (text: string, face: Faces['regular'], size: number, gap: number, x = MARGIN, room = width) => {
    page.drawText(fitText(face, text, size, room), { x, y, size, font: face, color: INK });
    y -= gap;
  };
  line(layout.tournamentName, bold, 18, 16);
  line(layout.subtitle, regular, 10, 30, MARGIN);
  line(champion.title, bold, 16, 20);
  if (champion.final) line(champion.final, regular, 11, 28);
  if (champion.places.length === 0) return;
  line(champion.heading, bold, 12, 18);
  const top = y;
  const columns = 3;
  const columnWidth = width / columns;
  let column = 0;
  for (const place of champion.places) {
    if (y < MARGIN) {
      column += 1;
      if (column === columns) return;
      y = top;
    }
    line(place, regular, 10, 14, MARGIN + column * columnWidth, columnWidth - 8);
  }
}
