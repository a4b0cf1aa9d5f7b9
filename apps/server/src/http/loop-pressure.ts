import { getHeapStatistics } from 'node:v8';

/** What the last window of the event loop looked like. */
export type PressureReading = {
  /** Mean lateness of the ticks in the window, in ms: how long a new request waited before it could start. */
  eventLoopDelayMs: number;
  heapUsedBytes: number;
};

export type PressureCause = 'eventLoopDelay' | 'heap';

export type PressureMonitorOptions = {
  /** Past this mean delay the loop is under pressure; 0: never (the heap is still judged). */
  maxEventLoopDelayMs: number;
  maxHeapUsedBytes: number;
  /** How often the loop is ticked: the finest delay seen. */
  resolutionMs?: number;
  /** How long a window is: pressure is judged once per window. */
  windowMs?: number;
  now?: () => number;
  heapUsed?: () => number;
  /** Calls `tick` every `ms` until stopped (a fake in unit tests). */
  every?: (tick: () => void, ms: number) => () => void;
};

export interface PressureMonitor {
  /** Why new requests are refused now, or null. */
  readonly pressure: PressureCause | null;
  readonly reading: PressureReading;
  /** Resolves right after the next window is judged: tests place a stall there, the worst moment for it. */
  nextWindow(): Promise<void>;
  stop(): void;
}

export const PRESSURE_RESOLUTION_MS = 10;
export const PRESSURE_WINDOW_MS = 250;

const everyWithTimer = (tick: () => void, ms: number) => {
  const timer = setInterval(tick, ms);
  // Never what keeps the process alive.
  timer.unref();
  return () => clearInterval(timer);
};

/**
 * Measures event-loop delay and heap use for the overload guard (decision 346).
 *
 * One timer ticks every `resolutionMs`; each tick records how late it ran,
 * and the tick that closes a window (every `windowMs`) judges the mean of the
 * window's ticks. A window therefore always holds at least the tick that
 * closes it, and a stall is always recorded by the first tick after it, so a
 * single stall of S ms never reads as more than S ms.
 *
 * It replaces @fastify/under-pressure 9.2, whose sampler read Node's
 * `monitorEventLoopDelay` histogram: the histogram forgets its last tick on
 * every reset, so a stall that began between a reset and the next tick of
 * the histogram left a window without samples, which the plugin reads as an
 * infinite delay. A 0.35–0.66 s stall under a 1 s limit was answered with
 * 503 that way. The plugin also read `process.memoryUsage()`, which opens
 * /proc/self/stat and threw EMFILE, uncaught, in its timer when descriptors
 * ran out; the heap is read from V8 here, without a file.
 */
export function createPressureMonitor({
  maxEventLoopDelayMs,
  maxHeapUsedBytes,
  resolutionMs = PRESSURE_RESOLUTION_MS,
  windowMs = PRESSURE_WINDOW_MS,
  now = () => performance.now(),
  heapUsed = () => getHeapStatistics().used_heap_size,
  every = everyWithTimer,
}: PressureMonitorOptions): PressureMonitor {
  let lastTick = now();
  let windowStart = lastTick;
  let delaySum = 0;
  let ticks = 0;
  let reading: PressureReading = { eventLoopDelayMs: 0, heapUsedBytes: heapUsed() };
  let waiting: (() => void)[] = [];

  const tick = () => {
    const at = now();
    delaySum += Math.max(0, at - lastTick - resolutionMs);
    ticks += 1;
    lastTick = at;
    if (at - windowStart < windowMs) return;
    reading = { eventLoopDelayMs: delaySum / ticks, heapUsedBytes: heapUsed() };
    delaySum = 0;
    ticks = 0;
    windowStart = at;
    const judged = waiting;
    waiting = [];
    for (const resolve of judged) resolve();
  };
  const stop = every(tick, resolutionMs);

  return {
    get pressure() {
      if (maxEventLoopDelayMs > 0 && reading.eventLoopDelayMs > maxEventLoopDelayMs) return 'eventLoopDelay';
      if (reading.heapUsedBytes > maxHeapUsedBytes) return 'heap';
      return null;
    },
    get reading() {
      return reading;
    },
    nextWindow: () => new Promise<void>((resolve) => waiting.push(resolve)),
    stop,
  };
}
