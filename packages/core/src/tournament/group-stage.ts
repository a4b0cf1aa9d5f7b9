/**
 * `groupStage`: round robin inside each group (once, or home and away), plus
 * the knockout brackets with placeholder entrants that group results fill
 * later: one bracket from each group's advancement, or one per play-off (A, B, …).
 */
import type { AdvancingGroup, KnockoutPlan, KnockoutPlanError } from './advancement.js';
import { playoffEntrants, playoffOptions, validateKnockoutPlan } from './advancement.js';
import type { Bracket } from './bracket.js';
import { createBracket } from './bracket.js';
import type { Fixture, FormatError, Legs } from './formats.js';
import { groupFixtures } from './formats.js';

export type GroupStageOptions = KnockoutPlan & { legs?: Legs };

export type GroupStageResult =
  | {
      ok: true;
      fixtures: Fixture[];
      /** The first (or only) bracket. */
      bracket: Bracket;
      /** Every bracket in play-off order (A first); one element without play-offs. */
      brackets: Bracket[];
      sameGroupPairs: number;
    }
  | { ok: false; code: FormatError | KnockoutPlanError | 'GROUP_NAME_EMPTY' | 'GROUP_NAME_DUPLICATE' };

export function generateGroupStage(
  groups: readonly AdvancingGroup[],
  options: GroupStageOptions = {},
): GroupStageResult {
  if (groups.some((g) => g.name.trim() === '')) return { ok: false, code: 'GROUP_NAME_EMPTY' };
  if (new Set(groups.map((g) => g.name)).size !== groups.length) return { ok: false, code: 'GROUP_NAME_DUPLICATE' };
  const fixtures = groupFixtures(groups, options.legs ? { legs: options.legs } : {});
  if (!fixtures.ok) return fixtures;
  const planError = validateKnockoutPlan(groups, options);
  if (planError) return { ok: false, code: planError };
  const brackets: Bracket[] = [];
  let sameGroupPairs = 0;
  for (const [index, entrants] of playoffEntrants(groups, options).entries()) {
    const bracket = createBracket(entrants, playoffOptions(options, index));
    if (!bracket.ok) return bracket;
    brackets.push(bracket.bracket);
    sameGroupPairs += bracket.sameGroupPairs;
  }
  return { ok: true, fixtures: fixtures.fixtures, bracket: brackets[0] as Bracket, brackets, sameGroupPairs };
}
