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
import { assertCan } from '../../http/access.js';
import { AppError, orNotFound } from '../../http/errors.js';
import type { PlayerRow, PlayersRepository } from '../players/players.repository.js';
import { presentPlayer } from '../players/player.presenter.js';
import type { DuplicatesRepository } from './duplicates.repository.js';

/** Duplicates (docs/product/levels-and-access.md: levels 0–1): candidates, "not a duplicate", merge. */
export function duplicatesService(
  duplicates: DuplicatesRepository,
  players: PlayersRepository,
  deleteMedia: (key: string) => Promise<void>,
) {
  const allowed = (actor: Actor) => {
    assertCan(actor, 'duplicates.manage', undefined);
  };

  const load = (id: string): Promise<PlayerRow> => orNotFound(players.find(id), 'PLAYER_NOT_FOUND');

  return {
    async candidates(actor: Actor, { threshold, limit }: { threshold: number; limit: number }): Promise<DuplicateList> {
      allowed(actor);
      const [inputs, dismissed] = await Promise.all([duplicates.matchInputs(), duplicates.dismissedKeys()]);
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
      await duplicates.dismiss(a < b ? [a, b] : [b, a], actor.id);
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
      const outcome = await duplicates.merge({
        survivor,
        merged,
        survivorVersion: input.survivorVersion,
        mergedVersion: input.mergedVersion,
        changes,
        takenFields: input.takeFromMerged,
        userId: actor.id,
      });
      if (outcome.outcome === 'stale') throw new AppError(409, 'CONFLICT');
      if (outcome.orphanedPhoto) await deleteMedia(outcome.orphanedPhoto);
      return presentPlayer(await load(survivor.id), actor);
    },
  };
}

export type DuplicatesService = ReturnType<typeof duplicatesService>;
