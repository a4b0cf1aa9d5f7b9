import type { OutboxDb } from './outbox-db';
import type { SendOutcome } from './outbox-send';
import type { OutboxConfirmation, OutboxEntry } from './outbox-types';

/** docs/product/quality-goals.md: the wait before the n-th retry doubles from 1 s up to 64 s. */
export function backoffMs(attempts: number): number {
  return Math.min(64_000, 1000 * 2 ** Math.max(0, attempts - 1));
}

/** Entries sent in one pass at most before the drain yields (a pass is bounded; the next one goes on). */
const MAX_PER_PASS = 200;

/**
 * The entry to send now: the oldest entry of each game is its only candidate
 * (strict order per game); a refused one holds its game's later entries
 * back. `sending` left over from a closed tab counts as waiting (a resend is
 * safe). Also the time the next backed-off entry becomes due.
 */
export function pickNext(
  entries: readonly OutboxEntry[],
  now: number,
): { next: OutboxEntry | null; wakeAt: number | null } {
  const seen = new Set<string>();
  let wakeAt: number | null = null;
  for (const entry of [...entries].sort((a, b) => a.seq - b.seq)) {
    if (seen.has(entry.gameId)) continue;
    seen.add(entry.gameId);
    if (entry.state === 'refused') continue;
    if (entry.notBefore <= now) return { next: entry, wakeAt: null };
    wakeAt = wakeAt === null ? entry.notBefore : Math.min(wakeAt, entry.notBefore);
  }
  return { next: null, wakeAt };
}

export interface DrainDeps {
  db: OutboxDb;
  send: (entry: OutboxEntry, version: number) => Promise<SendOutcome>;
  now: () => number;
  online: () => boolean;
  /** Only one tab drains at a time (Web Locks); runs `work` while holding the lock. */
  withLock: <T>(work: () => Promise<T>) => Promise<T>;
  onChanged: () => void;
  onConfirmed: (confirmation: OutboxConfirmation) => void;
  setTimer: (work: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
}

/**
 * Sends the outbox one request at a time (decision 315). `kick` after an
 * enqueue, at start, on `online` and on the backoff timer; kicks during a
 * pass make one more pass, never a second sender.
 */
export function createDrain(deps: DrainDeps) {
  let running: Promise<void> | null = null;
  let again = false;
  let timer: unknown = null;
  let stopped = false;

  async function handle(entry: OutboxEntry, outcome: SendOutcome) {
    const { db } = deps;
    if (outcome.type === 'done') {
      if (outcome.version !== null) await db.setVersion(entry.gameId, outcome.version);
      // The screens take the answer first, then the entry goes: the event never blinks out.
      deps.onConfirmed(outcome.confirmation);
      await db.delete(entry.seq);
      await db.forgetVersionIfIdle(entry.gameId);
    } else if (outcome.type === 'retry') {
      const attempts = entry.attempts + 1;
      await db.put({ ...entry, state: 'waiting', attempts, notBefore: deps.now() + backoffMs(attempts) });
    } else {
      // A retry the user asks for then names the version just read.
      if (outcome.version !== null) await db.setVersion(entry.gameId, outcome.version);
      await db.put({
        ...entry,
        state: 'refused',
        attempts: entry.attempts + 1,
        refusal: { status: outcome.status, code: outcome.code },
      });
    }
    deps.onChanged();
  }

  /** One bounded pass; answers when to look again (null: nothing due, or offline until `online`). */
  async function pass(): Promise<number | null> {
    const { db } = deps;
    for (let sent = 0; sent < MAX_PER_PASS; sent += 1) {
      if (!deps.online()) return null;
      const { next, wakeAt } = pickNext(await db.all(), deps.now());
      if (!next) return wakeAt;
      const sending: OutboxEntry = { ...next, state: 'sending' };
      await db.put(sending);
      deps.onChanged();
      const version = (await db.versionOf(next.gameId)) ?? next.version;
      await handle(sending, await deps.send(sending, version));
    }
    return deps.now();
  }

  async function loop() {
    let wakeAt: number | null;
    do {
      again = false;
      wakeAt = await deps.withLock(pass);
    } while (again);
    if (timer !== null) deps.clearTimer(timer);
    timer = wakeAt === null || stopped ? null : deps.setTimer(kick, Math.max(0, wakeAt - deps.now()));
  }

  function kick(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = loop()
      .catch((error: unknown) => {
        // A closed database after `stop` ends the pass quietly; anything else is a real failure.
        if (!stopped) throw error;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  function stop() {
    stopped = true;
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
  }

  return { kick, stop };
}
