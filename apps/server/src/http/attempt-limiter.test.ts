import { describe, expect, it } from 'vitest';
import { createAttemptLimiter } from './attempt-limiter.js';

describe('attempt limiter', () => {
  it('allows max attempts per key and window, then tells how long to wait', () => {
    let clock = 0;
    const limiter = createAttemptLimiter({ max: 3, windowMs: 60_000 }, () => clock);
    expect([1, 2, 3].map(() => limiter.hit('a').allowed)).toEqual([true, true, true]);
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterS: 60 });
    expect(limiter.hit('b').allowed).toBe(true);
    clock = 45_500;
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterS: 15 });
    clock = 60_000;
    expect(limiter.hit('a').allowed).toBe(true);
  });
});
