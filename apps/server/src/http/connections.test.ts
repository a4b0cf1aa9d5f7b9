import type http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusalHeadroom } from './descriptor-limit.js';
import { createHttpServer, type ConnectionEvents } from './connections.js';

const servers: http.Server[] = [];
const sockets: net.Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function start(max: number, events: ConnectionEvents = {}, headersMs = 60_000) {
  const server = createHttpServer((_req, res) => res.end('ok'), max, events, {
    timeouts: { headersMs, requestMs: 60_000, idleMs: 60_000, keepAliveMs: 60_000, checkEveryMs: 50 },
    refusalLingerMs: 60_000,
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** A raw client connection and everything it receives until it closes. */
function connect(port: number, request?: string, { holdOpen = false } = {}) {
  // holdOpen: do not close our side when the server closes its own (a client that never hangs up).
  const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: holdOpen });
  sockets.push(socket);
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  socket.on('error', () => {});
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  const connected = new Promise<void>((resolve) => socket.once('connect', resolve));
  if (request) socket.write(request);
  return { socket, closed, connected, received: () => received };
}

const GET = 'GET / HTTP/1.1\r\nHost: x\r\n\r\n';

describe('createHttpServer', () => {
  it('serves up to the cap and answers the next connection 503 with the coded body and Retry-After, then closes it', async () => {
    const { server, port } = await start(3);
    const held = [connect(port, GET), connect(port, GET), connect(port, GET)];
    await vi.waitFor(() => expect(held.every((c) => c.received().includes('200 OK'))).toBe(true));
    expect(server.connections.open).toBe(3);

    const refused = await connect(port, GET).closed;
    const [head = '', body] = refused.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 503 Service Unavailable');
    expect(head).toContain('Retry-After: 5');
    expect(head).toContain('Connection: close');
    expect(JSON.parse(body ?? '')).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: 'The service is unavailable.' },
    });
    // The connections already open go on being served.
    held[0]!.socket.write(GET);
    await vi.waitFor(() => expect(held[0]!.received().split('200 OK')).toHaveLength(3));

    // Once one closes, a new connection is served again.
    held[1]!.socket.destroy();
    await vi.waitFor(() => expect(server.connections.open).toBe(2));
    const served = connect(port, GET);
    await vi.waitFor(() => expect(served.received()).toContain('200 OK'));
  });

  it('counts refusals, and past the refusal headroom lets Node close new connections unanswered', async () => {
    const refusals: string[] = [];
    const { port } = await start(2, { onRefused: (how) => refusals.push(how) });
    const held = [connect(port), connect(port)];
    await Promise.all(held.map((c) => c.connected));
    // Refused connections that do not close stay (up to the linger time) and count against Node's maxConnections.
    const refused = Array.from({ length: refusalHeadroom(2) }, () => connect(port, undefined, { holdOpen: true }));
    await vi.waitFor(() => expect(refusals).toHaveLength(refused.length));
    expect(refusals.every((how) => how === 'answered')).toBe(true);
    const dropped = await connect(port, GET).closed;
    expect(dropped).toBe('');
    await vi.waitFor(() => expect(refusals.at(-1)).toBe('dropped'));
  });

  it('closes a connection that sends no request within the headers timeout with 408', async () => {
    const { port } = await start(10, {}, 200);
    const silent = connect(port);
    expect(await silent.closed).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
  });

  it('reports an accept error (no descriptor left) instead of throwing it', async () => {
    const errors: string[] = [];
    const { server } = await start(10, { onAcceptError: (error) => errors.push(error.code ?? '') });
    const emfile = Object.assign(new Error('accept EMFILE'), { code: 'EMFILE', syscall: 'accept', errno: -24 });
    expect(() => server.emit('error', emfile)).not.toThrow();
    expect(errors).toEqual(['EMFILE']);
  });
});
