import { ApiError, toApiError } from './api-client';

/**
 * The file name of a Content-Disposition header (RFC 6266: filename* wins
 * over filename), or null. The server writes the header with the
 * content-disposition package (decision 420); this reads the two forms it
 * writes, RFC 8187's `filename*=UTF-8''…` (so "O'Brien (U17).pdf" reads back
 * as written) and a token or quoted string with escapes, without the
 * package's 2 KB on the pages that download.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /(?:^|;)\s*filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s"]+))\s*(?:;|$)/i.exec(header);
  if (!plain) return null;
  return plain[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : (plain[2] ?? null);
}

export interface DownloadFile {
  url: string;
  /** Sent as Accept, e.g. `application/pdf`. */
  accept: string;
  /** Used when the server names no file. */
  fallbackName: string;
  /** Past this the download counts as failed instead of spinning on. */
  timeoutMs: number;
}

/**
 * Fetches a file the server renders (the caller shows progress meanwhile) and
 * saves it under the server's file name. Resolves with that name; failures
 * reject with a translated-code ApiError (no network or timeout:
 * SERVICE_UNAVAILABLE).
 */
export async function downloadFile({ url, accept, fallbackName, timeoutMs }: DownloadFile): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'same-origin',
      headers: { accept },
      signal: AbortSignal.timeout(timeoutMs),
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
  saveBlob(blob, name);
  return name;
}

/** Saves a blob the page made (or fetched) as a file named `name`, through a temporary link. */
export function saveBlob(blob: Blob, name: string): void {
  const objectUrl = URL.createObjectURL(blob);
  try {
    const anchor = document.createElement('a');
    anchor.href = objectUrl;
    anchor.download = name;
    anchor.rel = 'noopener';
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
  } finally {
    // Let the browser start reading the blob before it is released.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 30_000);
  }
}
