import type { Kysely, Selectable } from 'kysely';
import { dbValues, type Engine } from '../../db/database.js';
import type { Database, VideoTable } from '../../db/schema.js';

const VIDEO_COLUMNS = ['id', 'playerId', 'kind', 'location', 'title', 'contentType', 'createdAt'] as const;

/** A video as the API shows it: every column but who added it. */
export type VideoRow = Pick<Selectable<VideoTable>, (typeof VIDEO_COLUMNS)[number]>;

export function playerMediaRepository(db: Kysely<Database>, engine: Engine) {
  const values = dbValues(engine);
  return {
    /**
     * The player's current photo key (`photo: null` without one), or
     * undefined when the player is gone. On PostgreSQL the row stays locked
     * (FOR UPDATE) until the surrounding transaction ends, so two uploads at
     * once cannot both see the same previous photo.
     */
    async lockPhoto(playerId: string): Promise<{ photo: string | null } | undefined> {
      return db
        .selectFrom('player')
        .select('photo')
        .where('id', '=', playerId)
        .$if(engine === 'postgres', (q) => q.forUpdate())
        .executeTakeFirst();
    },
    /**
     * Sets the photo key and raises the player's version (the photo is part of
     * the player: a form based on the version before is stale).
     */
    async setPhoto(playerId: string, key: string | null): Promise<void> {
      await db
        .updateTable('player')
        .set((eb) => ({ photo: key, updatedAt: values.timestamp(), version: eb('version', '+', 1) }))
        .where('id', '=', playerId)
        .execute();
    },
    /** The player whose photo this media key is (the stored row decides, never the file name). */
    async photoOwner(key: string): Promise<string | undefined> {
      return (await db.selectFrom('player').select('id').where('photo', '=', key).executeTakeFirst())?.id;
    },
    async videos(playerId: string): Promise<VideoRow[]> {
      return db
        .selectFrom('video')
        .select(VIDEO_COLUMNS)
        .where('playerId', '=', playerId)
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
    },
    async video(id: string): Promise<VideoRow | undefined> {
      return db.selectFrom('video').select(VIDEO_COLUMNS).where('id', '=', id).executeTakeFirst();
    },
    /** The uploaded video stored under this media key (its row names the owning player). */
    async uploadByLocation(location: string): Promise<VideoRow | undefined> {
      return db
        .selectFrom('video')
        .select(VIDEO_COLUMNS)
        .where('location', '=', location)
        .where('kind', '=', 'upload')
        .executeTakeFirst();
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
