import type { Game, Tournament } from '@touchline/core';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { SheetText } from './sheet-text.js';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const ROW = 28;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.38, 0.4, 0.45);
const LINE = rgb(0.55, 0.57, 0.6);

type Placed = Game & { date: string; start: number; pitch: number };
type Entry = { number: number; game: Game };

function isPlaced(game: Game): game is Placed {
  return game.date !== null && game.start !== null && game.pitch !== null;
}

function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The standard PDF fonts only know WinAnsi (Latin-1 plus a few). Names keep
 * their letters where the font has them and fall back to the unaccented
 * letter otherwise, instead of failing the whole sheet (as the player card).
 */
function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text]
    .map((char) => {
      if (known.has(char.codePointAt(0) ?? 0)) return char;
      const plain = char.normalize('NFD').replace(/\p{M}/gu, '');
      const mapped = ({ ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ø: 'o', Ø: 'O' } as Record<string, string>)[plain] ?? plain;
      return [...mapped].every((c) => known.has(c.codePointAt(0) ?? 0)) ? mapped : '?';
    })
    .join('');
}

/** Cuts text to `width` points with an ellipsis. */
function fit(font: PDFFont, text: string, size: number, width: number): string {
  const clean = printable(font, text);
  if (font.widthOfTextAtSize(clean, size) <= width) return clean;
  let cut = clean;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/**
 * Every game numbered in kick-off order (day, time, pitch), then one section
 * per day and pitch, unplaced games last: the same layout as the web page.
 */
export function sheetSections(
  games: readonly Game[],
): { title: 'day' | 'unplaced'; date?: string; pitch?: number; entries: Entry[] }[] {
  const ordered = [...games].sort((a, b) => {
    if (!isPlaced(a) || !isPlaced(b)) return Number(!isPlaced(a)) - Number(!isPlaced(b));
    return a.date.localeCompare(b.date) || a.start - b.start || a.pitch - b.pitch;
  });
  const numbered = ordered.map((game, i) => ({ number: i + 1, game }));
  const placed = numbered
    .filter((e): e is { number: number; game: Placed } => isPlaced(e.game))
    .sort(
      (a, b) => a.game.date.localeCompare(b.game.date) || a.game.pitch - b.game.pitch || a.game.start - b.game.start,
    );
  const sections: { title: 'day' | 'unplaced'; date?: string; pitch?: number; entries: Entry[] }[] = [];
  for (const entry of placed) {
    const last = sections.at(-1);
    if (last && last.date === entry.game.date && last.pitch === entry.game.pitch) last.entries.push(entry);
    else sections.push({ title: 'day', date: entry.game.date, pitch: entry.game.pitch, entries: [entry] });
  }
  const unplaced = numbered.filter((e) => !isPlaced(e.game));
  if (unplaced.length > 0) sections.push({ title: 'unplaced', entries: unplaced });
  return sections;
}

/** Column x positions and widths on A4 portrait. */
const COLUMNS = (() => {
  const widths = { number: 28, time: 40, stage: 78, home: 130, score: 64, away: 130, notes: 0 };
  widths.notes = A4.width - 2 * MARGIN - Object.values(widths).reduce((a, b) => a + b, 0);
  let x = MARGIN;
  const out = {} as Record<keyof typeof widths, { x: number; width: number }>;
  for (const key of Object.keys(widths) as (keyof typeof widths)[]) {
    out[key] = { x, width: widths[key] };
    x += widths[key];
  }
  return out;
})();

/**
 * The match sheet as an A4 PDF: a page per day and pitch (more when a pitch
 * has more games than fit), each game with its number, time, group or round,
 * both teams, two empty score boxes and room for notes.
 */
export async function renderTournamentSheet(
  data: { tournament: Pick<Tournament, 'name' | 'location'>; games: readonly Game[]; orgName: string },
  text: SheetText,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${data.tournament.name} – ${text.title}`);
  pdf.setAuthor(data.orgName);
  pdf.setCreator('Touchline');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);

  const sections = sheetSections(data.games);
  const newPage = (heading: string): { page: PDFPage; y: number } => {
    const page = pdf.addPage([A4.width, A4.height]);
    let y = A4.height - MARGIN - 18;
    page.drawText(fit(bold, data.tournament.name, 18, A4.width - 2 * MARGIN), {
      x: MARGIN,
      y,
      size: 18,
      font: bold,
      color: INK,
    });
    y -= 16;
    const subtitle = [text.title, data.tournament.location].filter(Boolean).join(' · ');
    page.drawText(fit(regular, subtitle, 10, A4.width - 2 * MARGIN), {
      x: MARGIN,
      y,
      size: 10,
      font: regular,
      color: MUTED,
    });
    y -= 26;
    page.drawText(fit(bold, heading, 14, A4.width - 2 * MARGIN), { x: MARGIN, y, size: 14, font: bold, color: INK });
    y -= 22;
    // Column heads.
    for (const [key, column] of Object.entries(COLUMNS) as [keyof typeof COLUMNS, { x: number; width: number }][]) {
      page.drawText(fit(bold, text.columns[key], 8.5, column.width - 6), {
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

  if (sections.length === 0) {
    const { page, y } = newPage(text.title);
    page.drawText(printable(regular, text.noData), { x: MARGIN, y: y - 24, size: 11, font: regular, color: INK });
  }

  for (const section of sections) {
    const heading =
      section.title === 'day' ? text.section(text.day(section.date ?? ''), section.pitch ?? 0) : text.unplaced;
    let { page, y } = newPage(heading);
    for (const { number, game } of section.entries) {
      if (y - ROW < MARGIN) ({ page, y } = newPage(heading));
      const base = y - ROW / 2 - 3;
      const cell = (key: keyof typeof COLUMNS, value: string, font = regular, size = 10) =>
        page.drawText(fit(font, value, size, COLUMNS[key].width - 6), {
          x: COLUMNS[key].x + 3,
          y: base,
          size,
          font,
          color: INK,
        });
      cell('number', String(number));
      cell('time', game.start !== null ? clock(game.start) : '–');
      cell('stage', text.stage(game), regular, 9);
      cell('home', game.team1?.name ?? text.tbd, bold);
      cell('away', game.team2?.name ?? text.tbd, bold);
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
