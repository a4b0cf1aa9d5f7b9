import { ApiError, toApiError } from './api-client';

export interface XhrUploadOptions {
  method: 'PUT' | 'POST';
  url: string;
  file: File;
  /** Called with the share of the file sent so far, 0–1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * A multipart upload (field `file`) with progress: XMLHttpRequest rather than
 * fetch, because only XHR reports upload progress. Resolves with the parsed
 * body; rejects with an ApiError like every other call (SERVICE_UNAVAILABLE
 * when no answer comes at all), or an AbortError when `signal` aborts.
 */
export function xhrUpload<T>({ method, url, file, onProgress, signal }: XhrUploadOptions): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(toApiError(xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError(0, 'SERVICE_UNAVAILABLE'));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
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
