import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { gameRequest } from './game-request';

/** A server that never answers: the request only ends when its signal aborts it. */
function stallingFetch() {
  vi.stubGlobal(
    'fetch',
    (_input: RequestInfo | URL, init: RequestInit = {}) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('gameRequest', () => {
  it('gives up on a server that never answers, as "no connection" (status 0), instead of waiting forever', async () => {
    stallingFetch();
    const error = await gameRequest('/api/games/g1/events', { method: 'POST', body: {} }, 5).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'SERVICE_UNAVAILABLE' });
  });

  it("keeps the caller's own abort an abort (a query cancelled on unmount is not a failure)", async () => {
    stallingFetch();
    const controller = new AbortController();
    const pending = gameRequest('/api/games/g1/events', { signal: controller.signal }, 60_000).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});
