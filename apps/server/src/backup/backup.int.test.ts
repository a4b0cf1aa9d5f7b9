import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Player, Tournament } from '@touchline/core';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import type { Config } from '../config.js';
import { fileBytes, uploadFile } from '../../test/media.js';
import { describeEachEngine } from '../../test/engines.js';
import { HttpClient } from '../../test/http-client.js';
import { usersAtEveryLevel, type LevelUsers } from '../../test/levels.js';
import { createPlayer } from '../../test/players.js';
import { createClub } from '../../test/clubs.js';
import { startLocalS3, type LocalS3 } from '../../test/s3-server.js';
import { createTournament } from '../../test/tournaments.js';
import { createBackup } from './backup.js';
import { restoreBackup, RestoreRefused } from './restore.js';

const fakeMp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(3000, 9)]);

describeEachEngine(
  'backup and restore',
  (ctx) => {
    let users: LevelUsers;
    const as = (level: number) => users.clients[level]!;
    const scratch = mkdtempSync(path.join(tmpdir(), 'touchline-backup-'));
    const cleanups: (() => Promise<void>)[] = [];

    beforeAll(async () => {
      users = await usersAtEveryLevel(ctx, 'backup');
    });
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
      rmSync(scratch, { recursive: true, force: true });
    });

    /** An empty installation of the same kind: a new data folder, database and media store. */
    async function emptyInstallation(): Promise<Config> {
      const source = ctx.config();
      // A data folder that does not exist yet, as on a new machine.
      const dataDir = path.join(mkdtempSync(path.join(scratch, 'restored-')), 'data');
      let databaseUrl: string | undefined;
      if (source.databaseUrl) {
        const serverUrl = inject('postgresUrl')!;
        const name = `restore_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
        const admin = new pg.Client({ connectionString: serverUrl });
        await admin.connect();
        await admin.query(`create database "${name}"`);
        await admin.end();
        cleanups.push(async () => {
          const client = new pg.Client({ connectionString: serverUrl });
          await client.connect();
          // Not `with (force)`: that would cut the restored app's pool while it ends. Its last
          // connections close a moment after app.close(); wait for them (bounded).
          for (let attempt = 0; ; attempt++) {
            try {
              await client.query(`drop database "${name}"`);
              break;
            } catch (error) {
              if (attempt >= 50 || (error as { code?: string }).code !== '55006') throw error;
              await new Promise((resolve) => setTimeout(resolve, 100));
            }
          }
          await client.end();
        });
        // The same search_path as the source: the dump recreates that schema.
        const url = new URL(source.databaseUrl);
        url.pathname = `/${name}`;
        databaseUrl = url.toString();
      }
      let storage: Config['storage'] = { driver: 'local' };
      if (source.storage.driver === 's3') {
        const s3: LocalS3 = await startLocalS3();
        cleanups.push(() => s3.close());
        storage = { ...source.storage, endpoint: s3.env.S3_ENDPOINT };
      }
      return { ...source, dataDir, databaseUrl, storage };
    }

    it('copies players, ratings, media and tournaments while the server runs, and brings them back', async () => {
      const club = await createClub(as(0), { name: 'Backup FC', country: 'DE' });
      const player = await createPlayer(as(1), { firstName: 'Bea', lastName: 'Backup', clubId: club.id });
      const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#48c' } })
        .png()
        .toBuffer();
      const photo = await uploadFile(as(1), `/api/players/${player.id}/photo`, png, 'b.png', 'image/png', 'PUT');
      expect(photo.status).toBe(200);
      const video = await uploadFile(as(1), `/api/players/${player.id}/videos/upload`, fakeMp4, 'b.mp4', 'video/mp4');
      expect(video.status).toBe(201);
      const crest = await uploadFile(as(0), `/api/clubs/${club.id}/crest`, png, 'c.png', 'image/png', 'PUT');
      expect(crest.status).toBe(200);
      const crestUrl = (crest.body as unknown as { crestUrl: string }).crestUrl;
      const rating = await as(1).post(`/api/players/${player.id}/ratings`, {
        scores: { speed: 8, passing: 6 },
        globalRating: 7,
        note: 'Kept in the backup',
      });
      expect(rating.status).toBe(201);
      const tournament = await createTournament(as(1), { name: 'Backup Cup' });

      // Written while the backup runs: the copy is of one moment, before or after each.
      const during = Promise.all(
        Array.from({ length: 10 }, (_, i) => createPlayer(as(1), { firstName: 'During', lastName: `Write${i}` })),
      );
      const out = path.join(scratch, 'backup');
      const [manifest] = await Promise.all([createBackup(ctx.config(), out), during]);
      expect(manifest.engine).toBe(ctx.engine);
      // One self-contained database file (no WAL beside it), and nothing else but the media and the manifest.
      expect(readdirSync(out).sort()).toEqual([manifest.database.file, 'manifest.json', 'media'].sort());
      expect(manifest.media.map((file) => file.key).sort()).toEqual(
        [photo.body.photoUrl as string, video.body.url, crestUrl].map((url) => url.replace('/api/media/', '')).sort(),
      );

      // The running installation holds data: no restore over it unless told.
      await expect(restoreBackup(ctx.config(), out)).rejects.toBeInstanceOf(RestoreRefused);

      const target = await emptyInstallation();
      await restoreBackup(target, out);
      // A second restore onto what the first wrote is refused too.
      await expect(restoreBackup(target, out)).rejects.toThrow(/--force/);

      const restored: App = await buildApp(target);
      await restored.listen({ port: 0, host: '127.0.0.1' });
      cleanups.push(async () => {
        const closed = restored.close();
        restored.server.closeAllConnections();
        await closed;
      });
      const address = restored.server.address();
      if (!address || typeof address !== 'object') throw new Error('no address');
      // Sessions are rows too: the same cookie signs in on the restored copy.
      const there = new HttpClient(`http://127.0.0.1:${address.port}`);
      for (const [name, value] of as(1).cookies) there.cookies.set(name, value);

      const withoutDuring = (body: { items: Player[] }) => body.items.filter((p) => p.firstName !== 'During');
      const before = await as(1).get<{ items: Player[] }>('/api/players?limit=100');
      const after = await there.get<{ items: Player[] }>('/api/players?limit=100');
      expect(after.status).toBe(200);
      expect(withoutDuring(after.body)).toEqual(withoutDuring(before.body));
      expect(withoutDuring(after.body).map((p) => p.id)).toContain(player.id);
      for (const url of [
        `/api/players/${player.id}`,
        `/api/players/${player.id}/ratings`,
        `/api/players/${player.id}/videos`,
        `/api/tournaments/${tournament.id}`,
        '/api/clubs',
      ]) {
        const [a, b] = [await as(1).get(url), await there.get(url)];
        expect(b.status, url).toBe(200);
        expect(b.body, url).toEqual(a.body);
      }
      expect((await there.get<Tournament>(`/api/tournaments/${tournament.id}`)).body.name).toBe('Backup Cup');
      for (const url of [photo.body.photoUrl as string, video.body.url, crestUrl]) {
        const [a, b] = [await fileBytes(as(1), url), await fileBytes(there, url)];
        expect(b.status, url).toBe(200);
        expect(b.body.equals(a.body), url).toBe(true);
      }
      const range = await fileBytes(there, video.body.url, { range: 'bytes=4-11' });
      expect(range.body.toString('latin1')).toBe('ftypisom');
      // The last answer is not a streamed file (see media-lifecycle.int.test.ts).
      expect((await there.get('/api/health')).status).toBe(200);

      // A damaged media file stops a restore before it writes anything, even with --force.
      const damaged = path.join(out, 'media', ...manifest.media[0]!.key.split('/'));
      writeFileSync(damaged, 'not the bytes the manifest names');
      await expect(restoreBackup(target, out, { force: true })).rejects.toThrow(/does not match the manifest/);
    });
  },
  { storages: ['local', 's3'] },
);
