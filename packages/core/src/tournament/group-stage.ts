/**
 * `groupStage`: round robin inside each group, plus the knockout bracket
 * with placeholder entrants that group results fill later.
 */
import type { AdvancingGroup } from './advancement.js';
import { knockoutEntrants } from './advancement.js';
import type { Bracket } from './bracket.js';
import { createBracket } from './bracket.js';
import type { Fixture, FormatError } from './formats.js';
import { groupFixtures } from './formats.js';

export type GroupStageResult =
  | { ok: true; fixtures: Fixture[]; bracket: Bracket; sameGroupPairs: number }
  | { ok: false; code: FormatError | 'GROUP_NAME_EMPTY' | 'GROUP_NAME_DUPLICATE' };

export function generateGroupStage(groups: readonly AdvancingGroup[]): GroupStageResult {
  if (groups.some((g) => g.name.trim() === '')) return { ok: false, code: 'GROUP_NAME_EMPTY' };
  if (new Set(groups.map((g) => g.name)).size !== groups.length) return { ok: false, code: 'GROUP_NAME_DUPLICATE' };
  const fixtures = groupFixtures(groups);
  if (!fixtures.ok) return fixtures;
  const bracket = createBracket(knockoutEntrants(groups));
  if (!bracket.ok) return bracket;
  return { ok: true, fixtures: fixtures.fixtures, bracket: bracket.bracket, sameGroupPairs: bracket.sameGroupPairs };
}
