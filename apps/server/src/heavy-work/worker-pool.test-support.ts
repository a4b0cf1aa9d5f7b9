import { defineTask } from './worker-task.js';

// Tasks for worker-pool.test.ts: each one misbehaves in one way the pool
// must bound. They run in the pool's worker threads (loaded through tsx).

/** Answers its input. */
export const echo = defineTask((input: unknown) => input);

/** Says it started (slot 0 of `started` becomes 1), then waits until `gate`'s slot 0 is 1. */
export const blockUntilOpened = defineTask(({ started, gate }: { started: Int32Array; gate: Int32Array }) => {
  Atomics.store(started, 0, 1);
  Atomics.notify(started, 0);
  Atomics.wait(gate, 0, 0);
  return 'opened';
});

/** Says it started, then never ends: only terminating its worker stops it. */
export const spinForever = defineTask(({ started }: { started: Int32Array }) => {
  Atomics.store(started, 0, 1);
  Atomics.notify(started, 0);
  for (;;) {
    // a task stuck in a loop
  }
});

/** Ends its worker thread, as a crash in native code would. */
export const crash = defineTask(() => process.exit(3));

/** Allocates until the worker's heap cap ends it. */
export const exhaustHeap = defineTask(() => {
  const kept: number[][] = [];
  for (;;) kept.push(new Array<number>(1_000_000).fill(1));
});

/** A bug in the task's own code. */
export const fail = defineTask((): never => {
  throw new Error('the task has a bug');
});
