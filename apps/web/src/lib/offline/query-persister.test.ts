import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { describe, expect, it } from 'vitest';
import { OFFLINE_MAX_AGE_MS } from './persisted-queries';
import { boundClient, leadingThrottle, ownerOf } from './query-persister';
import { dehydratedQuery } from './dehydrated-query.test-support';

const NOW = Date.UTC(2026, 10, 25, 15);

function client(queries: ReturnType<typeof dehydratedQuery>[]): PersistedClient {
  return { timestamp: NOW, buster: '1', clientState: { mutations: [], queries } } as PersistedClient;
}

describe('the offline copy of the query cache (decision 314)', () => {
  it('belongs to the signed-in user of its `me` query, or to nobody', () => {
    expect(ownerOf(client([dehydratedQuery(['me'], { id: 'u1', level: 2 }, NOW)]))).toBe('u1');
    expect(ownerOf(client([dehydratedQuery(['me'], null, NOW)]))).toBeNull();
    expect(ownerOf(client([dehydratedQuery(['tournaments', 'list'], [], NOW)]))).toBeNull();
  });

  it('keeps the newest queries within the byte limit and drops any older than the maximum age', () => {
    const big = 'x'.repeat(400);
    const bounded = boundClient(
      client([
        dehydratedQuery(['tournaments', 'detail', 'old'], big, NOW - 3 * 60_000),
        dehydratedQuery(['me'], { id: 'u1' }, NOW - 60_000),
        dehydratedQuery(['tournaments', 'detail', 'new'], big, NOW - 2 * 60_000),
        dehydratedQuery(['tournaments', 'detail', 'expired'], 'x', NOW - OFFLINE_MAX_AGE_MS - 1),
      ]),
      // Room for the user and one of the two big ones (each query's state adds ~300 bytes of JSON).
      1500,
      NOW,
    );
    expect(bounded.clientState.queries.map((q) => q.queryKey)).toEqual([['me'], ['tournaments', 'detail', 'new']]);
  });

  it('stores a query whose last refetch failed as the success it last was, data kept', () => {
    const bounded = boundClient(client([dehydratedQuery(['tournaments', 'list'], ['t1'], NOW, 'error')]), 10_000, NOW);
    expect(bounded.clientState.queries[0]!.state).toMatchObject({ status: 'success', error: null, data: ['t1'] });
  });

  it('writes a lone change at once and a burst once at its end, never more than once a second', () => {
    let now = 0;
    const timers: { fn: () => void; at: number }[] = [];
    const runs: number[] = [];
    const throttled = leadingThrottle(() => runs.push(now), 1000, {
      now: () => now,
      setTimer: (fn, ms) => timers.push({ fn, at: now + ms }),
    });
    const advance = (to: number) => {
      now = to;
      const due = timers.filter((t) => t.at <= now);
      timers.splice(0, timers.length, ...timers.filter((t) => t.at > now));
      for (const timer of due) timer.fn();
    };
    throttled(); // a start confirmed after a quiet time: on the device at once
    expect(runs).toEqual([0]);
    advance(200);
    throttled();
    throttled();
    advance(900);
    expect(runs).toEqual([0]);
    advance(1000); // the burst's end: one write with the newest state
    expect(runs).toEqual([0, 1000]);
    advance(5000);
    throttled();
    expect(runs).toEqual([0, 1000, 5000]);
  });
});
