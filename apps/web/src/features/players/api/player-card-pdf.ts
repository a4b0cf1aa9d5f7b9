import { useMutation } from '@tanstack/react-query';
import type { Locale } from '@touchline/core';
import { ApiError, toApiError } from '../../../lib/api-client';
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

export interface DownloadPlayerCardPdf {
  playerId: string;
  /** Used when the server names no file: `<firstName>-<lastName>.pdf`. */
  fallbackName: string;
}

/**
 * Fetches the PDF in the language the UI shows right now (the server renders
 * it, which takes a moment: the button shows a pending state meanwhile) and
 * saves it under the server's file name. Failures reject with a
 * translated-code ApiError.
 */
export async function downloadPlayerCardPdf({ playerId, fallbackName }: DownloadPlayerCardPdf): Promise<string> {
  let response: Response;
  try {
    response = await fetch(playerCardPdfUrl(playerId, currentLocale()), {
      credentials: 'same-origin',
      headers: { accept: 'application/pdf' },
    });
  } catch {
    throw new ApiError(0, 'SERVICE_UNAVAILABLE');
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw toApiError(response.status, body);
  }
  const blob = await response.blob();
  const name = fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
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

export function useDownloadPlayerCardPdf() {
  return useMutation({ mutationFn: downloadPlayerCardPdf });
}
