import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';

/** GET /api/tournaments/{id}/sheet.pdf (signed in): the match sheet as an A4 PDF, named after the tournament. */
export function sheetPdfUrl(tournamentId: string, locale?: string): string {
  const path = `/api/tournaments/${encodeURIComponent(tournamentId)}/sheet.pdf`;
  return locale ? `${path}?lang=${encodeURIComponent(locale)}` : path;
}

/** The file name the server would give: the tournament's name, path characters replaced. */
export function sheetFileName(tournamentName: string): string {
  const base = tournamentName
    .trim()
    .replace(/[\s/\\:*?"<>|]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'tournament'}.pdf`;
}

/** Rendering a long schedule takes a moment; past this the download counts as failed instead of spinning on. */
export const SHEET_PDF_TIMEOUT_MS = 60_000;

export interface DownloadSheetPdf {
  tournamentId: string;
  tournamentName: string;
  locale?: string;
}

/** Fetches the PDF (the button shows progress meanwhile) and saves it under the server's file name. */
export function downloadSheetPdf({ tournamentId, tournamentName, locale }: DownloadSheetPdf): Promise<string> {
  return downloadFile({
    url: sheetPdfUrl(tournamentId, locale),
    accept: 'application/pdf',
    fallbackName: sheetFileName(tournamentName),
    timeoutMs: SHEET_PDF_TIMEOUT_MS,
  });
}

export function useDownloadSheetPdf() {
  return useMutation({ mutationFn: downloadSheetPdf });
}
