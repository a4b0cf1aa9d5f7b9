import type { Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.js';

/**
 * A follower's calendar feed of every followed tournament (decision 463).
 *
 * `follow_calendar_feed`: one per user (`userId` unique), replaced when a new
 * one is made. As `calendar_feed` (migration 0031, decision 461) only the
 * SHA-256 digest of the feed's token is kept. Which tournaments it lists is
 * read from `tournament_follow` on each request, so there is no tournament
 * column: unfollowing removes a tournament's games at once. Deleting the
 * user removes the feed.
 */
export function followCalendarFeedMigration(t: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('follow_calendar_feed')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('tokenHash', 'text', (c) => c.notNull().unique())
        .addColumn('userId', 'text', (c) => c.notNull().unique().references('user.id').onDelete('cascade'))
        .addColumn('createdAt', t.timestamp, (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('follow_calendar_feed').execute();
    },
  };
}
