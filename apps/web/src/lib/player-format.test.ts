import { describe, expect, it } from 'vitest';
import { playerAge } from './player-format';

describe('player-format', () => {
  it('computes the age from the birthday', () => {
    expect(playerAge('2010-06-15', '2026-06-14')).toBe(15);
    expect(playerAge('2010-06-15', '2026-06-15')).toBe(16);
    expect(playerAge('2030-01-01', '2026-06-15')).toBeNull();
    expect(playerAge(null)).toBeNull();
  });
});
