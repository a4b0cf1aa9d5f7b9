import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import { createPrivateFileSync, ensurePrivateDirSync } from '../storage/private-files.js';
import { withStatementCache } from './sqlite-statement-cache.js';

export type Engine = 'sqlite' | 'postgres';

export type DatabaseHandle = {
  db: Kysely<Database>;
  engine: Engine;
  /** Closes the pool or file handle. Safe to call twice. */
  close: () => Promise<void>;
  /**
   * After personal data was deleted: makes sure no copy of it stays readable
   * in the database files. On SQLite, deleted content is already zeroed in
   * the main file (secure_delete); this moves the WAL into it and truncates
   * the WAL, whose old frames still hold the deleted rows. PostgreSQL keeps
   * dead tuples until autovacuum reclaims them (docs/security.md).
   */
  scrubDeleted: () => Promise<void>;
  /** PostgreSQL: the pool behind `db`, for a client that speaks pg itself (the rate limits' store). SQLite: null. */
  pgPool: pg.Pool | null;
};

export type DatabaseOptions = { databaseUrl: string | undefined; dataDir: string };

/** The SQLite database file under DATA_DIR, when no DATABASE_URL is set; null on PostgreSQL. */
export function sqliteFileOf({ databaseUrl, dataDir }: DatabaseOptions): string | null {
  return databaseUrl ? null : path.join(dataDir, 'touchline.db');
}

/** SQLite under `dataDir` by default; PostgreSQL when a URL is given. */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const sqliteFile = sqliteFileOf(options);
  return sqliteFile ? openSqlite(sqliteFile) : openPostgres(options.databaseUrl!);
}

export function openSqlite(file: string): DatabaseHandle {
  // For the server's user only (decision 361). The file exists, 0600, before
  // SQLite opens it: SQLite creates the WAL and SHM files with the mode of
  // the database file. Existing installs are tightened at start (app.ts).
  ensurePrivateDirSync(path.dirname(file));
  createPrivateFileSync(file);
  const sqlite = new SQLite(file);
  // WAL lets readers run beside the writer; FULL sync makes a committed write
  // survive power loss; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Deleted rows are overwritten with zeros, not left in free pages: an
  // erased account's email must not stay readable in the file.
  sqlite.pragma('secure_delete = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return {
    db,
    engine: 'sqlite',
    close: once(() => db.destroy()),
    scrubDeleted: async () => {
      sqlite.pragma('wal_checkpoint(TRUNCATE)');
    },
    pgPool: null,
  };
}

export function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that fails (the server restarted, a proxy cut it, no
  // descriptor for a reconnect) is reported on the pool, which has already
  // dropped it; with no listener that report ended the process. The next
  // query opens a new connection, or fails and is answered (decision 345).
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine: 'postgres', close: once(() => db.destroy()), scrubDeleted: async () => {}, pgPool: pool };
}

/**
 * Values for the columns whose representation differs between engines
 * (migrations/column-types.ts): timestamps are ISO text on SQLite and
 * timestamptz on PostgreSQL; booleans are 0/1 on SQLite.
 */
export function dbValues(engine: Engine) {
  const sqlite = engine === 'sqlite';
  return {
    timestamp: (date: Date = new Date()): Date | string => (sqlite ? date.toISOString() : date),
    boolean: (value: boolean): boolean | number => (sqlite ? Number(value) : value),
  };
}

/** A real round trip, used by the health check. */
export async function ping(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}
