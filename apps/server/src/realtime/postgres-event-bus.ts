import { isTopic } from '@touchline/core';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema.js';
import { currentChangeOrigin } from './change-origin.js';
import { REPLAY_BUFFER_SIZE, type ChangeEvent, type EventBus, type Listener } from './event-bus.js';

/** Any fixed number: the advisory lock that orders publishing across instances. */
const PUBLISH_LOCK_KEY = 7_461_726_001;
/** NOTIFY payloads must stay under 8,000 bytes; a larger event is sent as its id and read from the table. */
const MAX_PAYLOAD_BYTES = 7_900;
const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5_000;
/** Old events are deleted every this many publishes, not on each one. */
const PRUNE_EVERY = 50;

export type PostgresEventBusOptions = {
  db: Kysely<Database>;
  /** The same database as `db`; the bus holds one extra connection that LISTENs. */
  connectionString: string;
  bufferSize?: number;
  /** Called when publishing or listening fails; the bus carries on (reconnects, or loses that event). */
  onError?: (error: unknown, during: 'publish' | 'listen') => void;
};

export type PostgresEventBus = EventBus & {
  /** Resolves once the bus is listening. */
  ready: Promise<void>;
};

/**
 * The event bus of several instances on one PostgreSQL database (decision
 * 026). Publishing writes the event to `live_event` and NOTIFYs it in one
 * transaction; every instance, the publisher included, LISTENs and hands
 * events to its subscribers, so all see one order. Ids come from the
 * table's identity column and stay valid across instances and restarts; the
 * table's newest rows are the replay buffer. Publishing takes an advisory
 * lock, so ids are committed — and notified — in increasing order, and a
 * client resuming from an id never skips one committed late. When the
 * listening connection drops, it reconnects and subscribers are told to
 * resync. The channel is named after the schema, so installations (and test
 * suites) sharing a database do not hear each other.
 */
export function createPostgresEventBus({
  db,
  connectionString,
  bufferSize = REPLAY_BUFFER_SIZE,
  onError = () => {},
}: PostgresEventBusOptions): PostgresEventBus {
  const listeners = new Set<Listener>();
  const resyncs = new Set<() => void>();
  let channel = '';
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let published = 0;
  // Publishes of this process, one after the other, so close() can wait for them.
  let publishing: Promise<void> = Promise.resolve();

  const deliver = (event: ChangeEvent) => {
    for (const listener of listeners) listener(event);
  };

  async function onNotification(payload: string | undefined) {
    if (!payload) return;
    const message = JSON.parse(payload) as { id: number; at: number; topic?: string; ids?: string[]; origin?: string };
    const origin = message.origin ? { origin: message.origin } : {};
    if (message.topic !== undefined && message.ids !== undefined) {
      if (isTopic(message.topic)) {
        deliver({ id: message.id, topic: message.topic, ids: message.ids, publishedAt: message.at, ...origin });
      }
      return;
    }
    const row = await db
      .selectFrom('live_event')
      .select(['id', 'topic', 'ids', 'createdAt'])
      .where('id', '=', String(message.id))
      .executeTakeFirst();
    const event = row && toEvent(row);
    if (event) deliver({ ...event, ...origin });
  }

  async function listen(): Promise<void> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) void onNotification(message.payload).catch((e) => onError(e, 'listen'));
    });
    next.on('error', (error) => {
      onError(error, 'listen');
      reconnect(next);
    });
    next.on('end', () => reconnect(next));
    await next.connect();
    if (!channel) {
      const { rows } = await next.query<{ schema: string }>('select current_schema() as schema');
      channel = `touchline_live_${rows[0]?.schema ?? 'public'}`.slice(0, 63);
    }
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
    retryMs = RECONNECT_MIN_MS;
  }

  /** After the listening connection dropped: listen again, then tell subscribers they may have missed events. */
  function reconnect(dropped: pg.Client) {
    if (closed || client !== dropped) return;
    client = null;
    dropped.removeAllListeners('end');
    void dropped.end().catch(() => {});
    const attempt = () => {
      retryTimer = undefined;
      if (closed) return;
      listen().then(
        () => {
          for (const resync of resyncs) resync();
        },
        (error) => {
          onError(error, 'listen');
          retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
          retryTimer = setTimeout(attempt, retryMs);
        },
      );
    };
    retryTimer = setTimeout(attempt, retryMs);
  }

  // The origin travels in the notification only, not in the table: a replayed
  // event is no echo, and its tab refetches once more (decision 390).
  async function write(topic: string, ids: string[], origin: string | undefined): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${PUBLISH_LOCK_KEY})`.execute(trx);
      const { id } = await trx
        .insertInto('live_event')
        .values({ topic, ids: JSON.stringify(ids) })
        .returning('id')
        .executeTakeFirstOrThrow();
      const at = Date.now();
      const full = JSON.stringify({ id: Number(id), at, topic, ids, origin });
      const payload =
        Buffer.byteLength(full) <= MAX_PAYLOAD_BYTES ? full : JSON.stringify({ id: Number(id), at, origin });
      await sql`select pg_notify(${channel}, ${payload})`.execute(trx);
      published += 1;
      if (published % PRUNE_EVERY === 0) {
        await trx
          .deleteFrom('live_event')
          .where('id', '<=', String(Number(id) - bufferSize))
          .execute();
      }
    });
  }

  const ready = listen();

  return {
    ready,
    publish(topic, ids) {
      const origin = currentChangeOrigin();
      publishing = publishing
        .then(() => ready)
        .then(() => write(topic, ids, origin))
        .catch((error: unknown) => onError(error, 'publish'));
    },
    subscribe(listener, onResync) {
      listeners.add(listener);
      if (onResync) resyncs.add(onResync);
      return () => {
        listeners.delete(listener);
        if (onResync) resyncs.delete(onResync);
      };
    },
    async since(lastId) {
      const bounds = await db
        .selectFrom('live_event')
        .select((eb) => [eb.fn.min('id').as('oldest'), eb.fn.max('id').as('newest')])
        .executeTakeFirst();
      const oldest = bounds?.oldest == null ? null : Number(bounds.oldest);
      const newest = bounds?.newest == null ? 0 : Number(bounds.newest);
      if (lastId > newest) return null; // not an id this database gave out
      if (oldest !== null && lastId + 1 < oldest) return null; // pruned
      const rows = await db
        .selectFrom('live_event')
        .select(['id', 'topic', 'ids', 'createdAt'])
        .where('id', '>', String(lastId))
        .orderBy('id')
        .limit(bufferSize + 1)
        .execute();
      if (rows.length > bufferSize) return null;
      return rows.map(toEvent).filter((e): e is ChangeEvent => e !== null);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await publishing;
      listeners.clear();
      resyncs.clear();
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}

function toEvent(row: {
  id: string | number;
  topic: string;
  ids: string;
  createdAt: Date | string;
}): ChangeEvent | null {
  if (!isTopic(row.topic)) return null;
  const publishedAt = new Date(row.createdAt).getTime();
  return { id: Number(row.id), topic: row.topic, ids: JSON.parse(row.ids) as string[], publishedAt };
}
