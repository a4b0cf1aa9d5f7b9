import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { vi } from 'vitest';

export type LocalS3 = {
  /** Settings for loadConfig: STORAGE=s3 against this server. */
  env: Record<string, string>;
  bucket: string;
  /** Makes an object look written `ageMs` ago (s3rver reports the file's mtime as LastModified). */
  age: (key: string, ageMs: number) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * A real S3 API (s3rver: the S3 REST protocol over its own folder), served
 * in-process on loopback, so the S3 driver is tested through the AWS SDK as
 * against any S3-compatible store (decision 045).
 */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'touchline-s3-'));
  const bucket = 'touchline-media';
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    bucket,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    age: async (key, ageMs) => {
      const parts = key.split('/');
      const file = path.join(directory, bucket, ...parts.slice(0, -1), `${parts.at(-1)}._S3rver_object`);
      // s3rver answers a PUT before its write stream has opened or flushed the
      // file (it resolves on the hashing transform's end). Ageing a file that
      // is not there yet fails, and a write landing after the ageing resets
      // the mtime; so wait until the bytes on disk hash to what s3rver recorded.
      await vi.waitFor(
        () => {
          const written = createHash('md5').update(readFileSync(file)).digest('hex');
          if (written !== readFileSync(`${file}.md5`, 'utf8')) throw new Error(`${key} is still being written`);
        },
        { timeout: 10_000, interval: 5 },
      );
      const then = new Date(Date.now() - ageMs);
      utimesSync(file, then, then);
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
