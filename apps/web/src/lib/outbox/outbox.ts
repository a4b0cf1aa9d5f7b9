import { createDrain } from './outbox-drain';
import { openOutboxDb, type OutboxDb } from './outbox-db';
import { LEGACY_KEY_PREFIX, OUTBOX_CHANGED_EVENT, setOutboxFlag } from './outbox-flag';
import { sendEntry } from './outbox-send';
import type { NewOutboxEntry, OutboxConfirmation, OutboxDraft, OutboxEntry } from './outbox-types';

/**
 * The app's outbox (decision 315): the recorder's writes wait here, in
 * IndexedDB, until the server has them. Loaded lazily (recorder, or the top
 * bar when the outbox flag is up); the first load starts the drain.
 */
export interface Outbox {
  /** The entries now, in recording order. */
  entries(): readonly OutboxEntry[];
  subscribe(listener: () => void): () => void;
  /** Called with every confirmed entry's answer, from this tab's drain or another tab's. */
  onConfirmed(listener: (confirmation: OutboxConfirmation) => void): () => void;
  /** Stores the entry (durable when this resolves), then starts sending. */
  enqueue(entry: NewOutboxEntry): Promise<OutboxEntry>;
  /** Undo of an event: drops it while it never left, queues a removal otherwise. */
  removeEvent(entry: Omit<NewOutboxEntry, 'action' | 'version'> & { eventId: string }): Promise<void>;
  retry(seq: number): Promise<void>;
  discard(seq: number): Promise<void>;
  /** A record refused because the game was finished meanwhile, sent again as a result correction. */
  sendAsCorrection(seq: number): Promise<void>;
  /** Stops the drain and closes the database (tests start each case from a fresh one). */
  stop(): void;
}

const CHANNEL = 'touchline-outbox';
const LOCK = 'touchline-outbox-drain';

type Message = { type: 'changed' } | { type: 'confirmed'; confirmation: OutboxConfirmation };

/**
 * Web Locks where the browser has them (all current ones): one tab drains,
 * the others wait for the lock and find nothing left. Without them (old
 * browsers, jsdom) each tab drains alone; a double send is still harmless
 * for events (client ids) and reconciled for actions.
 */
function withLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request(LOCK, work) as Promise<T>) : work();
}

/** The localStorage outbox of decision 272, taken over once: its events wait here now. */
async function migrateLegacy(db: OutboxDb) {
  let keys: string[];
  try {
    keys = Object.keys(window.localStorage).filter((key) => key.startsWith(LEGACY_KEY_PREFIX));
  } catch {
    return;
  }
  for (const key of keys) {
    const gameId = key.slice(LEGACY_KEY_PREFIX.length);
    let list: unknown;
    try {
      list = JSON.parse(window.localStorage.getItem(key) ?? '[]');
    } catch {
      list = [];
    }
    for (const item of Array.isArray(list) ? list.slice(0, 500) : []) {
      const e = item as { op?: unknown; draft?: OutboxDraft; eventId?: unknown };
      // The old format knew no tournament: the drain does not need it, the top bar names the game without it.
      const base = { gameId, tournamentId: '', label: '', version: 0 };
      if (e.op === 'record' && e.draft && typeof e.draft.id === 'string') {
        await db.add({ ...base, action: { kind: 'record', draft: e.draft, correction: false } }, Date.now());
      } else if (e.op === 'remove' && typeof e.eventId === 'string') {
        await db.add({ ...base, action: { kind: 'remove', eventId: e.eventId } }, Date.now());
      }
    }
    window.localStorage.removeItem(key);
  }
}

async function start(): Promise<Outbox> {
  const db = await openOutboxDb();
  await migrateLegacy(db);
  let snapshot: readonly OutboxEntry[] = await db.all();
  const listeners = new Set<() => void>();
  const confirmedListeners = new Set<(confirmation: OutboxConfirmation) => void>();
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  let stopped = false;

  function post(message: Message) {
    if (!stopped) channel?.postMessage(message);
  }
  async function reload() {
    if (stopped) return;
    const entries = await db.all().catch((error: unknown) => {
      if (stopped) return null;
      throw error;
    });
    if (!entries) return;
    snapshot = entries;
    setOutboxFlag(snapshot.length > 0);
    for (const listener of listeners) listener();
    window.dispatchEvent(new Event(OUTBOX_CHANGED_EVENT));
  }
  /** After a change here: this tab's screens and the other tabs' re-read. */
  function changed() {
    void reload();
    post({ type: 'changed' });
  }
  function confirmed(confirmation: OutboxConfirmation) {
    for (const listener of confirmedListeners) listener(confirmation);
    post({ type: 'confirmed', confirmation });
  }

  const drain = createDrain({
    db,
    send: (entry, version) => sendEntry(entry, version),
    now: () => Date.now(),
    online: () => !stopped && navigator.onLine !== false,
    withLock,
    onChanged: changed,
    onConfirmed: confirmed,
    setTimer: (work, ms) => window.setTimeout(work, ms),
    clearTimer: (timer) => window.clearTimeout(timer as number),
  });

  channel?.addEventListener('message', (event: MessageEvent<Message>) => {
    if (event.data.type === 'changed') void reload();
    else for (const listener of confirmedListeners) listener(event.data.confirmation);
  });
  // Back online: what waits goes now, not after its backoff.
  const onOnline = () => {
    void (async () => {
      for (const entry of await db.all()) {
        if (entry.state === 'waiting' && entry.notBefore > 0) await db.put({ ...entry, notBefore: 0 });
      }
      void drain.kick();
    })();
  };
  window.addEventListener('online', onOnline);

  async function update(seq: number, change: (entry: OutboxEntry) => OutboxEntry | null) {
    const entry = (await db.all()).find((e) => e.seq === seq);
    if (!entry || entry.state !== 'refused') return;
    const next = change(entry);
    if (next) await db.put(next);
    else await db.delete(seq);
    await db.forgetVersionIfIdle(entry.gameId);
    changed();
    void drain.kick();
  }
  const again = (entry: OutboxEntry): OutboxEntry => {
    const { refusal: _refusal, ...rest } = entry;
    return { ...rest, state: 'waiting', notBefore: 0 };
  };

  setOutboxFlag(snapshot.length > 0);
  void drain.kick();

  return {
    entries: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onConfirmed(listener) {
      confirmedListeners.add(listener);
      return () => confirmedListeners.delete(listener);
    },
    async enqueue(entry) {
      const stored = await db.add(entry, Date.now());
      await reload();
      post({ type: 'changed' });
      void drain.kick();
      return stored;
    },
    async removeEvent({ eventId, ...rest }) {
      await db.removeEvent({ ...rest, version: 0, action: { kind: 'remove', eventId } }, Date.now());
      await reload();
      post({ type: 'changed' });
      void drain.kick();
    },
    retry: (seq) => update(seq, again),
    discard: (seq) => update(seq, () => null),
    stop() {
      stopped = true;
      window.removeEventListener('online', onOnline);
      channel?.close();
      drain.stop();
      db.close();
    },
    sendAsCorrection: (seq) =>
      update(seq, (entry) =>
        entry.action.kind === 'record' ? { ...again(entry), action: { ...entry.action, correction: true } } : entry,
      ),
  };
}

let outbox: Promise<Outbox> | null = null;

/** The outbox, opened (and its drain started) on first use. */
export function getOutbox(): Promise<Outbox> {
  outbox ??= start();
  return outbox;
}

/** Tests: stops the outbox opened so far; the next `getOutbox` opens the database again. */
export async function resetOutbox(): Promise<void> {
  const current = outbox;
  outbox = null;
  if (current) (await current).stop();
}
