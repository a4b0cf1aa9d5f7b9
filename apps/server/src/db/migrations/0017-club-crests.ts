import type { Kysely } from 'kysely';

/**
 * A club's crest (decision 294): the storage key of its picture, written by the
 * server alone (`crests/<random>.webp`), like a player's photo. Indexed: the
 * crest file route and the orphan sweep find the club by its key.
 */
export const clubCrestsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('club').addColumn('crest', 'text').execute();
    await db.schema.createIndex('club_crest_idx').on('club').column('crest').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('club_crest_idx').execute();
    await db.schema.alterTable('club').dropColumn('crest').execute();
  },
};
