/**
 * Who qualifies from the groups (docs/product/tournaments.md "Advancement") and in which
 * seed order. The bracket is built before any result is known, so entrants
 * are placeholders — "winner of group A", "best runner-up no. 1" — that
 * `applyGroupResults` fills later.
 */
import type { Entrant } from './bracket.js';

export type Advancement = 'first' | 'topTwo' | 'topThree' | 'bestRunnerUp';

export type AdvancingGroup = { name: string; teams: string[]; advancement: Advancement };

/** Smallest power of two strictly above n: 3 → 4, 4 → 8, 5 → 8. */
export function powerOfTwoAbove(n: number): number {
  let p = 1;
  while (p <= n) p *= 2;
  return p;
}

/** Positions a group sends straight through. */
export function directPositions(group: AdvancingGroup): number[] {
  const count = { first: 1, topTwo: 2, topThree: 3, bestRunnerUp: 1 }[group.advancement];
  return Array.from({ length: Math.min(count, group.teams.length) }, (_, i) => i + 1);
}

/**
 * Wildcards fill the bracket up to the smallest power of two above the
 * number of direct qualifiers (3 groups → 1, 5 → 3, 4 → 4), drawn from the
 * runners-up of the `bestRunnerUp` groups.
 */
export function wildcardCount(groups: readonly AdvancingGroup[]): number {
  const candidates = wildcardGroups(groups).length;
  if (candidates === 0) return 0;
  const direct = groups.reduce((sum, g) => sum + directPositions(g).length, 0);
  return Math.min(candidates, powerOfTwoAbove(direct) - direct);
}

/** Groups whose runner-up competes for a wildcard. */
export function wildcardGroups(groups: readonly AdvancingGroup[]): AdvancingGroup[] {
  return groups.filter((g) => g.advancement === 'bestRunnerUp' && g.teams.length >= 2);
}

/** Highest position of a group that matters for qualification. */
export function qualifyingDepth(group: AdvancingGroup): number {
  return group.advancement === 'bestRunnerUp' ? Math.min(2, group.teams.length) : directPositions(group).length;
}

/**
 * Entrants in seed order: every group's winner (in group order), then every
 * runner-up, then thirds, then the wildcards, best first.
 */
export function knockoutEntrants(groups: readonly AdvancingGroup[]): Entrant[] {
  const entrants: Entrant[] = [];
  const depth = Math.max(0, ...groups.map((g) => directPositions(g).length));
  for (let position = 1; position <= depth; position += 1) {
    for (const g of groups) {
      if (directPositions(g).includes(position)) {
        entrants.push({ source: { kind: 'group', group: g.name, position }, team: null, group: g.name });
      }
    }
  }
  const wildcards = wildcardCount(groups);
  for (let rank = 1; rank <= wildcards; rank += 1) {
    entrants.push({ source: { kind: 'wildcard', rank }, team: null, group: null });
  }
  return entrants;
}
