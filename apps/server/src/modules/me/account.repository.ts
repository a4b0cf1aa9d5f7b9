import type { Kysely } from 'kysely';
import { dbValues, type Engine } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** Everything stored about one account, for export and deletion. */
export function accountRepository(db: Kysely<Database>, engine: Engine) {
  const values = dbValues(engine);
  return {
    async findUser(userId: string) {
      return db
        .selectFrom('user')
        .select([
          'id',
          'name',
          'email',
          'emailVerified',
          'image',
          'level',
          'locale',
          'isDarkMode',
          'termsAcceptedAt',
          'createdAt',
          'updatedAt',
        ])
        .where('id', '=', userId)
        .executeTakeFirst();
    },
    async sessions(userId: string) {
      return db
        .selectFrom('session')
        .select(['createdAt', 'updatedAt', 'expiresAt', 'userAgent'])
        .where('userId', '=', userId)
        .orderBy('createdAt')
        .execute();
    },
    async signInMethods(userId: string) {
      return db
        .selectFrom('account')
        .select(['providerId', 'createdAt', 'password'])
        .where('userId', '=', userId)
        .orderBy('createdAt')
        .execute();
    },
    async setImage(userId: string, image: string | null): Promise<void> {
      await db.updateTable('user').set({ image, updatedAt: values.timestamp() }).where('id', '=', userId).execute();
    },
    async clubIds(userId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('user_club')
        .select('clubId')
        .where('userId', '=', userId)
        .orderBy('clubId')
        .execute();
      return rows.map((r) => r.clubId);
    },
    /** Ratings the user wrote, with the rated player's name. */
    async ratingsWritten(userId: string) {
      return db
        .selectFrom('rating')
        .innerJoin('player', 'player.id', 'rating.playerId')
        .select([
          'rating.id',
          'rating.createdAt',
          'rating.globalRating',
          'rating.note',
          'player.firstName',
          'player.lastName',
        ])
        .where('rating.authorId', '=', userId)
        .orderBy('rating.createdAt')
        .execute();
    },
    async administratorCount(): Promise<number> {
      const row = await db
        .selectFrom('user')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('level', '=', 0)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** Records acceptance of the terms for the account registered with this email (once). */
    async recordTermsAcceptance(email: string): Promise<void> {
      await db
        .updateTable('user')
        .set({ termsAcceptedAt: values.timestamp() })
        .where('email', '=', email.toLowerCase())
        .where('termsAcceptedAt', 'is', null)
        .execute();
    },
    /** Sessions and sign-in methods go with the user (ON DELETE CASCADE). */
    async deleteUser(userId: string): Promise<void> {
      await db.deleteFrom('user').where('id', '=', userId).execute();
    },
  };
}

export type AccountRepository = ReturnType<typeof accountRepository>;
