import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePlayer, ImportPreview } from '@touchline/core';
import { ApiError, apiRequest, toApiError } from '../../../lib/api-client';
import { playersQueryKeys } from './player-keys';

export interface PreviewImportInput {
  file: File;
  /** Called with the share of the file sent so far, 0–1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/players/import/preview (multipart field `file`): the server parses
 * and checks the CSV and answers with a preview; nothing is written.
 * XMLHttpRequest rather than fetch: only XHR reports upload progress.
 */
export function previewImport({ file, onProgress, signal }: PreviewImportInput): Promise<ImportPreview> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/players/import/preview');
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as ImportPreview);
      else reject(toApiError(xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError(0, 'SERVICE_UNAVAILABLE'));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}

/** POST /api/players/import { rows } → { created }: all or nothing. */
export function importPlayers(rows: CreatePlayer[]): Promise<{ created: number }> {
  return apiRequest<{ created: number }>('/api/players/import', { method: 'POST', body: { rows } });
}

export function useImportPlayers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importPlayers,
    onSettled: () => queryClient.invalidateQueries({ queryKey: playersQueryKeys.all }),
  });
}
