// Fakes XMLHttpRequest, the network boundary of uploads with progress
// (lib/xhr-upload.ts), the way api.ts fakes `fetch` (decision 261): the
// component runs its real api modules; the test sees each upload and decides
// when it progresses and how it ends.
import { act, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import type { FakeResponse } from './api';

export interface FakeUpload {
  method: string;
  /** Path and query, e.g. /api/me/avatar. */
  path: string;
  /** The multipart field `file`. */
  file: File | null;
  /** Whether the page aborted it (cancel, a newer pick). */
  readonly aborted: boolean;
  /** Reports that this share (0–1) of the file is sent. */
  progress(fraction: number): void;
  /** Answers with a status and JSON body. */
  respond(answer: FakeResponse): void;
  /** Ends without an answer, as a dropped connection does. */
  fail(): void;
}

export interface FakeUploads {
  /** Every upload sent, in order. */
  uploads: FakeUpload[];
  /** Waits until the nth upload (0-based) has been sent. */
  sent(index: number): Promise<FakeUpload>;
}

/** Stubs XMLHttpRequest; `answers` (`'METHOD /path'` → answer) end matching uploads at once, others wait for the test. */
export function fakeUploads(answers: Record<string, FakeResponse> = {}): FakeUploads {
  const uploads: FakeUpload[] = [];

  class FakeXhr {
    status = 0;
    responseText = '';
    responseType = '';
    withCredentials = false;
    timeout = 0;
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private done = false;
    private wasAborted = false;

    open(method: string, url: string) {
      this.method = method.toUpperCase();
      this.url = url;
    }
    setRequestHeader() {}
    abort() {
      if (this.done) return;
      this.done = true;
      this.wasAborted = true;
      this.onabort?.();
    }
    send(body: FormData) {
      const isAborted = () => this.wasAborted;
      const path = new URL(this.url, 'http://app.test');
      const upload: FakeUpload = {
        method: this.method,
        path: path.pathname + path.search,
        file: body.get('file') as File | null,
        get aborted() {
          return isAborted();
        },
        progress: (fraction) =>
          act(() => this.upload.onprogress?.({ lengthComputable: true, loaded: fraction * 1000, total: 1000 })),
        respond: ({ status, body: answer }) => {
          if (this.done) return;
          this.done = true;
          this.status = status;
          this.responseText = answer === undefined ? '' : JSON.stringify(answer);
          act(() => this.onload?.());
        },
        fail: () => {
          if (this.done) return;
          this.done = true;
          act(() => this.onerror?.());
        },
      };
      uploads.push(upload);
      const answer = answers[`${upload.method} ${upload.path}`];
      if (answer) queueMicrotask(() => upload.respond(answer));
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return {
    uploads,
    sent: (index) =>
      waitFor(() => {
        const upload = uploads[index];
        if (!upload) throw new Error(`upload #${index} not sent yet (${uploads.length} so far)`);
        return upload;
      }),
  };
}
