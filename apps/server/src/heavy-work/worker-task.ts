/**
 * What a worker task answers: its value, or the message of an error its own
 * code threw. A task never rejects, so that every rejection the pool sees is
 * the pool's (time limit, a worker that ended), and a bug in a task stays a
 * bug (500) instead of passing for a lack of capacity (503).
 */
export type TaskAnswer<T> = { value: T } | { failed: string };

/** Wraps a worker module's export as a task of the heavy-work pool (worker-pool.ts). */
export function defineTask<I, O>(work: (input: I) => O | Promise<O>): (input: I) => Promise<TaskAnswer<O>> {
  return async (input) => {
    try {
      return { value: await work(input) };
    } catch (error) {
      return { failed: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
  };
}
