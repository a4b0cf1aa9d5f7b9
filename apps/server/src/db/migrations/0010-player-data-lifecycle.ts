import type { Kysely } from 'kysely';

/**
 * Player data lifecycle (docs/security.md):
 * - The merge audit kept the merged player's whole row (birthday,
 *   nationality, height, value, photo key, name…) as JSON, which outlived
 *   both players. The audit now keeps ids and the names of the fields taken;
 *   the column goes, and with it the values of rows written before.
 * - Media files are authorised through the row that owns them (player.photo,
 *   video.location), so those lookups get an index.
 */
export const playerDataLifecycleMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    // On SQLite the freed pages are overwritten with zeros as the column
    // goes (secure_delete is on for every connection, database.ts), so the
    // dropped values do not linger in the file.
    await db.schema.alterTable('player_merge').dropColumn('mergedPlayer').execute();
    await db.schema.createIndex('player_photo_idx').on('player').column('photo').execute();
    await db.schema.createIndex('video_location_idx').on('video').column('location').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('video_location_idx').execute();
    await db.schema.dropIndex('player_photo_idx').execute();
    // The values are gone for good; the column comes back empty.
    await db.schema
      .alterTable('player_merge')
      .addColumn('mergedPlayer', 'text', (c) => c.notNull().defaultTo('{}'))
      .execute();
  },
};
