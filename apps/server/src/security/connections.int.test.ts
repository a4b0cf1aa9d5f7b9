import type { Me } from '@touchline/core';
import { sql } from 'kysely';
import pg from 'pg';
import { expect, inject, it } from 'vitest';
import { describeEachEngine } from '../../test/engines.js';
import type { HttpClient } from '../../test/http-client.js';
import { openEventStream } from '../../test/http-client.js';
import { MAX_STREAMS_PER_SESSION, MAX_STREAMS_PER_USER } from '../realtime/events.routes.js';

type Stream = Awaited<ReturnType<typeof openEventStream>>;

/** Whether the server ended the stream (it never does by itself within a test otherwise). */
async function endedByServer(stream: Stream): Promise<boolean> {
  return Promise.race([stream.ended.then(() => true), Promise.resolve().then(() => false)]);
}

describeEachEngine('security: live streams and connections one account can hold (decision 345)', (ctx) => {
  let admin: HttpClient;
  const password = 'correct-horse-battery';

  /** Live streams open on the server, from the administrator's metrics. */
  const streamsOpen = async () => {
    const text = (await admin.get<string>('/api/metrics')).text;
    return Number(/^touchline_sse_clients (\d+)$/m.exec(text)?.[1]);
  };
  const openStreams = async (client: HttpClient, count: number) => {
    const streams: Stream[] = [];
    for (let i = 0; i < count; i++) {
      const stream = await openEventStream(client, '/api/events');
      expect(stream.status).toBe(200);
      await stream.next('ready');
      streams.push(stream);
    }
    return streams;
  };
  const signIn = async (email: string) => {
    const client = ctx.client();
    expect((await client.post('/api/auth/sign-in/email', { email, password })).status).toBe(200);
    return client;
  };

  it('one session keeps at most 5 streams: each new one closes its oldest with superseded, and the rest go on', async () => {
    admin = ctx.client();
    await admin.signUp('Admin', 'admin-conn@example.com');
    const guest = ctx.client();
    await guest.signUp('Guest', 'guest-conn@example.com');
    expect((await guest.get<Me>('/api/me')).body.level).toBe(5);

    const streams = await openStreams(guest, MAX_STREAMS_PER_SESSION + 3);
    const oldest = streams.slice(0, 3);
    const newest = streams.slice(3);
    for (const stream of oldest) {
      await stream.next('superseded');
      await stream.ended;
    }
    for (const stream of newest) expect(await endedByServer(stream)).toBe(false);
    await expect.poll(streamsOpen).toBe(MAX_STREAMS_PER_SESSION);

    // The streams kept still get changes.
    const myId = (await guest.get<Me>('/api/me')).body.id;
    expect((await guest.patch('/api/me', { isDarkMode: true })).status).toBe(200);
    for (const stream of newest)
      expect(JSON.parse((await stream.next('change')).data)).toEqual({ topic: 'user', ids: [myId] });
    for (const stream of streams) stream.close();
    await expect.poll(streamsOpen).toBe(0);
  });

  it('one user keeps at most 10 streams across sessions: the oldest of all is closed first', async () => {
    const email = 'many-sessions@example.com';
    await ctx.client().signUp('Many', email);
    const [phone, laptop, third] = [await signIn(email), await signIn(email), await signIn(email)];
    const onPhone = await openStreams(phone, MAX_STREAMS_PER_SESSION);
    const onLaptop = await openStreams(laptop, MAX_STREAMS_PER_USER - MAX_STREAMS_PER_SESSION);
    await expect.poll(streamsOpen).toBe(MAX_STREAMS_PER_USER);
    const [another] = await openStreams(third, 1);
    await onPhone[0]!.next('superseded');
    await onPhone[0]!.ended;
    for (const stream of [...onPhone.slice(1), ...onLaptop, another!]) expect(await endedByServer(stream)).toBe(false);
    await expect.poll(streamsOpen).toBe(MAX_STREAMS_PER_USER);
    for (const stream of [...onPhone, ...onLaptop, another!]) stream.close();
    await expect.poll(streamsOpen).toBe(0);
  });

  it('a signed-out caller opens no stream', async () => {
    const refused = await openEventStream(ctx.client(), '/api/events');
    expect(refused.status).toBe(401);
  });

  if (ctx.engine === 'postgres') {
    it('survives PostgreSQL cutting a pooled connection (it ended the process) and serves on', async () => {
      const { db } = ctx.app().database;
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
      const pid = rows[0]!.pid;
      const server = new pg.Client({ connectionString: inject('postgresUrl') as string });
      await server.connect();
      try {
        await server.query('select pg_terminate_backend($1)', [pid]);
        await expect
          .poll(async () => (await server.query('select 1 from pg_stat_activity where pid = $1', [pid])).rowCount)
          .toBe(0);
      } finally {
        await server.end();
      }
      // The pool reported the dead idle connection; the next queries get a new one.
      await expect.poll(async () => (await ctx.client().get('/api/ready')).status).toBe(200);
      const after = ctx.client();
      expect((await after.signUp('After', 'after-cut@example.com')).status).toBe(200);
      expect((await after.get<Me>('/api/me')).status).toBe(200);
    });
  }
});
