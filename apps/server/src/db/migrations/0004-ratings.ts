import type { Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.js';

/**
 * Ratings: one dated report by one author about one player (docs/product/ratings.md).
 * The author column is set to null when the author deletes their account,
 * so the report stays as "deleted user" (docs/product/privacy.md).
 */
export function ratingsMigration(t: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('rating')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('playerId', 'text', (c) => c.notNull().references('player.id').onDelete('cascade'))
        .addColumn('authorId', 'text', (c) => c.references('user.id').onDelete('set null'))
        .addColumn('globalRating', 'integer', (c) => c.notNull())
        .addColumn('note', 'text')
        .addColumn('createdAt', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('rating_player_idx').on('rating').columns(['playerId', 'createdAt']).execute();
      await db.schema.createIndex('rating_author_idx').on('rating').column('authorId').execute();

      await db.schema
        .createTable('rating_score')
        .addColumn('ratingId', 'text', (c) => c.notNull().references('rating.id').onDelete('cascade'))
        .addColumn('skill', 'text', (c) => c.notNull())
        .addColumn('score', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('rating_score_pk', ['ratingId', 'skill'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('rating_score').execute();
      await db.schema.dropTable('rating').execute();
    },
  };
}
