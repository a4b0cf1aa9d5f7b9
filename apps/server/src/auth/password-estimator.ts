import { Worker } from 'node:worker_threads';
import { AppError } from '../http/errors.js';
import type { Estimate } from './password-estimator.build.js';
import type { EstimateRequest, WorkerMessage } from './password-estimator.worker.js';

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
 * SERVICE_UNAVAILABLE); the worker gets `startTimeoutMs` to load and build
 * its dictionaries, and each check `timeoutMs` once the worker is ready; the
 * worker's heap is capped. A timeout or a crash ends the worker and fails
 * what was waiting with 503; the next check starts a new one.
 */
export type PasswordEstimatorOptions = {
  /** The worker ends after this long without a check. */
  idleMs?: number;
  /** The worker's start (loading and building the dictionaries) fails with 503 past this. */
  startTimeoutMs?: number;
  /** A check fails with 503 when the ready worker has not answered after this long. */
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
 * The start takes about 0.4 s on an idle machine and several seconds on a
 * starved one (4.7 s measured at a load average of 17 on two cores), so it
 * has its own, longer bound; a check itself takes at most about 100 ms.
 */
export const PASSWORD_ESTIMATOR_DEFAULTS = {
  idleMs: 60_000,
  startTimeoutMs: 60_000,
  timeoutMs: 10_000,
  maxPending: 32,
} as const;

/** Heap caps of the worker: the built estimator takes about 55 MB; a small young generation keeps its RSS near that. */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 160, maxYoungGenerationSizeMb: 8 };

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
    resourceLimits: WORKER_LIMITS,
  });
}

type Pending = {
  request: EstimateRequest;
  resolve: (estimate: Estimate) => void;
  reject: (error: Error) => void;
  timer?: NodeJS.Timeout;
};

export function createPasswordEstimator(options: PasswordEstimatorOptions = {}): PasswordEstimator {
  const { idleMs, startTimeoutMs, timeoutMs, maxPending } = { ...PASSWORD_ESTIMATOR_DEFAULTS, ...options };
  let worker: Worker | null = null;
  let ready = false;
  let startTimer: NodeJS.Timeout | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const unavailable = () => new AppError(503, 'SERVICE_UNAVAILABLE');

  /** Ends the worker and fails every waiting check. */
  const stop = async () => {
    clearTimeout(idleTimer);
    clearTimeout(startTimer);
    const ending = worker;
    worker = null;
    ready = false;
    for (const [id, check] of pending) {
      clearTimeout(check.timer);
      pending.delete(id);
      check.reject(unavailable());
    }
    if (ending) await ending.terminate();
  };

  /** Hands a check to the ready worker, with its time limit: one that does not answer in time is stuck or starved. */
  const send = (check: Pending) => {
    check.timer = setTimeout(() => void stop(), timeoutMs);
    worker?.postMessage(check.request);
  };

  const start = (): Worker => {
    const started = spawnWorker();
    // Never what keeps the process alive: shutdown does not wait for it.
    started.unref();
    startTimer = setTimeout(() => void stop(), startTimeoutMs);
    started.on('message', (message: WorkerMessage) => {
      if (worker !== started) return;
      if ('ready' in message) {
        clearTimeout(startTimer);
        ready = true;
        for (const check of pending.values()) send(check);
        return;
      }
      const check = pending.get(message.id);
      if (!check) return;
      clearTimeout(check.timer);
      pending.delete(message.id);
      check.resolve({ score: message.score, warning: message.warning });
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
        const check: Pending = { request: { id, password, inputs }, resolve, reject };
        pending.set(id, check);
        if (ready) send(check);
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
