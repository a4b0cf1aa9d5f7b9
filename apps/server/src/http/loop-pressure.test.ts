import { describe, expect, it } from 'vitest';
import { createPressureMonitor } from './loop-pressure.js';

/** A monitor on a hand-driven clock: `run(ms)` lets the loop tick freely, `stall(ms)` holds it up. */
function monitorOnClock(maxEventLoopDelayMs = 1000, heap = { used: 10 }) {
  let clock = 0;
  let tick = () => {};
  const monitor = createPressureMonitor({
    maxEventLoopDelayMs,
    maxHeapUsedBytes: 100,
    now: () => clock,
    heapUsed: () => heap.used,
    every: (run) => {
      tick = run;
      return () => {};
    },
  });
  const windows: number[] = [];
  const run = (ms: number) => {
    for (const end = clock + ms; clock + 10 <= end;) {
      clock += 10;
      const before = monitor.reading;
      tick();
      if (monitor.reading !== before) windows.push(monitor.reading.eventLoopDelayMs);
    }
  };
  const stall = (ms: number) => {
    clock += ms;
  };
  return { monitor, run, stall, windows };
}

describe('createPressureMonitor', () => {
  it('reads no delay from a loop that ticks on time', () => {
    const { monitor, run, windows } = monitorOnClock();
    run(1000);
    expect(windows).toEqual([0, 0, 0, 0]);
    expect(monitor.pressure).toBeNull();
  });

  it('never reads a single stall under the limit as more than the stall, wherever in a window it falls', () => {
    // Right after a window closed is where under-pressure saw an empty window
    // and an infinite delay; every other offset is checked too.
    for (const offset of [0, 10, 120, 240]) {
      for (const stallMs of [350, 660, 990]) {
        const { monitor, run, stall, windows } = monitorOnClock();
        run(250 + offset);
        stall(stallMs);
        run(10);
        expect(Math.max(...windows)).toBeLessThanOrEqual(stallMs);
        expect(monitor.pressure).toBeNull();
        run(500);
        expect(monitor.pressure).toBeNull();
      }
    }
  });

  it('reads a stall over the limit that fills a window as pressure, until the loop runs freely again', () => {
    const { monitor, run, stall } = monitorOnClock();
    run(250);
    stall(1500);
    run(10);
    expect(monitor.pressure).toBe('eventLoopDelay');
    run(250);
    expect(monitor.pressure).toBeNull();
  });

  it('reads sustained pressure: the loop busy 400 ms of every 410 ms', () => {
    const { monitor, run, stall, windows } = monitorOnClock(100);
    for (let i = 0; i < 5; i++) {
      stall(400);
      run(10);
    }
    expect(windows.length).toBeGreaterThan(0);
    expect(monitor.pressure).toBe('eventLoopDelay');
  });

  it('judges the heap once per window, even with the delay check off', () => {
    const heap = { used: 10 };
    const { monitor, run } = monitorOnClock(0, heap);
    heap.used = 101;
    run(250);
    expect(monitor.pressure).toBe('heap');
    heap.used = 50;
    run(250);
    expect(monitor.pressure).toBeNull();
  });

  it('resolves nextWindow right after the next window is judged', async () => {
    const { monitor, run, windows } = monitorOnClock();
    let judged = false;
    const next = monitor.nextWindow().then(() => (judged = true));
    run(240);
    await Promise.resolve();
    expect(judged).toBe(false);
    run(10);
    await next;
    expect(windows).toHaveLength(1);
  });
});
