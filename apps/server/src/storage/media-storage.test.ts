import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.js';
import { diskMediaStorage } from './media-storage.js';

describe('diskMediaStorage', () => {
  it('refuses keys that leave its folder with a 404 AppError, and touches nothing outside', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-storage-'));
    const database = path.join(dataDir, 'touchline.db');
    writeFileSync(database, 'precious');
    const storage = diskMediaStorage(path.join(dataDir, 'media'));
    for (const key of [
      'avatars/../../touchline.db',
      '../touchline.db',
      '/etc/passwd',
      'avatars/./x.webp',
      'avatars\\..\\x',
    ]) {
      const refusal = await storage.delete(key).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refusal, key).toBeInstanceOf(AppError);
      expect((refusal as AppError).statusCode).toBe(404);
      await expect(storage.get(key)).rejects.toBeInstanceOf(AppError);
    }
    expect(readFileSync(database, 'utf8')).toBe('precious');
  });

  it('stores, reads and deletes a key inside its folder', async () => {
    const storage = diskMediaStorage(mkdtempSync(path.join(tmpdir(), 'touchline-storage-')));
    await storage.put('avatars/u-0123456789ab.webp', Buffer.from('webp'));
    expect((await storage.get('avatars/u-0123456789ab.webp'))?.size).toBe(4);
    await storage.delete('avatars/u-0123456789ab.webp');
    expect(await storage.get('avatars/u-0123456789ab.webp')).toBeNull();
  });
});
