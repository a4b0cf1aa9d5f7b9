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
     * survivor takes the chosen values; ratings move over; the audit
     * records ids and the names of the fields taken, never the merged
     * player's values (they would outlive both players, docs/product/privacy.md);
     * its id (and ids merged into it before) resolve to the survivor; then
     * it is deleted.
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
          // An update, not a select: it locks the merged row on PostgreSQL too,
          // so nothing (a photo upload) changes it before it is deleted.
          const still = await trx
            .updateTable('player')
            .set((eb) => ({ version: eb('version', '+', 1) }))
            .where('id', '=', merged.id)
            .where('version', '=', input.mergedVersion)
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) !== 1 || Number(still.numUpdatedRows) !== 1) {
            // Rolling back: throw inside the transaction, turn it into 'stale' outside.
            throw new StaleMerge();
          }
          // Both rows are locked now: their photos as they are, not as loaded before.
          const photos = await trx
            .selectFrom('player')
            .select(['id', 'photo'])
            .where('id', 'in', [survivor.id, merged.id])
            .execute();
          const photoOf = (id: string) => photos.find((p) => p.id === id)?.photo ?? null;
          const [survivorPhoto, mergedPhoto] = [photoOf(survivor.id), photoOf(merged.id)];
          await trx.updateTable('rating').set({ playerId: survivor.id }).where('playerId', '=', merged.id).execute();
          await trx.updateTable('video').set({ playerId: survivor.id }).where('playerId', '=', merged.id).execute();
          // The survivor keeps its photo; without one it takes the merged player's.
          let orphanedPhoto: string | null = null;
          if (mergedPhoto) {
            if (survivorPhoto) orphanedPhoto = mergedPhoto;
            else await trx.updateTable('player').set({ photo: mergedPhoto }).where('id', '=', survivor.id).execute();
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
