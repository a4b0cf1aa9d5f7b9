import type { Kysely } from 'kysely';
import type { Engine } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** The crest key of a club (club.crest): set under a lock, found by key for the file route. */
export function clubCrestsRepository(db: Kysely<Database>, engine: Engine) {
  return {
    /** The club's current key, the row locked for the transaction (PostgreSQL; SQLite writes one at a time). */
    async lockCrest(clubId: string): Promise<{ crest: string | null } | undefined> {
      return db
        .selectFrom('club')
        .select('crest')
        .where('id', '=', clubId)
        .$if(engine === 'postgres', (q) => q.forUpdate())
        .executeTakeFirst();
    },

    async setCrest(clubId: string, key: string | null): Promise<void> {
      await db.updateTable('club').set({ crest: key }).where('id', '=', clubId).execute();
    },

    /** Whether a club references the key (the file route serves nothing else). */
    async crestExists(key: string): Promise<boolean> {
      return (await db.selectFrom('club').select('id').where('crest', '=', key).executeTakeFirst()) !== undefined;
    },
  };
}

export type ClubCrestsRepository = ReturnType<typeof clubCrestsRepository>;
