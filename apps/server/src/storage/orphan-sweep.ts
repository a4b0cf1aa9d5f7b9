import { lstat, opendir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Removes media files that no row references any more: a crash (or a failed
 * delete) between writing a file and recording it, or between forgetting a
 * file and removing it, leaves one behind, and so does a temp file of a write
 * that never finished (`<key>.<pid>.tmp`, see media-storage.ts).
 *
 * Only files older than `minAgeMs` are candidates: a younger one may be an
 * upload in flight on this or another instance (written, not yet recorded).
 * The cost is one directory listing and one `lstat` per file, and one query
 * per 500 old files; at most `maxFiles` files are looked at per run.
 */
export type OrphanSweepOptions = {
  db: Kysely<Database>;
  /** `$DATA_DIR/media`, the root of the disk media storage. */
  root: string;
  minAgeMs?: number;
  maxFiles?: number;
  now?: () => number;
};

export type OrphanSweepResult = { examined: number; removed: number; truncated: boolean };

export const ORPHAN_MIN_AGE_MS = 15 * 60 * 1000;
export const ORPHAN_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const BATCH = 500;

/** Each media folder, and which of a batch of its keys (`folder/file`) a row references. */
const FOLDERS: Record<string, (db: Kysely<Database>, keys: string[]) => Promise<string[]>> = {
  players: async (db, keys) =>
    (await db.selectFrom('player').select('photo').where('photo', 'in', keys).execute()).flatMap((r) =>
      r.photo ? [r.photo] : [],
    ),
  videos: async (db, keys) =>
    (
      await db
        .selectFrom('video')
        .select('location')
        .where('kind', '=', 'upload')
        .where('location', 'in', keys)
        .execute()
    ).map((r) => r.location),
  crests: async (db, keys) =>
    (await db.selectFrom('club').select('crest').where('crest', 'in', keys).execute()).flatMap((r) =>
      r.crest ? [r.crest] : [],
    ),
  // The key the server keeps for a user's picture (migration 0011), not
  // `user.image`, which users can write.
  avatars: async (db, keys) =>
    (await db.selectFrom('user_avatar').select('storageKey').where('storageKey', 'in', keys).execute()).map(
      (r) => r.storageKey,
    ),
};

export async function sweepOrphanMedia(options: OrphanSweepOptions): Promise<OrphanSweepResult> {
  const { db, root, minAgeMs = ORPHAN_MIN_AGE_MS, maxFiles = 100_000, now = Date.now } = options;
  const result: OrphanSweepResult = { examined: 0, removed: 0, truncated: false };
  const cutoff = now() - minAgeMs;
  const remove = async (file: string) => {
    await rm(file, { force: true });
    result.removed++;
  };

  for (const [folder, referenced] of Object.entries(FOLDERS)) {
    const dir = path.join(root, folder);
    let handle;
    try {
      handle = await opendir(dir);
    } catch {
      continue; // no such folder yet
    }
    let batch: string[] = [];
    const flush = async () => {
      if (!batch.length) return;
      const keys = batch.map((name) => `${folder}/${name}`);
      batch = [];
      const kept = new Set(await referenced(db, keys));
      for (const key of keys) if (!kept.has(key)) await remove(path.join(root, ...key.split('/')));
    };
    for await (const entry of handle) {
      if (result.examined >= maxFiles) {
        result.truncated = true;
        break; // leaving the loop closes the directory
      }
      // Regular files only: never follow links or descend into folders.
      if (!entry.isFile()) continue;
      result.examined++;
      const file = path.join(dir, entry.name);
      const info = await lstat(file).catch(() => null);
      if (!info?.isFile() || info.mtimeMs > cutoff) continue;
      if (entry.name.endsWith('.tmp')) await remove(file);
      else {
        batch.push(entry.name);
        if (batch.length >= BATCH) await flush();
      }
    }
    await flush();
  }
  return result;
}

/**
 * Sweeps at start (before the app is ready, so a restart after a crash
 * cleans up what that crash left, once it is old enough), then every
 * `intervalMs` while running, for what a crash left just before a quick
 * restart. A failed sweep is logged and never stops the app.
 */
export function registerOrphanSweep(app: FastifyInstance, options: OrphanSweepOptions & { intervalMs?: number }): void {
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    running ??= sweepOrphanMedia(options)
      .then(
        (result) => {
          if (result.removed || result.truncated) app.log.info(result, 'orphaned media files removed');
        },
        (error: unknown) => {
          app.log.warn({ err: error }, 'orphaned media sweep failed');
        },
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), options.intervalMs ?? ORPHAN_SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
