import type { Kysely } from 'kysely';

const SERVER_AVATAR_URL = /^\/api\/media\/avatars\/([A-Za-z0-9_-]+)-([0-9a-f]{12})\.webp$/;

/**
 * The storage key of a user's picture, kept by the server alone. It used to
 * be derived from `user.image`, a text better-auth let users write, so a
 * crafted image URL made "remove my picture" delete another user's file.
 * Existing pictures are carried over only where the URL is exactly what the
 * server itself wrote for that user.
 */
export const avatarKeysMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('user_avatar')
      .addColumn('userId', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
      .addColumn('storageKey', 'text', (c) => c.notNull())
      .execute();
    const database = db as Kysely<{
      user: { id: string; image: string | null };
      user_avatar: { userId: string; storageKey: string };
    }>;
    const users = await database.selectFrom('user').select(['id', 'image']).where('image', 'is not', null).execute();
    const carried = users.flatMap(({ id, image }) => {
      const match = SERVER_AVATAR_URL.exec(image ?? '');
      return match && match[1] === id ? [{ userId: id, storageKey: `avatars/${match[1]}-${match[2]}.webp` }] : [];
    });
    for (let i = 0; i < carried.length; i += 500) {
      await database
        .insertInto('user_avatar')
        .values(carried.slice(i, i + 500))
        .execute();
    }
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('user_avatar').execute();
  },
};
