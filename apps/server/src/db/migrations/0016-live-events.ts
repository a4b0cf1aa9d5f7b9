import { sql, type Kysely } from 'kysely';
import type { Engine } from '../database.js';

/**
 * Live change events shared by several server instances on PostgreSQL
 * (decision 026). The id is the event id clients send back as Last-Event-ID:
 * an identity column, so ids are valid across instances and restarts. The
 * table is the replay buffer: the bus keeps its newest rows and deletes older
 * ones as it writes. SQLite runs one process with the in-process bus, so the
 * table exists on PostgreSQL only.
 */
export function liveEventsMigration(engine: Engine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (engine !== 'postgres') return;
      await db.schema
        .createTable('live_event')
        .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('topic', 'text', (c) => c.notNull())
        // JSON array of ids; never a payload (decision 008).
        .addColumn('ids', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (engine !== 'postgres') return;
      await db.schema.dropTable('live_event').execute();
    },
  };
}
