import type { Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.js';

/**
 * The ids of undone game events (decision 022). A recording client chooses an
 * event's id and resends it until it hears back, possibly after someone else
 * undid the event; without a record of the undo the resend would record it
 * again. Only the id, the game and the time are kept. Deleting the game
 * deletes them.
 */
export function gameEventTombstonesMigration(t: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('game_event_tombstone')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('gameId', 'text', (c) => c.notNull().references('game.id').onDelete('cascade'))
        .addColumn('deletedAt', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('game_event_tombstone_game_idx')
        .on('game_event_tombstone')
        .column('gameId')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('game_event_tombstone').execute();
    },
  };
}
