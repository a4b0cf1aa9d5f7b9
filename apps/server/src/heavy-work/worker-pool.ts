import { Piscina } from 'piscina';
import { AppError } from '../http/errors.js';
import { OVERLOAD_RETRY_AFTER_S } from '../http/overload.js';
import type { TaskAnswer } from './worker-task.js';

/**
 * The one way the server runs CPU-heavy work (decision 355): a pool of worker
 * threads (piscina), so that no request holds the event loop for longer than
 * it takes to hand its input over and take the answer back.
 *
 * Bounded in every dimension an account could grow:
 * - threads: `threads`, started by the first task, ended after `idleMs`
 *   without one;
 * - waiting: at most `maxQueue` tasks wait for a thread; more are refused at
 *   once;
 * - time: a task not answered `timeLimitMs` after it was handed in (waiting
 *   included) is refused; if it is running, its worker is terminated, which
 *   stops it wherever it is;
 * - memory: each worker's heap is capped (`maxHeapMb`); a task that passes it
 *   ends its worker.
 * Every refusal is 503 SERVICE_UNAVAILABLE with Retry-After, the shape of the
 * overload refusals (decision 027). A worker that ends (crash, heap cap,
 * time limit) fails only the task it was running; the next task gets a new
 * worker. An error thrown by the task's own code is a bug: it is rethrown
 * (500, logged), and the worker goes on.
 */
export type WorkerPoolOptions = {
  /** The worker module (workerFile()). */
  file: WorkerFile;
  /** Threads while there is work. */
  threads: number;
  /** Tasks waiting for a thread at most; beyond, refused at once. */
  maxQueue: number;
  /** From hand-in to answer, waiting included. */
  timeLimitMs: number;
  /** Old-generation heap of each worker. */
  maxHeapMb: number;
  /** The threads end after this long without a task. */
  idleMs: number;
  /** Told how each task ended (metrics). */
  onOutcome?: (task: string, outcome: TaskOutcome) => void;
  /** Starts the time limit's timer; returns its cancel. Tests drive it by hand. */
  startTimer?: (ms: number, fire: () => void) => () => void;
};

export type TaskOutcome = 'done' | 'failed' | 'queueFull' | 'timedOut' | 'workerEnded';

export type WorkerPool = {
  /** Runs the worker module's export `task` with `input` (structured-cloned both ways). */
  run<T>(task: string, input: unknown): Promise<T>;
  /** Tasks handed in and not yet answered (running or waiting). */
  pending(): number;
  /** Ends every worker; what is pending fails with 503. */
  close(): Promise<void>;
};

/** A worker module as both runtimes load it. */
export type WorkerFile = { url: URL; execArgv: string[] };

/**
 * `name` next to the module at `base` (its import.meta.url). Running from the
 * TypeScript sources (tsx, vitest) it is the `.ts` file, which the worker
 * loads through tsx as the server process does (as the password estimator's
 * worker, decision 048); from the build, the `.js` file tsc wrote beside it.
 */
export function workerFile(name: string, base: string): WorkerFile {
  const fromSources = base.endsWith('.ts');
  return {
    url: new URL(`./${name}.${fromSources ? 'ts' : 'js'}`, base),
    execArgv: fromSources ? ['--import', 'tsx'] : [],
  };
}

/** A refusal for want of capacity, with the overload refusals' Retry-After. */
export function unavailable(): AppError {
  return new AppError(503, 'SERVICE_UNAVAILABLE', undefined, { retryAfterS: OVERLOAD_RETRY_AFTER_S });
}

const defaultTimer = (ms: number, fire: () => void) => {
  const timer = setTimeout(fire, ms);
  return () => clearTimeout(timer);
};

export function createWorkerPool(options: WorkerPoolOptions): WorkerPool {
  const { file, threads, maxQueue, timeLimitMs, maxHeapMb, idleMs, onOutcome = () => {} } = options;
  const startTimer = options.startTimer ?? defaultTimer;
  // The threads exist while there is work: started by the first task, ended
  // with the pool after `idleMs` without any. Within that time piscina keeps
  // `threads` workers, and starts a new one when one ends — with fewer
  // (minThreads 0), piscina 5.3 leaves tasks waiting behind a worker that
  // ended until the next task is handed in.
  let pool: Piscina | null = null;
  let endIdle: (() => void) | null = null;
  let closed = false;
  let pending = 0;

  const threadsNow = (): Piscina => {
    endIdle?.();
    endIdle = null;
    if (pool) return pool;
    pool = new Piscina({
      filename: file.url.href,
      execArgv: file.execArgv,
      minThreads: threads,
      maxThreads: threads,
      // The bound on waiting tasks is ours (below), counted the same way
      // whether workers are starting or not.
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: 16 },
    });
    // A worker that ends between tasks has no task to fail: piscina says so
    // as an 'error' event, which must not end the process.
    pool.on('error', () => {});
    return pool;
  };

  const idleAfterLastTask = () => {
    if (pending > 0 || !pool) return;
    const idle = setTimeout(() => {
      const ending = pool;
      pool = null;
      endIdle = null;
      void ending?.destroy();
    }, idleMs);
    // Never what keeps the process alive.
    idle.unref();
    endIdle = () => clearTimeout(idle);
  };

  return {
    async run<T>(task: string, input: unknown): Promise<T> {
      if (closed || pending >= threads + maxQueue) {
        onOutcome(task, 'queueFull');
        throw unavailable();
      }
      pending += 1;
      const abort = new AbortController();
      let timedOut = false;
      const cancel = startTimer(timeLimitMs, () => {
        timedOut = true;
        abort.abort();
      });
      let answer: TaskAnswer<T>;
      try {
        answer = (await threadsNow().run(input, { name: task, signal: abort.signal })) as TaskAnswer<T>;
      } catch {
        // Time limit, a worker that ended (heap cap, crash), a pool closing:
        // this task could not be done now; the next one gets a new worker.
        onOutcome(task, timedOut ? 'timedOut' : 'workerEnded');
        throw unavailable();
      } finally {
        pending -= 1;
        cancel();
        idleAfterLastTask();
      }
      if ('failed' in answer) {
        onOutcome(task, 'failed');
        throw new Error(`heavy work "${task}" failed: ${answer.failed}`);
      }
      onOutcome(task, 'done');
      return answer.value;
    },
    pending: () => pending,
    async close() {
      closed = true;
      endIdle?.();
      const ending = pool;
      pool = null;
      await ending?.destroy();
    },
  };
}
