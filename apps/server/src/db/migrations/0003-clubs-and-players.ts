import type { Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.js';

/** Clubs, players and the clubs assigned to club users (docs/product/levels-and-access.md). */
export function clubsAndPlayersMigration(t: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('club')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('createdAt', t.timestamp, (c) => c.notNull())
        .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.createIndex('club_name_idx').on('club').column('name').execute();

      await db.schema
        .createTable('player')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('firstName', 'text', (c) => c.notNull())
        .addColumn('lastName', 'text', (c) => c.notNull())
        .addColumn('birthday', 'text')
        .addColumn('clubId', 'text', (c) => c.references('club.id').onDelete('set null'))
        .addColumn('foot', 'text')
        .addColumn('backNumberDefault', 'integer')
        .addColumn('position', 'text')
        // JSON array of positions; side-position filters use a LIKE on the quoted code.
        .addColumn('sidePositions', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('nationality', 'text')
        .addColumn('height', 'integer')
        .addColumn('watchlist', t.boolean, (c) => c.notNull().defaultTo(t.false))
        .addColumn('networkPlayer', t.boolean, (c) => c.notNull().defaultTo(t.false))
        .addColumn('valueEur', 'bigint')
        .addColumn('targetLeague', 'text')
        .addColumn('createdBy', 'text', (c) => c.references('user.id').onDelete('set null'))
        .addColumn('createdAt', t.timestamp, (c) => c.notNull())
        .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.createIndex('player_club_idx').on('player').column('clubId').execute();
      await db.schema.createIndex('player_name_idx').on('player').columns(['lastName', 'firstName']).execute();

      await db.schema
        .createTable('user_club')
        .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('clubId', 'text', (c) => c.notNull().references('club.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('user_club_pk', ['userId', 'clubId'])
        .execute();
      await db.schema.createIndex('user_club_club_idx').on('user_club').column('clubId').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of ['user_club', 'player', 'club']) await db.schema.dropTable(table).execute();
    },
  };
}
