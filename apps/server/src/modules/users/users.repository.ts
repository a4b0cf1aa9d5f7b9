import type { ListUsersQuery } from '@touchline/core';
import type { Kysely } from 'kysely';
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

    async find(id: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('user')
        .select(['id', 'name', 'email', 'level', 'image', 'createdAt'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /**
     * The administrators' ids, their rows locked (PostgreSQL: FOR UPDATE)
     * until the surrounding transaction ends; on SQLite the transaction holds
     * the one connection, so writes are serialised anyway. Call it first
     * inside `store.transaction` wherever a rule counts administrators (level
     * changes, club assignments, account deletion): one rule, one lock.
     */
    async lockAdministrators(): Promise<string[]> {
      const admins = await db
        .selectFrom('user')
        .select('id')
        .where('level', '=', 0)
        .$if(engine === 'postgres', (qb) => qb.forUpdate())
        .execute();
      return admins.map((a) => a.id);
    },

    /** Assigned clubs per user, for the given users. */
    async clubIdsOf(userIds: readonly string[]): Promise<Map<string, string[]>> {
      const map = new Map(userIds.map((id) => [id, [] as string[]]));
      if (userIds.length === 0) return map;
      const rows = await db
        .selectFrom('user_club')
        .select(['userId', 'clubId'])
        .where('userId', 'in', [...userIds])
        .orderBy('clubId')
        .execute();
      for (const row of rows) map.get(row.userId)?.push(row.clubId);
      return map;
    },

    /** Replaces the user's clubs: two statements, so call it inside a transaction. */
    async setClubs(userId: string, clubIds: readonly string[]): Promise<void> {
      await db.deleteFrom('user_club').where('userId', '=', userId).execute();
      if (clubIds.length) {
        await db
          .insertInto('user_club')
          .values(clubIds.map((clubId) => ({ userId, clubId })))
          .execute();
      }
    },

    async setLevel(id: string, level: number): Promise<void> {
      await db.updateTable('user').set({ level, updatedAt: values.timestamp() }).where('id', '=', id).execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
