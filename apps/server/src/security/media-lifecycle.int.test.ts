import type { Club, ErrorBody, Player, UserSummary, Video } from '@touchline/core';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { fileBytes, uploadFile } from '../../test/media.js';
import { describeEachEngine } from '../../test/engines.js';
import { itAnsweredEveryRequestWithoutA5xx } from '../../test/no-server-errors.js';
import { usersAtEveryLevel, type LevelUsers } from '../../test/levels.js';
import { createPlayer } from '../../test/players.js';
import { createClub } from '../../test/clubs.js';

const fakeMp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(2048, 5)]);

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();

describeEachEngine(
  'security: media lifecycle (merge, ranges, versions, orphans)',
  (ctx) => {
    let users: LevelUsers;
    let club: Club;
    let otherClub: Club;
    const as = (level: number) => users.clients[level]!;
    const create = (body: Record<string, unknown>) => createPlayer(as(1), body);

    beforeAll(async () => {
      users = await usersAtEveryLevel(ctx, 'medialife');
      club = await createClub(as(0), { name: 'Lifecycle FC', country: 'DE' });
      otherClub = await createClub(as(0), { name: 'Elsewhere FC', country: 'DE' });
      await as(0).patch<UserSummary>(`/api/users/${users.ids[3]}`, { clubIds: [club.id] });
    });

    it("serves the survivor's inherited photo and videos after a merge, checked against the owning row", async () => {
      const survivor = await create({ firstName: 'Mara', lastName: 'Stay', clubId: club.id });
      const merged = await create({ firstName: 'Mara', lastName: 'Gone', clubId: otherClub.id });
      const photo = await uploadFile(
        as(1),
        `/api/players/${merged.id}/photo`,
        await png(),
        'm.png',
        'image/png',
        'PUT',
      );
      expect(photo.status).toBe(200);
      const video = await uploadFile(as(1), `/api/players/${merged.id}/videos/upload`, fakeMp4, 'm.mp4', 'video/mp4');
      expect(video.status).toBe(201);
      // Before the merge the club-3 user may not see the other club's player's media.
      expect((await fileBytes(as(3), photo.body.photoUrl as string)).status).toBe(403);

      const fresh = (await as(1).get<Player>(`/api/players/${merged.id}`)).body;
      const res = await as(1).post<Player>('/api/duplicates/merge', {
        survivorId: survivor.id,
        mergedId: merged.id,
        survivorVersion: survivor.version,
        mergedVersion: fresh.version,
        takeFromMerged: [],
      });
      expect(res.status).toBe(200);
      expect(res.body.photoUrl).toBe(photo.body.photoUrl);
      const videos = (await as(1).get<{ items: Video[] }>(`/api/players/${survivor.id}/videos`)).body.items;
      expect(videos.map((v) => v.url)).toEqual([video.body.url]);

      // The files now belong to the survivor (its club): visible to its club, not to guests.
      for (const level of [0, 1, 3]) {
        expect((await fileBytes(as(level), res.body.photoUrl as string)).status).toBe(200);
        const file = await fileBytes(as(level), video.body.url);
        expect(file.status).toBe(200);
        expect(file.body.equals(fakeMp4)).toBe(true);
      }
      expect((await fileBytes(as(4), res.body.photoUrl as string)).status).toBe(403);
      expect((await fileBytes(as(4), video.body.url)).status).toBe(403);
    });

    it('answers an unsatisfiable byte range with 416 and the size, and ignores a malformed one', async () => {
      const player = await create({ firstName: 'Rhea', lastName: 'Range', clubId: club.id });
      const video = await uploadFile(as(1), `/api/players/${player.id}/videos/upload`, fakeMp4, 'r.mp4', 'video/mp4');
      expect(video.status).toBe(201);
      for (const range of [`bytes=${fakeMp4.length}-`, 'bytes=999999-1000000', 'bytes=-0']) {
        const res = await fileBytes(as(1), video.body.url, { range });
        expect(res.status, range).toBe(416);
        expect(res.headers.get('content-range'), range).toBe(`bytes */${fakeMp4.length}`);
      }
      // A Range header that is not a valid single byte range is ignored: the whole file.
      for (const range of ['items=1-2', 'bytes=9-3']) {
        const res = await fileBytes(as(1), video.body.url, { range });
        expect(res.status, range).toBe(200);
        expect(res.body.equals(fakeMp4)).toBe(true);
      }
      const tail = await fileBytes(as(1), video.body.url, { range: 'bytes=-4' });
      expect(tail.status).toBe(206);
      expect(tail.headers.get('content-range')).toBe(
        `bytes ${fakeMp4.length - 4}-${fakeMp4.length - 1}/${fakeMp4.length}`,
      );
    });

    it("raises the player's version when the photo changes, so a stale edit is refused", async () => {
      const player = await create({ firstName: 'Vera', lastName: 'Version', clubId: club.id });
      const put = await uploadFile(as(1), `/api/players/${player.id}/photo`, await png(), 'v.png', 'image/png', 'PUT');
      expect(put.status).toBe(200);
      expect(put.body.version).toBe(player.version + 1);
      const listed = await as(1).get<{ items: Player[] }>(`/api/players?q=Version`);
      expect(listed.body.items.find((p) => p.id === player.id)?.version).toBe(player.version + 1);
      expect((await as(1).get<Player>(`/api/players/${player.id}`)).body.version).toBe(player.version + 1);
      // An edit based on the version before the photo change is stale.
      const stale = await as(1).patch<ErrorBody>(`/api/players/${player.id}`, { version: player.version, height: 170 });
      expect(stale.status).toBe(409);
      const removed = await as(1).request<Player>('DELETE', `/api/players/${player.id}/photo`);
      expect(removed.status).toBe(200);
      expect(removed.body.version).toBe(player.version + 2);
      expect(removed.body.photoUrl).toBeNull();
    });

    it('sweeps orphaned and half-written files older than a few minutes at start, keeping referenced and fresh ones', async () => {
      const player = await create({ firstName: 'Otto', lastName: 'Orphan', clubId: club.id });
      const photoUrl = (
        await uploadFile(as(1), `/api/players/${player.id}/photo`, await png(), 'o.png', 'image/png', 'PUT')
      ).body.photoUrl as string;
      const videoUrl = (
        await uploadFile(as(1), `/api/players/${player.id}/videos/upload`, fakeMp4, 'o.mp4', 'video/mp4')
      ).body.url;
      const avatar = await uploadFile(as(2), '/api/me/avatar', await png(), 'me.png', 'image/png', 'PUT');
      expect(avatar.status).toBe(200);
      const avatarUrl = (avatar.body as unknown as { avatarUrl: string }).avatarUrl;
      const hour = 60 * 60 * 1000;
      const plant = async (key: string, old: boolean) => {
        await ctx.media().plant(key, old ? { ageMs: hour } : {});
        return key;
      };
      const oldOrphans = [
        await plant('players/deadbeefdeadbeefdeadbeefdeadbeef.webp', true),
        await plant('players/0123456789abcdef0123456789abcdef.webp.4242.tmp', true),
        await plant('videos/feedfacefeedfacefeedfacefeedface.mp4', true),
        await plant('videos/cafebabecafebabecafebabecafebabe.webm.77.tmp', true),
        await plant('avatars/someone-0123456789ab.webp.31.tmp', true),
        await plant('avatars/nobody-0123456789ab.webp', true),
      ];
      // Written a moment ago: possibly an upload in flight on another instance.
      const fresh = [
        await plant('players/f00df00df00df00df00df00df00df00d.webp', false),
        await plant('videos/x.mp4.9.tmp', false),
      ];
      // Referenced files stay even when old.
      for (const url of [photoUrl, videoUrl, avatarUrl]) await ctx.media().age(url, hour);

      // Another instance starts on the same data.
      const second = await buildApp(ctx.config());
      try {
        await second.ready();
      } finally {
        await second.close();
      }
      for (const key of oldOrphans) expect(await ctx.media().exists(key), key).toBe(false);
      for (const key of fresh) expect(await ctx.media().exists(key), key).toBe(true);
      for (const url of [photoUrl, videoUrl, avatarUrl]) expect(await ctx.media().exists(url), url).toBe(true);
      expect((await fileBytes(as(1), photoUrl)).status).toBe(200);
      expect((await fileBytes(as(1), videoUrl)).status).toBe(200);
      expect((await fileBytes(as(2), avatarUrl)).status).toBe(200);
      // The last answer of the suite is not a streamed file: a keep-alive socket
      // still finishing a stream when the suite closes the server would hold the
      // close until Fastify's keep-alive timeout (72 s), past the hook timeout.
      expect((await as(1).get('/api/health')).status).toBe(200);
    });

    itAnsweredEveryRequestWithoutA5xx(ctx, 'security: media lifecycle (merge, ranges, versions, orphans)');
  },
  { storages: ['local', 's3'] },
);
