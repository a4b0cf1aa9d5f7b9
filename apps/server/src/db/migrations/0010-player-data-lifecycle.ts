import { sql, type Kysely } from 'kysely';
import type { Engine } from '../database.js';

/**
 * Player data lifecycle (docs/security.md):
 * - The merge audit kept the merged player's whole row (birthday,
 *   nationality, height, value, photo key, name…) as JSON, which outlived
 *   both players. The audit now keeps ids and the names of the fields taken;
 *   the column goes, and with it the values of rows written before.
 * - Media files are authorised through the row that owns them (player.photo,
 *   video.location), so those lookups get an index.
 */
export function playerDataLifecycleMigration(engine: Engine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // On SQLite, freed pages are overwritten with zeros while the column
      // goes, so the dropped values do not linger in the database file.
      const secureBefore =
        engine === 'sqlite'
          ? (await sql<{ secure_delete: number }>`pragma secure_delete`.execute(db)).rows[0]?.secure_delete
          : undefined;
      if (engine === 'sqlite') await sql`pragma secure_delete = on`.execute(db);
      try {
        await db.schema.alterTable('player_merge').dropColumn('mergedPlayer').execute();
      } finally {
        if (engine === 'sqlite') await sql.raw(`pragma secure_delete = ${secureBefore ? 'on' : 'off'}`).execute(db);
      }
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
}
