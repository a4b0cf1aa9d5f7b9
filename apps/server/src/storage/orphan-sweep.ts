import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { MediaStorage } from './media-storage.js';

/**
 * Removes media files that no row references any more: a crash (or a failed
 * delete) between writing a file and recording it, or between forgetting a
 * file and removing it, leaves one behind, and so does a temp file of a write
 * that never finished (`<key>.<pid>.tmp`, see media-storage.ts).
 *
 * Only files older than `minAgeMs` are candidates: a younger one may be an
 * upload in flight on this or another instance (written, not yet recorded).
 * It works through `MediaStorage.list`, so on the disk and on S3 alike: the
 * cost is one listing (a directory, or one S3 page per 1,000 objects) and one
 * query per 500 old files; at most `maxFiles` files are looked at per run.
 */
export type OrphanSweepOptions = {
  db: Kysely<Database>;
  storage: MediaStorage;
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
  const { db, storage, minAgeMs = ORPHAN_MIN_AGE_MS, maxFiles = 100_000, now = Date.now } = options;
  const result: OrphanSweepResult = { examined: 0, removed: 0, truncated: false };
  const cutoff = now() - minAgeMs;
  const remove = async (key: string) => {
    await storage.delete(key);
    result.removed++;
  };

  for (const [folder, referenced] of Object.entries(FOLDERS)) {
    let batch: string[] = [];
    const flush = async () => {
      if (!batch.length) return;
      const keys = batch;
      batch = [];
      const kept = new Set(await referenced(db, keys));
      for (const key of keys) if (!kept.has(key)) await remove(key);
    };
    for await (const object of storage.list(folder)) {
      if (result.examined >= maxFiles) {
        result.truncated = true;
        break; // leaving the loop ends the listing
      }
      result.examined++;
      if (object.modifiedAt > cutoff) continue;
      if (object.key.endsWith('.tmp')) await remove(object.key);
      else {
        batch.push(object.key);
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
