import { MAX_SCORE, METRICS_AVERAGE_STEP, MIN_SCORE } from '@touchline/core';

/**
 * The attacker's side of the differencing attack on rounded averages
 * (docs/security.md §3, decision 340), as a pure model so that the attack
 * test and its unit test share it.
 *
 * The attacker reads one group's rounded average while it puts probes of its
 * own into the group (players whose scores it chose). A group holds `n`
 * players the attacker does not know, with score sum `S`, and `probes` of its
 * own with sum `probeSum`; the answer is `round((S + probeSum) / (n + probes))`
 * to the step. Each reading confines S, for each possible n, to an interval;
 * readings with different probe sums move the rounding's thresholds across S
 * and narrow it. Done before and after a newcomer joins the group, the two
 * narrowed sums differ by the newcomer's score.
 *
 * The model assumes what an attacker would of a freshly rated player and its
 * team mates: one rating each, so every unknown per-player mean is a whole
 * score. Nothing in it knows the true values.
 */

/** One reading: the attacker's probes in the group at that moment, and the average shown (null: not shown). */
export type Reading = { probeSum: number; probes: number; shown: number | null };

export type OracleBounds = {
  /** Unknown players the attacker allows for in the group. */
  minPlayers: number;
  maxPlayers: number;
  step?: number;
};

/** Whole sums S the readings allow, per number n of unknown players; n with no possible S left out. */
export function possibleSums(readings: readonly Reading[], bounds: OracleBounds): Map<number, number[]> {
  const step = bounds.step ?? METRICS_AVERAGE_STEP;
  // Floating point in the server's division: widen by a hair, which only keeps more candidates.
  const hair = 1e-9;
  const result = new Map<number, number[]>();
  for (let n = bounds.minPlayers; n <= bounds.maxPlayers; n++) {
    let low = n * MIN_SCORE;
    let high = n * MAX_SCORE;
    for (const { probeSum, probes, shown } of readings) {
      if (shown === null) continue;
      const players = n + probes;
      // Math.round(x / step) * step === shown  ⇔  shown − step/2 ≤ x < shown + step/2
      low = Math.max(low, Math.ceil((shown - step / 2) * players - probeSum - hair));
      high = Math.min(high, Math.ceil((shown + step / 2) * players - probeSum - hair) - 1);
    }
    if (low <= high) result.set(n, range(low, high));
  }
  return result;
}

/**
 * The newcomer's possible scores: those v for which some n and some S allowed
 * before leave S + v allowed with n + 1 players after.
 */
export function possibleScores(before: readonly Reading[], after: readonly Reading[], bounds: OracleBounds): number[] {
  const sumsBefore = possibleSums(before, bounds);
  const sumsAfter = possibleSums(after, {
    ...bounds,
    minPlayers: bounds.minPlayers + 1,
    maxPlayers: bounds.maxPlayers + 1,
  });
  const scores = new Set<number>();
  for (const [n, sums] of sumsBefore) {
    const later = new Set(sumsAfter.get(n + 1) ?? []);
    for (const v of range(MIN_SCORE, MAX_SCORE)) if (sums.some((s) => later.has(s + v))) scores.add(v);
  }
  return [...scores].sort((a, b) => a - b);
}

/** What the attacker names: the one possible score, or null when none or several remain. */
export function recoveredScore(
  before: readonly Reading[],
  after: readonly Reading[],
  bounds: OracleBounds,
): number | null {
  const scores = possibleScores(before, after, bounds);
  return scores.length === 1 ? scores[0]! : null;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}
