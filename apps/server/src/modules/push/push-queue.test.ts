import { describe, expect, it } from 'vitest';
import { createPushQueue } from './push-queue.js';

/** A job that finishes when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('the push queue (decision 052)', () => {
  it('runs at most `concurrency` jobs at once', async () => {
    let running = 0;
    let most = 0;
    const gates = Array.from({ length: 20 }, gate);
    const queue = createPushQueue({ concurrency: 8, maxPending: 100, onDrop: () => {}, onError: () => {} });
    for (const g of gates) {
      queue.add(async () => {
        running++;
        most = Math.max(most, running);
        await g.opened;
        running--;
      });
    }
    expect(running).toBe(8);
    expect(queue.pending).toBe(12);
    for (const g of gates) g.open();
    await queue.idle();
    expect(most).toBe(8);
    expect(running).toBe(0);
  });

  it('drops the oldest waiting job when full, and counts it', async () => {
    const done: number[] = [];
    let dropped = 0;
    const hold = gate();
    const queue = createPushQueue({ concurrency: 1, maxPending: 3, onDrop: () => dropped++, onError: () => {} });
    queue.add(() => hold.opened);
    for (const n of [1, 2, 3, 4, 5]) queue.add(async () => void done.push(n));
    expect(queue.pending).toBe(3);
    hold.open();
    await queue.idle();
    expect(dropped).toBe(2);
    expect(done).toEqual([3, 4, 5]);
  });

  it('reports a failed job and goes on', async () => {
    const errors: unknown[] = [];
    const done: string[] = [];
    const queue = createPushQueue({ concurrency: 2, maxPending: 10, onDrop: () => {}, onError: (e) => errors.push(e) });
    queue.add(async () => {
      throw new Error('push service down');
    });
    queue.add(async () => void done.push('next'));
    await queue.idle();
    expect(errors).toHaveLength(1);
    expect(done).toEqual(['next']);
  });

  it('drops what waits on close and takes nothing more', async () => {
    const done: number[] = [];
    const hold = gate();
    const queue = createPushQueue({ concurrency: 1, maxPending: 10, onDrop: () => {}, onError: () => {} });
    queue.add(async () => {
      await hold.opened;
      done.push(1);
    });
    queue.add(async () => void done.push(2));
    const closing = queue.close();
    queue.add(async () => void done.push(3));
    hold.open();
    await closing;
    expect(done).toEqual([1]);
  });
});
