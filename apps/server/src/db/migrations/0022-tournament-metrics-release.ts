import type { Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.js';

/**
 * Tournament metrics over ratings made at the tournament, released once (decision 340).
 *
 * `rating.gameId`: the game a rating was made at, or null. A deleted game
 * (a tournament deleted, or its schedule regenerated) leaves the rating and
 * drops the link; a rating is never lost with a game. Indexed for the metrics,
 * which read a tournament's ratings through its games.
 *
 * `tournament_metrics`: one tournament's released metrics, written by the first
 * read after the tournament was over and never changed (the primary key makes
 * concurrent first reads store one). `cells` is JSON: per position and skill
 * with 5 or more players, the rounded average, the number of players and the
 * number per club, which the per-caller subtraction rule needs. No score of any
 * single player is stored.
 */
export function tournamentMetricsReleaseMigration(t: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('rating')
        .addColumn('gameId', 'text', (c) => c.references('game.id').onDelete('set null'))
        .execute();
      await db.schema.createIndex('rating_game_idx').on('rating').column('gameId').execute();

      await db.schema
        .createTable('tournament_metrics')
        .addColumn('tournamentId', 'text', (c) => c.primaryKey().references('tournament.id').onDelete('cascade'))
        .addColumn('releasedAt', t.timestamp, (c) => c.notNull())
        .addColumn('cells', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('tournament_metrics').execute();
      await db.schema.dropIndex('rating_game_idx').execute();
      await db.schema.alterTable('rating').dropColumn('gameId').execute();
    },
  };
}
