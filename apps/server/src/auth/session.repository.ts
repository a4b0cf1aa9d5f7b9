import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** What resolving a request's actor reads and writes besides better-auth (session.ts). */
export function sessionRepository(db: Kysely<Database>) {
  return {
    /** Ends one session (past its absolute lifetime), by its id: the table holds only a digest of its token. */
    async revoke(sessionId: string): Promise<void> {
      await db.deleteFrom('session').where('id', '=', sessionId).execute();
    },

    /** A user's assigned clubs (docs/product/levels-and-access.md). */
    async clubIdsOf(userId: string): Promise<string[]> {
      const rows = await db.selectFrom('user_club').select('clubId').where('userId', '=', userId).execute();
      return rows.map((row) => row.clubId);
    },
  };
}

export type SessionRepository = ReturnType<typeof sessionRepository>;
