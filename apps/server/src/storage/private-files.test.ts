import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPrivateFileSync, ensurePrivateDir, tightenDataDir } from './private-files.js';

const modeOf = (file: string) => (statSync(file).mode & 0o7777).toString(8);

describe('private files (decision 361)', () => {
  let root: string;
  let previousUmask: number;
  beforeEach(() => {
    // The most permissive umask: every mode below comes from the code, not from it.
    previousUmask = process.umask(0o000);
    root = mkdtempSync(path.join(tmpdir(), 'private-files-'));
    chmodSync(root, 0o755);
  });
  afterEach(() => {
    process.umask(previousUmask);
    rmSync(root, { recursive: true, force: true });
  });

  it('creates missing folders 0700 and leaves the existing parent as it is', async () => {
    await ensurePrivateDir(path.join(root, 'a', 'b', 'c'));
    expect([
      modeOf(path.join(root, 'a')),
      modeOf(path.join(root, 'a', 'b')),
      modeOf(path.join(root, 'a', 'b', 'c')),
    ]).toEqual(['700', '700', '700']);
    expect(modeOf(root)).toBe('755');
  });

  it('creates a file 0600 and never changes one that exists', () => {
    const file = path.join(root, 'db');
    createPrivateFileSync(file);
    expect(modeOf(file)).toBe('600');
    writeFileSync(file, 'content');
    createPrivateFileSync(file);
    expect(statSync(file).size).toBe(7);
  });

  it('tightens an old installation: the folder, the database files and the media tree, not links or other files', async () => {
    const dataDir = path.join(root, 'data');
    const media = path.join(dataDir, 'media', 'players');
    mkdirSync(media, { recursive: true, mode: 0o755 });
    const db = path.join(dataDir, 'touchline.db');
    for (const file of [db, `${db}-wal`, path.join(media, 'photo.webp'), path.join(dataDir, 'notes.txt')]) {
      writeFileSync(file, 'x', { mode: 0o644 });
    }
    const outside = path.join(root, 'outside.txt');
    writeFileSync(outside, 'not ours', { mode: 0o644 });
    symlinkSync(outside, path.join(media, 'link.webp'));

    const report = await tightenDataDir(dataDir, { sqliteFile: db, mediaDir: path.join(dataDir, 'media') });
    expect(report.failures).toEqual([]);
    expect(report.changed).toBe(6);
    expect(modeOf(dataDir)).toBe('700');
    expect([modeOf(db), modeOf(`${db}-wal`), modeOf(path.join(media, 'photo.webp'))]).toEqual(['600', '600', '600']);
    expect([modeOf(path.join(dataDir, 'media')), modeOf(media)]).toEqual(['700', '700']);
    expect(modeOf(path.join(dataDir, 'notes.txt'))).toBe('644');
    expect(modeOf(outside)).toBe('644');
    // Done once: the next start changes nothing.
    expect(await tightenDataDir(dataDir, { sqliteFile: db, mediaDir: path.join(dataDir, 'media') })).toEqual({
      changed: 0,
      failures: [],
    });
  });

  it('never makes a shared folder (sticky bit, as /tmp) private', async () => {
    const shared = path.join(root, 'shared');
    mkdirSync(shared);
    chmodSync(shared, 0o1777);
    await tightenDataDir(shared, { sqliteFile: null, mediaDir: null });
    expect(modeOf(shared)).toBe('1777');
  });
});
