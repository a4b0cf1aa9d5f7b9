import type { Kysely } from 'kysely';
import { dbValues, type Engine } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

export type ClubRow = {
  id: string;
  name: string;
  country: string;
  createdAt: Date | string;
  updatedAt: Date | string;
  version: number;
  crest: string | null;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const COLUMNS = ['id', 'name', 'country', 'createdAt', 'updatedAt', 'version', 'crest'] as const;

export function clubsRepository(db: Kysely<Database>, engine: Engine) {
  const values = dbValues(engine);
  return {
    async list(filter: {
      q?: string | undefined;
      country?: string | undefined;
      ids?: readonly string[];
    }): Promise<ClubRow[]> {
      if (filter.ids?.length === 0) return [];
      let query = db.selectFrom('club').select(COLUMNS);
      if (filter.q) {
        const pattern = `%${escapeLike(filter.q.toLowerCase())}%`;
        query = query.where((eb) => eb(eb.fn('lower', ['name']), 'like', pattern));
      }
      if (filter.country) query = query.where('country', '=', filter.country);
      if (filter.ids) query = query.where('id', 'in', [...filter.ids]);
      return query.orderBy('name').orderBy('id').execute();
    },

    async find(id: string): Promise<ClubRow | undefined> {
      return db.selectFrom('club').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    async existing(ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('club')
        .select('id')
        .where('id', 'in', [...ids])
        .execute();
      return rows.map((r) => r.id);
    },

    async insert(club: { id: string; name: string; country: string }): Promise<void> {
      const now = values.timestamp();
      await db
        .insertInto('club')
        .values({ ...club, createdAt: now, updatedAt: now })
        .execute();
    },

    /** Applies the change only if nobody changed the club since `version`; false when stale. */
    async update(id: string, version: number, changes: { name?: string; country?: string }): Promise<boolean> {
      const result = await db
        .updateTable('club')
        .set((eb) => ({ ...changes, updatedAt: values.timestamp(), version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type ClubsRepository = ReturnType<typeof clubsRepository>;
