import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { describe, expect, it, vi } from 'vitest';
import { clearOfflineCache, restoreOfflineCache } from './offline-cache';
import { createIdbPersister } from './query-persister';
import { dehydratedQuery } from './dehydrated-query.test-support';

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
          dehydratedQuery(['me'], { id: 'u1' }, now - 1000),
          dehydratedQuery(record, { period: 'first' }, now - 1000),
          dehydratedQuery(games, { items: ['old'] }, now - 1000),
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
