import { describe, expect, it } from 'vitest';
import { ageOn, isCountryCode, isEligibleFor } from './index.js';

describe('scouting rules', () => {
  it('accepts real ISO country codes only', () => {
    for (const code of ['DE', 'FR', 'ES', 'BR', 'XK', 'GB']) expect(isCountryCode(code), code).toBe(true);
    for (const code of ['XX', 'ZZ', 'QO', 'EU', 'UN', 'AA', 'UK', 'DD', 'SU', 'YU', 'AC', 'IC', 'de', 'DEU', '', 'D1'])
      expect(isCountryCode(code), code).toBe(false);
  });

  it('computes age in whole years, birthday included', () => {
    expect(ageOn('2010-06-15', '2026-06-14')).toBe(15);
    expect(ageOn('2010-06-15', '2026-06-15')).toBe(16);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('makes a player eligible for the main and side positions', () => {
    const player = { position: 'CM' as const, sidePositions: ['DM', 'OM'] as const };
    expect(isEligibleFor({ ...player, sidePositions: [...player.sidePositions] }, 'DM')).toBe(true);
    expect(isEligibleFor({ ...player, sidePositions: [...player.sidePositions] }, 'CM')).toBe(true);
    expect(isEligibleFor({ ...player, sidePositions: [...player.sidePositions] }, 'GK')).toBe(false);
  });
});

describe('country codes', () => {
  it('accepts exactly the 249 current ISO 3166-1 codes plus XK', () => {
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const accepted = [...letters].flatMap((a) => [...letters].map((b) => a + b)).filter(isCountryCode);
    expect(accepted).toHaveLength(250);
    expect(accepted).toContain('XK');
  });
});
