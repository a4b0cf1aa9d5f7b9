import { sql, type Kysely } from 'kysely';
import type { Engine } from '../database.js';

/**
 * The counters of the limits that protect the service (sign-in, sign-up,
 * password checks, writes, heavy work), shared by every instance on
 * PostgreSQL (decision 365). The columns are the ones rate-limiter-flexible's
 * PostgreSQL store reads and writes, in its order (it inserts positionally):
 * the key (limit name and a hash of what it counts, never an address or an
 * email), the points used in the window, and when the window ends (epoch ms).
 *
 * UNLOGGED: a counter's change writes no WAL, so a limited request does not
 * wait for a WAL flush; after a crash PostgreSQL empties the table, which
 * costs at most one window of counts. Expired rows are deleted every minute
 * (the index on `expire`), so the table holds only live windows.
 *
 * SQLite (one instance) keeps its counters in a file of their own beside the
 * database (`rate-limits.db`, created at start, attempt-limiter.ts): nothing here.
 */
export function rateLimitsMigration(engine: Engine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (engine !== 'postgres') return;
      await db.schema
        .createTable('rate_limit')
        .modifyFront(sql`unlogged`)
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expire', 'bigint')
        .execute();
      await db.schema.createIndex('rate_limit_expire_idx').on('rate_limit').column('expire').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (engine !== 'postgres') return;
      await db.schema.dropTable('rate_limit').execute();
    },
  };
}
