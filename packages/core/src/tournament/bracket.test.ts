import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AdvancingGroup } from './advancement.js';
import { knockoutEntrants, wildcardCount } from './advancement.js';
import type { Bracket } from './bracket.js';
import { createBracket, entrantSlots, entrantsFromSeeds, roundName, sameGroupPairs, seedOrder } from './bracket.js';
import { generateGroupStage } from './group-stage.js';
import { recordKnockoutResult, resetKnockoutGame, startKnockoutGame, swapEntrants } from './knockout.js';

const teamsOf = (n: number) => Array.from({ length: n }, (_, i) => `S${i + 1}`);

function bracketOf(n: number, groupOf?: Record<string, string>): Bracket {
  const r = createBracket(entrantsFromSeeds(teamsOf(n), groupOf));
  if (!r.ok) throw new Error(r.code);
  return r.bracket;
}

function ok<T extends { ok: boolean }>(r: T): Extract<T, { ok: true }> {
  if (!r.ok) throw new Error(JSON.stringify(r));
  return r as Extract<T, { ok: true }>;
}

const game = (b: Bracket, id: string) => {
  const g = b.games.find((x) => x.id === id);
  if (!g) throw new Error(`no game ${id}`);
  return g;
};

describe('createBracket', () => {
  it('seeds in the standard order so 1 and 2 can only meet in the final', () => {
    expect(seedOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    const b = bracketOf(8);
    expect(b.games.filter((g) => g.round === 1).map((g) => [g.slot1.team, g.slot2.team])).toEqual([
      ['S1', 'S8'],
      ['S4', 'S5'],
      ['S2', 'S7'],
      ['S3', 'S6'],
    ]);
    expect(b.games).toHaveLength(7);
    expect(game(b, 'ko-r3-m1').next).toBeNull();
    expect(game(b, 'ko-r1-m1').next).toEqual({ gameId: 'ko-r2-m1', slot: 1 });
  });

  it('five teams: byes for seeds 1–3, who enter in round two; no bye is a game', () => {
    const b = bracketOf(5);
    expect(b.size).toBe(8);
    expect(b.games.filter((g) => g.round === 1).map((g) => [g.slot1.team, g.slot2.team])).toEqual([['S4', 'S5']]);
    expect(game(b, 'ko-r2-m1').slot1.team).toBe('S1');
    expect(game(b, 'ko-r2-m2').slot1.team).toBe('S2');
    expect(game(b, 'ko-r2-m2').slot2.team).toBe('S3');
    expect(b.games).toHaveLength(4);
  });

  it('NOT_ENOUGH_TEAMS below two entrants', () => {
    expect(createBracket(entrantsFromSeeds(['A']))).toEqual({ ok: false, code: 'NOT_ENOUGH_TEAMS' });
  });

  it('round names count back from the final', () => {
    expect([1, 2, 3, 4].map((r) => roundName(r, 4))).toEqual(['roundOf16', 'quarterFinal', 'semiFinal', 'final']);
    expect(roundName(1, 8)).toBe('earlyRound');
  });

  it('property: size is a power of two, byes go to the top seeds, each entrant appears exactly once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 130 }), (n) => {
        const b = bracketOf(n);
        expect(Number.isInteger(Math.log2(b.size))).toBe(true);
        expect(b.size).toBeGreaterThanOrEqual(n);
        expect(b.size).toBeLessThan(2 * n);
        const slots = entrantSlots(b).map(({ game: g, slot }) => ({
          team: (slot === 1 ? g.slot1 : g.slot2).team,
          round: g.round,
        }));
        expect(slots.map((s) => s.team).sort()).toEqual(teamsOf(n).sort());
        const byes = b.size - n;
        const withBye = slots.filter((s) => s.round === 2).map((s) => s.team);
        expect(new Set(withBye)).toEqual(new Set(teamsOf(byes)));
        expect(slots.filter((s) => s.round > 2)).toEqual([]);
        // A knockout of n entrants has n − 1 games.
        expect(b.games).toHaveLength(n - 1);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('seeding from groups', () => {
  const groups = (names: string[], advancement: AdvancingGroup['advancement'], size = 4): AdvancingGroup[] =>
    names.map((name) => ({ name, teams: Array.from({ length: size }, (_, i) => `${name}${i + 1}`), advancement }));

  it('four groups, top two: winners meet other groups’ runners-up', () => {
    const b = ok(generateGroupStage(groups(['A', 'B', 'C', 'D'], 'topTwo'))).bracket;
    const firstRound = b.games
      .filter((g) => g.round === 1)
      .map((g) =>
        [g.slot1.source, g.slot2.source].map((s) => (s.kind === 'group' ? `${s.group}${s.position}` : s.kind)),
      );
    expect(firstRound).toEqual([
      ['A1', 'D2'],
      ['D1', 'A2'],
      ['B1', 'C2'],
      ['C1', 'B2'],
    ]);
    expect(sameGroupPairs(b)).toEqual([]);
  });

  it('three groups, top two: the default order would pair C1 with C2 — it is avoided', () => {
    const r = ok(generateGroupStage(groups(['A', 'B', 'C'], 'topTwo')));
    expect(r.sameGroupPairs).toBe(0);
    expect(sameGroupPairs(r.bracket)).toEqual([]);
    // A1 and B1 (the best seeds) get the byes.
    const round2 = r.bracket.games.filter((g) => g.round === 2).flatMap((g) => [g.slot1, g.slot2]);
    expect(round2.filter((s) => s.source.kind === 'group').map((s) => s.source)).toEqual([
      { kind: 'group', group: 'A', position: 1 },
      { kind: 'group', group: 'B', position: 1 },
    ]);
  });

  it('wildcards per docs/product/tournaments.md: 3 groups give 1, 5 give 3, 4 give 4', () => {
    expect(wildcardCount(groups(['A', 'B', 'C'], 'bestRunnerUp'))).toBe(1);
    expect(wildcardCount(groups(['A', 'B', 'C', 'D', 'E'], 'bestRunnerUp'))).toBe(3);
    expect(wildcardCount(groups(['A', 'B', 'C', 'D'], 'bestRunnerUp'))).toBe(4);
    expect(wildcardCount(groups(['A', 'B'], 'topTwo'))).toBe(0);
    const entrants = knockoutEntrants(groups(['A', 'B', 'C', 'D', 'E'], 'bestRunnerUp'));
    expect(entrants.map((e) => (e.source.kind === 'wildcard' ? `W${e.source.rank}` : e.group))).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
      'W1',
      'W2',
      'W3',
    ]);
  });

  it('first / topThree entrants', () => {
    expect(knockoutEntrants(groups(['A', 'B'], 'first'))).toHaveLength(2);
    expect(knockoutEntrants(groups(['A', 'B'], 'topThree'))).toHaveLength(6);
    expect(knockoutEntrants(groups(['A', 'B'], 'topThree', 2))).toHaveLength(4);
  });

  it('property: with two or more groups, no first-round pair comes from the same group', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 12 }),
        fc.constantFrom<AdvancingGroup['advancement']>('first', 'topTwo', 'topThree', 'bestRunnerUp'),
        fc.integer({ min: 3, max: 5 }),
        (g, advancement, size) => {
          const names = Array.from({ length: g }, (_, i) => String.fromCharCode(65 + i));
          const r = ok(generateGroupStage(groups(names, advancement, size)));
          expect(sameGroupPairs(r.bracket)).toEqual([]);
          expect(Number.isInteger(Math.log2(r.bracket.size))).toBe(true);
          const placeholders = entrantSlots(r.bracket).map(({ game: x, slot }) =>
            JSON.stringify((slot === 1 ? x.slot1 : x.slot2).source),
          );
          expect(new Set(placeholders).size).toBe(placeholders.length);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('playing the knockout', () => {
  it('a winner advances automatically', () => {
    let b = bracketOf(4);
    b = ok(recordKnockoutResult(b, 'ko-r1-m1', { goals1: 2, goals2: 0, shootout: null })).bracket;
    expect(game(b, 'ko-r1-m1').winner).toBe('S1');
    expect(game(b, 'ko-r1-m1').status).toBe('finished');
    expect(game(b, 'ko-r2-m1').slot1.team).toBe('S1');
  });

  it('a drawn game needs a shootout score with a winner', () => {
    const b = bracketOf(2);
    expect(recordKnockoutResult(b, 'ko-r1-m1', { goals1: 1, goals2: 1, shootout: null })).toEqual({
      ok: false,
      code: 'SHOOTOUT_REQUIRED',
    });
    expect(recordKnockoutResult(b, 'ko-r1-m1', { goals1: 1, goals2: 1, shootout: { goals1: 3, goals2: 3 } })).toEqual({
      ok: false,
      code: 'SHOOTOUT_NEEDS_WINNER',
    });
    const won = ok(recordKnockoutResult(b, 'ko-r1-m1', { goals1: 1, goals2: 1, shootout: { goals1: 3, goals2: 4 } }));
    expect(game(won.bracket, 'ko-r1-m1').winner).toBe('S2');
  });

  it('codes: SHOOTOUT_NOT_ALLOWED, INVALID_SCORE, GAME_NOT_FOUND, TEAMS_NOT_SET', () => {
    const b = bracketOf(4);
    expect(
      recordKnockoutResult(b, 'ko-r1-m1', { goals1: 2, goals2: 1, shootout: { goals1: 1, goals2: 0 } }),
    ).toMatchObject({
      code: 'SHOOTOUT_NOT_ALLOWED',
    });
    expect(recordKnockoutResult(b, 'ko-r1-m1', { goals1: -1, goals2: 0, shootout: null })).toMatchObject({
      code: 'INVALID_SCORE',
    });
    expect(recordKnockoutResult(b, 'ko-r1-m1', { goals1: 1.5, goals2: 0, shootout: null })).toMatchObject({
      code: 'INVALID_SCORE',
    });
    expect(recordKnockoutResult(b, 'nope', { goals1: 1, goals2: 0, shootout: null })).toMatchObject({
      code: 'GAME_NOT_FOUND',
    });
    expect(recordKnockoutResult(b, 'ko-r2-m1', { goals1: 1, goals2: 0, shootout: null })).toMatchObject({
      code: 'TEAMS_NOT_SET',
    });
    expect(startKnockoutGame(b, 'ko-r2-m1')).toMatchObject({ code: 'TEAMS_NOT_SET' });
    expect(startKnockoutGame(b, 'nope')).toMatchObject({ code: 'GAME_NOT_FOUND' });
  });

  it('GAME_ALREADY_STARTED when starting twice', () => {
    const b = ok(startKnockoutGame(bracketOf(2), 'ko-r1-m1')).bracket;
    expect(game(b, 'ko-r1-m1').status).toBe('running');
    expect(startKnockoutGame(b, 'ko-r1-m1')).toMatchObject({ code: 'GAME_ALREADY_STARTED' });
  });

  it('correcting a result re-flows the bracket while the next game has not started', () => {
    let b = bracketOf(4);
    b = ok(recordKnockoutResult(b, 'ko-r1-m1', { goals1: 2, goals2: 0, shootout: null })).bracket;
    b = ok(recordKnockoutResult(b, 'ko-r1-m1', { goals1: 0, goals2: 1, shootout: null })).bracket;
    expect(game(b, 'ko-r2-m1').slot1.team).toBe('S4');
    // Same winner, new score: nothing moves.
    b = ok(recordKnockoutResult(b, 'ko-r1-m1', { goals1: 0, goals2: 3, shootout: null })).bracket;
    expect(game(b, 'ko-r2-m1').slot1.team).toBe('S4');
    expect(game(b, 'ko-r1-m1').result).toEqual({ goals1: 0, goals2: 3, shootout: null });
  });

  it('a correction that changes the winner is refused once a dependent game has started (DEPENDENT_GAME_STARTED)', () => {
    let b = bracketOf(4);
    b = ok(recordKnockoutResult(b, 'ko-r1-m1', { goals1: 2, goals2: 0, shootout: null })).bracket;
    b = ok(recordKnockoutResult(b, 'ko-r1-m2', { goals1: 2, goals2: 0, shootout: null })).bracket;
    b = ok(startKnockoutGame(b, 'ko-r2-m1')).bracket;
    const refused = recordKnockoutResult(b, 'ko-r1-m1', { goals1: 0, goals2: 1, shootout: null });
    expect(refused).toEqual({ ok: false, code: 'DEPENDENT_GAME_STARTED', blockedBy: ['ko-r2-m1'] });
    expect(resetKnockoutGame(b, 'ko-r1-m1')).toMatchObject({ code: 'DEPENDENT_GAME_STARTED' });
    // A score fix that keeps the winner is still allowed.
    expect(recordKnockoutResult(b, 'ko-r1-m1', { goals1: 3, goals2: 0, shootout: null }).ok).toBe(true);
    // Reset the final first, then the correction goes through and re-flows.
    b = ok(resetKnockoutGame(b, 'ko-r2-m1')).bracket;
    b = ok(recordKnockoutResult(b, 'ko-r1-m1', { goals1: 0, goals2: 1, shootout: null })).bracket;
    expect(game(b, 'ko-r2-m1').slot1.team).toBe('S4');
  });

  it('resetting a decided game empties the next slot', () => {
    let b = bracketOf(4);
    b = ok(recordKnockoutResult(b, 'ko-r1-m2', { goals1: 1, goals2: 0, shootout: null })).bracket;
    b = ok(resetKnockoutGame(b, 'ko-r1-m2')).bracket;
    expect(game(b, 'ko-r1-m2')).toMatchObject({ status: 'scheduled', result: null, winner: null });
    expect(game(b, 'ko-r2-m1').slot2.team).toBeNull();
    expect(resetKnockoutGame(b, 'nope')).toMatchObject({ code: 'GAME_NOT_FOUND' });
  });

  it('never mutates its input', () => {
    const b = bracketOf(4);
    const before = JSON.stringify(b);
    recordKnockoutResult(b, 'ko-r1-m1', { goals1: 1, goals2: 0, shootout: null });
    startKnockoutGame(b, 'ko-r1-m2');
    swapEntrants(b, { gameId: 'ko-r1-m1', slot: 2 }, { gameId: 'ko-r1-m2', slot: 2 });
    expect(JSON.stringify(b)).toBe(before);
  });

  it('property: playing every game in order crowns one champion who won every game they played', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 40 }),
        fc.array(fc.tuple(fc.nat(4), fc.nat(4), fc.boolean()), { minLength: 64, maxLength: 64 }),
        (n, scores) => {
          let b = bracketOf(n);
          const ordered = [...b.games].sort((x, y) => x.round - y.round || x.index - y.index);
          ordered.forEach((g, i) => {
            const [g1, g2, firstWinsShootout] = scores[i % scores.length] as [number, number, boolean];
            const shootout =
              g1 === g2 ? (firstWinsShootout ? { goals1: 5, goals2: 4 } : { goals1: 2, goals2: 3 }) : null;
            b = ok(recordKnockoutResult(b, g.id, { goals1: g1, goals2: g2, shootout })).bracket;
          });
          const final = b.games.find((g) => g.next === null);
          expect(final?.winner).not.toBeNull();
          expect(b.games.every((g) => g.status === 'finished' && g.winner !== null)).toBe(true);
          const champion = final?.winner as string;
          const played = b.games.filter((g) => g.slot1.team === champion || g.slot2.team === champion);
          expect(played.every((g) => g.winner === champion)).toBe(true);
          // Every team except the champion loses exactly once.
          const losers = b.games.map((g) => (g.winner === g.slot1.team ? g.slot2.team : g.slot1.team));
          expect(new Set(losers).size).toBe(n - 1);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('swapEntrants', () => {
  const groupOf = { S1: 'A', S2: 'B', S3: 'B', S4: 'A' };

  it('swaps two first-round entrants and warns about a same-group rematch', () => {
    const b = bracketOf(4, groupOf); // S1(A) v S4(A) would clash — createBracket avoided it
    expect(sameGroupPairs(b)).toEqual([]);
    const r = swapEntrants(b, { gameId: 'ko-r1-m1', slot: 2 }, { gameId: 'ko-r1-m2', slot: 2 });
    if (!r.ok) throw new Error(r.code);
    expect(r.warnings).toEqual([
      { code: 'SAME_GROUP_REMATCH', gameId: 'ko-r1-m1', group: 'A' },
      { code: 'SAME_GROUP_REMATCH', gameId: 'ko-r1-m2', group: 'B' },
    ]);
    // Swapping back clears the warnings.
    const back = swapEntrants(r.bracket, { gameId: 'ko-r1-m1', slot: 2 }, { gameId: 'ko-r1-m2', slot: 2 });
    expect(back.ok && back.warnings).toEqual([]);
  });

  it('codes: SAME_SLOT, GAME_NOT_FOUND, NOT_AN_ENTRANT_SLOT, GAME_ALREADY_STARTED', () => {
    const b = bracketOf(4);
    expect(swapEntrants(b, { gameId: 'ko-r1-m1', slot: 1 }, { gameId: 'ko-r1-m1', slot: 1 })).toEqual({
      ok: false,
      code: 'SAME_SLOT',
    });
    expect(swapEntrants(b, { gameId: 'x', slot: 1 }, { gameId: 'ko-r1-m1', slot: 1 })).toEqual({
      ok: false,
      code: 'GAME_NOT_FOUND',
    });
    expect(swapEntrants(b, { gameId: 'ko-r2-m1', slot: 1 }, { gameId: 'ko-r1-m1', slot: 1 })).toEqual({
      ok: false,
      code: 'NOT_AN_ENTRANT_SLOT',
    });
    const started = ok(startKnockoutGame(b, 'ko-r1-m1')).bracket;
    expect(swapEntrants(started, { gameId: 'ko-r1-m1', slot: 2 }, { gameId: 'ko-r1-m2', slot: 2 })).toEqual({
      ok: false,
      code: 'GAME_ALREADY_STARTED',
    });
  });

  it('a bye entrant can be swapped into the first round', () => {
    const b = bracketOf(3); // S1 has a bye
    const r = swapEntrants(b, { gameId: 'ko-r2-m1', slot: 1 }, { gameId: 'ko-r1-m2', slot: 1 });
    if (!r.ok) throw new Error(r.code);
    expect(game(r.bracket, 'ko-r2-m1').slot1.team).toBe('S2');
    expect(game(r.bracket, 'ko-r1-m2').slot1.team).toBe('S1');
  });
});
