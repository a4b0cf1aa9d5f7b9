import { Readable } from 'node:stream';
import { AppError } from '../http/errors.js';

/**
 * Decides an uploaded video's type from its first bytes, not its name:
 * MP4 has `ftyp` at offset 4; WebM is EBML (1A 45 DF A3) with doctype "webm".
 * Returns the type and a stream that still yields every byte.
 */
export async function sniffVideo(
  source: Readable,
): Promise<{ contentType: 'video/mp4' | 'video/webm'; stream: Readable }> {
  const iterator = source[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let head = Buffer.alloc(0);
  while (head.length < 64) {
    const { value, done } = (await iterator.next()) as { value: Buffer; done?: boolean };
    if (done) break;
    chunks.push(value);
    head = Buffer.concat(chunks);
  }
  let contentType: 'video/mp4' | 'video/webm' | null = null;
  if (head.length >= 12 && head.subarray(4, 8).toString('latin1') === 'ftyp') contentType = 'video/mp4';
  else if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3 && head.includes(Buffer.from('webm'))) {
    contentType = 'video/webm';
  }
  if (!contentType) {
    source.resume(); // drain the rest of the upload
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
  }
  const stream = Readable.from(
    (async function* () {
      yield head;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value as Buffer;
    })(),
  );
  return { contentType, stream };
}

/**
 * Parses a single `Range: bytes=a-b` header against a size (RFC 9110 §14.1.2).
 * null: no header, or one that is not a single valid byte range, which is
 * ignored (the whole file is sent); 'unsatisfiable': a valid range that lies
 * outside the file (the answer is 416, with the size in `Content-Range`).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (!match[1] && !match[2])) return null;
  if (!match[1]) {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  if (match[2] && Number(match[2]) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: match[2] ? Math.min(Number(match[2]), size - 1) : size - 1 };
}
