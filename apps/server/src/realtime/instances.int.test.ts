import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Me } from '@touchline/core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSchema, freePort, writeFakeWebDist } from '../../test/engines.js';
import { HttpClient, openEventStream } from '../../test/http-client.js';

const root = path.resolve(import.meta.dirname, '../../../..');
const postgresUrl = inject('postgresUrl');

type Instance = { base: string; process: ChildProcess; client: () => HttpClient };

/** A real server process (the TypeScript source through tsx) on the given database. */
async function startInstance(databaseUrl: string, dataDir: string): Promise<Instance> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: writeFakeWebDist(dataDir),
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      // As in every suite but its own: CPU starvation on a shared test machine is not overload.
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance exited with ${child.exitCode}`);
    const up = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('instance did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { base, process: child, client: () => new HttpClient(base) };
}

/** The same browser, talking to another instance: its cookies go along. */
function sameSession(from: HttpClient, to: Instance): HttpClient {
  const client = to.client();
  for (const [name, value] of from.cookies) client.cookies.set(name, value);
  return client;
}

// Two real server processes on one PostgreSQL database, as behind a load
// balancer (decision 026). SQLite runs one instance, so this suite needs
// PostgreSQL; CI has it (REQUIRE_POSTGRES=1 fails the run without it).
(postgresUrl ? describe : describe.skip)('live events across two instances [postgres]', () => {
  let a: Instance;
  let b: Instance;
  let databaseUrl: string;
  let dropSchema: () => Promise<void>;
  const dataDirs: string[] = [];

  beforeAll(async () => {
    ({ databaseUrl, dropSchema } = await createSchema(postgresUrl as string));
    for (let i = 0; i < 2; i++) dataDirs.push(mkdtempSync(path.join(tmpdir(), 'touchline-instance-')));
    // One after the other: the second finds the schema migrated.
    a = await startInstance(databaseUrl, dataDirs[0]!);
    b = await startInstance(databaseUrl, dataDirs[1]!);
  }, 120_000);

  afterAll(async () => {
    for (const instance of [a, b]) {
      if (!instance || instance.process.exitCode !== null) continue;
      const exited = new Promise((resolve) => instance.process.once('exit', resolve));
      instance.process.kill('SIGTERM');
      await exited;
    }
    await dropSchema?.();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('delivers a change made through A to a client of B within 1 s, and replays it to a client that moves to A', async () => {
    const viaA = a.client();
    await viaA.signUp('Ada', 'ada@example.com');
    const viaB = sameSession(viaA, b);
    const myId = (await viaB.get<Me>('/api/me')).body.id;

    const onB = await openEventStream(viaB, '/api/events?topics=user');
    expect(onB.status).toBe(200);
    await onB.next('ready');
    const sentAt = Date.now();
    expect((await viaA.patch('/api/me', { isDarkMode: true })).status).toBe(200);
    const change = await onB.next('change', 1000);
    expect(Date.now() - sentAt).toBeLessThan(1000);
    expect(JSON.parse(change.data)).toEqual({ topic: 'user', ids: [myId] });
    onB.close();

    // While the client is away, two changes through B; it comes back on A.
    expect((await viaB.patch('/api/me', { locale: 'fr' })).status).toBe(200);
    expect((await viaB.patch('/api/me', { locale: 'es' })).status).toBe(200);
    const onA = await openEventStream(viaA, '/api/events?topics=user', { 'last-event-id': String(change.id) });
    const first = await onA.next('change');
    const second = await onA.next('change');
    expect(Number(first.id)).toBeGreaterThan(Number(change.id));
    expect(Number(second.id)).toBeGreaterThan(Number(first.id));
    expect(JSON.parse(second.data)).toEqual({ topic: 'user', ids: [myId] });
    onA.close();
  });

  it('asks B’s clients to resync when B’s listening connection drops, and delivers again once it is back', async () => {
    const viaA = a.client();
    await viaA.signUp('Bea', 'bea@example.com');
    const viaB = sameSession(viaA, b);
    const onB = await openEventStream(viaB, '/api/events?topics=user');
    await onB.next('ready');

    // End every listening connection of the schema (both instances'): what a
    // network blip or a database failover does.
    const admin = new pg.Client({ connectionString: postgresUrl as string });
    await admin.connect();
    const { rows } = await admin.query<{ pid: number }>(
      `select pid from pg_stat_activity where query ilike 'listen %' and pid <> pg_backend_pid()
         and query like $1`,
      [`%${new URL(databaseUrl).searchParams.get('options')?.split('=')[1] ?? ''}%`],
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const { pid } of rows) await admin.query('select pg_terminate_backend($1)', [pid]);
    await admin.end();

    await onB.next('resync', 10_000);
    expect((await viaA.patch('/api/me', { isDarkMode: false })).status).toBe(200);
    expect(JSON.parse((await onB.next('change', 2000)).data).topic).toBe('user');
    onB.close();
  });
});
