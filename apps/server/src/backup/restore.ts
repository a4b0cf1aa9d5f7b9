import { readFile, rename, rm, stat } from 'node:fs/promises';
import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config.js';
import { openDatabase } from '../db/database.js';
import { provideTrigram } from '../db/pg-trigram.js';
import { assertSafeKey, MEDIA_FOLDERS, type MediaStorage } from '../storage/media-storage.js';
import { ensurePrivateDir, makePrivate, PRIVATE_FILE_MODE } from '../storage/private-files.js';
import { mediaStorageOf } from '../storage/storage-of-config.js';
import { MANIFEST, PG_DUMP_FILE, SQLITE_FILE, sha256Of, type BackupManifest } from './backup.js';
import { pgConnection, pgTool } from './pg-tools.js';

export class RestoreRefused extends Error {}

/**
 * Brings a backup back into the installation `config` names (its server
 * stopped): the database, then the media. It refuses to overwrite data that
 * is there (a database with tables, or any media) unless `force`; a media
 * file whose SHA-256 is not the manifest's stops it before anything is written.
 */
export async function restoreBackup(
  config: Config,
  from: string,
  options: { force?: boolean } = {},
): Promise<BackupManifest> {
  const dir = path.resolve(from);
  const manifest = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new RestoreRefused(`unknown backup format ${String(manifest.format)}`);
  const engine = config.databaseUrl ? 'postgres' : 'sqlite';
  if (manifest.engine !== engine) {
    throw new RestoreRefused(`the backup is of ${manifest.engine}, the settings name ${engine} (DATABASE_URL)`);
  }
  for (const file of manifest.media) {
    assertSafeKey(file.key);
    if ((await sha256Of(path.join(dir, 'media', ...file.key.split('/')))) !== file.sha256) {
      throw new RestoreRefused(`media/${file.key} does not match the manifest: the backup is damaged`);
    }
  }
  const storage = await mediaStorageOf(config);
  if (!options.force) {
    const problems = [
      ...((await databaseHasData(config)) ? ['the database already holds data'] : []),
      ...((await hasMedia(storage)) ? ['the media store already holds files'] : []),
    ];
    if (problems.length) throw new RestoreRefused(`${problems.join(' and ')}; restore with --force to replace them`);
  }

  if (engine === 'sqlite') await restoreSqlite(path.join(dir, SQLITE_FILE), path.join(config.dataDir, SQLITE_FILE));
  else await restorePostgres(path.join(dir, PG_DUMP_FILE), config, options.force ?? false);
  for (const file of manifest.media) {
    await storage.putStream(file.key, createReadStream(path.join(dir, 'media', ...file.key.split('/'))));
  }
  return manifest;
}

async function restoreSqlite(copy: string, database: string): Promise<void> {
  const temp = `${database}.restore.tmp`;
  await ensurePrivateDir(path.dirname(database));
  // Not copyFile, which gives the copy the backup file's mode: the database is the server's user's only (decision 361).
  await rm(temp, { force: true });
  await pipeline(createReadStream(copy), createWriteStream(temp, { mode: PRIVATE_FILE_MODE }));
  await makePrivate(temp);
  // The old database's journal must not be replayed onto the restored one.
  await rm(`${database}-wal`, { force: true });
  await rm(`${database}-shm`, { force: true });
  await rename(temp, database);
}

async function restorePostgres(dump: string, config: Config, force: boolean): Promise<void> {
  // A dump of one schema (a DATABASE_URL with a search_path) does not carry the
  // pg_trgm extension that the players' search index needs (migration 0021).
  const database = openDatabase(config);
  try {
    await provideTrigram(database.db);
  } finally {
    await database.close();
  }
  const { url, password } = pgConnection(config.databaseUrl!);
  await pgTool(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      ...(force ? ['--clean', '--if-exists'] : []),
      `--dbname=${url}`,
      dump,
    ],
    password,
  );
}

async function databaseHasData(config: Config): Promise<boolean> {
  if (!config.databaseUrl) {
    return (await stat(path.join(config.dataDir, SQLITE_FILE)).catch(() => null)) !== null;
  }
  const client = new pg.Client({ connectionString: config.databaseUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      'select count(*) from information_schema.tables where table_schema = current_schema()',
    );
    return Number(rows[0]?.count) > 0;
  } finally {
    await client.end();
  }
}

async function hasMedia(storage: MediaStorage): Promise<boolean> {
  for (const folder of MEDIA_FOLDERS) for await (const _ of storage.list(folder)) return true;
  return false;
}
