import type { ServerResponse } from 'node:http';

/**
 * Writing one Server-Sent Events frame to thousands of streams (decision 054).
 *
 * `res.write(text)` on a chunked response costs, per stream: a cork, the chunk
 * header and the text encoded into new buffers, and an uncork on the next tick
 * that hands three or four buffers to `writev`. At 10,000 followers that path
 * was the largest part of a change's fan-out in a CPU profile. Here a frame is
 * framed as an HTTP/1.1 chunk once, into one Buffer, and that same Buffer is
 * written to each stream's socket: one `write` per stream, nothing allocated
 * per stream. `res.end()` still writes the last chunk, so the body stays valid.
 */

const CRLF = Buffer.from('\r\n');

/** `text` as one HTTP/1.1 chunk (size line, bytes, CRLF), built once. */
export function sseChunk(text: string): Buffer {
  const body = Buffer.from(text, 'utf8');
  return Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`, 'latin1'), body, CRLF]);
}

/**
 * A follower that reads slower than we write keeps its frames in our memory:
 * past this much waiting output its stream is ended, and its EventSource
 * reconnects with Last-Event-ID (replay, or resync). Heartbeats alone are
 * ~15 bytes every 25 s, so only a stalled reader gets here.
 */
export const MAX_PENDING_BYTES = 256 * 1024;

/**
 * Writes `chunk` (from `sseChunk(text)`) to the stream. A response that is not
 * chunked (an HTTP/1.0 client) gets `text` through Node's own path. Before
 * the first `res.write`, the head is not sent yet: callers write one frame
 * with `res.write` first (the `retry:` line).
 */
export function writeSseChunk(res: ServerResponse, chunk: Buffer, text: string): void {
  const socket = res.socket;
  if (!res.chunkedEncoding || socket === null || res.writableEnded) {
    if (!res.writableEnded) res.write(text);
    return;
  }
  if (socket.writableLength > MAX_PENDING_BYTES) {
    res.destroy();
    return;
  }
  socket.write(chunk);
}
