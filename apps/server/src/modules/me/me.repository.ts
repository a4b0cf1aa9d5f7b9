import type { Kysely } from 'kysely';
import { dbValues, type Engine } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

export type ProfileRow = {
  id: string;
  email: string;
  name: string;
  level: number;
  locale: string | null;
  isDarkMode: boolean | number;
  image: string | null;
  hasPassword: boolean;
  clubIds: string[];
  /** Ids of the tournaments the user follows, oldest follow first. */
  followedTournaments: string[];
};

export type ProfileChanges = { name?: string; locale?: string; isDarkMode?: boolean };

export function meRepository(db: Kysely<Database>, engine: Engine) {
  const values = dbValues(engine);
  return {
    async findProfile(userId: string): Promise<ProfileRow | undefined> {
      const row = await db
        .selectFrom('user')
        .select((eb) => [
          'id',
          'email',
          'name',
          'level',
          'locale',
          'isDarkMode',
          'image',
          eb
            .exists(
              eb
                .selectFrom('account')
                .select('account.id')
                .whereRef('account.userId', '=', 'user.id')
                .where('account.providerId', '=', 'credential'),
            )
            .as('hasPassword'),
        ])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!row) return undefined;
      const clubs = await db
        .selectFrom('user_club')
        .select('clubId')
        .where('userId', '=', userId)
        .orderBy('clubId')
        .execute();
      const follows = await db
        .selectFrom('tournament_follow')
        .select('tournamentId')
        .where('userId', '=', userId)
        .orderBy('createdAt')
        .orderBy('tournamentId')
        .execute();
      return {
        ...row,
        hasPassword: Boolean(row.hasPassword),
        clubIds: clubs.map((c) => c.clubId),
        followedTournaments: follows.map((f) => f.tournamentId),
      };
    },

    async updateProfile(userId: string, changes: ProfileChanges): Promise<void> {
      const { isDarkMode, ...rest } = changes;
      await db
        .updateTable('user')
        .set({
          ...rest,
          ...(isDarkMode === undefined ? {} : { isDarkMode: values.boolean(isDarkMode) }),
          updatedAt: values.timestamp(),
        })
        .where('id', '=', userId)
        .execute();
    },
  };
}

export type MeRepository = ReturnType<typeof meRepository>;
