import { Migrator, sql, type Kysely } from 'kysely';
import type { DatabaseHandle, Engine } from './database.js';
import type { Database } from './schema.js';
import { migrations } from './migrations/index.js';

export class MigrationError extends Error {
  constructor(migration: string | undefined, cause: unknown) {
    super(`Migration ${migration ?? '(unknown)'} failed`, { cause });
    this.name = 'MigrationError';
  }
}

/**
 * PostgreSQL advisory lock key held while migrating, and while tests drop a
 * schema. Kysely's migrator introspects every schema of the database
 * (`has_schema_privilege` over pg_namespace), which fails with "schema does
 * not exist" when another schema is dropped at that instant; instances
 * starting together are also serialised by it.
 */
export const MIGRATION_LOCK_KEY = 74_502_310;

/** Brings the schema up to date. Runs at every start; a no-op when current. */
export async function migrateToLatest({ db, engine }: DatabaseHandle): Promise<string[]> {
  return withMigrationLock(db, engine, (connection, schema) => runMigrator(connection, engine, schema));
}

/**
 * Runs `work` holding the migration lock on one connection (PostgreSQL), with
 * the connection's own schema: the migrator must be told it, otherwise it
 * takes a kysely_migration table in ANY schema of the database (another
 * app's, a parallel test's) as its own and never creates one in ours.
 * SQLite has one writer and one schema: `work` runs as is.
 */
export async function withMigrationLock<T>(
  db: Kysely<Database>,
  engine: Engine,
  work: (connection: Kysely<Database>, schema: string | undefined) => Promise<T>,
): Promise<T> {
  if (engine !== 'postgres') return work(db, undefined);
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(connection);
    try {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(connection);
      return await work(connection, rows[0]?.schema);
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(connection);
    }
  });
}

async function runMigrator(db: Kysely<Database>, engine: Engine, schema: string | undefined): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations(engine) },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error');
    throw new MigrationError(failed?.migrationName, error);
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
