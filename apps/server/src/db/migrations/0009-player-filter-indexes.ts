import type { Kysely } from 'kysely';

/**
 * Covering indexes for the list's filters, so counting the matches of a name
 * search or a position filter reads a narrow index instead of every row
 * (measured at 50,000 players: 5.7 → 1.8 ms and 6.0 → 2.8 ms on SQLite).
 */
export const playerFilterIndexesMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createIndex('player_search_idx')
      .on('player')
      .columns(['searchText', 'nationality', 'lastName', 'firstName', 'id'])
      .execute();
    await db.schema.createIndex('player_position_idx').on('player').columns(['position', 'sidePositions']).execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('player_position_idx').execute();
    await db.schema.dropIndex('player_search_idx').execute();
  },
};
