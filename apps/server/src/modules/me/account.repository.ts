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
    /** The storage key of the user's picture, as the server stored it (never derived from `image`). */
    async avatarKey(userId: string): Promise<string | null> {
      const row = await db
        .selectFrom('user_avatar')
        .select('storageKey')
        .where('userId', '=', userId)
        .executeTakeFirst();
      return row?.storageKey ?? null;
    },
    /** Whether a picture key belongs to a user now (old and deleted users' pictures do not). */
    async isCurrentAvatar(storageKey: string): Promise<boolean> {
      const row = await db
        .selectFrom('user_avatar')
        .select('userId')
        .where('storageKey', '=', storageKey)
        .executeTakeFirst();
      return row !== undefined;
    },
    /**
     * Sets (or with null, clears) the picture's public URL on the user. The
     * storage key goes beside it with `setAvatarKey`, in the same transaction.
     */
    async setImage(userId: string, url: string | null): Promise<void> {
      await db
        .updateTable('user')
        .set({ image: url, updatedAt: values.timestamp() })
        .where('id', '=', userId)
        .execute();
    },
    /** Records (or with null, forgets) the storage key of the user's picture. */
    async setAvatarKey(userId: string, storageKey: string | null): Promise<void> {
      await db.deleteFrom('user_avatar').where('userId', '=', userId).execute();
      if (storageKey) await db.insertInto('user_avatar').values({ userId, storageKey }).execute();
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
    /** Ratings the user wrote, with the rated player's name and the skill scores. */
    async ratingsWritten(userId: string) {
      const [ratings, scores] = await Promise.all([
        db
          .selectFrom('rating')
          .innerJoin('player', 'player.id', 'rating.playerId')
          .select([
            'rating.id',
            'rating.playerId',
            'rating.createdAt',
            'rating.globalRating',
            'rating.note',
            'player.firstName',
            'player.lastName',
          ])
          .where('rating.authorId', '=', userId)
          .orderBy('rating.createdAt')
          .execute(),
        db
          .selectFrom('rating_score')
          .innerJoin('rating', 'rating.id', 'rating_score.ratingId')
          .select(['rating_score.ratingId', 'rating_score.skill', 'rating_score.score'])
          .where('rating.authorId', '=', userId)
          .orderBy('rating_score.skill')
          .execute(),
      ]);
      const scoresOf = new Map<string, Record<string, number>>();
      for (const row of scores) {
        const ofRating = scoresOf.get(row.ratingId) ?? {};
        ofRating[row.skill] = row.score;
        scoresOf.set(row.ratingId, ofRating);
      }
      return ratings.map((rating) => ({ ...rating, scores: scoresOf.get(rating.id) ?? {} }));
    },
    /** Players the user entered: who they are by name only (their details follow the viewer's access, not authorship). */
    async playersCreated(userId: string) {
      return db
        .selectFrom('player')
        .select(['id', 'firstName', 'lastName', 'createdAt'])
        .where('createdBy', '=', userId)
        .orderBy('createdAt')
        .execute();
    },
    /** Videos the user added. */
    async videosAdded(userId: string) {
      return db
        .selectFrom('video')
        .select(['id', 'playerId', 'kind', 'location', 'title', 'createdAt'])
        .where('createdBy', '=', userId)
        .orderBy('createdAt')
        .execute();
    },
    /** Tournaments the user follows, with their names, in the order they were followed. */
    async tournamentsFollowed(userId: string) {
      return db
        .selectFrom('tournament_follow')
        .innerJoin('tournament', 'tournament.id', 'tournament_follow.tournamentId')
        .select(['tournament.id', 'tournament.name', 'tournament_follow.createdAt'])
        .where('tournament_follow.userId', '=', userId)
        .orderBy('tournament_follow.createdAt')
        .orderBy('tournament.id')
        .execute();
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
    async levelOf(userId: string): Promise<number | null> {
      const row = await db.selectFrom('user').select('level').where('id', '=', userId).executeTakeFirst();
      return row?.level ?? null;
    },
    /** Sessions, sign-in methods and the picture key go with the user (ON DELETE CASCADE). */
    async deleteUser(userId: string): Promise<void> {
      await db.deleteFrom('user').where('id', '=', userId).execute();
    },
  };
}

export type AccountRepository = ReturnType<typeof accountRepository>;
