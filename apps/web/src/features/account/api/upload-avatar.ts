import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '@touchline/core';
import { ApiError, toApiError } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/auth/get-me';

export interface UploadAvatarInput {
  file: File;
  /** Called with the share of the file sent so far, 0–1. */
  onProgress?: (fraction: number) => void;
}

/**
 * PUT /api/me/avatar as multipart/form-data (field `file`). XMLHttpRequest
 * rather than fetch: only XHR reports upload progress. Resolves with the
 * updated user; rejects with an ApiError like every other call.
 */
export function uploadAvatar({ file, onProgress }: UploadAvatarInput): Promise<Me> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', '/api/me/avatar');
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as Me);
      else reject(toApiError(xhr.status, body));
    };
    // No answer at all (offline, connection reset): the same code fetch failures get.
    xhr.onerror = () => reject(new ApiError(0, 'SERVICE_UNAVAILABLE'));
    xhr.ontimeout = xhr.onerror;
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

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
