import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type S3Settings } from '../config.js';
import { AppError } from '../http/errors.js';
import { startLocalS3, type LocalS3 } from '../../test/s3-server.js';
import type { MediaStorage } from './media-storage.js';
import { s3MediaStorage } from './s3-media-storage.js';

async function text(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('s3MediaStorage (against an in-process S3 server)', () => {
  let s3: LocalS3;
  let storage: MediaStorage;

  beforeAll(async () => {
    s3 = await startLocalS3();
    const settings = loadConfig(s3.env).storage as S3Settings & { driver: 's3' };
    storage = s3MediaStorage(settings);
  });
  afterAll(async () => {
    await s3.close();
  });

  it('refuses keys it could not have made with a 404 AppError, before any request', async () => {
    for (const key of ['avatars/../../touchline.db', '../x', '/etc/passwd', 'avatars/./x.webp', 'avatars\\..\\x']) {
      for (const attempt of [
        () => storage.get(key),
        () => storage.delete(key),
        () => storage.put(key, Buffer.from('x')),
        () => storage.putStream(key, Readable.from([Buffer.from('x')])),
      ]) {
        const refusal = await attempt().then(
          () => null,
          (error: unknown) => error,
        );
        expect(refusal, key).toBeInstanceOf(AppError);
        expect((refusal as AppError).statusCode).toBe(404);
      }
    }
  });

  it('stores, reads whole and by range, lists and deletes; a missing key is null', async () => {
    await storage.put('avatars/u-0123456789ab.webp', Buffer.from('0123456789'));
    const whole = await storage.get('avatars/u-0123456789ab.webp');
    expect(whole?.size).toBe(10);
    expect((await text(whole!.stream)).toString()).toBe('0123456789');
    const part = await storage.get('avatars/u-0123456789ab.webp', { start: 2, end: 5 });
    expect(part?.size).toBe(10);
    expect((await text(part!.stream)).toString()).toBe('2345');
    const listed = [];
    for await (const object of storage.list('avatars')) listed.push(object);
    expect(listed).toEqual([{ key: 'avatars/u-0123456789ab.webp', size: 10, modifiedAt: expect.any(Number) }]);
    await storage.delete('avatars/u-0123456789ab.webp');
    expect(await storage.get('avatars/u-0123456789ab.webp')).toBeNull();
    await storage.delete('avatars/u-0123456789ab.webp'); // deleting twice is fine
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it('streams an upload larger than one part (multipart) and reports its size', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const size = 11 * chunk.length + 5;
    const source = Readable.from(
      (function* () {
        for (let i = 0; i < 11; i++) yield chunk;
        yield Buffer.from('tail!');
      })(),
    );
    expect(await storage.putStream('videos/big.mp4', source)).toEqual({ size });
    const end = await storage.get('videos/big.mp4', { start: size - 5, end: size - 1 });
    expect(end?.size).toBe(size);
    expect((await text(end!.stream)).toString()).toBe('tail!');
  });

  it('fails an upload whose source fails, leaving no object', async () => {
    const source = new Readable({ read() {} });
    source.push(Buffer.from('part'));
    setTimeout(() => source.destroy(new Error('client went away')), 20);
    await expect(storage.putStream('videos/cut.mp4', source)).rejects.toThrow();
    expect(await storage.get('videos/cut.mp4')).toBeNull();
  });

  it('fails readiness when the bucket does not exist', async () => {
    const settings = loadConfig({ ...s3.env, S3_BUCKET: 'no-such-bucket' }).storage as S3Settings & { driver: 's3' };
    await expect(s3MediaStorage(settings).check()).rejects.toThrow();
  });
});
