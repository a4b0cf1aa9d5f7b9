import type { Kysely } from 'kysely';
import { dbValues, type Engine } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

export type VideoRow = {
  id: string;
  playerId: string;
  kind: string;
  location: string;
  title: string | null;
  contentType: string | null;
  createdAt: Date | string;
};

export function playerMediaRepository(db: Kysely<Database>, engine: Engine) {
  const values = dbValues(engine);
  const columns = ['id', 'playerId', 'kind', 'location', 'title', 'contentType', 'createdAt'] as const;
  return {
    /** Sets the photo key; returns the previous one so its file can go. */
    async setPhoto(playerId: string, key: string | null): Promise<string | null> {
      return db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('player').select('photo').where('id', '=', playerId).executeTakeFirst();
        await trx
          .updateTable('player')
          .set({ photo: key, updatedAt: values.timestamp() })
          .where('id', '=', playerId)
          .execute();
        return before?.photo ?? null;
      });
    },
    async videos(playerId: string): Promise<VideoRow[]> {
      return db
        .selectFrom('video')
        .select(columns)
        .where('playerId', '=', playerId)
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
    },
    async video(id: string): Promise<VideoRow | undefined> {
      return db.selectFrom('video').select(columns).where('id', '=', id).executeTakeFirst();
    },
    async videoByLocation(location: string): Promise<VideoRow | undefined> {
      return db.selectFrom('video').select(columns).where('location', '=', location).executeTakeFirst();
    },
    async addVideo(video: Omit<VideoRow, 'createdAt'> & { createdBy: string }): Promise<void> {
      await db
        .insertInto('video')
        .values({ ...video, createdAt: values.timestamp() })
        .execute();
    },
    async deleteVideo(id: string): Promise<void> {
      await db.deleteFrom('video').where('id', '=', id).execute();
    },
    /** Media keys (photo and uploaded videos) of a player, for cleaning up files when the player goes. */
    async mediaKeys(playerId: string): Promise<string[]> {
      const [player, uploads] = await Promise.all([
        db.selectFrom('player').select('photo').where('id', '=', playerId).executeTakeFirst(),
        db
          .selectFrom('video')
          .select('location')
          .where('playerId', '=', playerId)
          .where('kind', '=', 'upload')
          .execute(),
      ]);
      return [...(player?.photo ? [player.photo] : []), ...uploads.map((u) => u.location)];
    },
  };
}

export type PlayerMediaRepository = ReturnType<typeof playerMediaRepository>;
