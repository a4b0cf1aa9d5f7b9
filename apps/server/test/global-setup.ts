import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  interface ProvidedContext {
    /** PostgreSQL server URL for the integration suite, or null when none is reachable. */
    postgresUrl: string | null;
  }
}

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Decides once per run whether the PostgreSQL engine runs. With
 * REQUIRE_POSTGRES=1 (CI), an unreachable server fails the whole run.
 */
export default async function setup(project: TestProject): Promise<void> {
  console.log(`[integration] Node ${process.version} (${process.execPath})`);
  const url = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    console.log(
      `[integration] PostgreSQL ${rows[0]?.server_version ?? '?'} reachable at ${redact(url)}: suites run on sqlite and postgres`,
    );
    project.provide('postgresUrl', url);
  } catch (error) {
    if (process.env.REQUIRE_POSTGRES === '1') {
      throw new Error(`REQUIRE_POSTGRES=1 but PostgreSQL is unreachable at ${redact(url)}`, { cause: error });
    }
    console.warn(
      `[integration] PostgreSQL unreachable at ${redact(url)}: postgres suites are SKIPPED (set REQUIRE_POSTGRES=1 to fail instead)`,
    );
    project.provide('postgresUrl', null);
  } finally {
    await client.end().catch(() => undefined);
  }
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
}
