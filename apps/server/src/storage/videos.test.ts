import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { parseRange, sniffVideo } from './videos.js';

const mp4Head = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(100, 7)]);
const webmHead = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3]),
  Buffer.from('....B\x82\x84webm'),
  Buffer.alloc(80, 1),
]);

async function collect(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

describe('sniffVideo', () => {
  it('recognises MP4 and WebM by content and keeps every byte, even across small chunks', async () => {
    const chunked = Readable.from([mp4Head.subarray(0, 5), mp4Head.subarray(5, 9), mp4Head.subarray(9)]);
    const mp4 = await sniffVideo(chunked);
    expect(mp4.contentType).toBe('video/mp4');
    expect((await collect(mp4.stream)).equals(mp4Head)).toBe(true);
    expect((await sniffVideo(Readable.from([webmHead]))).contentType).toBe('video/webm');
  });

  it('refuses anything else with 415, whatever it is called', async () => {
    await expect(sniffVideo(Readable.from([Buffer.from('not a video at all, just text')]))).rejects.toMatchObject({
      statusCode: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });
});

describe('parseRange', () => {
  it('reads the forms browsers send', () => {
    expect(parseRange('bytes=0-', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseRange('bytes=100-199', 1000)).toEqual({ start: 100, end: 199 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange(undefined, 1000)).toBeNull();
    expect(parseRange('items=1-2', 1000)).toBeNull();
  });

  it('tells an unsatisfiable range (416) from an invalid one (ignored)', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=2000-3000', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-10', 0)).toBe('unsatisfiable');
    expect(parseRange('bytes=9-3', 1000)).toBeNull();
    expect(parseRange('bytes=0-1,5-6', 1000)).toBeNull();
    expect(parseRange('bytes=-', 1000)).toBeNull();
  });
});
