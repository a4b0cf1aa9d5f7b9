import { SKILLS, type Locale, type ScoutingReport } from '@touchline/core';
import { PDFDocument, rgb } from 'pdf-lib';
import type { Translate } from '../../i18n/translations.js';
import { embedFaces } from '../../pdf/fonts.js';
import { fitText } from '../../pdf/printable.js';
import { UTF8_BOM, csvCell, csvLine } from '../../http/csv.js';

/** The namespaces the report's files print from (the web app's locale files). */
export const SCOUTING_NAMESPACES = ['ratings', 'skills'] as const;

type Row = ScoutingReport['players'][number];

const number = (value: number, locale: Locale) => value.toLocaleString(locale, { maximumFractionDigits: 1 });

/**
 * The report as CSV in the caller's language (decision 430): one line per
 * rated player with the count, the global average and each skill's average
 * (empty where unscored). Cells are escaped against formula injection.
 */
export function scoutingReportCsv(report: ScoutingReport, t: Translate, locale: Locale): string {
  const header = [
    t('ratings:scouting.number'),
    t('ratings:scouting.firstName'),
    t('ratings:scouting.lastName'),
    t('ratings:scouting.position'),
    t('ratings:scouting.count'),
    t('ratings:dialog.global'),
    ...SKILLS.map((skill) => t(`skills:${skill}.name`)),
  ];
  const lines = report.players.map((row: Row) =>
    csvLine([
      csvCell(row.player.backNumber, { text: false }),
      csvCell(row.player.firstName),
      csvCell(row.player.lastName),
      csvCell(row.player.position),
      csvCell(row.count, { text: false }),
      csvCell(number(row.globalAverage, locale)),
      ...SKILLS.map((skill) => {
        const average = row.skills[skill]?.average;
        return csvCell(average === undefined ? null : number(average, locale));
      }),
    ]),
  );
  return [UTF8_BOM, csvLine(header.map((h) => csvCell(h))), ...lines].join('');
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const ROW = 18;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.38, 0.4, 0.45);
const COLUMNS = [
  { key: 'number', x: MARGIN, width: 30 },
  { key: 'name', x: MARGIN + 30, width: 230 },
  { key: 'position', x: MARGIN + 260, width: 70 },
  { key: 'count', x: MARGIN + 330, width: 70 },
  { key: 'global', x: MARGIN + 400, width: 115 },
] as const;

/** The report as an A4 PDF: the title, then one line per rated player, best first. Small: drawn in the request. */
export async function scoutingReportPdf(
  report: ScoutingReport,
  tournamentName: string,
  t: Translate,
  locale: Locale,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const title = t('ratings:scouting.fileTitle', { name: tournamentName });
  pdf.setTitle(title);
  pdf.setCreator('Touchline');
  const { regular, bold } = await embedFaces(pdf);
  const headers = [
    t('ratings:scouting.number'),
    t('ratings:scouting.player'),
    t('ratings:scouting.position'),
    t('ratings:scouting.count'),
    t('ratings:dialog.global'),
  ];
  let page = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN - 18;
  page.drawText(fitText(bold, title, 16, A4.width - 2 * MARGIN), { x: MARGIN, y, size: 16, font: bold, color: INK });
  y -= 16;
  const subtitle = t('ratings:scouting.fileSubtitle', { count: report.players.length });
  page.drawText(fitText(regular, subtitle, 9, A4.width - 2 * MARGIN), {
    x: MARGIN,
    y,
    size: 9,
    font: regular,
    color: MUTED,
  });
  const drawHeader = () => {
    y -= ROW + 6;
    COLUMNS.forEach((column, i) =>
      page.drawText(fitText(bold, headers[i]!, 9, column.width - 4), {
        x: column.x,
        y,
        size: 9,
        font: bold,
        color: INK,
      }),
    );
  };
  drawHeader();
  for (const row of report.players) {
    if (y < MARGIN + ROW) {
      page = pdf.addPage([A4.width, A4.height]);
      y = A4.height - MARGIN;
      drawHeader();
    }
    y -= ROW;
    const cells = [
      row.player.backNumber === null ? '–' : String(row.player.backNumber),
      `${row.player.firstName} ${row.player.lastName}`,
      row.player.position ?? '–',
      String(row.count),
      number(row.globalAverage, locale),
    ];
    COLUMNS.forEach((column, i) =>
      page.drawText(fitText(regular, cells[i]!, 10, column.width - 4), {
        x: column.x,
        y,
        size: 10,
        font: regular,
        color: INK,
      }),
    );
  }
  return pdf.save();
}
