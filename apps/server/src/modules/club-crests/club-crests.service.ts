import { randomBytes } from 'node:crypto';
import type { Actor, Club } from '@touchline/core';
import type { Store } from '../../db/unit-of-work.js';
import { assertCan } from '../../http/access.js';
import { AppError, orNotFound } from '../../http/errors.js';
import type { MediaStorage } from '../../storage/media-storage.js';
import { toCrest } from '../../storage/images.js';
import type { ClubsRepository } from '../clubs/clubs.repository.js';
import { presentClub as present } from '../clubs/club.presenter.js';
import type { ClubCrestsRepository } from './club-crests.repository.js';

export type ClubCrestsStore = Store<{ clubs: ClubsRepository; clubCrests: ClubCrestsRepository }>;

/**
 * Club crests (decision 294): uploaded like a player photo or an avatar — the
 * type decided by the content, re-encoded to WebP without metadata, at most
 * MAX_IMAGE_BYTES — by whoever may edit the club. A crest is the club's
 * public emblem, not a personal detail: any signed-in user may load it
 * (tournaments show clubs to every level).
 */
export function clubCrestsService(store: ClubCrestsStore, storage: MediaStorage) {
  const load = (clubId: string) => orNotFound(store.clubs.find(clubId), 'CLUB_NOT_FOUND');

  /** Replaces the key under the row lock; the previous key (to delete), or updated: false when the club is gone. */
  const replaceCrest = (clubId: string, key: string | null) =>
    store.transaction(async ({ clubCrests }) => {
      const before = await clubCrests.lockCrest(clubId);
      if (!before) return { updated: false, previous: null };
      await clubCrests.setCrest(clubId, key);
      return { updated: true, previous: before.crest };
    });

  return {
    async setCrest(actor: Actor, clubId: string, upload: Buffer): Promise<Club> {
      assertCan(actor, 'club.edit', { id: clubId });
      await load(clubId);
      const image = await toCrest(upload);
      // A random name that says nothing; the club row decides what it is.
      const key = `crests/${randomBytes(16).toString('hex')}.webp`;
      await storage.put(key, image);
      let result: Awaited<ReturnType<typeof replaceCrest>>;
      try {
        result = await replaceCrest(clubId, key);
      } catch (error) {
        await storage.delete(key);
        throw error;
      }
      if (!result.updated) {
        await storage.delete(key);
        throw new AppError(404, 'CLUB_NOT_FOUND');
      }
      if (result.previous) await storage.delete(result.previous);
      return present(await load(clubId));
    },

    async removeCrest(actor: Actor, clubId: string): Promise<Club> {
      assertCan(actor, 'club.edit', { id: clubId });
      await load(clubId);
      const { updated, previous } = await replaceCrest(clubId, null);
      if (!updated) throw new AppError(404, 'CLUB_NOT_FOUND');
      if (previous) await storage.delete(previous);
      return present(await load(clubId));
    },

    /** A crest file, only when a club references it. */
    async file(key: string) {
      if (!(await store.clubCrests.crestExists(key))) throw new AppError(404, 'NOT_FOUND');
      return orNotFound(storage.get(key));
    },
  };
}

export type ClubCrestsService = ReturnType<typeof clubCrestsService>;
