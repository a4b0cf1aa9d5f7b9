import type { Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.js';

/**
 * Duplicates: pairs a person said are not duplicates, the audit of merges,
 * and aliases so a merged player's old id resolves to the survivor.
 */
export function duplicatesMigration(t: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('duplicate_dismissal')
        .addColumn('playerIdA', 'text', (c) => c.notNull().references('player.id').onDelete('cascade'))
        .addColumn('playerIdB', 'text', (c) => c.notNull().references('player.id').onDelete('cascade'))
        .addColumn('dismissedBy', 'text', (c) => c.references('user.id').onDelete('set null'))
        .addColumn('createdAt', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('duplicate_dismissal_pk', ['playerIdA', 'playerIdB'])
        .execute();

      await db.schema
        .createTable('player_merge')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('survivorId', 'text', (c) => c.notNull())
        .addColumn('mergedId', 'text', (c) => c.notNull())
        .addColumn('mergedBy', 'text', (c) => c.references('user.id').onDelete('set null'))
        /** JSON: the merged player's row as it was, and the fields taken from it. */
        .addColumn('mergedPlayer', 'text', (c) => c.notNull())
        .addColumn('takenFields', 'text', (c) => c.notNull())
        .addColumn('createdAt', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('player_merge_survivor_idx').on('player_merge').column('survivorId').execute();

      await db.schema
        .createTable('player_alias')
        .addColumn('oldId', 'text', (c) => c.primaryKey())
        .addColumn('playerId', 'text', (c) => c.notNull().references('player.id').onDelete('cascade'))
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of ['player_alias', 'player_merge', 'duplicate_dismissal'])
        await db.schema.dropTable(table).execute();
    },
  };
}
