import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ErrorBody, Player, PlayerList, UserSummary, Video } from '@touchline/core';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { fileBytes, uploadFile } from '../../../test/media.js';
import { describeEachEngine } from '../../../test/engines.js';
import { usersAtEveryLevel, type LevelUsers } from '../../../test/levels.js';
import { createClub } from '../../../test/clubs.js';

const fakeMp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(4096, 3)]);

describeEachEngine(
  'player media: photo and videos',
  (ctx) => {
    let users: LevelUsers;
    let ownPlayer: Player;
    let otherPlayer: Player;
    const as = (level: number) => users.clients[level]!;

    beforeAll(async () => {
      users = await usersAtEveryLevel(ctx, 'media');
      const own = await createClub(as(0), { name: 'Media FC', country: 'DE' });
      const other = await createClub(as(0), { name: 'Away FC', country: 'DE' });
      await as(0).patch<UserSummary>(`/api/users/${users.ids[3]}`, { clubIds: [own.id] });
      ownPlayer = (await as(1).post<Player>('/api/players', { firstName: 'Pia', lastName: 'Foto', clubId: own.id }))
        .body;
      otherPlayer = (await as(1).post<Player>('/api/players', { firstName: 'Ole', lastName: 'Away', clubId: other.id }))
        .body;
    });

    it('stores a photo re-encoded without metadata, shown only to those who may see details', async () => {
      const jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#246' } })
        .jpeg()
        .withExif({ IFD0: { Artist: 'Parent Name' } })
        .toBuffer();
      const res = await uploadFile(as(3), `/api/players/${ownPlayer.id}/photo`, jpeg, 'pia.jpg', 'image/jpeg', 'PUT');
      expect(res.status).toBe(200);
      const url = res.body.photoUrl as string;
      expect(url).toMatch(/^\/api\/media\/players\/.+\.webp$/);
      const file = await fileBytes(as(1), url);
      expect(file.status).toBe(200);
      const meta = await sharp(file.body).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 800, height: 600 });
      expect(meta.exif).toBeUndefined();
      // Another club's user may not see it, nor guests.
      expect((await fileBytes(as(4), url)).status).toBe(403);
      expect((await fileBytes(ctx.client(), url)).status).toBe(401);
      expect(
        (await uploadFile(as(3), `/api/players/${otherPlayer.id}/photo`, jpeg, 'x.jpg', 'image/jpeg', 'PUT')).status,
      ).toBe(403);
    });

    it('sends photos in the player list and search only for players whose details the caller may see', async () => {
      const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#642' } })
        .png()
        .toBuffer();
      for (const player of [ownPlayer, otherPlayer]) {
        expect(
          (await uploadFile(as(1), `/api/players/${player.id}/photo`, png, 'p.png', 'image/png', 'PUT')).status,
        ).toBe(200);
      }
      const photoOf = async (level: number, q: string) => {
        const list = await as(level).get<PlayerList>(`/api/players?q=${q}`);
        expect(list.status).toBe(200);
        const [player] = list.body.items;
        return player ? { has: 'photoUrl' in player, url: player.photoUrl } : undefined;
      };
      // Levels 0–2 see every player's details; a club user only its own clubs' players'.
      for (const level of [0, 1, 2]) {
        expect((await photoOf(level, 'Away'))?.url).toMatch(/^\/api\/media\/players\//);
      }
      expect((await photoOf(3, 'Foto'))?.url).toMatch(/^\/api\/media\/players\//);
      // The deny: another club's player comes without the key at all, and the file is refused.
      expect(await photoOf(3, 'Away')).toEqual({ has: false, url: undefined });
      const otherUrl = (await as(1).get<Player>(`/api/players/${otherPlayer.id}`)).body.photoUrl as string;
      expect((await fileBytes(as(3), otherUrl)).status).toBe(403);
    });

    it('adds https video links, refuses other schemes, and lists videos', async () => {
      const ok = await as(1).post<Video>(`/api/players/${ownPlayer.id}/videos`, {
        url: 'https://videos.example.org/pia-goal',
        title: 'Goal',
      });
      expect(ok.status).toBe(201);
      expect(ok.body).toMatchObject({ kind: 'link', url: 'https://videos.example.org/pia-goal', title: 'Goal' });
      const http = await as(1).post<ErrorBody>(`/api/players/${ownPlayer.id}/videos`, {
        url: 'http://videos.example.org/x',
      });
      expect(http.status).toBe(400);
      expect(http.body.error.fields).toEqual({ url: 'INVALID_FORMAT' });
      const list = await as(3).get<{ items: Video[] }>(`/api/players/${ownPlayer.id}/videos`);
      expect(list.body.items.map((v) => v.title)).toEqual(['Goal']);
      expect((await as(3).get(`/api/players/${otherPlayer.id}/videos`)).status).toBe(403);
      expect((await as(1).get<Player>(`/api/players/${ownPlayer.id}`)).body.videoCount).toBe(1);
    });

    it('uploads MP4 checked by content, serves byte ranges for seeking, and refuses a text file named .mp4', async () => {
      const res = await uploadFile(
        as(1),
        `/api/players/${ownPlayer.id}/videos/upload`,
        fakeMp4,
        'training.mp4',
        'video/mp4',
      );
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ kind: 'upload', contentType: 'video/mp4', title: 'training' });
      const whole = await fileBytes(as(1), res.body.url);
      expect(whole.status).toBe(200);
      expect(whole.body.equals(fakeMp4)).toBe(true);
      const part = await fileBytes(as(1), res.body.url, { range: 'bytes=4-11' });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 4-11/${fakeMp4.length}`);
      expect(part.body.toString('latin1')).toBe('ftypisom');

      const fake = await uploadFile(
        as(1),
        `/api/players/${ownPlayer.id}/videos/upload`,
        Buffer.from('just some text'),
        'evil.mp4',
        'video/mp4',
      );
      expect(fake.status).toBe(415);
      expect(fake.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });

    it('is ready only with its media store answering, and names it', async () => {
      const res = await ctx.client().get<{ storage: string }>('/api/ready');
      expect(res.status).toBe(200);
      expect(res.body.storage).toBe(ctx.storage);

      // The same settings with a store that cannot answer: a bucket that does not
      // exist, or a media folder that cannot be made (a file is in its place).
      const config = ctx.config();
      const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-unready-'));
      writeFileSync(path.join(dataDir, 'media'), 'not a folder');
      const broken = await buildApp(
        config.storage.driver === 's3'
          ? { ...config, storage: { ...config.storage, bucket: 'no-such-bucket' } }
          : { ...config, dataDir },
      );
      try {
        const unready = await broken.inject({ method: 'GET', url: '/api/ready' });
        expect(unready.statusCode).toBe(503);
        expect(unready.json<ErrorBody>().error.code).toBe('SERVICE_UNAVAILABLE');
        expect((await broken.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      } finally {
        await broken.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    });

    it('deletes a player with its media files', async () => {
      const player = (await as(1).post<Player>('/api/players', { firstName: 'Gone', lastName: 'Soon' })).body;
      const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
        .png()
        .toBuffer();
      const photo = (await uploadFile(as(1), `/api/players/${player.id}/photo`, png, 'p.png', 'image/png', 'PUT')).body
        .photoUrl as string;
      const video = (await uploadFile(as(1), `/api/players/${player.id}/videos/upload`, fakeMp4, 'v.mp4', 'video/mp4'))
        .body.url;
      expect(await ctx.media().exists(photo)).toBe(true);
      expect(await ctx.media().exists(video)).toBe(true);
      expect((await as(1).request('DELETE', `/api/players/${player.id}`)).status).toBe(204);
      expect(await ctx.media().exists(photo)).toBe(false);
      expect(await ctx.media().exists(video)).toBe(false);
    });
  },
  { storages: ['local', 's3'] },
);
