import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migratedPostgresTemplate, migratedSqliteTemplate } from './templates.js';

declare module 'vitest' {
  interface ProvidedContext {
    /** PostgreSQL server URL for the integration suite, or null when none is reachable. */
    postgresUrl: string | null;
    /** The migrated SQLite file each suite copies (templates.ts). */
    sqliteTemplate: string;
    /** The migrated PostgreSQL database each suite's database is created from, or null without PostgreSQL. */
    postgresTemplate: string | null;
  }
}

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Decides once per run whether the PostgreSQL engine runs. With
 * REQUIRE_POSTGRES=1 (CI), an unreachable server fails the whole run.
 * Then migrates the templates the suites copy their databases from
 * (templates.ts, decision 373); the returned teardown removes them.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  console.log(`[integration] Node ${process.version} (${process.execPath})`);
  const url = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  let postgresUrl: string | null = null;
  try {
    await client.connect();
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    console.log(
      `[integration] PostgreSQL ${rows[0]?.server_version ?? '?'} reachable at ${redact(url)}: suites run on sqlite and postgres`,
    );
    postgresUrl = url;
  } catch (error) {
    if (process.env.REQUIRE_POSTGRES === '1') {
      throw new Error(`REQUIRE_POSTGRES=1 but PostgreSQL is unreachable at ${redact(url)}`, { cause: error });
    }
    console.warn(
      `[integration] PostgreSQL unreachable at ${redact(url)}: postgres suites are SKIPPED (set REQUIRE_POSTGRES=1 to fail instead)`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
  project.provide('postgresUrl', postgresUrl);
  const started = performance.now();
  const sqlite = await migratedSqliteTemplate();
  project.provide('sqliteTemplate', sqlite.file);
  const postgres = postgresUrl ? await migratedPostgresTemplate(postgresUrl) : null;
  project.provide('postgresTemplate', postgres?.name ?? null);
  console.log(`[integration] migrated the suites' templates in ${Math.round(performance.now() - started)} ms`);
  return async () => {
    sqlite.remove();
    await postgres?.drop();
  };
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
}
