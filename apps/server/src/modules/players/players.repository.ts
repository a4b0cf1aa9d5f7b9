import { normalizeName, type ListPlayersQuery, type NewPlayerValues } from '@touchline/core';
import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import { dbValues, type Engine } from '../../db/database.js';
import type { Database, PlayerTable } from '../../db/schema.js';

type DbValues = ReturnType<typeof dbValues>;

export type PlayerRow = Selectable<PlayerTable> & { videoCount: number | string | null };

/**
 * Column values as the service thinks of them (core's mapping of a new player
 * to what is stored); the repository stores them per engine.
 */
export type PlayerValues = NewPlayerValues;

export type PlayerListFilter = Omit<ListPlayersQuery, 'sort' | 'limit' | 'offset'> & {
  /** Restrict to these clubs (a club user filtering on personal details sees only own clubs' players). */
  onlyClubIds?: readonly string[];
  /** Leave out free players (callers who may not see the free players list). */
  withClubOnly?: boolean;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const videoCount = (eb: ExpressionBuilder<Database, 'player'>) =>
  eb
    .selectFrom('video')
    .select((v) => v.fn.countAll<number | string>().as('n'))
    .whereRef('video.playerId', '=', 'player.id')
    .as('videoCount');

/** Column values of a player as this engine stores them. */
const playerColumns = (values: DbValues) => (v: Partial<PlayerValues>) => {
  const { sidePositions, watchlist, networkPlayer, ...rest } = v;
  return {
    ...rest,
    // Kept in step with the names (updates pass both names when either changes).
    ...(v.firstName !== undefined && v.lastName !== undefined
      ? { searchText: normalizeName(`${v.firstName} ${v.lastName}`) }
      : {}),
    ...(sidePositions === undefined ? {} : { sidePositions: JSON.stringify(sidePositions) }),
    ...(watchlist === undefined ? {} : { watchlist: values.boolean(watchlist) }),
    ...(networkPlayer === undefined ? {} : { networkPlayer: values.boolean(networkPlayer) }),
  };
};

/** The players a list filter matches, before paging and sorting. */
function filteredPlayers(db: Kysely<Database>, values: DbValues, filter: PlayerListFilter) {
  let query = db.selectFrom('player');
  if (filter.q) {
    // searchText covers first name, last name and "first last" (letters
    // only); a number also finds the back number (the rating dialog's
    // search). A query with no letters ("2012", "--") is no name search:
    // as a pattern it would be '%%' and match everyone.
    const needle = normalizeName(filter.q);
    const backNumber = /^\d{1,3}$/.test(filter.q) ? Number(filter.q) : null;
    query = query.where((eb) =>
      eb.or([
        ...(needle ? [eb('searchText', 'like', `%${escapeLike(needle)}%`)] : []),
        ...(backNumber === null ? [] : [eb('backNumberDefault', '=', backNumber)]),
        ...(!needle && backNumber === null ? [sql<boolean>`1 = 0`] : []),
      ]),
    );
  }
  if (filter.nationality) query = query.where('nationality', '=', filter.nationality);
  if (filter.position) {
    const position = filter.position;
    query = query.where((eb) => eb.or([eb('position', '=', position), eb('sidePositions', 'like', `%"${position}"%`)]));
  }
  if (filter.watchlist !== undefined) query = query.where('watchlist', '=', values.boolean(filter.watchlist));
  if (filter.networkPlayer !== undefined) {
    query = query.where('networkPlayer', '=', values.boolean(filter.networkPlayer));
  }
  if (filter.clubId) query = query.where('clubId', '=', filter.clubId);
  if (filter.free) query = query.where('clubId', 'is', null);
  if (filter.withClubOnly) query = query.where('clubId', 'is not', null);
  if (filter.onlyClubIds) {
    query = filter.onlyClubIds.length
      ? query.where('clubId', 'in', [...filter.onlyClubIds])
      : query.where(sql<boolean>`1 = 0`);
  }
  return query;
}

export function playersRepository(db: Kysely<Database>, engine: Engine) {
  const values = dbValues(engine);

  const toColumns = playerColumns(values);
  const filtered = (filter: PlayerListFilter) => filteredPlayers(db, values, filter);

  /**
   * Inserts the players, 500 per statement. More than 500 are several
   * statements: a caller that needs all or none runs this in a transaction.
   */
  async function insertMany(rows: readonly { id: string; player: PlayerValues }[], createdBy: string): Promise<void> {
    const now = values.timestamp();
    const toRow = ({ id, player }: { id: string; player: PlayerValues }) => ({
      id,
      ...toColumns(player),
      firstName: player.firstName,
      lastName: player.lastName,
      sidePositions: JSON.stringify(player.sidePositions),
      watchlist: values.boolean(player.watchlist),
      networkPlayer: values.boolean(player.networkPlayer),
      createdBy,
      createdAt: now,
      updatedAt: now,
    });
    // Chunks keep each statement under SQLite's bound-parameter limit.
    for (let i = 0; i < rows.length; i += 500) {
      await db
        .insertInto('player')
        .values(rows.slice(i, i + 500).map(toRow))
        .execute();
    }
  }

  return {
    /**
     * One page of the list and the number of matches. The page is a deferred
     * join (decision 029): its ids are read first, in order, from an index
     * holding the sort keys and the id (player_name_idx, the age and position
     * sort indexes of migration 0021), so OFFSET skips index entries rather
     * than whole rows and nothing is sorted; then only those rows are loaded,
     * with their video counts.
     */
    async list(filter: PlayerListFilter, sort: ListPlayersQuery['sort'], limit: number, offset: number) {
      const descending = sort.startsWith('-');
      const key = sort.replace('-', '') as 'name' | 'age' | 'position';
      const direction = descending ? 'desc' : 'asc';
      let query = filtered(filter).select('player.id');
      // Each ORDER BY below is, key for key, one index of migration 0021 (or player_name_idx):
      // keep them in step.
      if (key === 'age') {
        // Youngest first for ascending age = latest birthday first; unknown birthdays last either way.
        query = query
          .orderBy(sql`case when "birthday" is null then 1 else 0 end`)
          .orderBy('birthday', descending ? 'asc' : 'desc');
      } else if (key === 'position') {
        query = query.orderBy(sql`case when "position" is null then 1 else 0 end`).orderBy('position', direction);
      }
      // A name search matches few rows, and its count needs all of them: filtering
      // first and sorting the matches beats walking the name index in order.
      // The index is hidden from the sort (`+` on SQLite, `|| ''` on PostgreSQL,
      // same order and collation). SQLite: 12.3 → 6.3 ms at 50,000 players;
      // PostgreSQL, once the table has statistics, chose the name index and
      // read 50,000 rows: p50 29 ms, trigram index and sort 4 ms (decision 029).
      const lastName = !filter.q ? sql.ref('lastName') : engine === 'sqlite' ? sql`+"lastName"` : sql`"lastName" || ''`;
      query = query
        .orderBy(lastName, key === 'name' ? direction : 'asc')
        .orderBy('firstName')
        .orderBy('id');
      const counted = filtered(filter).select((eb) => eb.fn.countAll<number | string>().as('n'));
      // A name search reads its matches once: the page's ids carry the count
      // of all matches (a window over them), instead of a second scan of the
      // search index for the count (SQLite scans it whole for `LIKE '%…%'`).
      // Past the last page there is no row to carry it: counted on its own.
      const [ids, total] = filter.q
        ? await query
            .select((eb) => eb.fn.countAll<number | string>().over().as('total'))
            .limit(limit)
            .offset(offset)
            .execute()
            .then(
              async (found) =>
                [
                  found,
                  found[0] ? Number(found[0].total) : Number((await counted.executeTakeFirstOrThrow()).n),
                ] as const,
            )
        : await Promise.all([
            query.limit(limit).offset(offset).execute(),
            counted.executeTakeFirstOrThrow().then((c) => Number(c.n)),
          ]);
      const page = ids.length
        ? await db
            .selectFrom('player')
            .selectAll('player')
            // Computed for this page's rows only.
            .select(videoCount)
            .where(
              'id',
              'in',
              ids.map((r) => r.id),
            )
            .execute()
        : [];
      const byId = new Map(page.map((row) => [row.id, row]));
      const rows: PlayerRow[] = ids.flatMap(({ id }) => byId.get(id) ?? []);
      return { rows, total };
    },

    async find(id: string): Promise<PlayerRow | undefined> {
      return db.selectFrom('player').selectAll('player').select(videoCount).where('id', '=', id).executeTakeFirst();
    },

    async insert(id: string, player: PlayerValues, createdBy: string): Promise<void> {
      await insertMany([{ id, player }], createdBy);
    },

    insertMany,

    /**
     * Applies the change only to the row as the caller read and checked it:
     * same version and same club, in the UPDATE's own WHERE, so the check and
     * the write are one atomic statement (PostgreSQL re-evaluates the WHERE on
     * a row changed by a concurrent transaction). False when stale.
     */
    async update(
      id: string,
      expected: { version: number; clubId: string | null },
      changes: Partial<PlayerValues>,
    ): Promise<boolean> {
      const result = await db
        .updateTable('player')
        .set((eb) => ({ ...toColumns(changes), updatedAt: values.timestamp(), version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('version', '=', expected.version)
        .where('clubId', expected.clubId === null ? 'is' : '=', expected.clubId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The club of each of these players that exists (null: a free player). */
    async clubsOf(playerIds: readonly string[]): Promise<Map<string, string | null>> {
      const rows = await db
        .selectFrom('player')
        .select(['id', 'clubId'])
        .where('id', 'in', [...playerIds])
        .execute();
      return new Map(rows.map((r) => [r.id, r.clubId]));
    },

    /** Moves those of these players that are still free into the club. */
    async assignFree(playerIds: readonly string[], clubId: string): Promise<void> {
      await db
        .updateTable('player')
        .set((eb) => ({ clubId, updatedAt: values.timestamp(), version: eb('version', '+', 1) }))
        .where('id', 'in', [...playerIds])
        .where('clubId', 'is', null)
        .execute();
    },

    /** Deletes the player if it is still in the club the caller checked; false otherwise. */
    async delete(id: string, expected: { clubId: string | null }): Promise<boolean> {
      const result = await db
        .deleteFrom('player')
        .where('id', '=', id)
        .where('clubId', expected.clubId === null ? 'is' : '=', expected.clubId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}

export type PlayersRepository = ReturnType<typeof playersRepository>;
