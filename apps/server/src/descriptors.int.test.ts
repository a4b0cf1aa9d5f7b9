import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Me } from '@touchline/core';
import { describe, expect, inject, it } from 'vitest';
import { createSchema, freePort, writeFakeWebDist } from '../test/engines.js';
import { HttpClient, openEventStream } from '../test/http-client.js';
import { defaultMaxConnections } from './http/descriptor-limit.js';
import { tournamentBody } from '../test/tournaments.js';
import { MAX_STREAMS_PER_SESSION } from './realtime/events.routes.js';

/**
 * The server as a process of its own with a low descriptor limit (decision
 * 345), as the outside probe met it: one level-5 session opened 2,000 live
 * streams, or 997 connections sent nothing, and the process died of an
 * uncaught EMFILE. Here one session opens more streams than its cap, and raw
 * connections outnumber the descriptors, first with the default connection
 * cap, then with a cap above the limit so that descriptors really run out.
 */
const DESCRIPTORS = 256;
const serverEntry = path.resolve(import.meta.dirname, 'server.ts');
const postgresUrl = inject('postgresUrl');

type Server = { base: string; port: number; child: ChildProcess; output: () => string; stop: () => Promise<void> };

/** A server process of its own, on a fresh database (a new SQLite file, or a new PostgreSQL schema). */
async function startServer(engine: 'sqlite' | 'postgres', settings: Record<string, string> = {}): Promise<Server> {
  const schema = engine === 'postgres' && postgresUrl ? await createSchema(postgresUrl) : null;
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-fds-'));
  // The shell lowers the limit (soft and hard) and becomes the server: its pid is the server's.
  const child = spawn(
    'sh',
    ['-c', `ulimit -n ${DESCRIPTORS} && exec "$@"`, 'sh', process.execPath, '--import', 'tsx', serverEntry],
    {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: writeFakeWebDist(dataDir),
        LOG_LEVEL: 'info',
        // CPU starvation on a shared test machine is not overload (as in every suite but its own).
        OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
        ...(schema ? { DATABASE_URL: schema.databaseUrl } : {}),
        ...settings,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Touchline is ready')) resolve();
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await ready;
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      await schema?.dropSchema();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Descriptors the process holds now. */
const descriptorsOf = (child: ChildProcess) => readdirSync(`/proc/${child.pid}/fd`).length;

/**
 * One kept-alive connection, opened before a flood: what a client already
 * connected sends while new connections are refused.
 */
function keptConnection(base: string, cookie: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const request = (method: string, urlPath: string, body?: unknown) =>
    new Promise<{ status: number; text: string; reused: boolean }>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        new URL(urlPath, base),
        {
          method,
          agent,
          headers: {
            cookie,
            origin: base,
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text, reused: req.reusedSocket }));
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  return { request, close: () => agent.destroy() };
}

/** Raw TCP connections that never send a request; what each receives before it is closed. */
async function openRawConnections(port: number, count: number) {
  const sockets: net.Socket[] = [];
  const received: string[] = [];
  await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<void>((settled) => {
          // allowHalfOpen: like a client that never hangs up.
          const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true });
          const index = received.push('') - 1;
          socket.on('data', (chunk) => (received[index] += chunk.toString()));
          socket.once('connect', () => settled());
          socket.on('error', () => settled());
          socket.once('close', () => settled());
          sockets.push(socket);
        }),
    ),
  );
  return { answers: received, release: () => sockets.forEach((socket) => socket.destroy()) };
}

const cookieOf = (client: HttpClient) => [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

const runs = [
  { engine: 'sqlite', run: describe },
  { engine: 'postgres', run: postgresUrl ? describe : describe.skip },
] as const;

for (const { engine, run } of runs) {
  run(`descriptors: the server process at ${DESCRIPTORS} descriptors [${engine}]`, () => {
    it('caps one session’s streams and answers connections past the cap 503, serving the open ones throughout', async () => {
      const server = await startServer(engine);
      try {
        const admin = new HttpClient(server.base);
        expect((await admin.signUp('Admin', 'admin-fds@example.com')).status).toBe(200);
        const guest = new HttpClient(server.base);
        expect((await guest.signUp('Guest', 'guest-fds@example.com')).status).toBe(200);
        expect((await guest.get<Me>('/api/me')).body.level).toBe(5);

        // More streams than one session may hold: the oldest are closed, the count stays at the cap.
        const streams = [];
        for (let i = 0; i < MAX_STREAMS_PER_SESSION + 3; i++) {
          const stream = await openEventStream(guest, '/api/events?topics=tournament');
          await stream.next('ready');
          streams.push(stream);
        }
        for (const stream of streams.slice(0, 3)) {
          await stream.next('superseded');
          await stream.ended;
        }
        const kept = keptConnection(server.base, cookieOf(admin));
        const metric = async (name: string) =>
          Number(new RegExp(`^${name} (\\d+)$`, 'm').exec((await kept.request('GET', '/api/metrics')).text)?.[1]);
        expect(await metric('touchline_sse_clients')).toBe(MAX_STREAMS_PER_SESSION);

        // More raw connections than the process has descriptors.
        const flood = await openRawConnections(server.port, DESCRIPTORS + 50);
        await expect
          .poll(() =>
            flood.answers.some(
              (answer) =>
                answer.startsWith('HTTP/1.1 503 Service Unavailable') &&
                answer.includes('Retry-After: 5') &&
                answer.includes('{"error":{"code":"SERVICE_UNAVAILABLE"'),
            ),
          )
          .toBe(true);
        expect(server.child.exitCode).toBeNull();
        // Meanwhile the open connections are served: a change reaches every open stream.
        const created = await kept.request('POST', '/api/tournaments', tournamentBody());
        expect(created).toMatchObject({ status: 201, reused: true });
        for (const stream of streams.slice(3))
          expect(JSON.parse((await stream.next('change')).data).topic).toBe('tournament');
        expect(await metric('touchline_connections_open')).toBeLessThanOrEqual(defaultMaxConnections(DESCRIPTORS));
        expect(await metric('touchline_sse_clients')).toBe(MAX_STREAMS_PER_SESSION);

        // Released, a new connection is served again, and the streams go on.
        flood.release();
        await expect.poll(async () => (await fetch(`${server.base}/api/health`)).status, { timeout: 15_000 }).toBe(200);
        expect((await admin.post('/api/tournaments', tournamentBody({ name: 'Autumn Cup' }))).status).toBe(201);
        for (const stream of streams.slice(3))
          expect(JSON.parse((await stream.next('change')).data).topic).toBe('tournament');
        for (const stream of streams) stream.close();
        kept.close();
        expect(server.child.exitCode).toBeNull();
      } finally {
        await server.stop();
      }
    }, 120_000);

    it('out of descriptors (a cap set above the limit), refuses what needs one and keeps the process and open connections', async () => {
      const server = await startServer(engine, { MAX_CONNECTIONS: '100000' });
      try {
        const admin = new HttpClient(server.base);
        expect((await admin.signUp('Admin', 'admin-emfile@example.com')).status).toBe(200);
        const stream = await openEventStream(admin, '/api/events?topics=tournament');
        await stream.next('ready');
        const kept = keptConnection(server.base, cookieOf(admin));
        expect((await kept.request('GET', '/api/me')).status).toBe(200);

        const flood = await openRawConnections(server.port, DESCRIPTORS + 100);
        await expect.poll(() => descriptorsOf(server.child)).toBeGreaterThanOrEqual(DESCRIPTORS - 2);
        // What needs a new descriptor (a static file, /proc for the metrics, a
        // database connection) is refused with the coded 503, never a 500,
        // over a connection that was open before.
        for (const urlPath of ['/api/health', '/assets/app-abc123.js', '/api/metrics', '/api/me']) {
          const res = await kept.request('GET', urlPath);
          expect(res.reused, urlPath).toBe(true);
          expect([200, 503], `${urlPath} → ${res.status} ${res.text}`).toContain(res.status);
          if (res.status === 503) expect(JSON.parse(res.text).error.code).toBe('SERVICE_UNAVAILABLE');
        }
        const created = await kept.request('POST', '/api/tournaments', tournamentBody());
        expect([201, 503]).toContain(created.status);
        if (created.status === 201) expect(JSON.parse((await stream.next('change')).data).topic).toBe('tournament');
        expect(server.child.exitCode).toBeNull();

        flood.release();
        await expect.poll(async () => (await fetch(`${server.base}/api/health`)).status, { timeout: 15_000 }).toBe(200);
        expect((await admin.post('/api/tournaments', tournamentBody({ name: 'Autumn Cup' }))).status).toBe(201);
        expect(JSON.parse((await stream.next('change')).data).topic).toBe('tournament');
        stream.close();
        kept.close();
        expect(server.child.exitCode).toBeNull();
        expect(server.output()).not.toMatch(/uncaught|unhandled/i);
      } finally {
        await server.stop();
      }
    }, 120_000);
  });
}
