import {
  findDuplicateCandidates,
  normalizeName,
  type Actor,
  type DuplicateList,
  type MergePlayers,
  type Player,
} from '@touchline/core';
import type { Updateable } from 'kysely';
import type { PlayerTable } from '../../db/schema.js';
import type { Store } from '../../db/unit-of-work.js';
import { assertCan } from '../../http/access.js';
import { AppError, orNotFound } from '../../http/errors.js';
import type { PlayerRow, PlayersRepository } from '../players/players.repository.js';
import { presentPlayer } from '../players/player.presenter.js';
import type { DuplicatesRepository } from './duplicates.repository.js';

export type DuplicatesStore = Store<{ duplicates: DuplicatesRepository; players: PlayersRepository }>;

/** Duplicates (docs/product/levels-and-access.md: levels 0–1): candidates, "not a duplicate", merge. */
export function duplicatesService(store: DuplicatesStore, deleteMedia: (key: string) => Promise<void>) {
  const allowed = (actor: Actor) => {
    assertCan(actor, 'duplicates.manage', undefined);
  };

  const load = (id: string): Promise<PlayerRow> => orNotFound(store.players.find(id), 'PLAYER_NOT_FOUND');

  return {
    async candidates(actor: Actor, { threshold, limit }: { threshold: number; limit: number }): Promise<DuplicateList> {
      allowed(actor);
      const [inputs, dismissed] = await Promise.all([store.duplicates.matchInputs(), store.duplicates.dismissedKeys()]);
      const found = findDuplicateCandidates(inputs, { threshold, dismissed });
      const shown = found.slice(0, limit);
      const items = await Promise.all(
        shown.map(async (c) => {
          const [a, b] = await Promise.all([load(c.ids[0]), load(c.ids[1])]);
          return {
            score: c.score,
            reasons: c.reasons,
            players: [presentPlayer(a, actor), presentPlayer(b, actor)] as [Player, Player],
          };
        }),
      );
      return { items, total: found.length };
    },

    async dismiss(actor: Actor, [a, b]: [string, string]): Promise<void> {
      allowed(actor);
      if (a === b) throw new AppError(400, 'SAME_PLAYER', { playerIds: 'INVALID_VALUE' });
      await Promise.all([load(a), load(b)]);
      await store.duplicates.dismiss(a < b ? [a, b] : [b, a], actor.id);
    },

    /** The undo of `dismiss` (either order of ids); idempotent, and a pair never dismissed is not an error. */
    async undismiss(actor: Actor, [a, b]: [string, string]): Promise<void> {
      allowed(actor);
      await store.duplicates.undismiss(a < b ? [a, b] : [b, a]);
    },

    async merge(actor: Actor, input: MergePlayers): Promise<Player> {
      allowed(actor);
      if (input.survivorId === input.mergedId) throw new AppError(400, 'SAME_PLAYER', { mergedId: 'INVALID_VALUE' });
      const [survivor, merged] = await Promise.all([load(input.survivorId), load(input.mergedId)]);
      // Values are copied as stored (same columns, same engine); bigint comes back as text from pg.
      const changes = Object.fromEntries(
        input.takeFromMerged.map((field) => [
          field,
          field === 'valueEur' && merged.valueEur !== null ? Number(merged.valueEur) : merged[field],
        ]),
      ) as Updateable<PlayerTable>;
      if (changes.firstName !== undefined || changes.lastName !== undefined) {
        changes.searchText = normalizeName(
          `${changes.firstName ?? survivor.firstName} ${changes.lastName ?? survivor.lastName}`,
        );
      }
      const orphanedPhoto = await store.transaction(({ duplicates }) =>
        mergeRows(duplicates, { survivor, merged, changes, input, userId: actor.id }),
      );
      if (orphanedPhoto) await deleteMedia(orphanedPhoto);
      return presentPlayer(await load(survivor.id), actor);
    },
  };
}

/**
 * The merge, inside one transaction: both versions must be the ones the
 * person saw; the survivor takes the chosen values; ratings and videos move
 * over; the audit records ids and the names of the fields taken, never the
 * merged player's values (they would outlive both players,
 * docs/product/privacy.md); its id (and ids merged into it before) resolve
 * to the survivor; then it is deleted. Returns the photo no row keeps.
 */
async function mergeRows(
  duplicates: DuplicatesRepository,
  {
    survivor,
    merged,
    changes,
    input,
    userId,
  }: {
    survivor: PlayerRow;
    merged: PlayerRow;
    changes: Updateable<PlayerTable>;
    input: MergePlayers;
    userId: string;
  },
): Promise<string | null> {
  const updated = await duplicates.updateSurvivor(survivor.id, input.survivorVersion, changes);
  const still = await duplicates.lockMerged(merged.id, input.mergedVersion);
  // Thrown inside the transaction, so nothing of the merge stays.
  if (!updated || !still) throw new AppError(409, 'CONFLICT');
  // Both rows are locked now: their photos as they are, not as loaded before.
  const photos = await duplicates.photos([survivor.id, merged.id]);
  const [survivorPhoto, mergedPhoto] = [photos.get(survivor.id) ?? null, photos.get(merged.id) ?? null];
  await duplicates.moveRatingsAndVideos(merged.id, survivor.id);
  // The survivor keeps its photo; without one it takes the merged player's.
  let orphanedPhoto: string | null = null;
  if (mergedPhoto) {
    if (survivorPhoto) orphanedPhoto = mergedPhoto;
    else await duplicates.setPhoto(survivor.id, mergedPhoto);
  }
  await duplicates.redirectAliases(merged.id, survivor.id);
  await duplicates.recordMerge({
    survivorId: survivor.id,
    mergedId: merged.id,
    mergedBy: userId,
    takenFields: input.takeFromMerged,
  });
  // Dismissals of the merged player cascade away with it.
  await duplicates.deletePlayer(merged.id);
  return orphanedPhoto;
}

export type DuplicatesService = ReturnType<typeof duplicatesService>;
