import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { OFFLINE_MAX_AGE_MS } from './persisted-queries';

/** The device's copy of the query cache: one IndexedDB database, one record (decision 314). */
const DB_NAME = 'touchline-offline';
const STORE = 'query-cache';
const RECORD = 'client';
/** Above this much JSON the least recently updated queries are left out. */
export const MAX_PERSISTED_BYTES = 4 * 1024 * 1024;
/** Cache events come in bursts (a page's queries settle together): one write per second at most (leadingThrottle). */
const WRITE_THROTTLE_MS = 1000;

interface OfflineDb extends DBSchema {
  [STORE]: { key: string; value: PersistedClient };
}

let db: Promise<IDBPDatabase<OfflineDb>> | undefined;
const open = () =>
  (db ??= openDB<OfflineDb>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore(STORE);
    },
  }));

/**
 * Keeps the newest queries within `maxBytes` of JSON, and none older than the
 * offline maximum age: the copy stays bounded however many tournaments are opened.
 */
export function boundClient(
  client: PersistedClient,
  maxBytes = MAX_PERSISTED_BYTES,
  now = Date.now(),
): PersistedClient {
  const fresh = client.clientState.queries
    .filter((query) => now - query.state.dataUpdatedAt <= OFFLINE_MAX_AGE_MS)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  let bytes = 0;
  const kept = fresh.filter((query) => {
    const size = JSON.stringify(query).length;
    if (bytes + size > maxBytes) return false;
    bytes += size;
    return true;
  });
  // A query whose last refetch failed keeps its data: stored as the success it last was.
  const queries = kept.map((query) => ({
    ...query,
    state: { ...query.state, status: 'success' as const, error: null, fetchStatus: 'idle' as const },
  }));
  return { ...client, clientState: { mutations: [], queries } };
}

/** The signed-in user's id in a persisted client (the `['me']` query), or null. */
export function ownerOf(client: PersistedClient): string | null {
  const me = client.clientState.queries.find((query) => query.queryKey.length === 1 && query.queryKey[0] === 'me');
  const data = me?.state.data as { id?: unknown } | null | undefined;
  return typeof data?.id === 'string' ? data.id : null;
}

/**
 * Runs `run` at once when it last ran at least `intervalMs` ago, otherwise
 * once at the end of the interval, however often it was asked meanwhile. The
 * leading call matters: a lone change (a game's start confirmed) is on the
 * device at once, not a second later, when a phone that loses its signal
 * may already be reloading (decision 314, amended).
 */
export function leadingThrottle(
  run: () => void,
  intervalMs: number,
  clock: { now: () => number; setTimer: (fn: () => void, ms: number) => unknown } = {
    now: () => Date.now(),
    setTimer: (fn, ms) => setTimeout(fn, ms),
  },
): () => void {
  let last = Number.NEGATIVE_INFINITY;
  let scheduled = false;
  const fire = () => {
    scheduled = false;
    last = clock.now();
    run();
  };
  return () => {
    if (scheduled) return;
    const wait = last + intervalMs - clock.now();
    if (wait <= 0) fire();
    else {
      scheduled = true;
      clock.setTimer(fire, wait);
    }
  };
}

/**
 * A TanStack Query persister on IndexedDB (idb, as the recording outbox).
 * Nothing is kept without a signed-in user: a copy without one (signed out,
 * session ended) deletes the record, so the next person on a shared phone
 * finds nothing (decision 314).
 */
export function createIdbPersister(): Persister {
  let pending: PersistedClient | undefined;
  const write = async () => {
    const client = pending;
    pending = undefined;
    if (!client) return;
    const database = await open();
    if (ownerOf(client) === null) await database.delete(STORE, RECORD);
    else await database.put(STORE, boundClient(client), RECORD);
  };
  const writeSoon = leadingThrottle(() => void write().catch(() => undefined), WRITE_THROTTLE_MS);
  return {
    persistClient: (client) => {
      pending = client;
      // Signing out is written at once; everything else at once after a quiet second, else once the burst is over.
      if (ownerOf(client) === null) return write().catch(() => undefined);
      writeSoon();
    },
    // No IndexedDB (a private window that refuses it): nothing kept, nothing restored.
    restoreClient: async () => (await open()).get(STORE, RECORD),
    removeClient: async () => {
      pending = undefined;
      await (await open()).delete(STORE, RECORD);
    },
  };
}
