import { describe, expect, it } from 'vitest';
import { overlapRows } from './overlap-rows';

describe('overlapRows', () => {
  it('keeps a lane without overlaps in one row', () => {
    const result = overlapRows([
      { id: 'a', start: 540, end: 565 },
      { id: 'b', start: 570, end: 595 },
      { id: 'c', start: 595, end: 620 },
    ]);
    expect(result.rows).toBe(1);
    expect([...result.rowOf.values()]).toEqual([0, 0, 0]);
  });

  it('puts games that overlap in time one under the other, reusing a row once it is free', () => {
    const result = overlapRows([
      { id: 'moved', start: 630, end: 655 },
      { id: 'a', start: 630, end: 655 },
      { id: 'b', start: 640, end: 665 },
      { id: 'later', start: 700, end: 725 },
    ]);
    expect(result.rows).toBe(3);
    expect(Object.fromEntries(result.rowOf)).toEqual({ a: 0, moved: 1, b: 2, later: 0 });
  });

  it('has one row for an empty lane', () => {
    expect(overlapRows([]).rows).toBe(1);
  });
});
