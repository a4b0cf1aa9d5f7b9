/**
 * UEFA EURO 2024, played through the engine: six groups of four, the top two
 * and the four best third-placed teams into a round of 16.
 *
 * Results: UEFA's official results and standings,
 *   https://www.uefa.com/euro2024/fixtures-results/ and https://www.uefa.com/euro2024/standings/
 * (also listed group by group in ESPN's "Euro 2024: How every team qualified from the group stage",
 *   https://africa.espn.com/football/story/_/id/40348445/euro-2024-every-team-needs-go-group-stage).
 * Round of 16 (UEFA): Switzerland–Italy, Germany–Denmark, England–Slovakia,
 * Spain–Georgia, France–Belgium, Portugal–Slovenia, Romania–Netherlands, Austria–Turkey.
 *
 * Two orders were decided on disciplinary points, whose card counts are not in
 * this file: Denmark above Slovenia in group C, and the Netherlands above Georgia
 * among the third-placed teams (UEFA's ranking of third-placed teams: Netherlands,
 * Georgia, Slovakia, Slovenia, Hungary, Croatia). They are recorded as resolutions,
 * as an organiser would record a decision taken outside the engine.
 */
import { describe, expect, it } from 'vitest';
import type { AdvancingGroup, KnockoutPlan } from './advancement.js';
import type { GroupGame } from './apply-group-results.js';
import { applyGroupResults, rankWildcards } from './apply-group-results.js';
import { sameGroupPairs } from './bracket.js';
import { generateGroupStage } from './group-stage.js';
import type { TieResolution } from './standings.js';
import { UEFA_RULES } from './standings.js';
import { EURO_2024_RESULTS as RESULTS, EURO_2024_ROUND_OF_16 as REAL_ROUND_OF_16 } from './euro-2024.test-support.js';

const groups: AdvancingGroup[] = Object.entries(RESULTS).map(([name, games]) => ({
  name,
  advancement: 'topTwo',
  teams: [...new Set(games.flatMap(([home, , , away]) => [home, away]))],
}));

const games: GroupGame[] = Object.entries(RESULTS).flatMap(([group, list]) =>
  list.map(([team1, goals1, goals2, team2], i) => ({
    id: `${group}${i + 1}`,
    group,
    team1,
    team2,
    goals1,
    goals2,
    status: 'finished' as const,
  })),
);

const plan: KnockoutPlan = { wildcards: { place: 3, count: 4 } };

const denmarkAboveSlovenia: TieResolution = {
  teams: ['Denmark', 'Slovenia'],
  order: ['Denmark', 'Slovenia'],
  method: 'committee',
  note: 'UEFA: fewer disciplinary points',
};
const netherlandsAboveGeorgia: TieResolution = {
  teams: ['Netherlands', 'Georgia'],
  order: ['Netherlands', 'Georgia'],
  method: 'groupSelection',
  note: 'UEFA: fewer disciplinary points',
};

describe('UEFA EURO 2024', () => {
  const generated = generateGroupStage(groups, plan);
  if (!generated.ok) throw new Error(generated.code);
  const input = { type: 'groupStage' as const, groups, games, bracket: generated.bracket, rules: UEFA_RULES, plan };

  it('the structure: 36 group games and a round of 16 of 15 games', () => {
    expect(generated.fixtures).toHaveLength(36);
    expect(generated.bracket.entrants).toBe(16);
    expect(generated.bracket.games).toHaveLength(15);
  });

  it('the disciplinary tie in group C waits for a person, then the thirds tie across groups does', () => {
    expect(applyGroupResults(input)).toMatchObject({
      ok: false,
      code: 'UNRESOLVED_TIES',
      ties: [{ group: 'C', teams: ['Slovenia', 'Denmark'] }],
    });
    expect(applyGroupResults({ ...input, resolutions: [denmarkAboveSlovenia] })).toEqual({
      ok: false,
      code: 'WILDCARD_SELECTION_NEEDED',
      teams: [['Netherlands', 'Georgia']],
    });
  });

  it('the four best third-placed teams: Netherlands, Georgia, Slovakia, Slovenia', () => {
    const resolutions = [denmarkAboveSlovenia, netherlandsAboveGeorgia];
    const ranking = rankWildcards({ groups, games, rules: UEFA_RULES, plan, resolutions });
    expect(ranking).not.toBeNull();
    expect(ranking?.complete).toBe(true);
    expect(ranking?.ranking.map((r) => [r.team, r.group, r.points, r.goalDifference, r.goalsFor, r.advances])).toEqual([
      ['Netherlands', 'D', 4, 0, 4, true],
      ['Georgia', 'F', 4, 0, 4, true],
      ['Slovakia', 'E', 4, 0, 3, true],
      ['Slovenia', 'C', 3, 0, 2, true],
      ['Hungary', 'A', 3, -3, 2, false],
      ['Croatia', 'B', 2, -3, 3, false],
    ]);
  });

  it('the round of 16 holds the sixteen real qualifiers, no two of one group against each other', () => {
    const applied = applyGroupResults({ ...input, resolutions: [denmarkAboveSlovenia, netherlandsAboveGeorgia] });
    if (!applied.ok) throw new Error(applied.code);
    expect(applied.wildcards).toEqual(['Netherlands', 'Georgia', 'Slovakia', 'Slovenia']);
    const firstRound = applied.bracket.games.filter((g) => g.round === 1);
    expect(firstRound).toHaveLength(8);
    expect(firstRound.flatMap((g) => [g.slot1.team, g.slot2.team]).sort()).toEqual(REAL_ROUND_OF_16);
    expect(sameGroupPairs(applied.bracket)).toEqual([]);
    expect(applied.warnings).toEqual([]);
    // Group winners, as UEFA's tables have them (group E: all four on 4 points, Romania first on head-to-head goals).
    const winners = firstRound
      .flatMap((g) => [g.slot1, g.slot2])
      .filter((s) => s.source.kind === 'group' && s.source.position === 1)
      .map((s) => s.team)
      .sort();
    expect(winners).toEqual(['Austria', 'England', 'Germany', 'Portugal', 'Romania', 'Spain']);
  });
});
