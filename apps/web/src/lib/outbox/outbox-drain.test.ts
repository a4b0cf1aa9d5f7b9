import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { backoffMs, createDrain, pickNext } from './outbox-drain';
import { openOutboxDb, type OutboxDb } from './outbox-db';
import type { SendOutcome } from './outbox-send';
import type { NewOutboxEntry, OutboxAction, OutboxEntry } from './outbox-types';

let db: OutboxDb;
let now: number;

beforeEach(async () => {
  // A fresh IndexedDB per case.
  globalThis.indexedDB = new IDBFactory();
  db = await openOutboxDb('test-outbox');
  now = 1_000_000;
});

const entry = (gameId: string, action: OutboxAction, version = 1): NewOutboxEntry => ({
  gameId,
  tournamentId: 't1',
  label: `game ${gameId}`,
  action,
  version,
});
const goal = (id: string): OutboxAction => ({
  kind: 'record',
  draft: { id, kind: 'goal', team: 1 },
  correction: false,
});
const nameOf = (e: OutboxEntry) => (e.action.kind === 'record' ? e.action.draft.id : e.action.kind);

/** A drain over the test database; `send` decides each answer; timers are collected, not run. */
function drainWith(send: (entry: OutboxEntry, version: number) => Promise<SendOutcome> | SendOutcome) {
  const timers: number[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const drain = createDrain({
    db,
    send: async (e, version) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      try {
        return await send(e, version);
      } finally {
        inFlight -= 1;
      }
    },
    now: () => now,
    online: () => true,
    withLock: (work) => work(),
    onChanged: () => undefined,
    onConfirmed: () => undefined,
    setTimer: (_work, ms) => timers.push(ms),
    clearTimer: () => undefined,
  });
  return { drain, timers, maxInFlight: () => maxInFlight };
}

const done = (e: OutboxEntry, version: number | null = null): SendOutcome => ({
  type: 'done',
  confirmation: { entry: e, kind: 'game', game: null },
  version,
});

describe('the outbox drain', () => {
  it('sends each game strictly in recording order, one request at a time', async () => {
    for (const [game, id] of [
      ['A', 'a1'],
      ['B', 'b1'],
      ['A', 'a2'],
      ['A', 'a3'],
      ['B', 'b2'],
    ] as const) {
      await db.add(entry(game, goal(id)), now);
    }
    const sent: string[] = [];
    const { drain, maxInFlight } = drainWith(async (e) => {
      sent.push(nameOf(e));
      await new Promise((resolve) => setTimeout(resolve, 1));
      return done(e);
    });
    // Kicks while a pass runs (an enqueue, `online`) make one more pass, never a second sender.
    await Promise.all([drain.kick(), drain.kick(), drain.kick()]);
    expect(sent).toEqual(['a1', 'b1', 'a2', 'a3', 'b2']);
    expect(maxInFlight()).toBe(1);
    expect(await db.all()).toEqual([]);
  });

  it('backs off on no answer, doubling from 1 s up to 64 s, and keeps the entry', async () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(backoffMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 32000, 64000, 64000, 64000,
    ]);
    await db.add(entry('A', goal('a1')), now);
    await db.add(entry('A', goal('a2')), now);
    const sent: string[] = [];
    const { drain, timers } = drainWith((e) => {
      sent.push(nameOf(e));
      return { type: 'retry' };
    });
    await drain.kick();
    // Not yet due: nothing is sent again, the timer waits out the backoff, a2 waits behind a1.
    await drain.kick();
    expect(sent).toEqual(['a1']);
    expect(timers.at(-1)).toBe(1000);
    now += 1000;
    await drain.kick();
    expect(timers.at(-1)).toBe(2000);
    now += 2000;
    await drain.kick();
    expect(timers.at(-1)).toBe(4000);
    expect(sent).toEqual(['a1', 'a1', 'a1']);
    const [first, second] = await db.all();
    expect([first?.state, first?.attempts, first?.notBefore]).toEqual(['waiting', 3, now + 4000]);
    expect([second?.state, second?.attempts]).toEqual(['waiting', 0]);
  });

  it('stops a refused entry with its code; the game’s later entries wait, other games go on', async () => {
    await db.add(entry('A', goal('a1')), now);
    await db.add(entry('A', goal('a2')), now);
    await db.add(entry('B', goal('b1')), now);
    const sent: string[] = [];
    let refuse = true;
    const { drain } = drainWith((e) => {
      sent.push(nameOf(e));
      if (nameOf(e) === 'a1' && refuse) return { type: 'refused', status: 409, code: 'GAME_FINISHED', version: 9 };
      return done(e);
    });
    await drain.kick();
    expect(sent).toEqual(['a1', 'b1']);
    const left = await db.all();
    expect(left.map((e) => [nameOf(e), e.state, e.refusal?.code])).toEqual([
      ['a1', 'refused', 'GAME_FINISHED'],
      ['a2', 'waiting', undefined],
    ]);
    // The game's version as read on the refusal: a retry names it.
    expect(await db.versionOf('A')).toBe(9);

    // The user retries: a1 then a2 go, in order.
    refuse = false;
    await db.put({ ...left[0]!, state: 'waiting' });
    await drain.kick();
    expect(sent).toEqual(['a1', 'b1', 'a1', 'a2']);
    expect(await db.all()).toEqual([]);
  });

  it('sends start/period/finish with the version the previous own confirmed write answered', async () => {
    // Queued offline: every entry read version 4, the game's version when the recorder went offline.
    await db.add(entry('A', { kind: 'start' }, 4), now);
    await db.add(entry('A', goal('a1'), 4), now);
    await db.add(entry('A', { kind: 'period', period: 'halfTime' }, 4), now);
    await db.add(entry('A', goal('a2'), 4), now);
    await db.add(entry('A', { kind: 'finish', score: { goals1: 2, goals2: 0 }, shootout: null }, 4), now);
    // A server: every write moves the version on by one; actions refuse a stale one.
    let version = 4;
    const versions: [string, number][] = [];
    const { drain } = drainWith((e, sentVersion) => {
      versions.push([nameOf(e), sentVersion]);
      if (e.action.kind !== 'record' && sentVersion !== version) {
        return { type: 'refused', status: 409, code: 'CONFLICT', version };
      }
      version += 1;
      return done(e, version);
    });
    await drain.kick();
    expect(versions).toEqual([
      ['start', 4],
      ['a1', 5],
      ['period', 6],
      ['a2', 7],
      ['finish', 8],
    ]);
    expect(await db.all()).toEqual([]);
    // Nothing of the game waits: its chained version is forgotten (the next entry reads the game's).
    expect(await db.versionOf('A')).toBeUndefined();
  });

  it('sends again an entry left "sending" by a closed tab (a resend is safe)', async () => {
    const stored = await db.add(entry('A', goal('a1')), now);
    await db.put({ ...stored, state: 'sending' });
    expect(pickNext(await db.all(), now).next?.seq).toBe(stored.seq);
    const sent: string[] = [];
    const { drain } = drainWith((e) => {
      sent.push(nameOf(e));
      return done(e);
    });
    await drain.kick();
    expect(sent).toEqual(['a1']);
  });

  it('undo drops an event that never left, and queues a removal for one that may have', async () => {
    await db.add(entry('A', goal('a1')), now);
    const sentOnce = await db.add(entry('A', goal('a2')), now);
    await db.put({ ...sentOnce, attempts: 1, notBefore: now + 1000 });
    const remove = (eventId: string) => ({
      ...entry('A', { kind: 'remove', eventId }),
      action: { kind: 'remove' as const, eventId },
    });
    expect(await db.removeEvent(remove('a1'), now)).toBe('dropped');
    expect(await db.removeEvent(remove('a2'), now)).toBe('queued');
    expect((await db.all()).map((e) => [nameOf(e), e.action.kind === 'remove' ? e.action.eventId : null])).toEqual([
      ['a2', null],
      ['remove', 'a2'],
    ]);
  });

  it('does not send while offline', async () => {
    await db.add(entry('A', goal('a1')), now);
    const sent: string[] = [];
    const drain = createDrain({
      db,
      send: async (e) => {
        sent.push(nameOf(e));
        return done(e);
      },
      now: () => now,
      online: () => false,
      withLock: (work) => work(),
      onChanged: () => undefined,
      onConfirmed: () => undefined,
      setTimer: () => undefined,
      clearTimer: () => undefined,
    });
    await drain.kick();
    expect(sent).toEqual([]);
    expect((await db.all())[0]?.state).toBe('waiting');
  });
});
