import { randomBytes, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Actor, AddVideoLink, Player, Video } from '@touchline/core';
import type { Store } from '../../db/unit-of-work.js';
import { assertCan } from '../../http/access.js';
import { AppError, orNotFound } from '../../http/errors.js';
import { toPhoto } from '../../storage/images.js';
import type { MediaStorage } from '../../storage/media-storage.js';
import { parseRange, sniffVideo } from '../../storage/videos.js';
import type { PlayerRow, PlayersRepository } from '../players/players.repository.js';
import { presentPlayer } from '../players/player.presenter.js';
import type { PlayerMediaRepository, VideoRow } from './player-media.repository.js';

const presentVideo = (row: VideoRow): Video => ({
  id: row.id,
  playerId: row.playerId,
  kind: row.kind === 'upload' ? 'upload' : 'link',
  url: row.kind === 'upload' ? `/api/media/${row.location}` : row.location,
  title: row.title,
  contentType: row.contentType,
  createdAt: new Date(row.createdAt).toISOString(),
});

/** A media file to send: whole, one byte range of it, or a range it does not have (416). */
export type MediaFile =
  | { kind: 'whole'; contentType: string; size: number; stream: Readable }
  | { kind: 'part'; contentType: string; size: number; range: { start: number; end: number }; stream: Readable }
  | { kind: 'unsatisfiable'; size: number };

export type PlayerMediaStore = Store<{ playerMedia: PlayerMediaRepository; players: PlayersRepository }>;

/**
 * A player's photo and videos (docs/product/media.md). Media follow the player's
 * visibility: reading needs the player's personal details, changing needs
 * the right to edit the player.
 */
export function playerMediaService(store: PlayerMediaStore, storage: MediaStorage) {
  const load = (id: string): Promise<PlayerRow> => orNotFound(store.players.find(id), 'PLAYER_NOT_FOUND');
  const mayRead = (actor: Actor, player: PlayerRow) =>
    assertCan(actor, 'player.viewPersonalDetails', { clubId: player.clubId });
  const mayEdit = (actor: Actor, player: PlayerRow) =>
    assertCan(actor, 'player.editDetails', { clubId: player.clubId });
  // A random name that says nothing about the player: who owns a file is
  // decided by its row (player.photo, video.location), never by its name,
  // which stays the same when a merge moves the file to another player.
  const fileName = (extension: string) => `${randomBytes(16).toString('hex')}.${extension}`;

  /**
   * Replaces the photo key, the row locked while read. Returns the previous
   * key so its file can go, or `updated: false` when the player is gone (a
   * new file must go then).
   */
  const replacePhoto = (playerId: string, key: string | null) =>
    store.transaction(async ({ playerMedia }) => {
      const before = await playerMedia.lockPhoto(playerId);
      if (!before) return { updated: false, previous: null };
      await playerMedia.setPhoto(playerId, key);
      return { updated: true, previous: before.photo };
    });

  return {
    async setPhoto(actor: Actor, playerId: string, upload: Buffer): Promise<Player> {
      const player = await load(playerId);
      mayEdit(actor, player);
      const image = await toPhoto(upload);
      const key = `players/${fileName('webp')}`;
      await storage.put(key, image);
      let result: Awaited<ReturnType<typeof replacePhoto>>;
      try {
        result = await replacePhoto(playerId, key);
      } catch (error) {
        await storage.delete(key);
        throw error;
      }
      // Deleted (or merged away) meanwhile: the new file has no owner.
      if (!result.updated) {
        await storage.delete(key);
        throw new AppError(404, 'PLAYER_NOT_FOUND');
      }
      if (result.previous) await storage.delete(result.previous);
      return presentPlayer(await load(playerId), actor);
    },

    async removePhoto(actor: Actor, playerId: string): Promise<Player> {
      const player = await load(playerId);
      mayEdit(actor, player);
      const { updated, previous } = await replacePhoto(playerId, null);
      if (!updated) throw new AppError(404, 'PLAYER_NOT_FOUND');
      if (previous) await storage.delete(previous);
      return presentPlayer(await load(playerId), actor);
    },

    async videos(actor: Actor, playerId: string): Promise<{ items: Video[] }> {
      mayRead(actor, await load(playerId));
      return { items: (await store.playerMedia.videos(playerId)).map(presentVideo) };
    },

    async addLink(actor: Actor, playerId: string, input: AddVideoLink): Promise<Video> {
      mayEdit(actor, await load(playerId));
      const id = randomUUID();
      await store.playerMedia.addVideo({
        id,
        playerId,
        kind: 'link',
        location: input.url,
        title: input.title ?? null,
        contentType: null,
        createdBy: actor.id,
      });
      return presentVideo((await store.playerMedia.video(id))!);
    },

    /** `assertComplete` throws when the upload was cut at the size limit; the stored file then goes. */
    async upload(
      actor: Actor,
      playerId: string,
      file: Readable,
      title: string | null,
      assertComplete: () => void,
    ): Promise<Video> {
      mayEdit(actor, await load(playerId));
      const { contentType, stream } = await sniffVideo(file);
      const key = `videos/${fileName(contentType === 'video/mp4' ? 'mp4' : 'webm')}`;
      await storage.putStream(key, stream);
      try {
        assertComplete();
      } catch (error) {
        await storage.delete(key);
        throw error;
      }
      const id = randomUUID();
      try {
        await store.playerMedia.addVideo({
          id,
          playerId,
          kind: 'upload',
          location: key,
          title,
          contentType,
          createdBy: actor.id,
        });
      } catch (error) {
        // No row, no owner: the file goes. A player deleted meanwhile is a 404.
        await storage.delete(key);
        if (!(await store.players.find(playerId))) throw new AppError(404, 'PLAYER_NOT_FOUND');
        throw error;
      }
      return presentVideo((await store.playerMedia.video(id))!);
    },

    async deleteVideo(actor: Actor, playerId: string, videoId: string): Promise<void> {
      const player = await load(playerId);
      mayEdit(actor, player);
      const video = await store.playerMedia.video(videoId);
      if (!video || video.playerId !== playerId) throw new AppError(404, 'VIDEO_NOT_FOUND');
      await store.playerMedia.deleteVideo(videoId);
      if (video.kind === 'upload') await storage.delete(video.location);
    },

    /**
     * Resolves a media file to the player that owns it, through the row that
     * references it (player.photo or the video's row), never through its
     * name, and checks the reader may see that player's media.
     */
    async authorizeFile(actor: Actor, key: string): Promise<{ contentType: string }> {
      // A key of neither kind has no owner, so no player: 404 like a key no row references.
      let ownerId: string | undefined;
      let contentType = 'application/octet-stream';
      if (key.startsWith('players/')) {
        ownerId = await store.playerMedia.photoOwner(key);
        contentType = 'image/webp';
      } else if (key.startsWith('videos/')) {
        const video = await store.playerMedia.uploadByLocation(key);
        ownerId = video?.playerId;
        contentType = video?.contentType ?? contentType;
      }
      const player = await orNotFound(ownerId ? store.players.find(ownerId) : undefined);
      mayRead(actor, player);
      return { contentType };
    },

    /**
     * A player's photo or uploaded video for a reader who may see it
     * (`authorizeFile`), whole or the byte range the `Range` header asks for.
     */
    async file(actor: Actor, key: string, rangeHeader: string | undefined): Promise<MediaFile> {
      const { contentType } = await this.authorizeFile(actor, key);
      const whole = await orNotFound(storage.get(key));
      const range = parseRange(rangeHeader, whole.size);
      if (range === 'unsatisfiable') {
        whole.stream.destroy();
        return { kind: 'unsatisfiable', size: whole.size };
      }
      if (!range) return { kind: 'whole', contentType, size: whole.size, stream: whole.stream };
      whole.stream.destroy();
      const part = await orNotFound(storage.get(key, range));
      return { kind: 'part', contentType, size: whole.size, range, stream: part.stream };
    },

    /** Media files of a player, deleted with the player (docs/product/privacy.md). */
    async deleteFilesOf(playerId: string): Promise<() => Promise<void>> {
      const keys = await store.playerMedia.mediaKeys(playerId);
      return async () => {
        await Promise.all(keys.map((key) => storage.delete(key)));
      };
    },
  };
}

export type PlayerMediaService = ReturnType<typeof playerMediaService>;
