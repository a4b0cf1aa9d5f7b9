import { Worker } from 'node:worker_threads';
import { AppError } from '../http/errors.js';
import type { Estimate } from './password-estimator.build.js';
import type { EstimateReply, EstimateRequest } from './password-estimator.worker.js';

/**
 * The password estimator (zxcvbn-ts, decision 015) in a worker thread that
 * starts on the first check and ends after a quiet minute (decision 048).
 * Its dictionaries cost about 55 MB of heap and 0.3 s of blocking work to
 * build; kept in the server they were paid by every instance all the time,
 * for the few requests that set a password (registration, password change).
 * In a worker they are paid only while someone sets passwords, and neither
 * the build nor a check (up to about 100 ms) holds up the event loop.
 *
 * Bounded: at most `maxPending` checks wait (more answer 503
 * SERVICE_UNAVAILABLE), each gets `timeoutMs` including the worker's start,
 * and the worker's heap is capped. A timeout or a crash ends the worker and
 * fails what was waiting with 503; the next check starts a new one.
 */
export type PasswordEstimatorOptions = {
  /** The worker ends after this long without a check. */
  idleMs?: number;
  /** A check fails with 503 when it has no answer after this long (the worker's start included). */
  timeoutMs?: number;
  /** Checks waiting at once; more fail with 503 at once. */
  maxPending?: number;
};

export type PasswordEstimator = {
  estimate(password: string, inputs: string[]): Promise<Estimate>;
  /** Whether the worker is running now (tests, metrics). */
  running(): boolean;
  /** Ends the worker; a later check starts a new one. */
  close(): Promise<void>;
};

/**
 * The timeout is a guard against a stuck worker, not a latency target: the
 * worker's start and build take about 0.4 s on an idle machine, several
 * seconds on a starved one (more from the TypeScript sources under tests).
 */
export const PASSWORD_ESTIMATOR_DEFAULTS = { idleMs: 60_000, timeoutMs: 15_000, maxPending: 32 } as const;

/** Old-generation cap of the worker: the built estimator takes about 55 MB. */
const WORKER_HEAP_MB = 160;

/**
 * The worker's file next to this one. Running from the TypeScript sources
 * (tsx, vitest) it is a `.ts` file, which the worker loads through tsx as
 * the server process does.
 */
function spawnWorker(): Worker {
  const fromSources = import.meta.url.endsWith('.ts');
  const url = new URL(`./password-estimator.worker.${fromSources ? 'ts' : 'js'}`, import.meta.url);
  return new Worker(url, {
    ...(fromSources ? { execArgv: ['--import', 'tsx'] } : {}),
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
}

type Pending = { resolve: (estimate: Estimate) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };

export function createPasswordEstimator(options: PasswordEstimatorOptions = {}): PasswordEstimator {
  const { idleMs, timeoutMs, maxPending } = { ...PASSWORD_ESTIMATOR_DEFAULTS, ...options };
  let worker: Worker | null = null;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const unavailable = () => new AppError(503, 'SERVICE_UNAVAILABLE');

  /** Ends the worker and fails every waiting check. */
  const stop = async () => {
    clearTimeout(idleTimer);
    const ending = worker;
    worker = null;
    for (const [id, check] of pending) {
      clearTimeout(check.timer);
      pending.delete(id);
      check.reject(unavailable());
    }
    if (ending) await ending.terminate();
  };

  const start = (): Worker => {
    const started = spawnWorker();
    // Never what keeps the process alive: shutdown does not wait for it.
    started.unref();
    started.on('message', ({ id, score, warning }: EstimateReply) => {
      const check = pending.get(id);
      if (!check) return;
      clearTimeout(check.timer);
      pending.delete(id);
      check.resolve({ score, warning });
      if (pending.size === 0) {
        clearTimeout(idleTimer);
        idleTimer = setTimeout(() => void stop(), idleMs).unref();
      }
    });
    const failed = () => {
      if (worker === started) void stop();
    };
    started.on('error', failed);
    started.on('exit', failed);
    return started;
  };

  return {
    estimate(password, inputs) {
      if (pending.size >= maxPending) return Promise.reject(unavailable());
      clearTimeout(idleTimer);
      worker ??= start();
      const id = nextId++;
      return new Promise<Estimate>((resolve, reject) => {
        // A worker that does not answer in time is stuck or starved: end it
        // (and what waits behind it) rather than let checks pile up.
        const timer = setTimeout(() => void stop(), timeoutMs);
        pending.set(id, { resolve, reject, timer });
        const request: EstimateRequest = { id, password, inputs };
        worker?.postMessage(request);
      });
    },
    running: () => worker !== null,
    close: stop,
  };
}

let shared: PasswordEstimator | undefined;
/**
 * The process's one estimator: every app built in the process (tests build
 * many) shares its worker, so the dictionaries are built once while in use.
 * Its worker is unref'd and ends itself when idle; nothing needs closing.
 */
export function sharedPasswordEstimator(): PasswordEstimator {
  shared ??= createPasswordEstimator();
  return shared;
}
