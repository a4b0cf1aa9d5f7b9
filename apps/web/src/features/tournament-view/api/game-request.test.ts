import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { applyGroupResults } from './apply-group-results';
import { clearSwaps } from './clear-swaps';
import { swapEntrants } from './swap-entrants';
import { gameRequest } from '../../../lib/game-request';
import { clearTie } from './clear-tie';
import { resolveTie } from './resolve-tie';

/** A server that never answers: the request only ends when its signal aborts it. */
function stallingFetch() {
  vi.stubGlobal(
    'fetch',
    (_input: RequestInfo | URL, init: RequestInit = {}) =>
      new Promise((_resolve, reject) => {
        // As fetch does: an already aborted signal rejects at once.
        if (init.signal?.aborted) reject(init.signal.reason);
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
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

  it('also ends the other game-day writes (tie decisions, applying group results, swaps) once the deadline passes', async () => {
    stallingFetch();
    // The deadline has passed at once: each write must reject as "no connection", not wait on the stalled server.
    vi.spyOn(AbortSignal, 'timeout').mockImplementation(() =>
      AbortSignal.abort(new DOMException('late', 'TimeoutError')),
    );
    const slot = { gameId: 'g1', slot: 1 as const };
    const writes = [
      resolveTie({ tournamentId: 't1', version: 1, teamIds: ['a', 'b'], method: 'coinToss', order: ['a', 'b'] }),
      clearTie({ tournamentId: 't1', tieId: 'x', version: 1 }),
      applyGroupResults({ tournamentId: 't1', version: 1 }),
      swapEntrants({ tournamentId: 't1', version: 1, a: slot, b: { gameId: 'g2', slot: 2 as const } }),
      clearSwaps({ tournamentId: 't1', version: 1 }),
    ];
    for (const write of writes) {
      await expect(write).rejects.toMatchObject({ status: 0, code: 'SERVICE_UNAVAILABLE' });
    }
  });
});
