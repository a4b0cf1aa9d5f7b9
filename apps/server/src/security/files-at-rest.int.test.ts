import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createBackup } from '../backup/backup.js';
import { restoreBackup } from '../backup/restore.js';
import type { Config } from '../config.js';
import { describeEachEngine } from '../../test/engines.js';
import type { HttpClient } from '../../test/http-client.js';
import { uploadFile } from '../../test/media.js';
import { itAnsweredEveryRequestWithoutA5xx } from '../../test/no-server-errors.js';

const modeOf = (file: string) => statSync(file).mode & 0o777;

/** Every folder under `dir` (itself included) and every file, with its mode. */
function modesUnder(dir: string): { dirs: [string, number][]; files: [string, number][] } {
  const dirs: [string, number][] = [[dir, modeOf(dir)]];
  const files: [string, number][] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) dirs.push([full, modeOf(full)]);
    else if (entry.isFile()) files.push([full, modeOf(full)]);
  }
  return { dirs, files };
}

function expectPrivate(dir: string) {
  const { dirs, files } = modesUnder(dir);
  expect(files.length).toBeGreaterThan(0);
  for (const [name, mode] of dirs) expect({ name, mode: mode.toString(8) }).toEqual({ name, mode: '700' });
  for (const [name, mode] of files) expect({ name, mode: mode.toString(8) }).toEqual({ name, mode: '600' });
}

/**
 * Files at rest (decision 361): the database, its WAL and SHM, the media and
 * every backup hold password hashes, the signing secret (AUTH_SECRET unset)
 * and minors' personal data. Before the fix they were 0644 in 0755 folders:
 * any local account could copy them. Now 0600 in 0700 folders, whatever the
 * umask (this suite runs with umask 000, where the defaults would be 0666).
 */
describeEachEngine('security: data files are for the server user only', (ctx) => {
  let user: HttpClient;
  let previousUmask: number;
  const scratch = mkdtempSync(path.join(tmpdir(), 'touchline-files-'));

  beforeAll(async () => {
    previousUmask = process.umask(0o000);
    user = ctx.client();
    expect((await user.signUp('File Owner', 'file-owner@example.com')).status).toBe(200);
    const picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    expect((await uploadFile(user, '/api/me/avatar', picture, 'me.png', 'image/png', 'PUT')).status).toBe(200);
  });
  afterAll(() => {
    process.umask(previousUmask);
    rmSync(scratch, { recursive: true, force: true });
  });

  it('keeps DATA_DIR 0700, the SQLite database with its WAL and SHM 0600, and the media 0600 in 0700 folders', () => {
    const { dataDir } = ctx.config();
    expect(modeOf(dataDir).toString(8)).toBe('700');
    if (ctx.engine === 'sqlite') {
      for (const file of ['touchline.db', 'touchline.db-wal', 'touchline.db-shm']) {
        expect({ file, mode: modeOf(path.join(dataDir, file)).toString(8) }).toEqual({ file, mode: '600' });
      }
    }
    expectPrivate(path.join(dataDir, 'media'));
  });

  it('writes a backup 0700 with every file in it 0600, and restores the database 0600', async () => {
    const out = path.join(scratch, 'backups', 'today');
    const manifest = await createBackup(ctx.config(), out);
    expect(manifest.media.length).toBeGreaterThan(0);
    expect(modeOf(path.join(scratch, 'backups')).toString(8)).toBe('700');
    expectPrivate(out);

    if (ctx.engine !== 'sqlite') return;
    // A backup written before the fix (0644 in 0755) restores private all the same.
    for (const { files, dirs } of [modesUnder(out)]) {
      for (const [dir] of dirs) chmodSync(dir, 0o755);
      for (const [file] of files) chmodSync(file, 0o644);
    }
    const dataDir = path.join(scratch, 'restored', 'data');
    const restored: Config = { ...ctx.config(), dataDir };
    await restoreBackup(restored, out);
    expect(modeOf(dataDir).toString(8)).toBe('700');
    expect(modeOf(path.join(dataDir, 'touchline.db')).toString(8)).toBe('600');
    expectPrivate(path.join(dataDir, 'media'));
  });

  it('tightens the files of an installation from before at start', async () => {
    const { dataDir } = ctx.config();
    const media = path.join(dataDir, 'media');
    const loosened = [
      ...(ctx.engine === 'sqlite' ? ['touchline.db', 'touchline.db-wal', 'touchline.db-shm'] : []).map((f) =>
        path.join(dataDir, f),
      ),
      ...modesUnder(media).files.map(([file]) => file),
    ];
    chmodSync(dataDir, 0o755);
    for (const [dir] of modesUnder(media).dirs) chmodSync(dir, 0o755);
    for (const file of loosened) chmodSync(file, 0o644);
    // Not the server's: left as it is.
    const foreign = path.join(dataDir, 'notes.txt');
    writeFileSync(foreign, 'operator notes', { mode: 0o644 });

    const restarted = await buildApp(ctx.config());
    await restarted.close();

    expect(modeOf(dataDir).toString(8)).toBe('700');
    for (const file of loosened) expect({ file, mode: modeOf(file).toString(8) }).toEqual({ file, mode: '600' });
    expectPrivate(media);
    expect(modeOf(foreign).toString(8)).toBe('644');
    // The running server still reads and writes its database.
    expect((await user.get('/api/me')).status).toBe(200);
  });

  itAnsweredEveryRequestWithoutA5xx(ctx, 'security: data files are for the server user only');
});
