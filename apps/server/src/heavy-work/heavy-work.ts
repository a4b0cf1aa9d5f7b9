import { availableParallelism } from 'node:os';
import type { HeavyTasks } from './heavy-work.worker.js';
import { createWorkerPool, workerFile, type TaskOutcome, type WorkerPool } from './worker-pool.js';

/**
 * The server's heavy work (decision 355): the tasks of `heavy-work.worker.ts`
 * run on one pool of worker threads, each with its input and answer types.
 * Services get the one task they need as a function, so that tests can give
 * them another.
 */
export type HeavyWork = {
  [Task in keyof HeavyTasks]: (input: Parameters<HeavyTasks[Task]>[0]) => Promise<TaskValue<Task>>;
} & Pick<WorkerPool, 'pending' | 'close'>;

type TaskValue<Task extends keyof HeavyTasks> =
  Awaited<ReturnType<HeavyTasks[Task]>> extends infer Answer ? (Answer extends { value: infer V } ? V : never) : never;

/**
 * The bounds and why (decision 355). Two cores: one thread leaves the event
 * loop a core of its own; more cores, one less than there are. Sixteen tasks
 * waiting are over half a minute of the largest sheets or schedules. The heap cap
 * holds the largest sheet (2,016 games) with room; the idle time keeps a
 * worker (and pdf-lib in it) warm while someone prints, not for ever.
 */
export const HEAVY_WORK_BOUNDS = {
  threads: Math.max(1, availableParallelism() - 1),
  maxQueue: 16,
  maxHeapMb: 256,
  idleMs: 60_000,
} as const;

const TASKS: readonly (keyof HeavyTasks)[] = [
  'tournamentSheet',
  'pitchSheet',
  'playerCard',
  'placeGames',
  'drawGroups',
  'placeEvent',
];

export function createHeavyWork(options: {
  timeLimitMs: number;
  onOutcome?: (task: string, outcome: TaskOutcome) => void;
  pool?: Partial<typeof HEAVY_WORK_BOUNDS>;
}): HeavyWork {
  const pool: WorkerPool = createWorkerPool({
    file: workerFile('heavy-work.worker', import.meta.url),
    ...HEAVY_WORK_BOUNDS,
    ...options.pool,
    timeLimitMs: options.timeLimitMs,
    ...(options.onOutcome ? { onOutcome: options.onOutcome } : {}),
  });
  const tasks = Object.fromEntries(TASKS.map((task) => [task, (input: unknown) => pool.run(task, input)]));
  return { ...(tasks as Omit<HeavyWork, 'pending' | 'close'>), pending: pool.pending, close: pool.close };
}
