import { ERROR_CODES, FIELD_ERROR_CODES, type ErrorCode, type FieldErrorCode } from '@touchline/core';

/**
 * Codes the web client gives itself, never the server (so they are not in
 * the API's ERROR_CODES): a write tried while the browser is offline, and a
 * request that got no answer within its deadline (decision 316).
 */
export type ClientErrorCode = 'OFFLINE' | 'TIMEOUT';

/** How long any API request may take before it gives up with TIMEOUT: no save spins forever. */
export const REQUEST_TIMEOUT_MS = 20_000;

/**
 * Every failed API call becomes an ApiError carrying a stable code. The UI
 * translates `code` (and `fields`) through the `errors` namespace and never
 * shows the server's `message`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when the request never got an answer (offline, server down). */
    readonly status: number,
    readonly code: ErrorCode | ClientErrorCode,
    readonly fields: Readonly<Record<string, FieldErrorCode>> = {},
    /**
     * The whole parsed error body, for refusals that carry data beside the
     * code (the warnings of GAME_MOVE_NEEDS_CONFIRMATION, the impact of
     * REGENERATE_NEEDS_CONFIRMATION). Read it through that endpoint's schema, never show it raw.
     */
    readonly body: unknown = undefined,
  ) {
    super(`${status} ${code}`);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

function isFieldErrorCode(value: unknown): value is FieldErrorCode {
  return typeof value === 'string' && (FIELD_ERROR_CODES as readonly string[]).includes(value);
}

/** The code to use when the body names none we know (proxy pages, newer servers). */
export function codeForStatus(status: number): ErrorCode {
  if (status === 0) return 'SERVICE_UNAVAILABLE';
  if (status === 400 || status === 422) return 'BAD_REQUEST';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 502 || status === 503 || status === 504) return 'SERVICE_UNAVAILABLE';
  if (status >= 500) return 'INTERNAL_ERROR';
  return 'BAD_REQUEST';
}

/** Turns an error response (status + parsed body, if any) into an ApiError. */
export function toApiError(status: number, body: unknown): ApiError {
  const error =
    typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'object' && body.error
      ? (body.error as { code?: unknown; fields?: unknown })
      : null;
  const code = isErrorCode(error?.code) ? error.code : codeForStatus(status);
  const fields: Record<string, FieldErrorCode> = {};
  if (typeof error?.fields === 'object' && error.fields !== null) {
    for (const [name, fieldCode] of Object.entries(error.fields)) {
      fields[name] = isFieldErrorCode(fieldCode) ? fieldCode : 'INVALID_VALUE';
    }
  }
  return new ApiError(status, code, fields, body);
}

type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
  /** The deadline; REQUEST_TIMEOUT_MS unless the endpoint needs another. */
  timeoutMs?: number;
  /** Extra request headers (the recorder's tab id, decision 390). */
  headers?: Readonly<Record<string, string>>;
}

/**
 * Same-origin JSON request to the API. Resolves with the parsed body (or
 * undefined for an empty one); rejects with an ApiError. A write while the
 * browser says it is offline is refused at once with OFFLINE (nothing is
 * sent, nothing saved: the form says so instead of spinning); any request
 * without an answer within `timeoutMs` ends with TIMEOUT (decision 316).
 * The game recorder's writes do not come here offline: they wait in the
 * outbox (src/lib/outbox, decision 315).
 */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, signal, timeoutMs = REQUEST_TIMEOUT_MS, headers }: ApiRequestOptions = {},
): Promise<T> {
  if (method !== 'GET' && typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new ApiError(0, 'OFFLINE');
  }
  const deadline = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, deadline]) : deadline;
  // The caller's own abort (unmount, a newer query) stays an abort; only the deadline becomes TIMEOUT.
  const timedOut = () => deadline.aborted && !signal?.aborted;
  let response: Response;
  let text: string;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        ...headers,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: combined,
    });
    text = await response.text().catch((cause: unknown) => {
      if (timedOut() || signal?.aborted) throw cause;
      return '';
    });
  } catch (cause) {
    if (timedOut()) throw new ApiError(0, 'TIMEOUT');
    if (signal?.aborted) throw cause;
    throw new ApiError(0, 'SERVICE_UNAVAILABLE');
  }

  let parsed: unknown = undefined;
  if (text !== '') {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }
  if (!response.ok) throw toApiError(response.status, parsed);
  return parsed as T;
}
