import { describe, expect, it } from 'vitest';
import { possibleScores, recoveredScore, type Reading } from './rounding-oracle.js';

const bounds = { minPlayers: 5, maxPlayers: 30 };
const rounded = (x: number) => Math.round(x / 0.5) * 0.5;

/** A live average that follows its inputs (the metrics before decision 340): one reading per probe score 1–10. */
function sweepLive(hidden: readonly number[]): Reading[] {
  const sum = hidden.reduce((a, b) => a + b, 0);
  return [
    { probeSum: 0, probes: 0, shown: rounded(sum / hidden.length) },
    ...Array.from({ length: 10 }, (_, i) => ({
      probeSum: i + 1,
      probes: 1,
      shown: rounded((sum + i + 1) / (hidden.length + 1)),
    })),
  ];
}

describe('the rounding oracle (the attacker model of the metrics attack)', () => {
  it('recovers a newcomer exactly from a live rounded average read before and after, for most groups', () => {
    // A fixed spread of groups of 5–8 players and newcomers 1–10: the attack must work, or its 0 proves nothing.
    let recovered = 0;
    let cases = 0;
    for (let size = 5; size <= 8; size++) {
      for (let newcomer = 1; newcomer <= 10; newcomer++) {
        const group = Array.from({ length: size }, (_, i) => 1 + ((i * 7 + size * 3 + newcomer) % 10));
        const found = recoveredScore(sweepLive(group), sweepLive([...group, newcomer]), bounds);
        cases += 1;
        if (found !== null) {
          // Whatever it names is right: the model never guesses.
          expect(found).toBe(newcomer);
          recovered += 1;
        }
      }
    }
    expect(recovered / cases).toBeGreaterThan(0.9);
  });

  it('names nothing when the readings say nothing (not released) or do not move (one stored release)', () => {
    const nothing: Reading[] = Array.from({ length: 10 }, (_, i) => ({ probeSum: i + 1, probes: 1, shown: null }));
    expect(possibleScores(nothing, nothing, bounds)).toHaveLength(10);
    const frozen: Reading[] = Array.from({ length: 10 }, (_, i) => ({ probeSum: i + 1, probes: 1, shown: 6 }));
    expect(recoveredScore(nothing, frozen, bounds)).toBeNull();
  });
});
