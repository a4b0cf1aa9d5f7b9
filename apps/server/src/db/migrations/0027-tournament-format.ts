import type { Kysely } from 'kysely';

/**
 * A tournament's format beyond its type (decision 440): wildcards, the
 * third-place and placement games, their shootout, A/B play-offs and
 * home-and-away legs, as one JSON object (contract `TournamentFormat`). Every
 * existing tournament keeps what it had: `{}` reads as the defaults (no
 * wildcards, no third place, one bracket, one leg). The `bracket` column keeps
 * its JSON; it now holds every play-off's bracket as an array (an object is
 * one bracket, as stored before).
 */
export const tournamentFormatMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('tournament')
      .addColumn('format', 'text', (c) => c.notNull().defaultTo('{}'))
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('tournament').dropColumn('format').execute();
  },
};
