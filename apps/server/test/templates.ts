import { chmodSync, copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPostgres, openSqlite } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { PRIVATE_FILE_MODE } from '../src/storage/private-files.js';

/**
 * Migrated databases that integration suites start from (decision 373): the
 * migrations run once per test run, into a template, instead of once per
 * suite. Each suite gets a copy: the template's SQLite file, or a PostgreSQL
 * database created with `CREATE DATABASE … TEMPLATE`. The server still runs
 * its migrations when it starts; on a copy they find nothing to do, as on
 * any installation already up to date. The migrations themselves are tested
 * from an empty database in db/migrate.int.test.ts, and each migration that
 * rewrites data in its own suite.
 */

/** The schema each suite's PostgreSQL database keeps Touchline's tables in, named by the URL's search_path as before. */
export const SUITE_SCHEMA = 'touchline';
/** Names of the databases this harness creates: `touchline_it_<created, base 36>_…`, so that leftovers can be told by age. */
const DATABASE_PREFIX = 'touchline_it_';
/** Leftovers of runs that ended without their teardown (a killed run) are dropped once this old. */
const LEFTOVER_AGE_MS = 6 * 60 * 60_000;

export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

/** Migrates a new SQLite file; returns its path and how to remove it. */
export async function migratedSqliteTemplate(): Promise<{ file: string; remove: () => void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'touchline-int-template-'));
  const file = path.join(dir, 'touchline.db');
  const handle = openSqlite(file);
  await migrateToLatest(handle);
  // Everything into the main file: a copy of it alone is the whole database.
  await handle.scrubDeleted();
  await handle.close();
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The suite's SQLite database under `dataDir`: a copy of the template, private like every database file (decision 361). */
export function copySqliteTemplate(template: string, dataDir: string): void {
  const file = path.join(dataDir, 'touchline.db');
  copyFileSync(template, file);
  chmodSync(file, PRIVATE_FILE_MODE);
}

/**
 * Creates and migrates a PostgreSQL database to copy suites' databases from.
 * Returns its name and the teardown: it drops the template and every suite
 * database this run left behind.
 */
export async function migratedPostgresTemplate(
  serverUrl: string,
): Promise<{ name: string; drop: () => Promise<void> }> {
  await dropLeftovers(serverUrl);
  const name = uniqueName(DATABASE_PREFIX);
  const template = `${name}_template`;
  await withAdmin(serverUrl, (admin) => admin.query(`create database "${template}"`));
  await withAdmin(databaseUrlOf(serverUrl, template), (admin) => admin.query(`create schema "${SUITE_SCHEMA}"`));
  const handle = openPostgres(suiteUrl(serverUrl, template));
  try {
    await migrateToLatest(handle);
  } finally {
    // No connection may stay: PostgreSQL copies a template nobody is connected to.
    await handle.close();
  }
  return {
    name: template,
    drop: async () =>
      await withAdmin(serverUrl, async (admin) => {
        const { rows } = await admin.query<{ datname: string }>(
          `select datname from pg_database where starts_with(datname, $1)`,
          [name],
        );
        for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
      }),
  };
}

/**
 * A suite's own PostgreSQL database, a copy of the template: its URL (the
 * suite schema on the search_path) and how to drop it.
 */
export async function copyPostgresTemplate(
  serverUrl: string,
  template: string,
): Promise<{ databaseUrl: string; dropDatabase: () => Promise<void> }> {
  // Named after the template, so that the run's teardown finds what a suite left.
  const name = `${template.replace(/_template$/, '')}_${Math.random().toString(36).slice(2, 8)}`;
  await withAdmin(serverUrl, (admin) => admin.query(`create database "${name}" template "${template}"`));
  return {
    databaseUrl: suiteUrl(serverUrl, name),
    dropDatabase: async () => {
      await withAdmin(serverUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

function suiteUrl(serverUrl: string, database: string): string {
  const url = new URL(databaseUrlOf(serverUrl, database));
  url.searchParams.set('options', `-c search_path=${SUITE_SCHEMA}`);
  return url.toString();
}

function databaseUrlOf(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Drops the databases of runs that were killed before their teardown, once they are hours old. */
async function dropLeftovers(serverUrl: string): Promise<void> {
  await withAdmin(serverUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, $1)`,
      [DATABASE_PREFIX],
    );
    for (const { datname } of rows) {
      const created = parseInt(datname.slice(DATABASE_PREFIX.length).split('_')[0] ?? '', 36);
      if (Number.isFinite(created) && Date.now() - created > LEFTOVER_AGE_MS)
        await admin.query(`drop database if exists "${datname}" with (force)`);
    }
  });
}
