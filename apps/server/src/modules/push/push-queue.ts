/**
 * A bounded in-process work queue for push messages (decision 052): at most
 * `maxPending` jobs wait (a new one pushes the oldest out, counted by
 * `onDrop`), at most `concurrency` run at once. Nothing here is durable: a
 * notification is a courtesy, and a restart loses what was waiting.
 */
export type PushQueue = {
  add(job: () => Promise<void>): void;
  /** Resolves when nothing waits or runs (tests, shutdown). */
  idle(): Promise<void>;
  /** Drops what waits and waits for what runs. */
  close(): Promise<void>;
  readonly pending: number;
};

export function createPushQueue(options: {
  concurrency: number;
  maxPending: number;
  onDrop: () => void;
  onError: (error: unknown) => void;
}): PushQueue {
  const waiting: (() => Promise<void>)[] = [];
  let running = 0;
  let closed = false;
  let idleWaiters: (() => void)[] = [];

  function settle() {
    if (running > 0 || waiting.length > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  function pump() {
    while (running < options.concurrency && waiting.length > 0) {
      const job = waiting.shift()!;
      running++;
      void (async () => {
        try {
          await job();
        } catch (error) {
          options.onError(error);
        } finally {
          running--;
          pump();
          settle();
        }
      })();
    }
  }

  return {
    add(job) {
      if (closed) return;
      if (waiting.length >= options.maxPending) {
        waiting.shift();
        options.onDrop();
      }
      waiting.push(job);
      pump();
    },
    idle() {
      if (running === 0 && waiting.length === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    async close() {
      closed = true;
      waiting.length = 0;
      await this.idle();
    },
    get pending() {
      return waiting.length;
    },
  };
}
