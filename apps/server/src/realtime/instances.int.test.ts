import type { Me } from '@touchline/core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openEventStream } from '../../test/http-client.js';
import { sameSession, twoInstances, type Instance } from '../../test/instances.js';

const postgresUrl = inject('postgresUrl');

// Two real server processes on one PostgreSQL database, as behind a load
// balancer (decision 026). SQLite runs one instance, so this suite needs
// PostgreSQL; CI has it (REQUIRE_POSTGRES=1 fails the run without it).
(postgresUrl ? describe : describe.skip)('live events across two instances [postgres]', () => {
  const instances = twoInstances(postgresUrl as string);
  let a: Instance;
  let b: Instance;
  let databaseUrl: string;

  beforeAll(async () => {
    await instances.start();
    [a, b, databaseUrl] = [instances.a(), instances.b(), instances.databaseUrl()];
  }, 120_000);

  afterAll(() => instances.stop(), 60_000);

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
    const change = await onB.next('change');
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

    await onB.next('resync');
    expect((await viaA.patch('/api/me', { isDarkMode: false })).status).toBe(200);
    expect(JSON.parse((await onB.next('change')).data).topic).toBe('user');
    onB.close();
  });
});
