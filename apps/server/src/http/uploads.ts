import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

/**
 * Multipart uploads, registered once for the whole app: @fastify/multipart is
 * not encapsulated, so registering it per module would let one module's
 * limits override another's. Each route states its own size limit.
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 1, parts: 2 } });
}

/**
 * The one uploaded file of a multipart request (field name free), limited to
 * `maxBytes`. Read it with `fileBuffer` or stream it and then call
 * `assertComplete`: the library may end an over-long file quietly instead of
 * failing (seen with 10.1.9 when the overflow is in the last chunk), so the
 * `truncated` flag is checked here, every time.
 */
export async function singleFile(request: FastifyRequest, maxBytes: number): Promise<MultipartFile> {
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1 }, throwFileSizeLimit: true });
  if (!file) throw new AppError(400, 'VALIDATION_FAILED', { file: 'REQUIRED' });
  return file;
}

/** Fails with 413 when the file was cut at the size limit. */
export function assertComplete(file: MultipartFile): void {
  if (file.file.truncated) throw new AppError(413, 'PAYLOAD_TOO_LARGE');
}

/** The whole file in memory (pictures, CSV), or 413 beyond `maxBytes`. */
export async function fileBuffer(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  const file = await singleFile(request, maxBytes);
  const buffer = await file.toBuffer();
  assertComplete(file);
  return buffer;
}
