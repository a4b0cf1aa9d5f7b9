import { describe, expect, it } from 'vitest';
import { createInProcessEventBus, type ChangeEvent } from './event-bus.js';

describe('in-process event bus', () => {
  it('delivers published events to subscribers with increasing ids', () => {
    const bus = createInProcessEventBus();
    const seen: ChangeEvent[] = [];
    const unsubscribe = bus.subscribe((e) => seen.push(e));
    bus.publish('user', ['a']);
    bus.publish('user', ['b', 'c']);
    unsubscribe();
    bus.publish('user', ['d']);
    expect(seen).toEqual([
      { id: 1, topic: 'user', ids: ['a'], publishedAt: expect.any(Number) },
      { id: 2, topic: 'user', ids: ['b', 'c'], publishedAt: expect.any(Number) },
    ]);
  });

  it('replays what a reconnecting client missed, and asks for a resync when the gap is gone', async () => {
    const bus = createInProcessEventBus(3);
    for (const id of ['a', 'b', 'c', 'd', 'e']) bus.publish('user', [id]);
    expect((await bus.since(3))?.map((e) => e.ids[0])).toEqual(['d', 'e']);
    expect(await bus.since(5)).toEqual([]);
    expect(await bus.since(1)).toBeNull(); // event 2 fell out of the buffer
    expect(await bus.since(99)).toBeNull(); // id from an earlier server run
  });
});
