import type { Kysely } from 'kysely';

/**
 * The list's name order is (lastName, firstName, id); with id in the index
 * deep pages need no temporary sort (measured: page 501 of 1,000 at 50,000
 * players, see docs/benchmarks.md).
 */
export const playerNameIndexMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('player_name_idx').execute();
    await db.schema.createIndex('player_name_idx').on('player').columns(['lastName', 'firstName', 'id']).execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('player_name_idx').execute();
    await db.schema.createIndex('player_name_idx').on('player').columns(['lastName', 'firstName']).execute();
  },
};
