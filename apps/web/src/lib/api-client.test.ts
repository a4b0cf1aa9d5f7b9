import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, REQUEST_TIMEOUT_MS, apiRequest, codeForStatus, toApiError } from './api-client';

describe('toApiError', () => {
  it('keeps a known code and its field codes', () => {
    const error = toApiError(400, {
      error: { code: 'VALIDATION_FAILED', message: 'ignored', fields: { email: 'INVALID_FORMAT', name: 'REQUIRED' } },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({ email: 'INVALID_FORMAT', name: 'REQUIRED' });
  });

  it('never exposes the server message', () => {
    const error = toApiError(401, { error: { code: 'INVALID_CREDENTIALS', message: 'Secret detail' } });
    expect(error.message).not.toContain('Secret detail');
  });

  it('derives the code from the status when the body has none we know', () => {
    expect(toApiError(429, '<html>').code).toBe('RATE_LIMITED');
    expect(toApiError(500, { error: { code: 'SOMETHING_NEW' } }).code).toBe('INTERNAL_ERROR');
    expect(toApiError(401, undefined).code).toBe('UNAUTHENTICATED');
  });

  it('keeps the whole body for refusals that carry data beside the code', () => {
    const body = { error: { code: 'GAME_MOVE_NEEDS_CONFIRMATION', message: 'x' }, warnings: [{ code: 'IN_BREAK' }] };
    expect(toApiError(409, body).body).toEqual(body);
  });

  it('maps unknown field codes to INVALID_VALUE', () => {
    expect(toApiError(400, { error: { code: 'VALIDATION_FAILED', fields: { x: 'WEIRD' } } }).fields).toEqual({
      x: 'INVALID_VALUE',
    });
  });
});

describe('codeForStatus', () => {
  it('treats no answer and gateway errors as unavailable', () => {
    expect(codeForStatus(0)).toBe('SERVICE_UNAVAILABLE');
    expect(codeForStatus(503)).toBe('SERVICE_UNAVAILABLE');
    expect(codeForStatus(404)).toBe('NOT_FOUND');
  });
});

describe('apiRequest without a network', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('refuses a write at once with OFFLINE while the browser is offline, sending nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('navigator', { onLine: false });
    const error = await apiRequest('/api/players/p1', { method: 'PATCH', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'OFFLINE' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('gives up with TIMEOUT when no answer comes within the deadline', async () => {
    vi.stubGlobal(
      'fetch',
      (_input: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    const error = await apiRequest('/api/players', { timeoutMs: 20 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'TIMEOUT' });
    expect(REQUEST_TIMEOUT_MS).toBe(20_000);
  });

  it('keeps the caller’s own abort an abort', async () => {
    vi.stubGlobal(
      'fetch',
      (_input: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    const controller = new AbortController();
    const pending = apiRequest('/api/players', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).not.toBeInstanceOf(ApiError);
  });
});
