import type { Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.js';

/**
 * The scouting plan of a tournament (decision 432).
 *
 * `scouting_plan`: one row per tournament once its plan was first saved,
 * with the version a PUT must send back (409 on a stale one).
 *
 * `scouting_assignment`: one scout at one game. Deleting the tournament, the
 * game or the account deletes the assignment; a regenerated schedule drops
 * the assignments of the games it replaced.
 */
export function scoutingPlanMigration(t: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('scouting_plan')
        .addColumn('tournamentId', 'text', (c) => c.primaryKey().references('tournament.id').onDelete('cascade'))
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('updatedBy', 'text', (c) => c.references('user.id').onDelete('set null'))
        .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('scouting_assignment')
        .addColumn('tournamentId', 'text', (c) => c.notNull().references('tournament.id').onDelete('cascade'))
        .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('gameId', 'text', (c) => c.notNull().references('game.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('scouting_assignment_pk', ['tournamentId', 'userId', 'gameId'])
        .execute();
      await db.schema.createIndex('scouting_assignment_game_idx').on('scouting_assignment').column('gameId').execute();
      await db.schema.createIndex('scouting_assignment_user_idx').on('scouting_assignment').column('userId').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('scouting_assignment').execute();
      await db.schema.dropTable('scouting_plan').execute();
    },
  };
}
