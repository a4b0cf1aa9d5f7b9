import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';

/** GET /api/events/{id}/pitches/{pitchId}/sheet.pdf?date= (signed in): one pitch's games of one day (decision 469). */
export function pitchSheetUrl(eventId: string, pitchId: string, date: string, locale?: string): string {
  const path = `/api/events/${encodeURIComponent(eventId)}/pitches/${encodeURIComponent(pitchId)}/sheet.pdf`;
  const query = new URLSearchParams({ date, ...(locale ? { lang: locale } : {}) });
  return `${path}?${query.toString()}`;
}

/** The file name the server would give: event, pitch and day, path characters replaced. */
export function pitchSheetFileName(eventName: string, pitchName: string, date: string): string {
  const clean = (text: string) =>
    text
      .trim()
      .replace(/[\s/\\:*?"<>|]+/g, '-')
      .replace(/^-+|-+$/g, '');
  return `${[clean(eventName) || 'event', clean(pitchName) || 'pitch', date].join('_')}.pdf`;
}

export interface DownloadPitchSheet {
  eventId: string;
  eventName: string;
  pitchId: string;
  pitchName: string;
  date: string;
  locale?: string;
}

/** Fetches the PDF (the button shows progress meanwhile) and saves it under the server's file name. */
export function downloadPitchSheet({ eventId, eventName, pitchId, pitchName, date, locale }: DownloadPitchSheet) {
  return downloadFile({
    url: pitchSheetUrl(eventId, pitchId, date, locale),
    accept: 'application/pdf',
    fallbackName: pitchSheetFileName(eventName, pitchName, date),
    timeoutMs: 60_000,
  });
}

export function useDownloadPitchSheet() {
  return useMutation({ mutationFn: downloadPitchSheet });
}
