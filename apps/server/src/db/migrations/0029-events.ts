import type { Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.js';

/**
 * Events and their divisions (docs/product/events-and-officials.md, decision 450).
 *
 * `event`: one cup with its dates, the clubs that asked for their teams never
 * to play at the same time (JSON list of club ids) and the version a change
 * must send back (409 on a stale one).
 *
 * `event_pitch`: the venue's named pitches, numbered by `position` (1, 2, …);
 * a division's game on pitch n is on the event pitch at position n. Pitches
 * are added, never renumbered.
 *
 * `event_division`: a tournament that is a division of an event, with its age
 * class and the pitches it may use (JSON lists of pitch ids; null: every
 * pitch), per date too. Deleting the tournament removes the row; deleting the
 * event removes its pitches and division links (the tournaments stay).
 */
export function eventsMigration(t: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('event')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('dateFrom', 'text', (c) => c.notNull())
        .addColumn('dateTo', 'text', (c) => c.notNull())
        .addColumn('apartClubIds', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('createdBy', 'text', (c) => c.references('user.id').onDelete('set null'))
        .addColumn('createdAt', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('event_pitch')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('eventId', 'text', (c) => c.notNull().references('event.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addUniqueConstraint('event_pitch_position_unique', ['eventId', 'position'])
        .execute();
      await db.schema
        .createTable('event_division')
        .addColumn('tournamentId', 'text', (c) => c.primaryKey().references('tournament.id').onDelete('cascade'))
        .addColumn('eventId', 'text', (c) => c.notNull().references('event.id').onDelete('cascade'))
        .addColumn('ageClass', 'text')
        .addColumn('pitchIds', 'text')
        .addColumn('pitchIdsByDate', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('event_division_event_idx').on('event_division').column('eventId').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('event_division').execute();
      await db.schema.dropTable('event_pitch').execute();
      await db.schema.dropTable('event').execute();
    },
  };
}
