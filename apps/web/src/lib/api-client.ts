import { ERROR_CODES, FIELD_ERROR_CODES, type ErrorCode, type FieldErrorCode } from '@touchline/core';

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
    readonly code: ErrorCode,
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
}

/**
 * Same-origin JSON request to the API. Resolves with the parsed body (or
 * undefined for an empty one); rejects with an ApiError.
 */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, signal }: ApiRequestOptions = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, 'SERVICE_UNAVAILABLE');
  }

  const text = await response.text().catch(() => '');
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
