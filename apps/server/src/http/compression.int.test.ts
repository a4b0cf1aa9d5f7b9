import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { Me } from '@touchline/core';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../test/engines.js';

// A web build as apps/web/vite-plugin-precompress.ts leaves it: each asset
// with its .br and .gz beside it (decision 280).
const webDist = mkdtempSync(path.join(tmpdir(), 'touchline-compressed-dist-'));
const ASSET = 'assets/entry-abc123.js';
const assetSource = Buffer.from(
  `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`,
);
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(
  path.join(webDist, 'index.html'),
  // Over 1 KB, like the real page with its app shell.
  `<!doctype html><html><head><title>Touchline</title><style>${'.shell{color:#000}'.repeat(100)}</style></head><body><div id="root"></div></body></html>`,
);
writeFileSync(path.join(webDist, ASSET), assetSource);
writeFileSync(path.join(webDist, `${ASSET}.br`), brotliCompressSync(assetSource));
writeFileSync(path.join(webDist, `${ASSET}.gz`), gzipSync(assetSource));

type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A GET whose body is kept as sent: fetch would decode it and hide the encoding. */
function rawGet(baseUrl: string, urlPath: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(urlPath, baseUrl), { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const varyNames = (res: RawResponse) =>
  String(res.headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());

describeEachEngine(
  'compression: precompressed assets, compressed JSON, live channel untouched',
  (ctx) => {
    let cookie = '';
    beforeAll(async () => {
      const admin = ctx.client();
      expect((await admin.signUp('Compression Admin', 'compression-admin@example.com')).status).toBe(200);
      cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    });

    it('sends a JS asset as brotli when accepted, gzip when only that is, with Vary: Accept-Encoding', async () => {
      const br = await rawGet(ctx.baseUrl(), `/${ASSET}`, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(varyNames(br)).toContain('accept-encoding');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(br.body).equals(assetSource)).toBe(true);
      expect(br.body.length).toBeLessThan(assetSource.length / 2);

      const gz = await rawGet(ctx.baseUrl(), `/${ASSET}`, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(varyNames(gz)).toContain('accept-encoding');
      expect(gunzipSync(gz.body).equals(assetSource)).toBe(true);
    });

    it('sends the asset as is (identity) to a client that accepts no encoding, still with Vary', async () => {
      const plain = await rawGet(ctx.baseUrl(), `/${ASSET}`);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(varyNames(plain)).toContain('accept-encoding');
      expect(plain.body.equals(assetSource)).toBe(true);
      const identity = await rawGet(ctx.baseUrl(), `/${ASSET}`, { 'accept-encoding': 'identity' });
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.body.equals(assetSource)).toBe(true);
    });

    it('compresses a large JSON response (the OpenAPI document) and leaves small ones alone', async () => {
      const large = await rawGet(ctx.baseUrl(), '/api/openapi.json', { 'accept-encoding': 'br, gzip' });
      expect(large.status).toBe(200);
      expect(large.headers['content-encoding']).toBe('br');
      expect(varyNames(large)).toContain('accept-encoding');
      const document = JSON.parse(brotliDecompressSync(large.body).toString('utf8')) as { openapi: string };
      expect(document.openapi).toMatch(/^3\./);

      const gzipOnly = await rawGet(ctx.baseUrl(), '/api/openapi.json', { 'accept-encoding': 'gzip' });
      expect(gzipOnly.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzipOnly.body).toString('utf8'))).toEqual(document);

      const uncompressed = await rawGet(ctx.baseUrl(), '/api/openapi.json');
      expect(uncompressed.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(uncompressed.body.toString('utf8'))).toEqual(document);

      // Below the 1 KB threshold, compression would cost more than it saves.
      const health = await rawGet(ctx.baseUrl(), '/api/health', { 'accept-encoding': 'br, gzip' });
      expect(health.status).toBe(200);
      expect(health.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(health.body.toString('utf8'))).toMatchObject({ status: 'ok' });
      const me = await rawGet(ctx.baseUrl(), '/api/me', { 'accept-encoding': 'br, gzip', cookie });
      expect(me.status).toBe(200);
      expect(me.headers['content-encoding']).toBeUndefined();
      expect((JSON.parse(me.body.toString('utf8')) as Me).level).toBe(0);
    });

    it('sends the index page (with the names injected) compressed when accepted', async () => {
      const page = await rawGet(ctx.baseUrl(), '/players', { 'accept-encoding': 'br' });
      expect(page.status).toBe(200);
      expect(page.headers['content-encoding']).toBe('br');
      const html = brotliDecompressSync(page.body).toString('utf8');
      expect(html).toContain('<div id="root">');
      expect(html).toContain('<meta name="touchline-config"');
    });

    it('keeps the live channel (SSE) unencoded and streaming, whatever the client accepts', async () => {
      const listener = ctx.client();
      expect((await listener.signUp('Live Listener', 'live-listener@example.com')).status).toBe(200);
      const listenerId = (await listener.get<Me>('/api/me')).body.id;
      const listenerCookie = [...listener.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

      const received: string[] = [];
      const { headers, request } = await new Promise<{
        headers: http.IncomingHttpHeaders;
        request: http.ClientRequest;
      }>((resolve, reject) => {
        const request = http.get(
          new URL('/api/events?topics=user', ctx.baseUrl()),
          { headers: { 'accept-encoding': 'br, gzip', accept: 'text/event-stream', cookie: listenerCookie } },
          (res) => {
            res.on('data', (chunk: Buffer) => received.push(chunk.toString('utf8')));
            resolve({ headers: res.headers, request });
          },
        );
        request.on('error', reject);
      });
      const waitFor = (text: string) =>
        expect
          .poll(() => received.join(''), { message: `"${text}" on the live channel`, timeout: 5000 })
          .toContain(text);
      try {
        expect(headers['content-type']).toBe('text/event-stream; charset=utf-8');
        expect(headers['content-encoding']).toBeUndefined();
        // Plain text arrives before the response ends: nothing buffers it for compression.
        await waitFor('event: ready');
        const admin = await rawGet(ctx.baseUrl(), '/api/me', { cookie });
        expect(admin.status).toBe(200);
        const patched = await fetch(new URL(`/api/users/${listenerId}`, ctx.baseUrl()), {
          method: 'PATCH',
          headers: { cookie, origin: ctx.baseUrl(), 'content-type': 'application/json' },
          body: JSON.stringify({ level: 4 }),
        });
        expect(patched.status).toBe(200);
        await waitFor(`data: {"topic":"user","ids":["${listenerId}"]}`);
      } finally {
        request.destroy();
      }
    });
  },
  { env: { WEB_DIST_DIR: webDist } },
);
