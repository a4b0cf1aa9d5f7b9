import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LookupAddress } from 'node:dns';
import { guardedLookup, postToPushService, type Resolve } from './push-sender.js';

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
        // /slow never answers: only the sender's timeout can end that request.
        if (req.url === '/slow') return;
        res.statusCode = 201;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );

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
    // The server never answers /slow, so the request ends by the timeout's abort or not at all.
    await expect(postToPushService(request(`http://127.0.0.1:${port}/slow`), 200)).rejects.toMatchObject({
      name: 'AbortError',
      cause: { name: 'TimeoutError' },
    });
    expect(paths).toContain('/slow');
  });

  describe('the lookup the socket connects through', () => {
    /** A resolver that answers `addresses` once, and counts how often it was asked. */
    const answering = (addresses: string[]) => {
      const asked: string[] = [];
      const resolve: Resolve = (hostname, _options, callback) => {
        asked.push(hostname);
        callback(
          null,
          addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
        );
      };
      return { resolve, asked };
    };
    const lookUp = (addresses: string[], all: boolean) => {
      const { resolve, asked } = answering(addresses);
      return new Promise<{ error: unknown; result: unknown; asked: string[] }>((done) => {
        guardedLookup(resolve)('push.example.com', { all }, (error, address, family) =>
          done({ error, result: all ? address : { address, family }, asked }),
        );
      });
    };

    it.each([['::7f00:1'], ['64:ff9b:1::7f00:1'], ['2002:7f00:1::1'], ['fec0::1'], ['192.0.2.10'], ['2001:db8::5']])(
      'refuses a name with an answer in %s, even beside a public one',
      async (special) => {
        const { error } = await lookUp(['142.250.185.74', special], true);
        expect(error).toMatchObject({ code: 'PUSH_ADDRESS_REFUSED' });
      },
    );

    it('hands the socket exactly the addresses it checked, from one resolution', async () => {
      const all = await lookUp(['142.250.185.74', '2a00:1450:4001:82a::200a'], true);
      expect(all.error).toBeNull();
      expect((all.result as LookupAddress[]).map((a) => a.address)).toEqual([
        '142.250.185.74',
        '2a00:1450:4001:82a::200a',
      ]);
      expect(all.asked).toEqual(['push.example.com']);
      const one = await lookUp(['142.250.185.74'], false);
      expect(one.result).toEqual({ address: '142.250.185.74', family: 4 });
    });
  });
});
