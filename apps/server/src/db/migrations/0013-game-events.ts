import type { Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.js';

/**
 * Game recording (decision 022): the game's period with the server time it
 * began (every client shows the same running clock), and the game's events
 * (goals and cards). The events are the truth; `game.goals1`/`goals2` are the
 * score derived from them, kept in the same transaction.
 *
 * An event's id is chosen by the recording client (a UUID), so a resend never
 * doubles it. Deleting a game or a tournament deletes its events; deleting a
 * player keeps the event without its player (the goal still counts).
 */
export function gameEventsMigration(t: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // One column per statement: SQLite's ALTER TABLE adds one column at a time.
      await db.schema.alterTable('game').addColumn('period', 'text').execute();
      await db.schema.alterTable('game').addColumn('periodStartedAt', t.timestamp).execute();
      await db.schema.alterTable('game').addColumn('startedAt', t.timestamp).execute();
      await db.schema.alterTable('game').addColumn('finishedAt', t.timestamp).execute();

      await db.schema
        .createTable('game_event')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('gameId', 'text', (c) => c.notNull().references('game.id').onDelete('cascade'))
        // Denormalised from the game: statistics read a tournament's events without joining every game.
        .addColumn('tournamentId', 'text', (c) => c.notNull().references('tournament.id').onDelete('cascade'))
        // 'goal' | 'yellow' | 'secondYellow' | 'red'
        .addColumn('kind', 'text', (c) => c.notNull())
        // 1 or 2: the game's team1 or team2.
        .addColumn('team', 'integer', (c) => c.notNull())
        .addColumn('minute', 'integer')
        .addColumn('playerId', 'text', (c) => c.references('player.id').onDelete('set null'))
        .addColumn('createdBy', 'text', (c) => c.references('user.id').onDelete('set null'))
        .addColumn('createdAt', t.timestamp, (c) => c.notNull())
        .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.createIndex('game_event_game_idx').on('game_event').columns(['gameId', 'createdAt']).execute();
      await db.schema
        .createIndex('game_event_tournament_idx')
        .on('game_event')
        .columns(['tournamentId', 'kind'])
        .execute();
      await db.schema.createIndex('game_event_player_idx').on('game_event').column('playerId').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('game_event').execute();
      for (const column of ['finishedAt', 'startedAt', 'periodStartedAt', 'period']) {
        await db.schema.alterTable('game').dropColumn(column).execute();
      }
    },
  };
}
