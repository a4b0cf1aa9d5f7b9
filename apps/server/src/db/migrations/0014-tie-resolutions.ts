import type { Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.js';

/**
 * Tie resolutions and first-round swaps (decision 023).
 *
 * A tie resolution orders a set of teams that the tie-break criteria left
 * level (a group's unresolved tie, or runners-up level for a wildcard place):
 * its method, score or note, the order (winner first), who resolved it and
 * when. One resolution per set of teams per tournament (`teamKey`, the sorted
 * ids): saving again replaces it.
 *
 * A bracket swap records one first-round swap of two entrant slots, in order,
 * so that clearing the swaps can undo them (a swap is its own inverse).
 * Deleting a tournament deletes both; deleting the resolver keeps the
 * resolution without its author.
 */
export function tieResolutionsMigration(t: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('tie_resolution')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('tournamentId', 'text', (c) => c.notNull().references('tournament.id').onDelete('cascade'))
        // The tied team ids, sorted and joined with ',' (team ids are UUIDs): one resolution per set.
        .addColumn('teamKey', 'text', (c) => c.notNull())
        // The order, best first, as a JSON array of team ids.
        .addColumn('teamOrder', 'text', (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('score', 'text')
        .addColumn('note', 'text')
        .addColumn('resolvedBy', 'text', (c) => c.references('user.id').onDelete('set null'))
        .addColumn('resolvedAt', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('tie_resolution_teams_idx')
        .on('tie_resolution')
        .columns(['tournamentId', 'teamKey'])
        .unique()
        .execute();

      await db.schema
        .createTable('bracket_swap')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('tournamentId', 'text', (c) => c.notNull().references('tournament.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        // Bracket game keys ('ko-r1-m1') and slots (1 or 2) of the two entrants swapped.
        .addColumn('gameA', 'text', (c) => c.notNull())
        .addColumn('slotA', 'integer', (c) => c.notNull())
        .addColumn('gameB', 'text', (c) => c.notNull())
        .addColumn('slotB', 'integer', (c) => c.notNull())
        .addColumn('createdBy', 'text', (c) => c.references('user.id').onDelete('set null'))
        .addColumn('createdAt', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('bracket_swap_position_idx')
        .on('bracket_swap')
        .columns(['tournamentId', 'position'])
        .unique()
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('bracket_swap').execute();
      await db.schema.dropTable('tie_resolution').execute();
    },
  };
}
