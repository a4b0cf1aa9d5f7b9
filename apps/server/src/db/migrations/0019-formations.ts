import type { Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.js';

/**
 * Formations of a club and game line-ups (decision 040).
 *
 * A formation's slots are one JSON array (position, x, y, playerId) kept in order: the list is always
 * written whole, the service checks club, eligibility and duplicates before writing, and reading
 * resolves the player ids against the club's current players (a player who left or was deleted
 * leaves the slot empty). One name per club.
 *
 * A line-up belongs to one team of one game (the team's club sets it): colours, starters with
 * position, place and back number, and substitutes with back number, as JSON the same way.
 * Deleting the game or the team deletes it; deleting the formation it started from keeps it.
 */
export function formationsMigration(t: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('formation')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('clubId', 'text', (c) => c.notNull().references('club.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('shirtColour', 'text', (c) => c.notNull())
        .addColumn('shortsColour', 'text', (c) => c.notNull())
        .addColumn('slots', 'text', (c) => c.notNull())
        .addColumn('createdAt', t.timestamp, (c) => c.notNull())
        .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createIndex('formation_club_name_idx')
        .on('formation')
        .columns(['clubId', 'name'])
        .unique()
        .execute();

      await db.schema
        .createTable('game_lineup')
        .addColumn('gameId', 'text', (c) => c.notNull().references('game.id').onDelete('cascade'))
        .addColumn('teamId', 'text', (c) => c.notNull().references('tournament_team.id').onDelete('cascade'))
        .addColumn('clubId', 'text', (c) => c.notNull().references('club.id').onDelete('cascade'))
        .addColumn('formationId', 'text', (c) => c.references('formation.id').onDelete('set null'))
        .addColumn('shirtColour', 'text', (c) => c.notNull())
        .addColumn('shortsColour', 'text', (c) => c.notNull())
        .addColumn('starters', 'text', (c) => c.notNull())
        .addColumn('substitutes', 'text', (c) => c.notNull())
        .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addPrimaryKeyConstraint('game_lineup_pk', ['gameId', 'teamId'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('game_lineup').execute();
      await db.schema.dropTable('formation').execute();
    },
  };
}
