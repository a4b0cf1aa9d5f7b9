import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postToPushService } from './push-sender.js';

/** The send path's own guard (decision 051): a host name is resolved and checked when connecting. */
describe('postToPushService', () => {
  let server: Server;
  let port: number;
  const paths: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      paths.push(req.url ?? '');
      req.resume();
      req.on('end', () => {
        res.statusCode = req.url === '/slow' ? 200 : 201;
        if (req.url === '/slow') setTimeout(() => res.end(), 2000);
        else res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const request = (endpoint: string) => ({
    endpoint,
    method: 'POST',
    headers: { TTL: 60, 'Content-Length': 2 },
    body: Buffer.from('{}'),
  });

  it('posts to an allowed address and answers the status', async () => {
    expect(await postToPushService(request(`http://127.0.0.1:${port}/ok`), 5000)).toBe(201);
    expect(paths).toContain('/ok');
  });

  it('refuses a host name that resolves to a loopback address, before connecting', async () => {
    await expect(postToPushService(request(`http://localhost:${port}/by-name`), 5000)).rejects.toMatchObject({
      code: 'PUSH_ADDRESS_REFUSED',
    });
    expect(paths).not.toContain('/by-name');
  });

  it('gives up after the timeout', async () => {
    const started = Date.now();
    await expect(postToPushService(request(`http://127.0.0.1:${port}/slow`), 200)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
