/**
 * Who qualifies from the groups (docs/product/tournaments.md "Advancement") and in which
 * seed order. The bracket is built before any result is known, so entrants
 * are placeholders — "winner of group A", "best runner-up no. 1" — that
 * `applyGroupResults` fills later.
 */
import type { BracketOptions, Entrant } from './bracket.js';

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
export function knockoutEntrants(groups: readonly AdvancingGroup[], plan: KnockoutPlan = {}): Entrant[] {
  return knockoutEntrantsFor(groups, plan, wildcardPlan(groups, plan));
}

/**
 * The best teams of one place across groups (decision 410): besides each
 * group's own advancement, the best `count` teams of `place` advance (Euro
 * 2016–2024: the four best of six third-placed teams; World Cup 2026: eight of twelve).
 */
export type WildcardRule = { place: 2 | 3; count: number };

/**
 * A play-off after the groups (decision 412): the chosen places of every group
 * go into its own bracket (A: the cup, B: the plate, …), each with its own
 * third-place and placement options.
 */
export type PlayoffSpec = {
  places: number[];
  thirdPlaceGame?: boolean;
  placementGames?: boolean;
  thirdPlaceShootoutKicks?: number;
};

/** What follows the groups: wildcards (to the first bracket) and, optionally, several play-offs. */
export type KnockoutPlan = {
  wildcards?: WildcardRule | null;
  /** Null or absent: one bracket from each group's own advancement. */
  playoffs?: PlayoffSpec[] | null;
  thirdPlaceGame?: boolean;
  placementGames?: boolean;
  /** The third-place and placement games' shootout: kicks each before sudden death. */
  thirdPlaceShootoutKicks?: number;
};

export type KnockoutPlanError =
  | 'WILDCARDS_WITH_BEST_RUNNER_UP'
  | 'WILDCARD_PLACE_NOT_IN_GROUPS'
  | 'WILDCARD_PLACE_ALREADY_ADVANCES'
  | 'WILDCARD_COUNT_OUT_OF_RANGE'
  | 'PLAYOFFS_TOO_MANY'
  | 'PLAYOFF_PLACES_EMPTY'
  | 'PLAYOFF_PLACE_NOT_IN_GROUPS'
  | 'PLAYOFF_PLACE_REPEATED'
  | 'PLAYOFF_TOO_FEW_TEAMS';

/** Play-offs one tournament may have (A, B, C, D). */
export const MAX_PLAYOFFS = 4;

/** Who competes for wildcards: the place, how many go through, and the groups that have a team there. */
export type WildcardPlan = { place: number; count: number; candidates: AdvancingGroup[] };

/** The places a group sends into the first bracket. */
function firstBracketPositions(group: AdvancingGroup, plan: KnockoutPlan): number[] {
  const first = plan.playoffs?.[0];
  if (!first) return directPositions(group);
  return [...new Set(first.places)].filter((p) => p <= group.teams.length).sort((a, b) => a - b);
}

/**
 * The wildcards of a structure: the rule's, or the legacy `bestRunnerUp`
 * groups' (place 2, filling the bracket to the next power of two). Null: none.
 */
export function wildcardPlan(groups: readonly AdvancingGroup[], plan: KnockoutPlan = {}): WildcardPlan | null {
  const rule = plan.wildcards ?? null;
  if (rule) {
    const candidates = groups.filter(
      (g) => g.teams.length >= rule.place && !firstBracketPositions(g, plan).includes(rule.place),
    );
    return { place: rule.place, count: Math.min(rule.count, candidates.length), candidates };
  }
  const count = wildcardCount(groups);
  return count > 0 ? { place: 2, count, candidates: wildcardGroups(groups) } : null;
}

/** The first problem with a plan for these groups, or null. */
export function validateKnockoutPlan(groups: readonly AdvancingGroup[], plan: KnockoutPlan): KnockoutPlanError | null {
  const largest = Math.max(0, ...groups.map((g) => g.teams.length));
  const rule = plan.wildcards ?? null;
  if (rule) {
    if (groups.some((g) => g.advancement === 'bestRunnerUp')) return 'WILDCARDS_WITH_BEST_RUNNER_UP';
    if (rule.place > largest) return 'WILDCARD_PLACE_NOT_IN_GROUPS';
    const wild = wildcardPlan(groups, plan) as WildcardPlan;
    if (wild.candidates.length === 0) return 'WILDCARD_PLACE_ALREADY_ADVANCES';
    if (!Number.isInteger(rule.count) || rule.count < 1 || rule.count > wild.candidates.length) {
      return 'WILDCARD_COUNT_OUT_OF_RANGE';
    }
  }
  const playoffs = plan.playoffs ?? null;
  if (playoffs) {
    if (playoffs.length > MAX_PLAYOFFS) return 'PLAYOFFS_TOO_MANY';
    const seen = new Set<number>();
    for (const playoff of playoffs) {
      if (playoff.places.length === 0) return 'PLAYOFF_PLACES_EMPTY';
      for (const place of playoff.places) {
        if (!Number.isInteger(place) || place < 1 || place > largest) return 'PLAYOFF_PLACE_NOT_IN_GROUPS';
        if (seen.has(place)) return 'PLAYOFF_PLACE_REPEATED';
        seen.add(place);
      }
    }
    if (playoffEntrants(groups, plan).some((entrants) => entrants.length < 2)) return 'PLAYOFF_TOO_FEW_TEAMS';
  }
  return null;
}

function groupEntrant(group: AdvancingGroup, position: number): Entrant {
  return { source: { kind: 'group', group: group.name, position }, team: null, group: group.name };
}

function wildcardEntrants(from: number, to: number): Entrant[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => ({
    source: { kind: 'wildcard', rank: from + i },
    team: null,
    group: null,
  }));
}

/**
 * Entrants of every bracket, in seed order. The first bracket takes its
 * places (or each group's advancement) and then the wildcards, best first; a
 * later play-off that takes the wildcard place gets the teams of that place
 * that did not go through, in their cross-group order (wildcard ranks after
 * the count).
 */
export function playoffEntrants(groups: readonly AdvancingGroup[], plan: KnockoutPlan = {}): Entrant[][] {
  const wild = wildcardPlan(groups, plan);
  const playoffs = plan.playoffs ?? null;
  if (!playoffs) return [knockoutEntrantsFor(groups, plan, wild)];
  return playoffs.map((playoff, index) => {
    if (index === 0) return knockoutEntrantsFor(groups, plan, wild);
    const entrants: Entrant[] = [];
    for (const place of [...new Set(playoff.places)].sort((a, b) => a - b)) {
      if (wild && wild.place === place) {
        entrants.push(...wildcardEntrants(wild.count + 1, wild.candidates.length));
        continue;
      }
      for (const g of groups) if (g.teams.length >= place) entrants.push(groupEntrant(g, place));
    }
    return entrants;
  });
}

function knockoutEntrantsFor(
  groups: readonly AdvancingGroup[],
  plan: KnockoutPlan,
  wild: WildcardPlan | null,
): Entrant[] {
  const entrants: Entrant[] = [];
  const positions = new Map(groups.map((g) => [g.name, firstBracketPositions(g, plan)] as const));
  const depth = Math.max(0, ...[...positions.values()].map((p) => Math.max(0, ...p)));
  for (let position = 1; position <= depth; position += 1) {
    for (const g of groups) if (positions.get(g.name)?.includes(position)) entrants.push(groupEntrant(g, position));
  }
  if (wild) entrants.push(...wildcardEntrants(1, wild.count));
  return entrants;
}

/** Bracket options of play-off `index` (0 = the first or only bracket). */
export function playoffOptions(plan: KnockoutPlan, index: number): BracketOptions {
  const playoff = plan.playoffs?.[index];
  const source = playoff ?? plan;
  return {
    thirdPlaceGame: source.thirdPlaceGame === true,
    placementGames: source.placementGames === true,
    idPrefix: index === 0 ? 'ko' : `ko${String.fromCharCode(97 + index)}`,
    ...(source.thirdPlaceShootoutKicks !== undefined
      ? { thirdPlaceShootoutKicks: source.thirdPlaceShootoutKicks }
      : {}),
  };
}
