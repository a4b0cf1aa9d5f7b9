import { useMutation } from '@tanstack/react-query';
import { ApiError, toApiError } from '../../../lib/api-client';

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

/** The file name of a Content-Disposition header (RFC 6266: filename* wins), or null. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const value = plain?.[2] ?? plain?.[1];
  return value ? value.trim() : null;
}

/** Rendering a long schedule takes a moment; past this the download counts as failed instead of spinning on. */
export const SHEET_PDF_TIMEOUT_MS = 60_000;

export interface DownloadSheetPdf {
  tournamentId: string;
  tournamentName: string;
  locale?: string;
}

/**
 * Fetches the PDF in the page (the button shows progress meanwhile) and
 * saves it under the server's file name. Failures reject with an ApiError.
 */
export async function downloadSheetPdf({ tournamentId, tournamentName, locale }: DownloadSheetPdf): Promise<string> {
  let response: Response;
  try {
    response = await fetch(sheetPdfUrl(tournamentId, locale), {
      credentials: 'same-origin',
      headers: { accept: 'application/pdf' },
      signal: AbortSignal.timeout(SHEET_PDF_TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(0, 'SERVICE_UNAVAILABLE');
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw toApiError(response.status, body);
  }
  const blob = await response.blob();
  const name = fileNameFromDisposition(response.headers.get('content-disposition')) ?? sheetFileName(tournamentName);
  const url = URL.createObjectURL(blob);
  try {
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = name;
    anchor.rel = 'noopener';
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
  } finally {
    // Let the browser start reading the blob before it is released.
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  }
  return name;
}

export function useDownloadSheetPdf() {
  return useMutation({ mutationFn: downloadSheetPdf });
}
