import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { NewOutboxEntry, OutboxEntry } from './outbox-types';

/**
 * The outbox's IndexedDB (decision 315): `entries` in recording order (the
 * auto-increment key is the sequence number), and per game the version the
 * last confirmed own write answered, so a start/period/finish queued offline
 * names the version the server will have by then.
 */
interface OutboxSchema extends DBSchema {
  entries: { key: number; value: OutboxEntry };
  versions: { key: string; value: { gameId: string; version: number } };
}

export const OUTBOX_DB_NAME = 'touchline-outbox';

/** A bound on what one device keeps: far beyond a day of games, small enough to read at once. */
export const MAX_OUTBOX_ENTRIES = 5000;

export class OutboxFullError extends Error {
  override readonly name = 'OutboxFullError';
}

export interface OutboxDb {
  all(): Promise<OutboxEntry[]>;
  /** Stores a new entry, durable when the promise resolves (the UI shows "waiting" only then). */
  add(entry: NewOutboxEntry, now: number): Promise<OutboxEntry>;
  put(entry: OutboxEntry): Promise<void>;
  delete(seq: number): Promise<void>;
  /**
   * Undo of an event: one that never left (waiting or refused) is just taken
   * out, in the same transaction that checks it; otherwise a removal is queued.
   */
  removeEvent(entry: NewOutboxEntry & { action: { kind: 'remove' } }, now: number): Promise<'dropped' | 'queued'>;
  versionOf(gameId: string): Promise<number | undefined>;
  setVersion(gameId: string, version: number): Promise<void>;
  /** Forgets the game's chained version once nothing of it waits. */
  forgetVersionIfIdle(gameId: string): Promise<void>;
  close(): void;
}

function fresh(entry: NewOutboxEntry, now: number): Omit<OutboxEntry, 'seq'> {
  return { ...entry, createdAt: new Date(now).toISOString(), state: 'waiting', attempts: 0, notBefore: 0 };
}

export async function openOutboxDb(name = OUTBOX_DB_NAME): Promise<OutboxDb> {
  const db: IDBPDatabase<OutboxSchema> = await openDB<OutboxSchema>(name, 1, {
    upgrade(database) {
      database.createObjectStore('entries', { keyPath: 'seq', autoIncrement: true });
      database.createObjectStore('versions', { keyPath: 'gameId' });
    },
  });

  async function insert(entry: NewOutboxEntry, now: number): Promise<OutboxEntry> {
    const tx = db.transaction('entries', 'readwrite');
    if ((await tx.store.count()) >= MAX_OUTBOX_ENTRIES) {
      tx.abort();
      throw new OutboxFullError();
    }
    // The key path fills `seq` in; the value is typed without it until then.
    const seq = await tx.store.add(fresh(entry, now) as OutboxEntry);
    await tx.done;
    return { ...fresh(entry, now), seq };
  }

  return {
    all: () => db.getAll('entries'),
    add: insert,
    put: async (entry) => {
      await db.put('entries', entry);
    },
    delete: (seq) => db.delete('entries', seq),
    async removeEvent(entry, now) {
      const tx = db.transaction('entries', 'readwrite');
      let cursor = await tx.store.openCursor();
      while (cursor) {
        const value = cursor.value;
        const unsent = value.state === 'waiting' && value.attempts === 0;
        if (
          value.gameId === entry.gameId &&
          value.action.kind === 'record' &&
          value.action.draft.id === entry.action.eventId &&
          (unsent || value.state === 'refused')
        ) {
          await cursor.delete();
          await tx.done;
          return 'dropped';
        }
        cursor = await cursor.continue();
      }
      await tx.done;
      await insert(entry, now);
      return 'queued';
    },
    versionOf: async (gameId) => (await db.get('versions', gameId))?.version,
    setVersion: async (gameId, version) => {
      await db.put('versions', { gameId, version });
    },
    async forgetVersionIfIdle(gameId) {
      const tx = db.transaction(['entries', 'versions'], 'readwrite');
      const entries = await tx.objectStore('entries').getAll();
      if (!entries.some((e) => e.gameId === gameId)) await tx.objectStore('versions').delete(gameId);
      await tx.done;
    },
    close: () => db.close(),
  };
}
