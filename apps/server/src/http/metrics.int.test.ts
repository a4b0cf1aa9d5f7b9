import type { ErrorBody } from '@touchline/core';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../test/engines.js';
import { openEventStream } from '../../test/http-client.js';
import { usersAtEveryLevel, type LevelUsers } from '../../test/levels.js';

describeEachEngine('metrics: GET /api/metrics (Prometheus text, administrators only)', (ctx) => {
  let users: LevelUsers;
  beforeAll(async () => {
    users = await usersAtEveryLevel(ctx, 'metrics');
  });

  const metric = (text: string, line: RegExp) => text.split('\n').find((l) => line.test(l));

  it('gives administrators request latency by route template, open streams and event lag, with no ids', async () => {
    const admin = users.clients[0]!;
    // A request with an id in its path: counted under its template.
    expect((await admin.get(`/api/users/${users.ids[5]}`)).status).toBeLessThan(500);
    const stream = await openEventStream(admin, '/api/events?topics=user');
    await stream.next('ready');
    expect((await users.clients[5]!.patch('/api/me', { isDarkMode: true })).status).toBe(200);
    await stream.next('change');

    const res = await admin.get<string>('/api/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = res.text;
    expect(metric(text, /^touchline_sse_clients \d/)).toBe('touchline_sse_clients 1');
    expect(metric(text, /^touchline_http_request_duration_seconds_count\{.*route="\/api\/users\/:id"/)).toBeDefined();
    expect(metric(text, /^touchline_live_event_lag_seconds_count \d/)).toMatch(/ [1-9]\d*$/);
    expect(metric(text, /^process_resident_memory_bytes \d/)).toBeDefined();
    for (const id of users.ids) expect(text).not.toContain(id);
    stream.close();
  });

  it('refuses every other level and the signed out', async () => {
    for (let level = 1; level <= 5; level++) {
      const res = await users.clients[level]!.get<ErrorBody>('/api/metrics');
      expect(res.status, `level ${level}`).toBe(403);
    }
    expect((await ctx.client().get('/api/metrics')).status).toBe(401);
  });
});
