import { sql, type Kysely } from 'kysely';
import type { Engine } from '../database.js';
import { provideTrigram } from '../pg-trigram.js';

/**
 * Indexes for the player list at 50,000 players (decision 029).
 *
 * - The age and position sorts, one index per direction, each the list's
 *   exact ORDER BY (unknown values last, then last name, first name, id), so
 *   a page's ids are read from the index in order (no sort of every row) and,
 *   with the id in the index, without reading the rows. Expression indexes
 *   work the same on both engines; a descending key cannot be served by the
 *   ascending index because the name tie-break stays ascending.
 * - Nationality, network player and watchlist: counting a filter's matches
 *   reads the matching index entries instead of every row.
 * - PostgreSQL: a trigram index on the search text, so the name search
 *   (`LIKE '%…%'`, which no B-tree serves) reads the matching rows only. The
 *   pg_trgm extension ships with PostgreSQL and is trusted (PostgreSQL 13+):
 *   the database's owner may create it. It is created once per database,
 *   in `public` when that schema exists (a schema dropped with CASCADE would
 *   take the extension and every other schema's index with it), and skipped
 *   when the extension is not available or may not be created: the search
 *   then reads every row as before, with the same results.
 */
const SORT_INDEXES = [
  ['player_age_young_idx', sql`(case when "birthday" is null then 1 else 0 end), "birthday" desc`],
  ['player_age_old_idx', sql`(case when "birthday" is null then 1 else 0 end), "birthday" asc`],
  ['player_position_asc_idx', sql`(case when "position" is null then 1 else 0 end), "position" asc`],
  ['player_position_desc_idx', sql`(case when "position" is null then 1 else 0 end), "position" desc`],
] as const;

const FILTER_INDEXES = [
  ['player_nationality_idx', 'nationality'],
  ['player_network_idx', 'networkPlayer'],
  ['player_watchlist_idx', 'watchlist'],
] as const;

export function playerListPagingMigration(engine: Engine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const [name, keys] of SORT_INDEXES) {
        await sql`create index ${sql.id(name)} on "player" (${keys}, "lastName", "firstName", "id")`.execute(db);
      }
      for (const [name, column] of FILTER_INDEXES) {
        await db.schema.createIndex(name).on('player').column(column).execute();
      }
      if (engine !== 'postgres') return;
      const schema = await provideTrigram(db);
      if (!schema) return;
      await sql`create index "player_search_trgm_idx" on "player" using gin ("searchText" ${sql.id(schema)}.gin_trgm_ops)`.execute(
        db,
      );
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (engine === 'postgres') await sql`drop index if exists "player_search_trgm_idx"`.execute(db);
      for (const [name] of [...FILTER_INDEXES, ...SORT_INDEXES]) await db.schema.dropIndex(name).execute();
    },
  };
}
