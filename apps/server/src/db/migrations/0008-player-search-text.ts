import { normalizeName } from '@touchline/core';
import type { Kysely } from 'kysely';

/**
 * A stored search form of "first last" (core's normalizeName: full Unicode
 * lower case, umlauts spelled out, accents dropped). SQLite's lower() folds
 * ASCII only, so "MÜLLER" was not found by "müller"; now "mueller" finds
 * "Müller" too, on both engines, without a function per row.
 */
export const playerSearchTextMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('player')
      .addColumn('searchText', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    const typed = db as unknown as Kysely<{
      player: { id: string; firstName: string; lastName: string; searchText: string };
    }>;
    const rows = await typed.selectFrom('player').select(['id', 'firstName', 'lastName']).execute();
    for (const row of rows) {
      await typed
        .updateTable('player')
        .set({ searchText: normalizeName(`${row.firstName} ${row.lastName}`) })
        .where('id', '=', row.id)
        .execute();
    }
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('player').dropColumn('searchText').execute();
  },
};
