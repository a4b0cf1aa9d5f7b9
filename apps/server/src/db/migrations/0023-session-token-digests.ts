import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';

/** Sessions hashed per statement batch: a page of ids read, then each row rewritten. */
const PAGE = 500;

/**
 * Session tokens at rest (decision 360): from this release the `session`
 * table keeps the SHA-256 (hex) of each token, never the token, so that a
 * copy of the database opens no session. The tokens stored before are
 * rewritten to their digests here, so everyone signed in stays signed in:
 * the cookie still carries the token, and its digest now matches the row.
 * The hashing is written out here rather than imported, so this migration
 * stays what it was when it shipped.
 */
export const sessionTokenDigestsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const database = db as Kysely<{ session: { id: string; token: string } }>;
    let after = '';
    for (;;) {
      const rows = await database
        .selectFrom('session')
        .select(['id', 'token'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(PAGE)
        .execute();
      for (const { id, token } of rows) {
        const digest = createHash('sha256').update(token).digest('hex');
        await database.updateTable('session').set({ token: digest }).where('id', '=', id).execute();
      }
      if (rows.length < PAGE) break;
      after = rows[rows.length - 1]!.id;
    }
  },
  /** A digest cannot be turned back into its token: going back ends every session (users sign in again). */
  async down(db: Kysely<unknown>): Promise<void> {
    await (db as Kysely<{ session: { id: string } }>).deleteFrom('session').execute();
  },
};
