import { Transform, type Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../config.js';
import { assertSafeKey, isSafeKey, type MediaStorage } from './media-storage.js';

/** A connection that does not open in this time, or goes silent this long, fails (and the SDK retries it). */
const CONNECT_TIMEOUT_MS = 5_000;
const IDLE_TIMEOUT_MS = 30_000;
/** Multipart part size for streamed uploads: S3's minimum, so one upload holds at most 4 parts in memory. */
const PART_SIZE = 5 * 1024 * 1024;

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    // Without keys the SDK's default chain applies (environment, instance role).
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    maxAttempts: 3,
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: IDLE_TIMEOUT_MS },
    // S3-compatible servers (MinIO, Ceph, Garage, s3rver) do not all accept
    // the SDK's default CRC32 trailers on streamed bodies; checksums only where
    // the API requires them (decision 045).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/**
 * Media in an S3-compatible bucket, one object per key. Objects appear only
 * when complete (S3 semantics), so there are no temp files; a streamed upload
 * that fails is aborted, and a bucket lifecycle rule removes parts a crash
 * left (docs/deploy.md).
 */
export function s3MediaStorage(settings: S3Settings, client: S3Client = s3Client(settings)): MediaStorage {
  const Bucket = settings.bucket;
  return {
    async put(key, data) {
      assertSafeKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentLength: data.length }));
    },
    async putStream(key, data) {
      assertSafeKey(key);
      let size = 0;
      const counted = data.pipe(
        new Transform({
          transform(chunk: Buffer, _encoding, done) {
            size += chunk.length;
            done(null, chunk);
          },
        }),
      );
      // A failing source must fail the upload, not leave it waiting.
      data.once('error', (error) => counted.destroy(error));
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: counted },
        partSize: PART_SIZE,
        queueSize: 2,
      });
      try {
        await upload.done();
      } catch (error) {
        // As pipeline() does for the disk: a failed store ends the source, so the request does not hang.
        counted.destroy();
        data.destroy();
        throw error;
      }
      return { size };
    },
    async get(key, range) {
      assertSafeKey(key);
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
        );
        // With a range, the full size is the part after the slash of Content-Range.
        const size = range ? Number(object.ContentRange?.split('/')[1]) : object.ContentLength;
        if (size === undefined || !Number.isFinite(size)) throw new Error(`S3 gave no size for ${key}`);
        return { stream: object.Body as Readable, size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list(folder) {
      for await (const page of paginateListObjectsV2({ client, pageSize: 1000 }, { Bucket, Prefix: `${folder}/` })) {
        for (const object of page.Contents ?? []) {
          // Only keys of the store's own layout (`folder/file`); anything else in the bucket is not ours.
          if (!object.Key || !isSafeKey(object.Key) || object.Key.slice(folder.length + 1).includes('/')) continue;
          yield { key: object.Key, size: object.Size ?? 0, modifiedAt: object.LastModified?.getTime() ?? Date.now() };
        }
      }
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
