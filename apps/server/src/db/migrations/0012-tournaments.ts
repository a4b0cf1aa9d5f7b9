import type { Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.js';

/**
 * Tournaments (docs/product/tournaments.md, decision 021): the tournament with
 * its settings as JSON, its teams (one club's entry each), its groups and
 * their teams, its games, and who follows it.
 *
 * Deleting a tournament deletes everything of it (cascades). Deleting a club
 * keeps its teams under their stored name with `clubId` null, so a past
 * tournament's results stay readable. Games name their teams without a
 * cascade: the service removes a team's games itself, and refuses when they
 * have results.
 */
export function tournamentsMigration(t: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('tournament')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('title', 'text')
        .addColumn('location', 'text')
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('dateFrom', 'text', (c) => c.notNull())
        .addColumn('dateTo', 'text', (c) => c.notNull())
        .addColumn('tieBreak', 'text', (c) => c.notNull())
        // Schedule settings without the dates (contracts/tournaments.ts), as JSON.
        .addColumn('settings', 'text', (c) => c.notNull())
        // The knockout bracket of the last generated schedule (core `Bracket`), as JSON; null without one.
        .addColumn('bracket', 'text')
        // Seed of the scouting draw: the same teams give the same pairs.
        .addColumn('seed', 'integer', (c) => c.notNull())
        .addColumn('createdBy', 'text', (c) => c.references('user.id').onDelete('set null'))
        .addColumn('createdAt', t.timestamp, (c) => c.notNull())
        .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      // The hub lists the newest first.
      await db.schema.createIndex('tournament_date_idx').on('tournament').columns(['dateFrom', 'name']).execute();

      await db.schema
        .createTable('tournament_team')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('tournamentId', 'text', (c) => c.notNull().references('tournament.id').onDelete('cascade'))
        .addColumn('clubId', 'text', (c) => c.references('club.id').onDelete('set null'))
        .addColumn('name', 'text', (c) => c.notNull())
        // Order of entry: fixtures are drawn from the teams in this order.
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('tournament_team_name_idx')
        .on('tournament_team')
        .columns(['tournamentId', 'name'])
        .unique()
        .execute();
      await db.schema.createIndex('tournament_team_club_idx').on('tournament_team').column('clubId').execute();

      await db.schema
        .createTable('tournament_group')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('tournamentId', 'text', (c) => c.notNull().references('tournament.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('advancement', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('tournament_group_position_idx')
        .on('tournament_group')
        .columns(['tournamentId', 'position'])
        .unique()
        .execute();

      await db.schema
        .createTable('tournament_group_team')
        .addColumn('groupId', 'text', (c) => c.notNull().references('tournament_group.id').onDelete('cascade'))
        .addColumn('teamId', 'text', (c) => c.notNull().references('tournament_team.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('tournament_group_team_pk', ['groupId', 'teamId'])
        .execute();
      // A team sits in one group at most (docs/product/tournaments.md), whatever the service checks.
      await db.schema
        .createIndex('tournament_group_team_team_idx')
        .on('tournament_group_team')
        .column('teamId')
        .unique()
        .execute();

      await db.schema
        .createTable('game')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('tournamentId', 'text', (c) => c.notNull().references('tournament.id').onDelete('cascade'))
        // The engine's id of the fixture or bracket game ('g1-r1-m2', 'ko-r2-m1'): links a game to the bracket.
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('phase', 'text', (c) => c.notNull())
        .addColumn('groupName', 'text')
        .addColumn('round', 'integer', (c) => c.notNull())
        // Fixture order: the order the scheduler placed games in.
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('team1Id', 'text', (c) => c.references('tournament_team.id'))
        .addColumn('team2Id', 'text', (c) => c.references('tournament_team.id'))
        .addColumn('date', 'text')
        .addColumn('start', 'integer')
        .addColumn('end', 'integer')
        .addColumn('pitch', 'integer')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('scheduled'))
        .addColumn('goals1', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('goals2', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('shootout1', 'integer')
        .addColumn('shootout2', 'integer')
        .addColumn('createdAt', t.timestamp, (c) => c.notNull())
        .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.createIndex('game_tournament_idx').on('game').columns(['tournamentId', 'position']).execute();
      await db.schema.createIndex('game_team1_idx').on('game').column('team1Id').execute();
      await db.schema.createIndex('game_team2_idx').on('game').column('team2Id').execute();

      await db.schema
        .createTable('tournament_follow')
        .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('tournamentId', 'text', (c) => c.notNull().references('tournament.id').onDelete('cascade'))
        .addColumn('createdAt', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('tournament_follow_pk', ['userId', 'tournamentId'])
        .execute();
      await db.schema
        .createIndex('tournament_follow_tournament_idx')
        .on('tournament_follow')
        .column('tournamentId')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of [
        'tournament_follow',
        'game',
        'tournament_group_team',
        'tournament_group',
        'tournament_team',
        'tournament',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
