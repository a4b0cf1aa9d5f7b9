import type { Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.js';

/**
 * An event's officials (docs/product/events-and-officials.md, decisions 454–456).
 *
 * `event_invitation`: a single-use link for one person. Only the SHA-256 of
 * its token is kept (as session tokens, decision 360); it expires
 * (`expiresAt`) and is used once (`usedAt`, `usedBy`).
 *
 * `event_official`: a user who accepted an invitation, one row per event.
 *
 * `game_official`: the official assigned to record a game (one per game).
 * Removing the official from the event removes their assignments (the
 * service does it in one transaction); regenerating the event's schedule
 * replaces its games, and their assignments go with them.
 */
export function eventOfficialsMigration(t: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('event_invitation')
        .addColumn('tokenDigest', 'text', (c) => c.primaryKey())
        .addColumn('eventId', 'text', (c) => c.notNull().references('event.id').onDelete('cascade'))
        .addColumn('createdBy', 'text', (c) => c.references('user.id').onDelete('set null'))
        .addColumn('createdAt', t.timestamp, (c) => c.notNull())
        .addColumn('expiresAt', t.timestamp, (c) => c.notNull())
        .addColumn('usedAt', t.timestamp)
        .addColumn('usedBy', 'text', (c) => c.references('user.id').onDelete('set null'))
        .execute();
      await db.schema.createIndex('event_invitation_event_idx').on('event_invitation').column('eventId').execute();
      await db.schema
        .createTable('event_official')
        .addColumn('eventId', 'text', (c) => c.notNull().references('event.id').onDelete('cascade'))
        .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('createdAt', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('event_official_pk', ['eventId', 'userId'])
        .execute();
      await db.schema.createIndex('event_official_user_idx').on('event_official').column('userId').execute();
      await db.schema
        .createTable('game_official')
        .addColumn('gameId', 'text', (c) => c.primaryKey().references('game.id').onDelete('cascade'))
        .addColumn('eventId', 'text', (c) => c.notNull().references('event.id').onDelete('cascade'))
        .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .execute();
      await db.schema.createIndex('game_official_user_idx').on('game_official').column('userId').execute();
      await db.schema.createIndex('game_official_event_idx').on('game_official').column('eventId').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('game_official').execute();
      await db.schema.dropTable('event_official').execute();
      await db.schema.dropTable('event_invitation').execute();
    },
  };
}
