import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import SQLite from 'better-sqlite3';
import type { Config } from '../config.js';
import { MEDIA_FOLDERS, type MediaStorage } from '../storage/media-storage.js';
import {
  createPrivateFileSync,
  ensurePrivateDir,
  makeTreePrivate,
  PRIVATE_FILE_MODE,
} from '../storage/private-files.js';
import { mediaStorageOf } from '../storage/storage-of-config.js';
import { VERSION } from '../version.js';
import { pgConnection, pgTool } from './pg-tools.js';

/**
 * A backup is a folder: the database (`touchline.db`, an SQLite online-backup
 * copy, or `database.pgdump`, pg_dump's custom format), the media under
 * `media/<key>`, and `manifest.json` naming both, with each media file's
 * size and SHA-256 so a restore can check what it reads (decision 046).
 */
export type BackupManifest = {
  format: 1;
  createdAt: string;
  version: string;
  engine: 'sqlite' | 'postgres';
  database: { file: string; bytes: number };
  media: { key: string; size: number; sha256: string }[];
};

export const MANIFEST = 'manifest.json';
export const SQLITE_FILE = 'touchline.db';
export const PG_DUMP_FILE = 'database.pgdump';

/**
 * Writes a consistent copy of a running installation into `out` (which must
 * not exist): the database first, as of one moment, then the media. Media
 * are never overwritten in place (each upload gets a new key), so every file
 * a row of the copy names is still there unless it was deleted meanwhile.
 * The folder is written as `<out>.partial` and renamed when complete.
 * It holds everything the database does (password hashes, the signing
 * secret when AUTH_SECRET is unset, personal data of minors): the folder is
 * 0700 from its creation and every file in it 0600 (decision 361).
 */
export async function createBackup(config: Config, out: string): Promise<BackupManifest> {
  const target = path.resolve(out);
  const partial = `${target}.partial`;
  await rm(partial, { recursive: true, force: true });
  await ensurePrivateDir(partial);
  try {
    const engine = config.databaseUrl ? 'postgres' : 'sqlite';
    const database =
      engine === 'sqlite'
        ? await backupSqlite(path.join(config.dataDir, SQLITE_FILE), path.join(partial, SQLITE_FILE))
        : await backupPostgres(config.databaseUrl!, path.join(partial, PG_DUMP_FILE));
    const media = await backupMedia(await mediaStorageOf(config), path.join(partial, 'media'));
    const manifest: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      version: VERSION,
      engine,
      database,
      media,
    };
    await writeFile(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: PRIVATE_FILE_MODE,
    });
    // Whatever the tools made of the modes they were given (and the umask), the copy is private.
    await makeTreePrivate(partial);
    await rename(partial, target);
    return manifest;
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** SQLite's online backup API: a consistent copy while the server keeps writing (WAL). */
async function backupSqlite(source: string, file: string): Promise<BackupManifest['database']> {
  // Made 0600 before SQLite writes the copy into it (SQLite keeps a file's mode).
  createPrivateFileSync(file);
  const db = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(file);
  } finally {
    db.close();
  }
  const copy = new SQLite(file);
  try {
    // The copy inherits WAL mode from the source's header: make it one self-contained file.
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`the copied database fails integrity_check: ${String(check)}`);
  } finally {
    copy.close();
  }
  return { file: SQLITE_FILE, bytes: (await stat(file)).size };
}

/** pg_dump: one snapshot of the database (or of the schema the URL's search_path names). */
async function backupPostgres(databaseUrl: string, file: string): Promise<BackupManifest['database']> {
  const { url, password, schema } = pgConnection(databaseUrl);
  // Made 0600 before pg_dump writes into it (it truncates the file and keeps its mode).
  createPrivateFileSync(file);
  await pgTool(
    'pg_dump',
    [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${file}`,
      ...(schema ? [`--schema=${schema}`] : []),
      url,
    ],
    password,
  );
  return { file: PG_DUMP_FILE, bytes: (await stat(file)).size };
}

async function backupMedia(storage: MediaStorage, dir: string): Promise<BackupManifest['media']> {
  const copied: BackupManifest['media'] = [];
  for (const folder of MEDIA_FOLDERS) {
    await ensurePrivateDir(path.join(dir, folder));
    for await (const object of storage.list(folder)) {
      if (object.key.endsWith('.tmp')) continue; // a write in flight, not media
      const found = await storage.get(object.key);
      if (!found) continue; // deleted since the listing
      const hash = createHash('sha256');
      let size = 0;
      found.stream.on('data', (chunk: Buffer) => {
        hash.update(chunk);
        size += chunk.length;
      });
      await pipeline(
        found.stream,
        createWriteStream(path.join(dir, ...object.key.split('/')), { mode: PRIVATE_FILE_MODE }),
      );
      copied.push({ key: object.key, size, sha256: hash.digest('hex') });
    }
  }
  return copied;
}

/** The SHA-256 of a file, read as a stream. */
export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Whether a folder holds anything (a missing folder is empty). */
export async function isEmptyDir(dir: string): Promise<boolean> {
  return (await readdir(dir).catch(() => [])).length === 0;
}
