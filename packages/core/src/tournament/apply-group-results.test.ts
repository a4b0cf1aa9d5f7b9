import { describe, expect, it } from 'vitest';
import type { AdvancingGroup } from './advancement.js';
import type { GroupGame } from './apply-group-results.js';
import { applyGroupResults, blockingTies, isGroupFinished } from './apply-group-results.js';
import type { Bracket } from './bracket.js';
import { groupFixtures } from './formats.js';
import { generateGroupStage } from './group-stage.js';
import { recordKnockoutResult, startKnockoutGame } from './knockout.js';
import { FIFA_RULES } from './standings.js';

function setup(names: string[], advancement: AdvancingGroup['advancement'], size = 4) {
  const groups: AdvancingGroup[] = names.map((name) => ({
    name,
    teams: Array.from({ length: size }, (_, i) => `${name}${i + 1}`),
    advancement,
  }));
  const r = generateGroupStage(groups);
  if (!r.ok) throw new Error(r.code);
  return { groups, bracket: r.bracket };
}

/** Group games where the lower-numbered team always wins by `margin(team)`: positions follow the numbers. */
function play(groups: AdvancingGroup[], finished: string[], margin: (winner: string) => number = () => 1): GroupGame[] {
  const f = groupFixtures(groups);
  if (!f.ok) throw new Error(f.code);
  return f.fixtures.map((x) => {
    const firstWins = x.team1 < x.team2;
    const goals = margin(firstWins ? x.team1 : x.team2);
    return {
      id: x.id,
      group: x.group as string,
      team1: x.team1,
      team2: x.team2,
      status: finished.includes(x.group as string) ? 'finished' : 'scheduled',
      goals1: firstWins ? goals : 0,
      goals2: firstWins ? 0 : goals,
    };
  });
}

const teamsIn = (b: Bracket) =>
  b.games
    .flatMap((g) => [g.slot1, g.slot2])
    .filter((s) => s.source.kind !== 'winner')
    .map((s) => s.team);

describe('applyGroupResults preconditions', () => {
  const { groups, bracket } = setup(['A', 'B'], 'topTwo');

  it('NOT_GROUP_STAGE', () => {
    expect(applyGroupResults({ type: 'roundRobin', groups, games: [], bracket, rules: FIFA_RULES })).toEqual({
      ok: false,
      code: 'NOT_GROUP_STAGE',
    });
  });

  it('NO_KNOCKOUT_BRACKET when there is no bracket or it has no games', () => {
    const games = play(groups, ['A', 'B']);
    expect(applyGroupResults({ type: 'groupStage', groups, games, bracket: null, rules: FIFA_RULES })).toMatchObject({
      code: 'NO_KNOCKOUT_BRACKET',
    });
    expect(
      applyGroupResults({ type: 'groupStage', groups, games, bracket: { ...bracket, games: [] }, rules: FIFA_RULES }),
    ).toMatchObject({ code: 'NO_KNOCKOUT_BRACKET' });
  });

  it('NO_GROUP_FINISHED while every group still has a game to play', () => {
    const games = play(groups, ['A']).map((g, i) => (i === 0 ? { ...g, status: 'running' as const } : g));
    expect(applyGroupResults({ type: 'groupStage', groups, games, bracket, rules: FIFA_RULES })).toEqual({
      ok: false,
      code: 'NO_GROUP_FINISHED',
    });
  });

  it('UNRESOLVED_TIES for a tie that decides qualification, until resolved', () => {
    // Every game in group A drawn: four-way tie.
    const games = play(groups, ['A']).map((g) => (g.group === 'A' ? { ...g, goals1: 1, goals2: 1 } : g));
    const blocked = applyGroupResults({ type: 'groupStage', groups, games, bracket, rules: FIFA_RULES });
    expect(blocked).toEqual({
      ok: false,
      code: 'UNRESOLVED_TIES',
      ties: [{ group: 'A', teams: ['A1', 'A2', 'A3', 'A4'] }],
    });
    const resolved = applyGroupResults({
      type: 'groupStage',
      groups,
      games,
      bracket,
      rules: FIFA_RULES,
      resolutions: [{ teams: ['A1', 'A2', 'A3', 'A4'], order: ['A3', 'A1', 'A4', 'A2'], method: 'drawingOfLots' }],
    });
    if (!resolved.ok) throw new Error(resolved.code);
    expect(teamsIn(resolved.bracket)).toContain('A3');
    expect(teamsIn(resolved.bracket)).toContain('A1');
  });

  it('a tie below the qualifying places does not block', () => {
    // A1 and A2 win everything else; A3 v A4 drawn and both lose the rest equally.
    const games = play(groups, ['A']).map((g) =>
      g.group === 'A' && [g.team1, g.team2].sort().join() === 'A3,A4' ? { ...g, goals1: 0, goals2: 0 } : g,
    );
    const tweaked = games.map((g) => {
      if (g.group !== 'A') return g;
      const pair = [g.team1, g.team2].sort().join();
      // A1 beats A3 and A4 by 1; A2 beats A3 and A4 by 1: A3 and A4 identical.
      return pair === 'A1,A3' || pair === 'A1,A4' || pair === 'A2,A3' || pair === 'A2,A4'
        ? { ...g, goals1: g.team1 < g.team2 ? 1 : 0, goals2: g.team1 < g.team2 ? 0 : 1 }
        : g;
    });
    const r = applyGroupResults({ type: 'groupStage', groups, games: tweaked, bracket, rules: FIFA_RULES });
    expect(r.ok).toBe(true);
  });
});

describe('applyGroupResults filling slots', () => {
  it('fills the slots of finished groups and leaves the others open', () => {
    const { groups, bracket } = setup(['A', 'B'], 'topTwo');
    const r = applyGroupResults({ type: 'groupStage', groups, games: play(groups, ['A']), bracket, rules: FIFA_RULES });
    if (!r.ok) throw new Error(r.code);
    expect(r.filledGroups).toEqual(['A']);
    expect(r.openGroups).toEqual(['B']);
    expect(r.changes).toBe(2);
    const firstRound = r.bracket.games.filter((g) => g.round === 1).map((g) => [g.slot1.team, g.slot2.team]);
    expect(firstRound).toEqual([
      ['A1', null],
      [null, 'A2'],
    ]);
    // Applying again changes nothing.
    const again = applyGroupResults({
      type: 'groupStage',
      groups,
      games: play(groups, ['A']),
      bracket: r.bracket,
      rules: FIFA_RULES,
    });
    expect(again.ok && again.changes).toBe(0);
  });

  it('refuses to change a team whose knockout game has started (DEPENDENT_GAME_STARTED)', () => {
    const { groups, bracket } = setup(['A', 'B'], 'topTwo');
    const games = play(groups, ['A', 'B']);
    const first = applyGroupResults({ type: 'groupStage', groups, games, bracket, rules: FIFA_RULES });
    if (!first.ok) throw new Error(first.code);
    const started = startKnockoutGame(first.bracket, 'ko-r1-m1');
    if (!started.ok) throw new Error(started.code);
    // A corrected group result swaps A1 and A2.
    const corrected = games.map((g) => (g.group === 'A' ? { ...g, goals1: g.goals2, goals2: g.goals1 } : g));
    const r = applyGroupResults({
      type: 'groupStage',
      groups,
      games: corrected,
      bracket: started.bracket,
      rules: FIFA_RULES,
    });
    expect(r).toMatchObject({ ok: false, code: 'DEPENDENT_GAME_STARTED' });
  });

  it('best runner-up: the wildcard waits for every group, then the best runner-up fills it', () => {
    const { groups, bracket } = setup(['A', 'B', 'C'], 'bestRunnerUp');
    // Runners-up differ in winning margin: B2 wins by 3, others by 1.
    const margin = (team: string) => (team === 'B2' ? 3 : 1);
    const partial = applyGroupResults({
      type: 'groupStage',
      groups,
      games: play(groups, ['A', 'B'], margin),
      bracket,
      rules: FIFA_RULES,
    });
    if (!partial.ok) throw new Error(partial.code);
    expect(partial.wildcards).toBeNull();
    const full = applyGroupResults({
      type: 'groupStage',
      groups,
      games: play(groups, ['A', 'B', 'C'], margin),
      bracket,
      rules: FIFA_RULES,
    });
    if (!full.ok) throw new Error(full.code);
    expect(full.wildcards).toEqual(['B2']);
    expect(full.warnings).toEqual([]);
    // B2 must not meet B1 in its first game.
    const b2Game = full.bracket.games.find((g) => g.slot1.team === 'B2' || g.slot2.team === 'B2');
    expect([b2Game?.slot1.team, b2Game?.slot2.team]).not.toContain('B1');
    expect(teamsIn(full.bracket).sort()).toEqual(['A1', 'B1', 'B2', 'C1']);
  });

  it('the wildcard moves away from its own group winner', () => {
    const { groups, bracket } = setup(['A', 'B', 'C'], 'bestRunnerUp');
    // A2 is the best runner-up; the drawn bracket has A1 v wildcard.
    const margin = (team: string) => (team === 'A2' ? 3 : 1);
    const r = applyGroupResults({
      type: 'groupStage',
      groups,
      games: play(groups, ['A', 'B', 'C'], margin),
      bracket,
      rules: FIFA_RULES,
    });
    if (!r.ok) throw new Error(r.code);
    expect(r.wildcards).toEqual(['A2']);
    expect(r.warnings).toEqual([]);
    const pairs = r.bracket.games.filter((g) => g.round === 1).map((g) => [g.slot1.group, g.slot2.group]);
    expect(pairs.every(([x, y]) => x !== y)).toBe(true);
  });

  it('WILDCARD_SELECTION_NEEDED when runners-up are level across the cut, until a group selection orders them', () => {
    const { groups, bracket } = setup(['A', 'B', 'C'], 'bestRunnerUp');
    const games = play(groups, ['A', 'B', 'C']);
    const r = applyGroupResults({ type: 'groupStage', groups, games, bracket, rules: FIFA_RULES });
    expect(r).toEqual({ ok: false, code: 'WILDCARD_SELECTION_NEEDED', teams: [['A2', 'B2', 'C2']] });
    const selected = applyGroupResults({
      type: 'groupStage',
      groups,
      games,
      bracket,
      rules: FIFA_RULES,
      resolutions: [{ teams: ['A2', 'B2', 'C2'], order: ['C2', 'A2', 'B2'], method: 'groupSelection' }],
    });
    expect(selected.ok && selected.wildcards).toEqual(['C2']);
  });

  it('unequal groups: runners-up are compared without results against the extra last-placed team', () => {
    const groups: AdvancingGroup[] = [
      { name: 'A', teams: ['A1', 'A2', 'A3', 'A4', 'A5'], advancement: 'bestRunnerUp' },
      { name: 'B', teams: ['B1', 'B2', 'B3', 'B4'], advancement: 'bestRunnerUp' },
      { name: 'C', teams: ['C1', 'C2', 'C3', 'C4'], advancement: 'bestRunnerUp' },
    ];
    const stage = generateGroupStage(groups);
    if (!stage.ok) throw new Error(stage.code);
    // A2 beats A5 by 9; everywhere else margins are 1, except B2 who wins by 2.
    const games = play(groups, ['A', 'B', 'C'], (t) => (t === 'B2' ? 2 : 1)).map((g) =>
      [g.team1, g.team2].sort().join() === 'A2,A5'
        ? { ...g, goals1: g.team1 === 'A2' ? 9 : 0, goals2: g.team1 === 'A2' ? 0 : 9 }
        : g,
    );
    const r = applyGroupResults({ type: 'groupStage', groups, games, bracket: stage.bracket, rules: FIFA_RULES });
    if (!r.ok) throw new Error(JSON.stringify(r));
    expect(r.wildcards).toEqual(['B2']);
  });

  it('after apply, knockout results flow on as usual', () => {
    const { groups, bracket } = setup(['A', 'B'], 'topTwo');
    const r = applyGroupResults({
      type: 'groupStage',
      groups,
      games: play(groups, ['A', 'B']),
      bracket,
      rules: FIFA_RULES,
    });
    if (!r.ok) throw new Error(r.code);
    const played = recordKnockoutResult(r.bracket, 'ko-r1-m1', { goals1: 1, goals2: 0, shootout: null });
    expect(played.ok && played.bracket.games.find((g) => g.id === 'ko-r2-m1')?.slot1.team).toBe('A1');
  });
});

describe('isGroupFinished', () => {
  it('needs every pair to have met and every game finished', () => {
    const group: AdvancingGroup = { name: 'A', teams: ['x', 'y', 'z'], advancement: 'first' };
    const done = (team1: string, team2: string): GroupGame => ({
      id: `${team1}${team2}`,
      group: 'A',
      team1,
      team2,
      status: 'finished',
      goals1: 0,
      goals2: 0,
    });
    expect(isGroupFinished(group, [done('x', 'y'), done('y', 'z')])).toBe(false);
    expect(isGroupFinished(group, [done('x', 'y'), done('y', 'z'), done('z', 'x')])).toBe(true);
    expect(isGroupFinished(group, [])).toBe(false);
  });
});

describe('blockingTies (decision 427)', () => {
  const rows = [
    { team: 'A1', position: 1 },
    { team: 'A2', position: 2 },
    { team: 'A3', position: 3 },
    { team: 'A4', position: 3 },
  ];
  const thirdPlaceTie = [['A3', 'A4']];

  it('a tie for 3rd blocks nothing when only the winner goes through, nor with the top two', () => {
    for (const advancement of ['first', 'topTwo'] as const) {
      const { groups, bracket } = setup(['A', 'B'], advancement);
      expect(blockingTies({ groups, group: 'A', bracket, rows, ties: thirdPlaceTie })).toEqual([]);
    }
  });

  it('a tie across the cut decides a qualification, a tie for 1st and 2nd decides a seed: both block', () => {
    const { groups, bracket } = setup(['A', 'B'], 'topTwo');
    const acrossCut = [
      { team: 'A1', position: 1 },
      { team: 'A2', position: 2 },
      { team: 'A3', position: 2 },
      { team: 'A4', position: 4 },
    ];
    expect(blockingTies({ groups, group: 'A', bracket, rows: acrossCut, ties: [['A2', 'A3']] })).toEqual([
      ['A2', 'A3'],
    ]);
    const forFirst = [
      { team: 'A1', position: 1 },
      { team: 'A2', position: 1 },
      { team: 'A3', position: 3 },
      { team: 'A4', position: 4 },
    ];
    expect(blockingTies({ groups, group: 'A', bracket, rows: forFirst, ties: [['A1', 'A2']] })).toEqual([['A1', 'A2']]);
  });

  it('a tie for 2nd blocks where the runner-up may go through as a wildcard, not where only winners go', () => {
    const wild = setup(['A', 'B', 'C'], 'bestRunnerUp');
    const runnersUpTie = [
      { team: 'A1', position: 1 },
      { team: 'A2', position: 2 },
      { team: 'A3', position: 2 },
      { team: 'A4', position: 4 },
    ];
    expect(
      blockingTies({
        groups: wild.groups,
        group: 'A',
        bracket: wild.bracket,
        rows: runnersUpTie,
        ties: [['A2', 'A3']],
      }),
    ).toEqual([['A2', 'A3']]);
    const winners = setup(['A', 'B'], 'first');
    expect(
      blockingTies({
        groups: winners.groups,
        group: 'A',
        bracket: winners.bracket,
        rows: runnersUpTie,
        ties: [['A2', 'A3']],
      }),
    ).toEqual([]);
  });
});
