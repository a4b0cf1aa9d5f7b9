import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { ErrorCode } from '@touchline/core';
import SQLite from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import { BurstyRateLimiter, RateLimiterPostgres, RateLimiterRes, RateLimiterSQLite } from 'rate-limiter-flexible';
import { AppError } from './errors.js';

/**
 * The limits that protect the service (sign-in, sign-up, password checks,
 * writes, heavy work) counted where every instance sees them (decision 365,
 * which replaces the in-memory counter of decision 007).
 *
 * The counting is rate-limiter-flexible's: fixed windows kept in one table,
 * each attempt one atomic upsert (`INSERT … ON CONFLICT … RETURNING`), so N
 * attempts spread over any number of instances meet the limit at the same N
 * as on one.
 *
 * - PostgreSQL: the `rate_limit` table of the app's schema (migration 0024,
 *   UNLOGGED), through the app's pg pool.
 * - SQLite (one instance by design): `rate-limits.db`, a file of its own
 *   beside the database, on its own connection with `synchronous=NORMAL`.
 *   In the database file every counted request would cost an fsync
 *   (`synchronous=FULL`, 1.6–3.4 ms measured); counters survive a restart
 *   either way.
 *
 * Keys are stored hashed: the table holds no address and no email. Rows of
 * ended windows are deleted every minute, so the table holds live windows
 * only, however many addresses an attacker cycles through.
 */
export type AttemptLimit = { max: number; windowMs: number };

/** What counting one more attempt says. */
export type Verdict = { allowed: true } | { allowed: false; retryAfterS: number };

export type Counter = {
  /** Counts one attempt under `key`. Rejects when the store cannot be reached: the caller decides (limitBy). */
  hit(key: string): Promise<Verdict>;
};

export type RefundableCounter = Counter & {
  /** Takes back one attempt counted under `key` in its window (a sign-in that succeeded). */
  refund(key: string): Promise<void>;
};

export type LimitStore = {
  /** `limit.max` attempts per key per window, counted under `name`. */
  counter(name: string, limit: AttemptLimit): RefundableCounter;
  /**
   * `perMinute` attempts a minute, and past them up to `burst` more in ten
   * minutes (rate-limiter-flexible's BurstyRateLimiter): a short run of
   * downloads goes through, a sustained one is held to the rate.
   */
  burstCounter(name: string, limit: { perMinute: number; burst: number }): Counter;
  /** Deletes the rows of windows that ended before `now`; returns how many. Runs every minute by itself. */
  sweep(now?: number): Promise<number>;
  /** Stops the sweep and closes the SQLite file (the pg pool is the database's). */
  close(): Promise<void>;
};

/** Where the counters live: the app's pg pool, or a SQLite file (`:memory:` in unit tests). */
export type LimitBacking = { pgPool: pg.Pool } | { sqliteFile: string };

/** The SQLite counters' file, in DATA_DIR beside touchline.db. */
export const LIMITS_FILE = 'rate-limits.db';
const TABLE = 'rate_limit';
const SWEEP_INTERVAL_MS = 60_000;

/** The backing of a running app: the database's pool on PostgreSQL, else the counters' file in `dataDir`. */
export function limitBackingOf(database: { pgPool: pg.Pool | null }, dataDir: string): LimitBacking {
  return database.pgPool ? { pgPool: database.pgPool } : { sqliteFile: path.join(dataDir, LIMITS_FILE) };
}

export function openLimitStore(backing: LimitBacking): LimitStore {
  const sqlite = 'sqliteFile' in backing ? openCountersFile(backing.sqliteFile) : null;
  const storeOptions =
    'pgPool' in backing
      ? { storeClient: backing.pgPool, storeType: 'pool' }
      : { storeClient: sqlite, storeType: 'better-sqlite3' };
  const StoreLimiter = 'pgPool' in backing ? RateLimiterPostgres : RateLimiterSQLite;
  const limiter = (keyPrefix: string, points: number, windowMs: number) =>
    new StoreLimiter({
      ...storeOptions,
      tableName: TABLE,
      // Migration 0024 made the table (SQLite: openCountersFile), in the
      // app's schema: the library must not create one at run time.
      tableCreated: true,
      // Our sweep deletes ended windows every minute; the library's would
      // keep them an hour longer.
      clearExpiredByTimeout: false,
      keyPrefix,
      points,
      duration: windowMs / 1000,
      // Once a key is over its limit, this instance refuses it from memory
      // until the window ends: a flood of refused attempts costs no query.
      inMemoryBlockOnConsumed: points + 1,
    });

  const deleteEnded: (now: number) => Promise<number> =
    'pgPool' in backing
      ? async (now) => (await backing.pgPool.query(`delete from ${TABLE} where expire < $1`, [now])).rowCount ?? 0
      : (() => {
          const statement = sqlite!.prepare(`delete from ${TABLE} where expire < ?`);
          return async (now) => statement.run(now).changes;
        })();
  const sweeping = setInterval(() => void deleteEnded(Date.now()).catch(() => {}), SWEEP_INTERVAL_MS);
  sweeping.unref();

  return {
    counter(name, { max, windowMs }) {
      const store = limiter(name, max, windowMs);
      return {
        hit: (key) => verdictOf(store.consume(hashed(key))),
        refund: async (key) => {
          await store.reward(hashed(key));
        },
      };
    },
    burstCounter(name, { perMinute, burst }) {
      const bursty = new BurstyRateLimiter(limiter(name, perMinute, 60_000), limiter(`${name}-burst`, burst, 600_000));
      return { hit: (key) => verdictOf(bursty.consume(hashed(key))) };
    },
    sweep: (now = Date.now()) => deleteEnded(now),
    close: async () => {
      clearInterval(sweeping);
      sqlite?.close();
    },
  };
}

function openCountersFile(file: string): SQLite.Database {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  // Counters, not records: a commit is not flushed to disk before the answer
  // (no fsync per counted request); a power cut may lose the last counts,
  // and WAL keeps the file consistent.
  db.pragma('synchronous = NORMAL');
  // Only this process writes here; a stray second process must not hold the
  // event loop up for long (better-sqlite3 waits synchronously).
  db.pragma('busy_timeout = 100');
  // The columns rate-limiter-flexible's SQLite store uses.
  db.exec(`create table if not exists ${TABLE} (key text primary key, points integer not null default 0, expire integer);
    create index if not exists ${TABLE}_expire_idx on ${TABLE} (expire);`);
  return db;
}

/**
 * The client an address-keyed limit counts: an IPv4 address as it is (an
 * IPv4-mapped IPv6 address as its IPv4), an IPv6 address by its /64, the
 * block a single subscriber or host is given: cycling through the 2^64
 * addresses of one's own block must not give 2^64 allowances, nor as many
 * rows in the counters' table.
 */
export function addressKey(ip: string): string {
  const address = ip.split('%')[0]!.toLowerCase();
  if (!address.includes(':')) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  // A dotted IPv4 ending counts as two groups; only the first four matter here.
  const width = (parts: string[]) => parts.reduce((n, part) => n + (part.includes('.') ? 2 : 1), 0);
  const expanded =
    tail === undefined
      ? groups(head)
      : [...groups(head), ...Array<string>(8 - width(groups(head)) - width(groups(tail))).fill('0'), ...groups(tail)];
  return `${expanded
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** The stored form of a key: what it counts (an address, an email) is not kept in the table. */
function hashed(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

async function verdictOf(consumed: Promise<unknown>): Promise<Verdict> {
  try {
    await consumed;
    return { allowed: true };
  } catch (outcome) {
    // Over the limit: the library rejects with its result; anything else is the store failing.
    if (outcome instanceof RateLimiterRes)
      return { allowed: false, retryAfterS: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)) };
    throw outcome;
  }
}

/**
 * When the store cannot be reached (decision 365):
 * - `refuse`: 503 SERVICE_UNAVAILABLE with Retry-After (fail closed), for the
 *   limits on guessing (sign-in, sign-up, password checks): without the
 *   store an attacker's guesses would go uncounted, and the accounts live in
 *   the same database, so a user loses nothing they could have had;
 * - `allow`: the request goes on (fail open), for writes and heavy work: a
 *   fault of the counters must not become an outage of the service.
 */
export type OnStoreFailure = 'refuse' | 'allow';

/** Seconds a client is asked to wait when the limits' store failed. */
export const STORE_FAILURE_RETRY_AFTER_S = 5;

type LimitHook = ((
  request: FastifyRequest,
  reply: { header: (name: string, value: string) => unknown },
) => Promise<void>) & {
  /** Takes back the attempt this hook counted for `request`, if it counted one. */
  refund: (request: FastifyRequest) => Promise<void>;
};

/**
 * A Fastify hook counting each request under `key(request)`: past the limit
 * it refuses with 429 (`code`, RATE_LIMITED by default) and Retry-After.
 */
export function limitBy(
  counter: Counter | RefundableCounter,
  key: (request: FastifyRequest) => string | Promise<string>,
  { onStoreFailure, code = 'RATE_LIMITED' }: { onStoreFailure: OnStoreFailure; code?: ErrorCode },
): LimitHook {
  const counted = new WeakMap<FastifyRequest, string>();
  const hook = async (request: FastifyRequest, reply: { header: (name: string, value: string) => unknown }) => {
    const counting = await key(request);
    let verdict: Verdict;
    try {
      verdict = await counter.hit(counting);
    } catch (error) {
      request.log.error(
        { err: error },
        `rate limit store failed (${onStoreFailure === 'allow' ? 'allowed' : 'refused'})`,
      );
      if (onStoreFailure === 'allow') return;
      reply.header('retry-after', String(STORE_FAILURE_RETRY_AFTER_S));
      throw new AppError(503, 'SERVICE_UNAVAILABLE');
    }
    if (!verdict.allowed) {
      reply.header('retry-after', String(verdict.retryAfterS));
      throw new AppError(429, code);
    }
    counted.set(request, counting);
  };
  return Object.assign(hook, {
    refund: async (request: FastifyRequest) => {
      const counting = counted.get(request);
      if (counting === undefined || !('refund' in counter)) return;
      // A refund that fails leaves one attempt counted: never a reason to fail the request.
      await counter.refund(counting).catch((error: unknown) => {
        request.log.error({ err: error }, 'rate limit refund failed');
      });
    },
  });
}
