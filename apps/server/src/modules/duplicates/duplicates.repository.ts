import { randomUUID } from 'node:crypto';
import type { DuplicateInput } from '@touchline/core';
import type { Kysely, Updateable } from 'kysely';
import { dbValues, type Engine } from '../../db/database.js';
import type { Database, PlayerTable } from '../../db/schema.js';
import type { PlayerRow } from '../players/players.repository.js';

export function duplicatesRepository(db: Kysely<Database>, engine: Engine) {
  const values = dbValues(engine);
  return {
    /** The few columns matching needs, for every player. */
    async matchInputs(): Promise<DuplicateInput[]> {
      return db.selectFrom('player').select(['id', 'firstName', 'lastName', 'birthday', 'nationality']).execute();
    },

    async dismissedKeys(): Promise<Set<string>> {
      const rows = await db.selectFrom('duplicate_dismissal').select(['playerIdA', 'playerIdB']).execute();
      return new Set(rows.map((r) => `${r.playerIdA}|${r.playerIdB}`));
    },

    /** Remembers "not a duplicate" for the pair (ids in ascending order); idempotent. */
    async dismiss(ids: [string, string], userId: string): Promise<void> {
      await db
        .insertInto('duplicate_dismissal')
        .values({ playerIdA: ids[0], playerIdB: ids[1], dismissedBy: userId, createdAt: values.timestamp() })
        .onConflict((oc) => oc.columns(['playerIdA', 'playerIdB']).doNothing())
        .execute();
    },

    /**
     * One transaction: both versions must be the ones the person saw; the
     * survivor takes the chosen values; ratings move over; the merged
     * player's row is kept in the audit; its id (and ids merged into it
     * before) resolve to the survivor; then it is deleted.
     */
    async merge(input: {
      survivor: PlayerRow;
      merged: PlayerRow;
      survivorVersion: number;
      mergedVersion: number;
      changes: Updateable<PlayerTable>;
      takenFields: readonly string[];
      userId: string;
    }): Promise<{ outcome: 'merged'; orphanedPhoto: string | null } | { outcome: 'stale' }> {
      return db
        .transaction()
        .execute(async (trx) => {
          const { survivor, merged } = input;
          const updated = await trx
            .updateTable('player')
            .set((eb) => ({ ...input.changes, updatedAt: values.timestamp(), version: eb('version', '+', 1) }))
            .where('id', '=', survivor.id)
            .where('version', '=', input.survivorVersion)
            .executeTakeFirst();
          const still = await trx
            .selectFrom('player')
            .select('id')
            .where('id', '=', merged.id)
            .where('version', '=', input.mergedVersion)
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) !== 1 || !still) {
            // Rolling back: throw inside the transaction, turn it into 'stale' outside.
            throw new StaleMerge();
          }
          await trx.updateTable('rating').set({ playerId: survivor.id }).where('playerId', '=', merged.id).execute();
          await trx.updateTable('video').set({ playerId: survivor.id }).where('playerId', '=', merged.id).execute();
          // The survivor keeps its photo; without one it takes the merged player's.
          let orphanedPhoto: string | null = null;
          if (merged.photo) {
            if (survivor.photo) orphanedPhoto = merged.photo;
            else await trx.updateTable('player').set({ photo: merged.photo }).where('id', '=', survivor.id).execute();
          }
          await trx
            .updateTable('player_alias')
            .set({ playerId: survivor.id })
            .where('playerId', '=', merged.id)
            .execute();
          await trx.insertInto('player_alias').values({ oldId: merged.id, playerId: survivor.id }).execute();
          await trx
            .insertInto('player_merge')
            .values({
              id: randomUUID(),
              survivorId: survivor.id,
              mergedId: merged.id,
              mergedBy: input.userId,
              mergedPlayer: JSON.stringify(merged),
              takenFields: JSON.stringify(input.takenFields),
              createdAt: values.timestamp(),
            })
            .execute();
          // Dismissals of the merged player cascade away with it.
          await trx.deleteFrom('player').where('id', '=', merged.id).execute();
          return { outcome: 'merged' as const, orphanedPhoto };
        })
        .catch((error: unknown) => {
          if (error instanceof StaleMerge) return { outcome: 'stale' as const };
          throw error;
        });
    },

    async aliasOf(oldId: string): Promise<string | undefined> {
      return (await db.selectFrom('player_alias').select('playerId').where('oldId', '=', oldId).executeTakeFirst())
        ?.playerId;
    },

    async mergeAudit(survivorId: string) {
      return db
        .selectFrom('player_merge')
        .select(['mergedId', 'mergedBy', 'takenFields', 'createdAt'])
        .where('survivorId', '=', survivorId)
        .execute();
    },
  };
}

class StaleMerge extends Error {}

export type DuplicatesRepository = ReturnType<typeof duplicatesRepository>;
