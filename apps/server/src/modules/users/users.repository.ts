import type { ListUsersQuery } from '@touchline/core';
import type { Kysely, Transaction } from 'kysely';
import { dbValues, type Engine } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

export type UserRow = {
  id: string;
  name: string;
  email: string;
  level: number;
  image: string | null;
  createdAt: Date | string;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function usersRepository(db: Kysely<Database>, engine: Engine) {
  const values = dbValues(engine);
  return {
    async list({ q, level, limit, offset }: ListUsersQuery): Promise<{ rows: UserRow[]; total: number }> {
      let query = db.selectFrom('user');
      if (q) {
        // lower() on both sides: PostgreSQL's LIKE is case-sensitive, SQLite's is not.
        const pattern = `%${escapeLike(q.toLowerCase())}%`;
        query = query.where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['name']), 'like', eb.val(pattern)),
            eb(eb.fn('lower', ['email']), 'like', eb.val(pattern)),
          ]),
        );
      }
      if (level !== undefined) query = query.where('level', '=', level);
      const [rows, count] = await Promise.all([
        query
          .select(['id', 'name', 'email', 'level', 'image', 'createdAt'])
          .orderBy('name')
          .orderBy('id')
          .limit(limit)
          .offset(offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /** Pass `trx` inside withAdministratorsLocked: SQLite has one connection, so `db` would wait for the transaction. */
    async find(id: string, trx: Kysely<Database> = db): Promise<UserRow | undefined> {
      return trx
        .selectFrom('user')
        .select(['id', 'name', 'email', 'level', 'image', 'createdAt'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Runs `work` in a transaction in which the administrator rows are locked (PostgreSQL) or writes are serialised (SQLite). */
    async withAdministratorsLocked<T>(
      work: (trx: Transaction<Database>, administratorIds: string[]) => Promise<T>,
    ): Promise<T> {
      return db.transaction().execute(async (trx) => {
        const admins = await trx
          .selectFrom('user')
          .select('id')
          .where('level', '=', 0)
          .$if(engine === 'postgres', (qb) => qb.forUpdate())
          .execute();
        return work(
          trx,
          admins.map((a) => a.id),
        );
      });
    },

    /** Assigned clubs per user, for the given users. */
    async clubIdsOf(userIds: readonly string[], trx: Kysely<Database> = db): Promise<Map<string, string[]>> {
      const map = new Map(userIds.map((id) => [id, [] as string[]]));
      if (userIds.length === 0) return map;
      const rows = await trx
        .selectFrom('user_club')
        .select(['userId', 'clubId'])
        .where('userId', 'in', [...userIds])
        .orderBy('clubId')
        .execute();
      for (const row of rows) map.get(row.userId)?.push(row.clubId);
      return map;
    },

    async setClubs(trx: Transaction<Database>, userId: string, clubIds: readonly string[]): Promise<void> {
      await trx.deleteFrom('user_club').where('userId', '=', userId).execute();
      if (clubIds.length) {
        await trx
          .insertInto('user_club')
          .values(clubIds.map((clubId) => ({ userId, clubId })))
          .execute();
      }
    },

    async setLevel(trx: Transaction<Database>, id: string, level: number): Promise<void> {
      await trx.updateTable('user').set({ level, updatedAt: values.timestamp() }).where('id', '=', id).execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
