import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.js';
import { OVERLOAD_RETRY_AFTER_S } from '../http/overload.js';
import {
  createWorkerPool,
  workerFile,
  type TaskOutcome,
  type WorkerPool,
  type WorkerPoolOptions,
} from './worker-pool.js';

const opened: WorkerPool[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((pool) => pool.close()));
});

/** A timer the test fires by hand: the time limit without waiting on the clock. */
function handTimer() {
  const timers: { ms: number; fire: () => void; cancelled: boolean }[] = [];
  return {
    timers,
    startTimer: (ms: number, fire: () => void) => {
      const timer = { ms, fire, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
  };
}

function poolWith(options: Partial<WorkerPoolOptions> = {}) {
  const outcomes: [string, TaskOutcome][] = [];
  const pool = createWorkerPool({
    file: workerFile('worker-pool.test-support', import.meta.url),
    threads: 1,
    maxQueue: 2,
    timeLimitMs: 60_000,
    maxHeapMb: 64,
    idleMs: 60_000,
    onOutcome: (task, outcome) => outcomes.push([task, outcome]),
    ...options,
  });
  opened.push(pool);
  return { pool, outcomes };
}

const flag = () => new Int32Array(new SharedArrayBuffer(4));
const open = (gate: Int32Array) => {
  Atomics.store(gate, 0, 1);
  Atomics.notify(gate, 0);
};
/** Atomics.waitAsync (Node 16+; in TypeScript's ES2024 lib, which the project's ES2023 does not include). */
const waitAsync = (
  Atomics as unknown as {
    waitAsync: (array: Int32Array, index: number, value: number) => { async: boolean; value: unknown };
  }
).waitAsync;

/** Resolves once the worker has set `started`: woken by its notify, no polling and no deadline. */
async function hasStarted(started: Int32Array) {
  const waiting = waitAsync(started, 0, 0);
  if (waiting.async) await waiting.value;
  expect(Atomics.load(started, 0)).toBe(1);
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

function expectUnavailable(error: AppError) {
  expect(error.statusCode).toBe(503);
  expect(error.code).toBe('SERVICE_UNAVAILABLE');
  expect(error.options.retryAfterS).toBe(OVERLOAD_RETRY_AFTER_S);
}

// Each pool's worker starts through tsx here: seconds on a busy machine.
describe('the heavy-work pool', { timeout: 60_000 }, () => {
  it('runs a task in a worker thread and answers its value; a bug in a task is an error, not a refusal', async () => {
    const { pool, outcomes } = poolWith();
    expect(await pool.run('echo', { games: [1, 2, 3] })).toEqual({ games: [1, 2, 3] });
    const bug = await pool.run('fail', null).catch((e: unknown) => e);
    expect(bug).toBeInstanceOf(Error);
    expect(bug).not.toBeInstanceOf(AppError);
    expect((bug as Error).message).toContain('the task has a bug');
    // The worker goes on.
    expect(await pool.run('echo', 'after')).toBe('after');
    expect(outcomes).toEqual([
      ['echo', 'done'],
      ['fail', 'failed'],
      ['echo', 'done'],
    ]);
  });

  it('refuses at once, with 503 and Retry-After, a task beyond the running and waiting ones', async () => {
    const { pool, outcomes } = poolWith({ threads: 1, maxQueue: 2 });
    const started = flag();
    const gate = flag();
    const running = pool.run('blockUntilOpened', { started, gate });
    await hasStarted(started);
    const waiting = [pool.run('echo', 1), pool.run('echo', 2)];
    expect(pool.pending()).toBe(3);

    expectUnavailable(await refusal(pool.run('echo', 3)));
    expect(outcomes).toEqual([['echo', 'queueFull']]);

    open(gate);
    expect(await running).toBe('opened');
    expect(await Promise.all(waiting)).toEqual([1, 2]);
    expect(pool.pending()).toBe(0);
  });

  it('refuses a task past its time limit and stops it by ending its worker; the next task gets a new worker', async () => {
    const timer = handTimer();
    const { pool, outcomes } = poolWith({ timeLimitMs: 5_000, startTimer: timer.startTimer });
    const started = flag();
    const stuck = pool.run('spinForever', { started });
    await hasStarted(started);
    const behind = pool.run('echo', 'behind');
    // The limit runs from hand-in; here the stuck task's is reached.
    expect(timer.timers.map((t) => t.ms)).toEqual([5_000, 5_000]);
    timer.timers[0]!.fire();
    expectUnavailable(await refusal(stuck));
    // A worker spinning for ever would never answer these.
    expect(await behind).toBe('behind');
    expect(await pool.run('echo', 'fresh')).toBe('fresh');
    expect(outcomes).toEqual([
      ['spinForever', 'timedOut'],
      ['echo', 'done'],
      ['echo', 'done'],
    ]);
    expect(timer.timers.slice(1).every((t) => t.cancelled)).toBe(true);
  });

  it('refuses a waiting task past its time limit without touching the running one', async () => {
    const timer = handTimer();
    const { pool } = poolWith({ startTimer: timer.startTimer });
    const started = flag();
    const gate = flag();
    const running = pool.run('blockUntilOpened', { started, gate });
    await hasStarted(started);
    const waiting = pool.run('echo', 'late');
    timer.timers[1]!.fire();
    expectUnavailable(await refusal(waiting));
    open(gate);
    expect(await running).toBe('opened');
  });

  it('fails only the task whose worker crashed; the task waiting behind it is answered', async () => {
    const { pool, outcomes } = poolWith();
    const crashed = pool.run('crash', null);
    const behind = pool.run('echo', 'still here');
    expectUnavailable(await refusal(crashed));
    expect(await behind).toBe('still here');
    expect(outcomes).toEqual([
      ['crash', 'workerEnded'],
      ['echo', 'done'],
    ]);
  });

  it("refuses the task that passes the worker's heap cap, and goes on", async () => {
    const { pool, outcomes } = poolWith({ maxHeapMb: 32 });
    expectUnavailable(await refusal(pool.run('exhaustHeap', null)));
    expect(outcomes).toEqual([['exhaustHeap', 'workerEnded']]);
    expect(await pool.run('echo', 'after')).toBe('after');
  });

  it('fails what is pending with 503 when it closes', async () => {
    const { pool } = poolWith();
    const started = flag();
    const running = pool.run('spinForever', { started });
    await hasStarted(started);
    const refused = refusal(running);
    await pool.close();
    expectUnavailable(await refused);
    expectUnavailable(await refusal(pool.run('echo', 'after closing')));
  });
});
