import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { meQueryKey } from './auth/get-me';
import { tournamentsQueryKeys } from './tournament-keys';
import {
  backoffDelay,
  connectLiveEvents,
  changedByOwnResult,
  eventsUrl,
  type LiveChange,
  keysForAnyChange,
  keysForChange,
  onLiveTopic,
  parseChange,
  supersededDelay,
  type EventSourceLike,
  type TopicKeyMap,
} from './live-events';

describe('backoffDelay', () => {
  it('doubles from 1 s to 30 s with the lower half fixed', () => {
    const low = [0, 1, 2, 3, 4, 5, 6, 20].map((attempt) => backoffDelay(attempt, () => 0));
    const high = [0, 1, 2, 3, 4, 5, 6, 20].map((attempt) => backoffDelay(attempt, () => 1));
    expect(high).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    expect(low).toEqual([500, 1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000]);
  });

  it('stays finite for absurd attempt counts and never goes below half a second', () => {
    expect(backoffDelay(10_000, () => 1)).toBe(30_000);
    expect(backoffDelay(-3, () => 0)).toBe(500);
  });
});

describe('parseChange', () => {
  it('accepts a known topic with string ids', () => {
    expect(parseChange('{"topic":"user","ids":["a","b"]}')).toEqual({ topic: 'user', ids: ['a', 'b'] });
  });

  it('ignores unknown topics and malformed data', () => {
    for (const data of [
      '',
      'nope',
      'null',
      '{"topic":"game","ids":[]}',
      '{"topic":"user","ids":[1]}',
      '{"topic":"user"}',
    ]) {
      expect(parseChange(data), data).toBeNull();
    }
  });
});

describe('keysForChange', () => {
  const map: TopicKeyMap = {
    user: [(ids, { meId }) => (ids.includes(meId) ? [['me']] : []), () => [['users']], () => [['users']]],
    tournament: [],
  };

  it('invalidates me only when my id is among the ids, and feature keys always, once each', () => {
    expect(keysForChange({ topic: 'user', ids: ['u1', 'u2'] }, { meId: 'u2' }, map)).toEqual([['me'], ['users']]);
    expect(keysForChange({ topic: 'user', ids: ['u1'] }, { meId: 'u2' }, map)).toEqual([['users']]);
  });

  it('names, for a first connection, every key a change could touch (every tournament, what features add), but not me', () => {
    const off = onLiveTopic('tournament', () => [['players', 'tournaments']]);
    try {
      expect(keysForAnyChange({ meId: 'u1' })).toEqual([tournamentsQueryKeys.all, ['players', 'tournaments']]);
    } finally {
      off();
    }
    expect(keysForAnyChange({ meId: 'u1' })).toEqual([tournamentsQueryKeys.all]);
  });

  it('maps my own user record to the me query by default, and features can extend it', () => {
    expect(keysForChange({ topic: 'user', ids: ['u1'] }, { meId: 'u1' })).toEqual([meQueryKey]);
    const off = onLiveTopic('user', () => [['feature', 'list']]);
    expect(keysForChange({ topic: 'user', ids: ['x'] }, { meId: 'u1' })).toEqual([['feature', 'list']]);
    off();
    expect(keysForChange({ topic: 'user', ids: ['x'] }, { meId: 'u1' })).toEqual([]);
  });

  it("refetches a changed tournament's detail, its games (under the detail key) and the hub list", () => {
    expect(keysForChange({ topic: 'tournament', ids: ['t1', 't2'] }, { meId: 'u1' })).toEqual([
      ['tournaments', 'detail', 't1'],
      ['tournaments', 'detail', 't2'],
      ['tournaments', 'list'],
    ]);
  });
});

describe('eventsUrl', () => {
  it('names the topics and resumes after a numeric event id only', () => {
    expect(eventsUrl(['user'], null, 'tab1')).toBe('/api/events?topics=user&tab=tab1');
    expect(eventsUrl(['user'], '42', 'tab1')).toBe('/api/events?topics=user&tab=tab1&lastEventId=42');
    expect(eventsUrl(['user'], 'x1', 'tab1')).toBe('/api/events?topics=user&tab=tab1');
  });
});

/** A fake EventSource and timer queue, so the connection logic runs in node. */
function harness(page = { visible: true }) {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const sources: FakeSource[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const resumeListeners = new Set<() => void>();
  const announced: LiveChange[] = [];

  class FakeSource implements EventSourceLike {
    listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
    onerror: ((event: Event) => void) | null = null;
    closed = false;
    constructor(readonly url: string) {}
    addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    close() {
      this.closed = true;
    }
    emit(type: string, data = '{}', lastEventId = '') {
      for (const listener of this.listeners.get(type) ?? []) listener({ data, lastEventId } as MessageEvent<string>);
    }
    fail() {
      this.onerror?.(new Event('error'));
    }
  }

  const stop = connectLiveEvents({
    queryClient,
    meId: 'me-1',
    createEventSource: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    setTimer: (run, ms) => timers.push({ run, ms }),
    clearTimer: () => timers.splice(0),
    random: () => 1,
    onResume: (listener) => {
      resumeListeners.add(listener);
      return () => resumeListeners.delete(listener);
    },
    isVisible: () => page.visible,
    tab: 'tab1',
    announce: (change) => announced.push(change),
  });
  const latest = () => sources[sources.length - 1]!;
  /** The app comes back (lib/native/app-resume.ts). */
  const resume = () => resumeListeners.forEach((listener) => listener());
  return { invalidate, sources, timers, stop, latest, resume, resumeListeners, announced };
}

describe('connectLiveEvents', () => {
  it('on first connecting, refreshes what a live change could touch, once: a change before it reached nobody', () => {
    const { invalidate, timers, latest } = harness();
    expect(invalidate).not.toHaveBeenCalled();
    latest().emit('ready');
    expect(invalidate.mock.calls.map(([filters]) => filters)).toEqual([{ queryKey: tournamentsQueryKeys.all }]);
    invalidate.mockClear();
    latest().fail();
    timers.shift()!.run();
    invalidate.mockClear();
    latest().emit('ready'); // a reconnect without an event id: everything, as before
    expect(invalidate.mock.calls).toEqual([[]]);
  });

  it('invalidates me for my own change and everything on resync', () => {
    const { invalidate, latest } = harness();
    expect(latest().url).toBe('/api/events?topics=user%2Ctournament&tab=tab1');
    latest().emit('ready');
    invalidate.mockClear();
    latest().emit('change', '{"topic":"user","ids":["someone"]}', '1');
    expect(invalidate).not.toHaveBeenCalled();
    latest().emit('change', '{"topic":"user","ids":["me-1"]}', '2');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: meQueryKey });
    invalidate.mockClear();
    latest().emit('resync');
    expect(invalidate).toHaveBeenCalledWith();
  });

  it("marks an echo of this tab's own write stale without fetching it again (decision 390)", () => {
    const { invalidate, latest, announced } = harness();
    latest().emit('ready');
    invalidate.mockClear();
    latest().emit('change', '{"topic":"tournament","ids":["t1"],"echo":true}', '3');
    expect(invalidate.mock.calls.map(([filters]) => filters)).toEqual([
      { queryKey: tournamentsQueryKeys.detail('t1'), predicate: expect.any(Function), refetchType: 'none' },
      { queryKey: tournamentsQueryKeys.list(), predicate: expect.any(Function), refetchType: 'none' },
    ]);
    invalidate.mockClear();
    // Anyone else's change (or one the server did not mark) refetches what is on screen.
    latest().emit('change', '{"topic":"tournament","ids":["t1"],"echo":false}', '4');
    expect(invalidate.mock.calls.map(([filters]) => filters)).toEqual([
      { queryKey: tournamentsQueryKeys.detail('t1') },
      { queryKey: tournamentsQueryKeys.list() },
    ]);
    expect(announced).toEqual([
      { topic: 'tournament', ids: ['t1'], echo: true },
      { topic: 'tournament', ids: ['t1'] },
    ]);
  });

  it('after its own result, leaves the tournament, its games, records and rosters alone and marks what results decide', () => {
    const detail = tournamentsQueryKeys.detail('t1');
    const changed = [
      [...detail, 'standings'],
      [...detail, 'bracket'],
      [...detail, 'stats', 'scorers'],
      tournamentsQueryKeys.list(),
      ['player-tournaments', 'p1'],
    ];
    const untouched = [
      detail,
      tournamentsQueryKeys.games('t1'),
      [...tournamentsQueryKeys.games('t1'), 'g1', 'record'],
      tournamentsQueryKeys.roster('t1', 'c1'),
      ['lineups', 'g1'],
    ];
    expect(changed.map(changedByOwnResult)).toEqual(changed.map(() => true));
    expect(untouched.map(changedByOwnResult)).toEqual(untouched.map(() => false));
  });

  it('reconnects with growing delays, resumes after the last event id and resets after ready', () => {
    const { invalidate, sources, timers, latest } = harness();
    latest().emit('ready');
    latest().emit('change', '{"topic":"user","ids":["x"]}', '7');
    latest().fail();
    expect(sources[0]!.closed).toBe(true);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: meQueryKey }); // is the session still there?
    expect(timers.map((t) => t.ms)).toEqual([1_000]);
    timers.shift()!.run();
    expect(latest().url).toBe('/api/events?topics=user%2Ctournament&tab=tab1&lastEventId=7');
    latest().fail();
    timers.shift()!.run();
    latest().fail();
    expect(timers.map((t) => t.ms)).toEqual([4_000]);
    timers.shift()!.run();
    invalidate.mockClear();
    latest().emit('ready'); // resumed with an id: the server replays, no blanket refetch
    expect(invalidate).not.toHaveBeenCalledWith();
    latest().fail();
    expect(timers.map((t) => t.ms)).toEqual([1_000]);
    expect(sources).toHaveLength(4);
  });

  it('resynchronises after a reconnect it cannot resume', () => {
    const { invalidate, timers, latest } = harness();
    latest().emit('ready');
    latest().fail();
    timers.shift()!.run();
    invalidate.mockClear();
    latest().emit('ready');
    expect(invalidate).toHaveBeenCalledWith();
  });

  it('closes the stream and cancels a pending reconnect when stopped', () => {
    const { sources, timers, stop, latest } = harness();
    latest().fail();
    expect(timers).toHaveLength(1);
    stop();
    expect(timers).toHaveLength(0);
    expect(sources.every((source) => source.closed)).toBe(true);
    const { sources: others, stop: stopOpen, latest: latestOpen } = harness();
    stopOpen();
    expect(latestOpen().closed).toBe(true);
    latestOpen().fail(); // a late error after stopping reconnects nothing
    expect(others).toHaveLength(1);
  });

  it('on app resume reconnects at once if the stream dropped, resuming after the last event id, and restarts the backoff', () => {
    const { sources, timers, latest, resume } = harness();
    latest().emit('ready');
    latest().emit('change', '{"topic":"user","ids":["x"]}', '9');
    // Three failures while the phone slept: the next try waits 8 s.
    for (let i = 0; i < 3; i++) {
      latest().fail();
      if (i < 2) timers.shift()!.run();
    }
    expect(timers.map((t) => t.ms)).toEqual([4_000]);
    resume();
    expect(timers).toHaveLength(0);
    expect(sources).toHaveLength(4);
    expect(latest().url).toBe('/api/events?topics=user%2Ctournament&tab=tab1&lastEventId=9');
    latest().fail();
    expect(timers.map((t) => t.ms)).toEqual([1_000]);
  });

  it('on app resume leaves a live stream alone, and listens no more once stopped', () => {
    const { sources, timers, latest, resume, stop, resumeListeners } = harness();
    latest().emit('ready');
    resume();
    expect(sources).toHaveLength(1);
    expect(latest().closed).toBe(false);
    expect(timers).toHaveLength(0);
    stop();
    expect(resumeListeners.size).toBe(0);
  });

  it('when superseded by a newer stream, closes this one and does not reconnect soon: tabs past the cap do not take turns', () => {
    const { invalidate, sources, timers, latest } = harness();
    latest().emit('ready');
    latest().emit('change', '{"topic":"user","ids":["x"]}', '5');
    latest().emit('superseded');
    // Closed before the browser's own retry, and no error-driven backoff.
    expect(sources[0]!.closed).toBe(true);
    latest().fail(); // the end of the response after it changes nothing
    expect(timers.map((t) => t.ms)).toEqual([supersededDelay(() => 1)]);
    expect(timers[0]!.ms).toBe(120_000);
    expect(supersededDelay(() => 0)).toBe(60_000);
    timers.shift()!.run();
    expect(sources).toHaveLength(2);
    expect(latest().url).toBe('/api/events?topics=user%2Ctournament&tab=tab1&lastEventId=5');
    invalidate.mockClear();
    latest().emit('ready'); // resumed with an id: the server replays
    expect(invalidate).not.toHaveBeenCalledWith();
  });

  it('when superseded while hidden, waits for the page to be shown, then reconnects at once', () => {
    const page = { visible: false };
    const { sources, timers, latest, resume } = harness(page);
    latest().emit('ready');
    latest().emit('superseded');
    expect(timers).toHaveLength(0);
    expect(sources).toHaveLength(1);
    page.visible = true;
    resume();
    expect(sources).toHaveLength(2);
    expect(latest().closed).toBe(false);
  });

  it('does not reconnect a superseded stream whose slow retry comes while the page is hidden', () => {
    const page = { visible: true };
    const { sources, timers, latest, resume } = harness(page);
    latest().emit('superseded');
    page.visible = false;
    timers.shift()!.run();
    expect(sources).toHaveLength(1);
    page.visible = true;
    resume();
    expect(sources).toHaveLength(2);
  });
});
