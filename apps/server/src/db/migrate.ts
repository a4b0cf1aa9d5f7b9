import { Migrator, sql } from 'kysely';
import type { DatabaseHandle } from './database.js';
import { migrations } from './migrations/index.js';

export class MigrationError extends Error {
  constructor(migration: string | undefined, cause: unknown) {
    super(`Migration ${migration ?? '(unknown)'} failed`, { cause });
    this.name = 'MigrationError';
  }
}

/** Brings the schema up to date. Runs at every start; a no-op when current. */
export async function migrateToLatest({ db, engine }: DatabaseHandle): Promise<string[]> {
  // On PostgreSQL the migrator must be told its schema: otherwise it takes a
  // kysely_migration table in ANY schema of the database (another app's, a
  // parallel test's) as its own and never creates one in ours.
  const schema =
    engine === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
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
