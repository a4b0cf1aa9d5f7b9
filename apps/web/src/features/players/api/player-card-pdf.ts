import { useMutation } from '@tanstack/react-query';
import type { Locale } from '@touchline/core';
import { downloadFile } from '../../../lib/download-file';
import { currentLocale } from '../../../lib/i18n';

/**
 * GET /api/players/{id}/card.pdf: the card as a PDF (photo, details, radar,
 * QR codes), in `locale` when given; without it the server takes the user's
 * saved language, then the browser's Accept-Language (decision 012).
 */
export function playerCardPdfUrl(playerId: string, locale?: Locale): string {
  const url = `/api/players/${encodeURIComponent(playerId)}/card.pdf`;
  return locale ? `${url}?lang=${locale}` : url;
}

export interface DownloadPlayerCardPdf {
  playerId: string;
  /** Used when the server names no file: `<firstName>-<lastName>.pdf`. */
  fallbackName: string;
}

/** Rendering the card (photo, radar, QR codes) takes a moment; past this the download counts as failed. */
export const PLAYER_CARD_PDF_TIMEOUT_MS = 60_000;

/**
 * Fetches the PDF in the language the UI shows right now (the button shows a
 * pending state meanwhile) and saves it under the server's file name.
 */
export function downloadPlayerCardPdf({ playerId, fallbackName }: DownloadPlayerCardPdf): Promise<string> {
  return downloadFile({
    url: playerCardPdfUrl(playerId, currentLocale()),
    accept: 'application/pdf',
    fallbackName,
    timeoutMs: PLAYER_CARD_PDF_TIMEOUT_MS,
  });
}

export function useDownloadPlayerCardPdf() {
  return useMutation({ mutationFn: downloadPlayerCardPdf });
}
