import type { Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.js';

/**
 * The public results page and calendar feeds (docs/product/events-and-officials.md,
 * decisions 460 and 461).
 *
 * `event_publication`: an event's public link. `token` (128 random bits,
 * base64url) is made the first time the organiser publishes and kept when
 * they unpublish, so a printed link or QR code works again once republished;
 * `publishedAt` is null while the page is off.
 *
 * `calendar_feed`: one user's feed of one team's games. Only the SHA-256
 * digest of the feed's token is kept (as for sessions, decision 360); one
 * feed per user and team, replaced when a new one is made. Deleting the
 * tournament, the team or the user removes it.
 */
export function publicResultsMigration(t: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('event_publication')
        .addColumn('eventId', 'text', (c) => c.primaryKey().references('event.id').onDelete('cascade'))
        .addColumn('token', 'text', (c) => c.notNull().unique())
        .addColumn('publishedAt', t.timestamp)
        .execute();
      await db.schema
        .createTable('calendar_feed')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('tokenHash', 'text', (c) => c.notNull().unique())
        .addColumn('tournamentId', 'text', (c) => c.notNull().references('tournament.id').onDelete('cascade'))
        .addColumn('teamId', 'text', (c) => c.notNull().references('tournament_team.id').onDelete('cascade'))
        .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('createdAt', t.timestamp, (c) => c.notNull())
        .addUniqueConstraint('calendar_feed_user_team_unique', ['userId', 'teamId'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('calendar_feed').execute();
      await db.schema.dropTable('event_publication').execute();
    },
  };
}
