import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { describe, expect, it, vi } from 'vitest';
import { clearOfflineCache, restoreOfflineCache } from './offline-cache';
import { createIdbPersister } from './query-persister';

function kept(key: unknown[], data: unknown, updatedAt: number) {
  return {
    queryHash: JSON.stringify(key),
    dehydratedAt: updatedAt,
    queryKey: key,
    state: {
      data,
      dataUpdateCount: 1,
      dataUpdatedAt: updatedAt,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: 'success' as const,
      fetchStatus: 'idle' as const,
    },
  };
}

describe('restoring the offline copy (decision 314)', () => {
  it('marks what came from the copy stale, however recent, and leaves newer answers in memory alone', async () => {
    const now = Date.now();
    const record = ['tournaments', 'detail', 't1', 'games', 'g1', 'record'];
    const games = ['tournaments', 'detail', 't1', 'games'];
    const persister = createIdbPersister();
    await persister.persistClient({
      timestamp: now,
      buster: '1',
      clientState: {
        mutations: [],
        queries: [
          kept(['me'], { id: 'u1' }, now - 1000),
          kept(record, { period: 'first' }, now - 1000),
          kept(games, { items: ['old'] }, now - 1000),
        ],
      },
    } as PersistedClient);
    // The persister writes once a burst is over.
    await vi.waitFor(async () => expect(await persister.restoreClient()).toBeDefined(), { timeout: 5000 });
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    // The boot already has a newer answer for the games.
    queryClient.setQueryData(games, { items: ['new'] });

    await restoreOfflineCache(queryClient, 'u1');

    expect(queryClient.getQueryData(record)).toEqual({ period: 'first' });
    expect(queryClient.getQueryState(record)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(games)).toEqual({ items: ['new'] });
    expect(queryClient.getQueryState(games)?.isInvalidated).toBe(false);
    await clearOfflineCache();
  });
});
