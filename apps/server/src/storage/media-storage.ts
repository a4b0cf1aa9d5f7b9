import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { access, constants, lstat, opendir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { AppError } from '../http/errors.js';
import { ensurePrivateDir, makePrivate, PRIVATE_FILE_MODE } from './private-files.js';

/**
 * Where media files live. Keys are relative, slash-separated paths chosen by
 * the server (never by the client), e.g. `avatars/<userId>-<random>.webp`.
 * The disk implementation is the default; `s3-media-storage.ts` is the
 * S3-compatible one (decision 045). Both refuse keys they could not have made.
 */
export interface MediaStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** Streams into the store (large uploads); the object appears only when complete. */
  putStream(key: string, data: Readable): Promise<{ size: number }>;
  /**
   * A stream of the object (or of bytes start..end inclusive, for HTTP range
   * requests), with the object's full size; null when it does not exist.
   */
  get(key: string, range?: { start: number; end: number }): Promise<{ stream: Readable; size: number } | null>;
  delete(key: string): Promise<void>;
  /**
   * The objects under a folder (`players/`), with when each was last written;
   * for the orphan sweep and backups. Never descends further than the store's
   * own layout and never follows links.
   */
  list(folder: string): AsyncIterable<StoredObject>;
  /** Throws when the store cannot be reached (readiness). */
  check(): Promise<void>;
}

export type StoredObject = { key: string; size: number; modifiedAt: number };

/** The folders the server writes media into (a key's first segment); backups copy each. */
export const MEDIA_FOLDERS = ['avatars', 'players', 'videos', 'crests'] as const;

const SAFE_KEY = /^[a-z0-9-]+(\/[A-Za-z0-9._-]+)+$/;

/**
 * A key that is not one the server could have made (`..`, `.`, absolute,
 * odd characters). It names nothing in the store, so callers get 404, never
 * a 500 and never a file outside the store.
 */
export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new AppError(404, 'NOT_FOUND');
}

export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.split('/').some((part) => part === '..' || part === '.');
}

/**
 * Files under `$DATA_DIR/media`, written atomically (temp file + rename),
 * 0600 in 0700 folders: for the server's user only (decision 361).
 */
export function diskMediaStorage(root: string): MediaStorage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    assertSafeKey(key);
    const file = path.resolve(base, ...key.split('/'));
    // Belt and braces: whatever the key, the file lies inside the store's folder.
    if (!file.startsWith(base + path.sep)) throw new AppError(404, 'NOT_FOUND');
    return file;
  };
  return {
    async put(key, data) {
      const file = fileOf(key);
      await ensurePrivateDir(path.dirname(file));
      const temp = `${file}.${process.pid}.tmp`;
      await writeFile(temp, data, { mode: PRIVATE_FILE_MODE });
      await makePrivate(temp);
      await rename(temp, file);
    },
    async putStream(key, data) {
      const file = fileOf(key);
      await ensurePrivateDir(path.dirname(file));
      const temp = `${file}.${process.pid}.tmp`;
      try {
        await pipeline(data, createWriteStream(temp, { mode: PRIVATE_FILE_MODE }));
        await makePrivate(temp);
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return { size: (await stat(file)).size };
    },
    async get(key, range) {
      const file = fileOf(key);
      try {
        const info = await stat(file);
        return { stream: createReadStream(file, range), size: info.size };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async *list(folder) {
      const dir = path.join(base, folder);
      let handle;
      try {
        handle = await opendir(dir);
      } catch {
        return; // no such folder yet
      }
      for await (const entry of handle) {
        // Regular files only: never follow links or descend into folders.
        if (!entry.isFile()) continue;
        const info = await lstat(path.join(dir, entry.name)).catch(() => null);
        const key = `${folder}/${entry.name}`;
        if (info?.isFile() && isSafeKey(key)) yield { key, size: info.size, modifiedAt: info.mtimeMs };
      }
    },
    async check() {
      await ensurePrivateDir(base);
      await access(base, constants.R_OK | constants.W_OK);
    },
  };
}
