import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_PENDING_BYTES, sseChunk, writeSseChunk } from './sse-chunks.js';

let server: http.Server | undefined;
afterEach(async () => {
  if (!server) return;
  server.closeAllConnections();
  await new Promise((resolve) => server!.close(resolve));
  server = undefined;
});

/** A server whose one response writes the head, a first frame through Node, then `frames` through writeSseChunk, and ends. */
async function serve(frames: string[]): Promise<number> {
  server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write('retry: 3000\n\n');
    for (const text of frames) writeSseChunk(res, sseChunk(text), text);
    res.end();
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server!.address() as AddressInfo).port;
}

/** The raw bytes a client receives for `request`. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (data += chunk));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
  });
}

describe('SSE chunks', () => {
  const frames = ['event: change\ndata: {"topic":"tournament","ids":["a"]}\n\n', 'data: Zürich\n\n'];

  it('frames each text as one HTTP/1.1 chunk that an HTTP client reads back as the text', async () => {
    const port = await serve(frames);
    const { encoding, body } = await new Promise<{ encoding: string | undefined; body: string }>((resolve, reject) => {
      http
        .get({ port, host: '127.0.0.1', agent: false }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ encoding: res.headers['transfer-encoding'], body: text }));
        })
        .on('error', reject);
    });
    expect(encoding).toBe('chunked');
    expect(body).toBe(`retry: 3000\n\n${frames.join('')}`);
  });

  it('sizes a chunk in bytes, not characters', () => {
    const chunk = sseChunk('data: Zürich\n\n');
    expect(chunk.toString('latin1').split('\r\n')[0]).toBe(Buffer.byteLength('data: Zürich\n\n').toString(16));
    expect(chunk.subarray(-2).toString()).toBe('\r\n');
  });

  it('writes the plain text to a response that is not chunked (an HTTP/1.0 client)', async () => {
    const port = await serve(frames);
    const raw = await rawExchange(port, 'GET / HTTP/1.0\r\n\r\n');
    const [head, body] = [raw.slice(0, raw.indexOf('\r\n\r\n')), raw.slice(raw.indexOf('\r\n\r\n') + 4)];
    expect(head).not.toMatch(/transfer-encoding/i);
    expect(Buffer.from(body, 'latin1').toString('utf8')).toBe(`retry: 3000\n\n${frames.join('')}`);
  });

  it('ends the stream of a reader that has stopped reading, once too much waits for it', async () => {
    let responseClosed: (how: { destroyed: boolean; ended: boolean }) => void = () => {};
    const closed = new Promise<{ destroyed: boolean; ended: boolean }>((resolve) => (responseClosed = resolve));
    server = http.createServer((_req, res) => {
      res.on('close', () => responseClosed({ destroyed: res.destroyed, ended: res.writableEnded }));
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('retry: 3000\n\n');
      const text = `data: ${'x'.repeat(64 * 1024)}\n\n`;
      const chunk = sseChunk(text);
      // The client never reads: the kernel's buffers fill, then ours grows past the bound.
      const timer = setInterval(() => writeSseChunk(res, chunk, text), 1);
      res.on('close', () => clearInterval(timer));
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const socket = net.connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n'));
    socket.pause();
    socket.on('error', () => {});
    // Torn down by writeSseChunk, not ended: the client reconnects and resumes from its Last-Event-ID.
    expect(await closed).toEqual({ destroyed: true, ended: false });
    expect(MAX_PENDING_BYTES).toBe(256 * 1024);
    socket.destroy();
  });
});
