import { onlineManager, type QueryClient } from '@tanstack/react-query';
import type { Me } from '@touchline/core';
import { loadMe, meQueryKey } from '../auth/get-me';

/** How long the boot waits for /api/session before it falls back to the device's copy (a dead spot, not a failure). */
const SESSION_WAIT_MS = 4000;

const wait = (ms: number) => new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms));

/**
 * The signed-in user at boot, and the offline copy of the query cache
 * (decision 314). Online, the session comes from the server and the copy
 * loads in the background, never delaying the first paint. Offline, or when
 * the session does not answer within 4 s, the copy is restored first and its
 * user (the last one signed in on this device) opens the app, so its guards
 * let the recorder in.
 */
export async function bootSession(queryClient: QueryClient): Promise<Me | null> {
  // TanStack Query assumes online until an `offline` event: a boot without network pauses its queries at once.
  onlineManager.setOnline(navigator.onLine);
  const offlineCache = import('./offline-cache');
  const restored = async () => {
    const cache = await offlineCache;
    await cache.restoreOfflineCache(queryClient).catch(() => undefined);
    cache.keepOfflineCache(queryClient);
    return queryClient.getQueryData<Me | null>(meQueryKey);
  };

  if (!navigator.onLine) {
    const me = await restored();
    if (me !== undefined) return me;
    // Offline with nothing kept: signed out until the server can be asked. Stale at once
    // (updatedAt 0), so the session is asked for again when the connection returns.
    queryClient.setQueryData(meQueryKey, null, { updatedAt: 0 });
    return null;
  }

  const session = loadMe(queryClient);
  const answer = await Promise.race([session, wait(SESSION_WAIT_MS)]);
  if (answer !== 'timeout' && queryClient.getQueryState(meQueryKey)?.status === 'success') {
    void offlineCache
      .then(async (cache) => {
        await cache.restoreOfflineCache(queryClient, answer?.id ?? null);
        cache.keepOfflineCache(queryClient);
      })
      .catch(() => undefined);
    return answer;
  }
  // /api/session failed or hangs: the device's copy, else whatever the server says in the end.
  const me = await restored();
  return me ?? (answer === 'timeout' ? session : null);
}
