import { describe, expect, it } from 'vitest';
import { createFanOut } from './fan-out.js';

/** A yield the test releases by hand, to look between slices. */
function manualYields() {
  const waiting: Array<() => void> = [];
  return {
    yieldToLoop: () => new Promise<void>((resolve) => waiting.push(resolve)),
    async release() {
      waiting.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    },
    get pending() {
      return waiting.length;
    },
  };
}

describe('createFanOut', () => {
  it('delivers the first slice at once and the rest after yielding to the event loop', async () => {
    const yields = manualYields();
    const got: Array<[number, string]> = [];
    const fanOut = createFanOut<number, string>((target, item) => got.push([target, item]), 2, yields.yieldToLoop);
    [1, 2, 3, 4, 5].forEach((t) => fanOut.add(t));

    fanOut.publish('a');
    expect(got).toEqual([
      [1, 'a'],
      [2, 'a'],
    ]);
    expect(yields.pending).toBe(1);
    await yields.release();
    expect(got.map(([t]) => t)).toEqual([1, 2, 3, 4]);
    await yields.release();
    expect(got.map(([t]) => t)).toEqual([1, 2, 3, 4, 5]);
    expect(yields.pending).toBe(0);
  });

  it('keeps publishing order for every target: an item published mid fan-out waits for the one before', async () => {
    const yields = manualYields();
    const got: Array<[number, string]> = [];
    const fanOut = createFanOut<number, string>((target, item) => got.push([target, item]), 2, yields.yieldToLoop);
    [1, 2, 3].forEach((t) => fanOut.add(t));

    fanOut.publish('a');
    fanOut.publish('b');
    expect(got).toEqual([
      [1, 'a'],
      [2, 'a'],
    ]);
    await yields.release(); // the rest of 'a', then 'b''s first slice
    await yields.release(); // the rest of 'b'
    for (const target of [1, 2, 3]) {
      expect(got.filter(([t]) => t === target).map(([, item]) => item)).toEqual(['a', 'b']);
    }
  });

  it('skips a target removed during a fan-out, and gives one added then only what is published after', async () => {
    const yields = manualYields();
    const got: Array<[number, string]> = [];
    const fanOut = createFanOut<number, string>((target, item) => got.push([target, item]), 1, yields.yieldToLoop);
    [1, 2, 3].forEach((t) => fanOut.add(t));

    fanOut.publish('a');
    fanOut.delete(3);
    fanOut.add(4);
    await yields.release();
    await yields.release();
    expect(got).toEqual([
      [1, 'a'],
      [2, 'a'],
    ]);
    fanOut.publish('b');
    await yields.release();
    await yields.release();
    expect(got.slice(2)).toEqual([
      [1, 'b'],
      [2, 'b'],
      [4, 'b'],
    ]);
    expect(fanOut.size).toBe(3);
  });

  it('goes on past a target whose delivery throws', () => {
    const got: number[] = [];
    const fanOut = createFanOut<number, string>((target) => {
      if (target === 1) throw new Error('socket gone');
      got.push(target);
    });
    [1, 2].forEach((t) => fanOut.add(t));
    fanOut.publish('a');
    expect(got).toEqual([2]);
  });
});
