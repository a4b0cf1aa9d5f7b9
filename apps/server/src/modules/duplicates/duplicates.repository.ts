import { randomUUID } from 'node:crypto';
import type { DuplicateInput } from '@touchline/core';
import type { Kysely, Updateable } from 'kysely';
import { dbValues, type Engine } from '../../db/database.js';
import type { Database, PlayerTable } from '../../db/schema.js';

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

    /** Forgets "not a duplicate" for the pair (ids in ascending order). */
    async undismiss(ids: [string, string]): Promise<void> {
      await db
        .deleteFrom('duplicate_dismissal')
        .where('playerIdA', '=', ids[0])
        .where('playerIdB', '=', ids[1])
        .execute();
    },

    // The merge's statements, in the order duplicatesService.merge runs them
    // inside one transaction.

    /** Writes the survivor's chosen values if it is still at `version`; false when stale. */
    async updateSurvivor(id: string, version: number, changes: Updateable<PlayerTable>): Promise<boolean> {
      const updated = await db
        .updateTable('player')
        .set((eb) => ({ ...changes, updatedAt: values.timestamp(), version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    /**
     * Raises the merged player's version if it is still at `version`; false
     * when stale. An update, not a select: it locks the merged row on
     * PostgreSQL too, so nothing (a photo upload) changes it before it is deleted.
     */
    async lockMerged(id: string, version: number): Promise<boolean> {
      const still = await db
        .updateTable('player')
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(still.numUpdatedRows) === 1;
    },

    /** The photo keys of these players as stored now. */
    async photos(ids: readonly string[]): Promise<Map<string, string | null>> {
      const rows = await db
        .selectFrom('player')
        .select(['id', 'photo'])
        .where('id', 'in', [...ids])
        .execute();
      return new Map(rows.map((r) => [r.id, r.photo]));
    },

    /** Ratings, videos and recorded goals and cards of one player move to the other. */
    async moveRatingsAndVideos(fromId: string, toId: string): Promise<void> {
      await db.updateTable('rating').set({ playerId: toId }).where('playerId', '=', fromId).execute();
      await db.updateTable('video').set({ playerId: toId }).where('playerId', '=', fromId).execute();
      // Otherwise deleting the merged player would leave its game events without a player (decision 024).
      await db.updateTable('game_event').set({ playerId: toId }).where('playerId', '=', fromId).execute();
    },

    async setPhoto(playerId: string, photo: string): Promise<void> {
      await db.updateTable('player').set({ photo }).where('id', '=', playerId).execute();
    },

    /** The merged player's id, and ids merged into it before, resolve to the survivor from now on. */
    async redirectAliases(mergedId: string, survivorId: string): Promise<void> {
      await db.updateTable('player_alias').set({ playerId: survivorId }).where('playerId', '=', mergedId).execute();
      await db.insertInto('player_alias').values({ oldId: mergedId, playerId: survivorId }).execute();
    },

    /** The audit: ids and the names of the fields taken, never the merged player's values. */
    async recordMerge(merge: {
      survivorId: string;
      mergedId: string;
      mergedBy: string;
      takenFields: readonly string[];
    }): Promise<void> {
      await db
        .insertInto('player_merge')
        .values({
          id: randomUUID(),
          survivorId: merge.survivorId,
          mergedId: merge.mergedId,
          mergedBy: merge.mergedBy,
          takenFields: JSON.stringify(merge.takenFields),
          createdAt: values.timestamp(),
        })
        .execute();
    },

    /** Dismissals of the deleted player cascade away with it. */
    async deletePlayer(id: string): Promise<void> {
      await db.deleteFrom('player').where('id', '=', id).execute();
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

export type DuplicatesRepository = ReturnType<typeof duplicatesRepository>;
