import pg from 'pg';
import { expect, inject, it } from 'vitest';
import { describe } from 'vitest';
import { openPostgres } from './database.js';
import { MIGRATION_LOCK_KEY, migrateToLatest } from './migrate.js';

const postgresUrl = inject('postgresUrl');

// PostgreSQL only: schemas do not exist on SQLite.
(postgresUrl ? describe : describe.skip)('migrations [postgres]', () => {
  it("migrate their own schema even when another schema already has Kysely's tables", async () => {
    const url = postgresUrl!;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const suffix = Date.now().toString(36);
    const [other, ours] = [`other_app_${suffix}`, `ours_${suffix}`];
    await admin.query(`create schema "${other}"; create schema "${ours}"`);
    await admin.query(
      `create table "${other}".kysely_migration (name varchar(255) primary key, timestamp varchar(255))`,
    );
    try {
      const target = new URL(url);
      target.searchParams.set('options', `-c search_path=${ours}`);
      const handle = openPostgres(target.toString());
      const applied = await migrateToLatest(handle);
      await handle.close();
      expect(applied.length).toBeGreaterThan(5);
      const tables = await admin.query(
        `select count(*)::int as n from information_schema.tables where table_schema = $1 and table_name = 'player'`,
        [ours],
      );
      expect(tables.rows[0].n).toBe(1);
    } finally {
      await admin.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await admin.query(`drop schema "${other}" cascade; drop schema "${ours}" cascade`);
      await admin.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      await admin.end();
    }
  });
});
