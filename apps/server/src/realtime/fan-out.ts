/**
 * Hands each published item to every target, in publishing order, a slice of
 * targets at a time (decision 054). At 10,000 live followers one change is
 * 10,000 socket writes, about 250 ms of one core on the bench machine: done
 * in one go, it held every other request back for that long, and the overload
 * guard, which samples the event loop every 250 ms, saw a window without a
 * single tick and refused the next requests with 503. Between slices the
 * event loop runs (setImmediate), so requests and timers go on during a fan-out.
 *
 * A target added during a fan-out gets the items published after it was
 * added, not the one in progress; a target removed is skipped from then on.
 */
export interface FanOut<Target, Item> {
  add(target: Target): void;
  delete(target: Target): void;
  readonly size: number;
  /** Queues `item` for every current target; the first slice is delivered at once. */
  publish(item: Item): void;
  /** Calls `visit` for every current target now (rare whole-audience messages). */
  forEach(visit: (target: Target) => void): void;
}

export const FAN_OUT_SLICE = 1000;

export function createFanOut<Target, Item>(
  deliver: (target: Target, item: Item) => void,
  slice = FAN_OUT_SLICE,
  yieldToLoop: () => Promise<void> = () => new Promise((resolve) => setImmediate(resolve)),
): FanOut<Target, Item> {
  const targets = new Set<Target>();
  const queue: Item[] = [];
  let running = false;

  const run = async () => {
    running = true;
    try {
      while (queue.length > 0) {
        const item = queue.shift() as Item;
        const audience = [...targets];
        for (let start = 0; start < audience.length; start += slice) {
          if (start > 0) await yieldToLoop();
          const end = Math.min(audience.length, start + slice);
          for (let i = start; i < end; i++) {
            const target = audience[i] as Target;
            if (!targets.has(target)) continue;
            try {
              deliver(target, item);
            } catch {
              // One broken target (a socket torn down mid-write) must not stop the others.
            }
          }
        }
      }
    } finally {
      running = false;
    }
  };

  return {
    add: (target) => void targets.add(target),
    delete: (target) => void targets.delete(target),
    get size() {
      return targets.size;
    },
    publish(item) {
      queue.push(item);
      if (!running) void run();
    },
    forEach: (visit) => targets.forEach((target) => visit(target)),
  };
}
