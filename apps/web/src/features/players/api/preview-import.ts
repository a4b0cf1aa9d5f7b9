import { useMutation } from '@tanstack/react-query';
import type { ImportPreview } from '@touchline/core';
import { currentLocale } from '../../../lib/i18n';
import { xhrUpload } from '../../../lib/xhr-upload';

export interface PreviewImportInput {
  file: File;
  /** Called with the share of the file sent so far, 0–1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/players/import/preview (multipart field `file`): the server parses
 * and checks the CSV and answers with a preview; nothing is written. `lang` is
 * the language whose position labels the file may use ("DC" differs between
 * French and Spanish).
 */
export function previewImport({ file, onProgress, signal }: PreviewImportInput): Promise<ImportPreview> {
  return xhrUpload<ImportPreview>({
    method: 'POST',
    url: `/api/players/import/preview?lang=${currentLocale()}`,
    file,
    ...(onProgress ? { onProgress } : {}),
    ...(signal ? { signal } : {}),
  });
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
