import { useEffect, useRef, useState } from 'react';
import { ApiError, isApiError } from '../../lib/api-client';
import { checkImageFile } from './file-check';

/** Sends one file; reports the share sent (0–1) and stops when `signal` aborts. */
export type UploadImage = (
  file: File,
  options: { onProgress: (fraction: number) => void; signal: AbortSignal },
) => Promise<unknown>;

export interface ImageUploadActions {
  upload: UploadImage;
  remove: () => Promise<unknown>;
  onUploaded?: () => void;
  onRemoved?: () => void;
  /** No progress and no answer for this long: the upload is given up, shown as failed and can be retried. */
  stallMs?: number;
}

/**
 * A minute without a progress event or an answer. A 10 MB picture sends
 * progress many times a second, and the server re-encodes it in seconds, so
 * silence this long means the connection is gone: no bar waits forever.
 */
export const UPLOAD_STALL_MS = 60_000;

export type UploadPhase = 'idle' | 'uploading' | 'removing';

/** A failure that may pass on a second try: no answer, the server's own trouble, or too many requests. */
function isTransient(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.status === 429 || error.status >= 500);
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** A local preview of the chosen file while it uploads (jsdom and old browsers have no object URLs). */
function previewOf(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

/**
 * The state of one image upload control: check the chosen file at once,
 * upload it with progress, show it locally meanwhile, cancel, give up when
 * the connection stalls, keep the file for a retry after a transient failure,
 * and remove the stored image.
 */
export function useImageUpload({
  upload,
  remove,
  onUploaded,
  onRemoved,
  stallMs = UPLOAD_STALL_MS,
}: ImageUploadActions) {
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [progress, setProgress] = useState(0);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [retryFile, setRetryFile] = useState<File | null>(null);
  const running = useRef<AbortController | null>(null);

  // Each preview URL is released when it is replaced or the control goes away.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const send = async (file: File) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    let stalled = false;
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => {
        stalled = true;
        controller.abort();
      }, stallMs);
    };

    setError(null);
    setRetryFile(null);
    setProgress(0);
    setPreview(previewOf(file));
    setPhase('uploading');
    watch();
    try {
      await upload(file, {
        onProgress: (fraction) => {
          watch();
          setProgress(fraction);
        },
        signal: controller.signal,
      });
      if (running.current === controller) onUploaded?.();
    } catch (cause) {
      // A cancel (or a newer pick replacing this upload) is not an error; a stall is.
      if (running.current === controller && (stalled || !isAbort(cause))) {
        const failure = stalled ? new ApiError(0, 'SERVICE_UNAVAILABLE') : cause;
        setError(failure);
        if (isTransient(failure)) setRetryFile(file);
      }
    } finally {
      clearTimeout(watchdog);
      if (running.current === controller) {
        running.current = null;
        setPreview(null);
        setPhase('idle');
      }
    }
  };

  return {
    phase,
    /** Share of the file sent, 0–1. */
    progress,
    /** The chosen file's local URL while it uploads. */
    preview,
    error,
    /** Whether the last failure may pass on a second try with the same file. */
    canRetry: retryFile !== null,
    /** From the file picker: refused at once when the type or size is wrong, uploaded otherwise. */
    pick: (file: File | null) => {
      if (!file) return;
      const problem = checkImageFile(file);
      if (problem) {
        setRetryFile(null);
        setError(new ApiError(problem === 'PAYLOAD_TOO_LARGE' ? 413 : 415, problem));
        return;
      }
      void send(file);
    },
    retry: () => {
      if (retryFile) void send(retryFile);
    },
    cancel: () => running.current?.abort(),
    remove: async () => {
      setError(null);
      setRetryFile(null);
      setPhase('removing');
      try {
        await remove();
        onRemoved?.();
      } catch (cause) {
        setError(cause);
      } finally {
        setPhase('idle');
      }
    },
  };
}
