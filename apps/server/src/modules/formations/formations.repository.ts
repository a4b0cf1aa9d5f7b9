import type { Kysely, Selectable } from 'kysely';
import { dbValues, type Engine } from '../../db/database.js';
import type { Database, FormationTable } from '../../db/schema.js';

/** `slots` is JSON: `StoredSlot[]`. */
export type FormationRow = Selectable<FormationTable>;

/** A slot as stored (decision 040): the player by id, resolved against the club's players on every read. */
export type StoredSlot = { position: string; x: number; y: number; playerId: string | null };

/** The few player columns formations and line-ups use: back number, name, positions and club. */
export type SquadPlayerRow = {
  id: string;
  firstName: string;
  lastName: string;
  backNumberDefault: number | null;
  position: string | null;
  sidePositions: string;
  clubId: string | null;
};

const COLUMNS = [
  'id',
  'clubId',
  'name',
  'shirtColour',
  'shortsColour',
  'slots',
  'createdAt',
  'updatedAt',
  'version',
] as const;
const PLAYER_COLUMNS = [
  'id',
  'firstName',
  'lastName',
  'backNumberDefault',
  'position',
  'sidePositions',
  'clubId',
] as const;

export type FormationValues = { name: string; shirtColour: string; shortsColour: string; slots: StoredSlot[] };

export function formationsRepository(db: Kysely<Database>, engine: Engine) {
  const values = dbValues(engine);
  return {
    async listOfClub(clubId: string): Promise<FormationRow[]> {
      return db
        .selectFrom('formation')
        .select(COLUMNS)
        .where('clubId', '=', clubId)
        .orderBy('name')
        .orderBy('id')
        .execute();
    },

    async find(id: string): Promise<FormationRow | undefined> {
      return db.selectFrom('formation').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    async countOfClub(clubId: string): Promise<number> {
      const row = await db
        .selectFrom('formation')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('clubId', '=', clubId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Whether another formation of the club has this name (`exceptId`: the formation being renamed). */
    async nameTaken(clubId: string, name: string, exceptId?: string): Promise<boolean> {
      let query = db.selectFrom('formation').select('id').where('clubId', '=', clubId).where('name', '=', name);
      if (exceptId) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    /**
     * Serialises formation writes of one club until the transaction ends (PostgreSQL `FOR UPDATE` on the
     * club row), so the name check and the per-club limit cannot race; SQLite runs transactions one at a
     * time anyway. False when the club does not exist.
     */
    async lockClub(clubId: string): Promise<boolean> {
      let query = db.selectFrom('club').select('id').where('id', '=', clubId);
      if (engine === 'postgres') query = query.forUpdate();
      return (await query.executeTakeFirst()) !== undefined;
    },

    async insert(id: string, clubId: string, formation: FormationValues): Promise<void> {
      const now = values.timestamp();
      await db
        .insertInto('formation')
        .values({ id, clubId, ...formation, slots: JSON.stringify(formation.slots), createdAt: now, updatedAt: now })
        .execute();
    },

    /** Replaces the formation only if nobody changed it since `version`; false when stale. */
    async update(id: string, version: number, formation: FormationValues): Promise<boolean> {
      const result = await db
        .updateTable('formation')
        .set((eb) => ({
          ...formation,
          slots: JSON.stringify(formation.slots),
          updatedAt: values.timestamp(),
          version: eb('version', '+', 1),
        }))
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async delete(id: string): Promise<boolean> {
      const result = await db.deleteFrom('formation').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** The players with these ids, whatever their club (the service checks it). */
    async players(ids: readonly string[]): Promise<SquadPlayerRow[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('player')
        .select(PLAYER_COLUMNS)
        .where('id', 'in', [...new Set(ids)])
        .execute();
    },
  };
}

export type FormationsRepository = ReturnType<typeof formationsRepository>;
