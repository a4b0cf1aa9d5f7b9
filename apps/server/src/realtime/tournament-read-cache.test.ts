import { describe, expect, it } from 'vitest';
import { createInProcessEventBus } from './event-bus.js';
import { createTournamentReadCache, publishingThrough } from './tournament-read-cache.js';

describe('tournament read cache', () => {
  /** A load that counts its calls and answers `value` (or fails) when released. */
  function loader(value: string) {
    let calls = 0;
    let release: (v: string) => void = () => {};
    let fail: (e: Error) => void = () => {};
    return {
      get calls() {
        return calls;
      },
      load: () => {
        calls += 1;
        return new Promise<string>((resolve, reject) => {
          release = () => resolve(value);
          fail = reject;
        });
      },
      release: () => release(value),
      fail: (e: Error) => fail(e),
    };
  }

  it('loads a view once for concurrent readers and serves it until the tournament changes', async () => {
    const bus = createInProcessEventBus();
    const cache = createTournamentReadCache(bus);
    const first = loader('v1');
    const reads = [cache.read('t1', 'standings', first.load), cache.read('t1', 'standings', first.load)];
    first.release();
    expect(await Promise.all(reads)).toEqual(['v1', 'v1']);
    expect(await cache.read('t1', 'standings', first.load)).toBe('v1');
    expect(first.calls).toBe(1);
    // Another tournament's change, or another topic, keeps it.
    bus.publish('tournament', ['t2']);
    bus.publish('user', ['t1']);
    expect(await cache.read('t1', 'standings', first.load)).toBe('v1');
    // Its own change forgets every view of it.
    bus.publish('tournament', ['t1']);
    const second = loader('v2');
    const again = cache.read('t1', 'standings', second.load);
    second.release();
    expect(await again).toBe('v2');
  });

  it('never keeps a load that started before a change, nor a failed one', async () => {
    const bus = createInProcessEventBus();
    const cache = createTournamentReadCache(bus);
    const before = loader('old');
    const early = cache.read('t1', 'games', before.load);
    bus.publish('tournament', ['t1']);
    before.release();
    expect(await early).toBe('old');
    const after = loader('new');
    const fresh = cache.read('t1', 'games', after.load);
    after.release();
    expect(await fresh).toBe('new');

    const failing = loader('x');
    const refused = cache.read('t9', 'games', failing.load);
    failing.fail(new Error('TOURNAMENT_NOT_FOUND'));
    await expect(refused).rejects.toThrow('TOURNAMENT_NOT_FOUND');
    const retried = loader('found');
    const ok = cache.read('t9', 'games', retried.load);
    retried.release();
    expect(await ok).toBe('found');
  });

  it('forgets at once when the change is published through it, before any subscriber hears of it', async () => {
    // A bus that delivers later, as the PostgreSQL one does after NOTIFY.
    const inner = createInProcessEventBus();
    const deferred = { ...inner, publish: () => {} };
    const cache = createTournamentReadCache(deferred);
    const v1 = loader('v1');
    const read = cache.read('t1', 'bracket', v1.load);
    v1.release();
    await read;
    publishingThrough(deferred, cache).publish('tournament', ['t1']);
    const v2 = loader('v2');
    const next = cache.read('t1', 'bracket', v2.load);
    v2.release();
    expect(await next).toBe('v2');
  });

  it('keeps at most `size` tournaments, dropping the least recently read', async () => {
    const cache = createTournamentReadCache(createInProcessEventBus(), 2);
    const counts = new Map<string, number>();
    const read = (id: string) =>
      cache.read(id, 'games', async () => {
        counts.set(id, (counts.get(id) ?? 0) + 1);
        return id;
      });
    await read('a');
    await read('b');
    await read('a'); // a is now the most recently read
    await read('c'); // drops b
    await read('a');
    await read('b');
    expect(Object.fromEntries(counts)).toEqual({ a: 1, b: 2, c: 1 });
  });
});
