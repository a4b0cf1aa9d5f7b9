import { hydrate, type QueryClient } from '@tanstack/react-query';
import { persistQueryClientSubscribe, type Persister } from '@tanstack/react-query-persist-client';
import { OFFLINE_MAX_AGE_MS, isPersistedQueryKey } from './persisted-queries';
import { createIdbPersister, ownerOf } from './query-persister';

// Loaded with import() at boot (boot-session.ts), never on the first paint's path.

/** Bumped when a kept answer's shape changes incompatibly: older copies are then dropped. */
const CACHE_VERSION = '1';

let persister: Persister | undefined;
const getPersister = () => (persister ??= createIdbPersister());

/**
 * Puts the device's copy of the queries into `queryClient` (decision 314).
 * `expectedOwner`: the user the server just answered with (null: signed out),
 * or undefined when the server could not be asked (offline). A copy of
 * another user, or any copy while signed out, is deleted, not restored
 * (shared phones). Newer answers already in memory win (hydrate keeps them).
 */
export async function restoreOfflineCache(queryClient: QueryClient, expectedOwner?: string | null): Promise<void> {
  const store = getPersister();
  const client = await store.restoreClient();
  if (!client) return;
  const expired = Date.now() - client.timestamp > OFFLINE_MAX_AGE_MS;
  const stranger = expectedOwner !== undefined && ownerOf(client) !== expectedOwner;
  if (expired || client.buster !== CACHE_VERSION || stranger) {
    await store.removeClient();
    return;
  }
  hydrate(queryClient, client.clientState);
  // A kept answer is a copy from the last sync, however recent its timestamp: the queries
  // that took it are marked stale, so a page asks the server again as soon as it can
  // (at once online, when the connection returns offline). Without this, a copy written
  // just before a reload counted as fresh for the whole staleTime and hid newer server
  // state (a game finished by the last outbox entry showed as running).
  for (const kept of client.clientState.queries) {
    if (queryClient.getQueryState(kept.queryKey)?.dataUpdatedAt !== kept.state.dataUpdatedAt) continue;
    void queryClient.invalidateQueries({ queryKey: kept.queryKey, exact: true });
  }
}

let unsubscribe: (() => void) | undefined;

/** From now on, every change of a kept query is written to the device (throttled). */
export function keepOfflineCache(queryClient: QueryClient): void {
  unsubscribe ??= persistQueryClientSubscribe({
    queryClient,
    persister: getPersister(),
    buster: CACHE_VERSION,
    dehydrateOptions: {
      // With data, even if its last refetch failed (offline): the copy keeps the last answer.
      shouldDehydrateQuery: (query) => query.state.data !== undefined && isPersistedQueryKey(query.queryKey),
      // Writes made offline are the recording outbox's (IndexedDB), not the query cache's.
      shouldDehydrateMutation: () => false,
    },
  });
}

/** Deletes the device's copy now (sign-out). */
export async function clearOfflineCache(): Promise<void> {
  await getPersister().removeClient();
}
