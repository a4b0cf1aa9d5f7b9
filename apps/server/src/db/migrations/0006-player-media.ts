import type { Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.js';

/** A player's photo (a media key) and videos (https links or uploaded files). */
export function playerMediaMigration(t: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('player').addColumn('photo', 'text').execute();
      await db.schema
        .createTable('video')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('playerId', 'text', (c) => c.notNull().references('player.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        /** https link for `link`; media key (videos/<file>) for `upload`. */
        .addColumn('location', 'text', (c) => c.notNull())
        .addColumn('title', 'text')
        .addColumn('contentType', 'text')
        .addColumn('createdBy', 'text', (c) => c.references('user.id').onDelete('set null'))
        .addColumn('createdAt', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('video_player_idx').on('video').columns(['playerId', 'createdAt']).execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('video').execute();
      await db.schema.alterTable('player').dropColumn('photo').execute();
    },
  };
}
