import type { Kysely } from 'kysely';

/**
 * A team's pot for the draw into groups (decision 443): 1 is the first pot;
 * null (every existing team) is drawn after every pot.
 */
export const teamPotMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('tournament_team').addColumn('pot', 'integer').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('tournament_team').dropColumn('pot').execute();
  },
};
