import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** How many distinct SQL texts keep a compiled statement (queries with `in (?, ?, …)` vary in length). */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * The SQLite database as Kysely sees it, with compiled statements kept by
 * their SQL text. Kysely's SQLite driver calls `prepare(sql)` for every
 * query; better-sqlite3 compiles the SQL anew each time, and a profile of the
 * game-recording bench put half of all database time there (decision 025).
 * A statement is reused only when it is not in the middle of an iteration
 * (`busy`), and the cache keeps the most recently used texts, so it stays
 * bounded however many distinct queries run. SQLite re-prepares a statement
 * by itself after a schema change (migrations).
 */
export function withStatementCache(sqlite: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(sql: string) {
      const cached = statements.get(sql);
      if (cached && !cached.busy) {
        // Most recently used last: Map keeps insertion order.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (!cached) {
        statements.set(sql, statement);
        if (statements.size > size) statements.delete(statements.keys().next().value as string);
      }
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}
