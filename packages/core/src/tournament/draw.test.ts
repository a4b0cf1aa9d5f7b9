import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DrawTeam } from './draw.js';
import { drawGroups } from './draw.js';

function ok<T extends { ok: boolean }>(r: T): Extract<T, { ok: true }> {
  if (!r.ok) throw new Error(JSON.stringify(r));
  return r as Extract<T, { ok: true }>;
}

const clubPairs = (groups: string[][], teams: readonly DrawTeam[]): number => {
  const club = new Map(teams.map((t) => [t.id, t.club ?? null] as const));
  let pairs = 0;
  for (const g of groups) {
    for (let i = 0; i < g.length; i += 1) {
      for (let j = i + 1; j < g.length; j += 1) {
        const a = club.get(g[i] as string);
        if (a && a === club.get(g[j] as string)) pairs += 1;
      }
    }
  }
  return pairs;
};

/**
 * The fewest same-club pairs of any draw that takes at most one team of each
 * row per group, rows being the pots in order cut every `g` teams (exhaustive:
 * every order inside each pot, every way to spread each row over the groups).
 */
function bruteForceMinimum(teams: readonly DrawTeam[], g: number): number {
  const pots = new Map<number, DrawTeam[]>();
  for (const t of teams) pots.set(t.pot ?? Infinity, [...(pots.get(t.pot ?? Infinity) ?? []), t]);
  const potLists = [...pots.entries()].sort((a, b) => a[0] - b[0]).map(([, list]) => list);
  const permutations = <T>(items: readonly T[]): T[][] =>
    items.length <= 1
      ? [[...items]]
      : items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((p) => [x, ...p]));
  const groupsFor = (k: number): number[][] =>
    permutations(Array.from({ length: g }, (_, i) => i)).map((p) => p.slice(0, k));
  let best = Infinity;
  const spread = (rows: DrawTeam[][], r: number, groups: string[][]): void => {
    if (r === rows.length) {
      best = Math.min(best, clubPairs(groups, teams));
      return;
    }
    const row = rows[r] as DrawTeam[];
    for (const targets of groupsFor(row.length)) {
      const next = groups.map((x) => [...x]);
      row.forEach((t, i) => (next[targets[i] as number] as string[]).push(t.id));
      spread(rows, r + 1, next);
    }
  };
  const seen = new Set<string>();
  const orders = (p: number, chosen: DrawTeam[]): void => {
    if (p === potLists.length) {
      const rows: DrawTeam[][] = [];
      for (let i = 0; i < chosen.length; i += g) rows.push(chosen.slice(i, i + g));
      // Orders that put the same teams in each row give the same draws.
      const key = rows
        .map((row) =>
          row
            .map((t) => t.id)
            .sort()
            .join(),
        )
        .join('|');
      if (seen.has(key)) return;
      seen.add(key);
      spread(
        rows,
        0,
        Array.from({ length: g }, () => []),
      );
      return;
    }
    for (const perm of permutations(potLists[p] as DrawTeam[])) orders(p + 1, [...chosen, ...perm]);
  };
  orders(0, []);
  return best;
}

describe('drawGroups', () => {
  it('keeps the teams of one club apart and puts one team of each pot in every group', () => {
    const teams: DrawTeam[] = [
      { id: 'a1', club: 'A', pot: 1 },
      { id: 'b1', club: 'B', pot: 1 },
      { id: 'c1', club: 'C', pot: 1 },
      { id: 'a2', club: 'A', pot: 2 },
      { id: 'b2', club: 'B', pot: 2 },
      { id: 'c2', club: 'C', pot: 2 },
      { id: 'a3', club: 'A', pot: 3 },
      { id: 'd1', club: 'D', pot: 3 },
      { id: 'e1', club: 'E', pot: 3 },
    ];
    const r = ok(drawGroups(teams, { groupCount: 3, seed: 1 }));
    expect(r.conflicts).toEqual([]);
    expect(r.exact).toBe(true);
    for (const g of r.groups) {
      expect(g).toHaveLength(3);
      expect(new Set(g.map((id) => teams.find((t) => t.id === id)?.pot))).toEqual(new Set([1, 2, 3]));
    }
  });

  it('is reproducible from its seed and varies with it', () => {
    const teams: DrawTeam[] = Array.from({ length: 16 }, (_, i) => ({ id: `t${i}`, club: `c${i % 5}` }));
    const a = ok(drawGroups(teams, { groupCount: 4, seed: 42 }));
    expect(ok(drawGroups(teams, { groupCount: 4, seed: 42 }))).toEqual(a);
    const others = [1, 2, 3, 4, 5].map((seed) => JSON.stringify(ok(drawGroups(teams, { groupCount: 4, seed })).groups));
    expect(new Set([...others, JSON.stringify(a.groups)]).size).toBeGreaterThan(1);
  });

  it('reports the conflicts it could not avoid: three teams of one club in two groups', () => {
    const teams: DrawTeam[] = [
      { id: 'a1', club: 'A' },
      { id: 'a2', club: 'A' },
      { id: 'a3', club: 'A' },
      { id: 'x', club: 'X' },
    ];
    const r = ok(drawGroups(teams, { groupCount: 2, seed: 3 }));
    expect(r.conflicts).toHaveLength(1);
    expect(r.conflicts[0]).toMatchObject({ kind: 'club', key: 'A' });
    expect(r.conflicts[0]?.teams).toHaveLength(2);
  });

  it('keeps countries apart when asked, after clubs', () => {
    const teams: DrawTeam[] = [
      { id: 'de1', club: 'A', country: 'DE' },
      { id: 'de2', club: 'B', country: 'DE' },
      { id: 'fr1', club: 'C', country: 'FR' },
      { id: 'fr2', club: 'D', country: 'FR' },
    ];
    const r = ok(drawGroups(teams, { groupCount: 2, seed: 9, avoidCountry: true }));
    expect(r.conflicts).toEqual([]);
    for (const g of r.groups) expect(g.map((id) => id.slice(0, 2)).sort()).toEqual(['de', 'fr']);
  });

  it('codes: DUPLICATE_TEAM, GROUP_COUNT_OUT_OF_RANGE, NOT_ENOUGH_TEAMS', () => {
    expect(drawGroups([{ id: 'a' }, { id: 'a' }], { groupCount: 1, seed: 1 })).toEqual({
      ok: false,
      code: 'DUPLICATE_TEAM',
    });
    expect(drawGroups([{ id: 'a' }, { id: 'b' }, { id: 'c' }], { groupCount: 2, seed: 1 })).toEqual({
      ok: false,
      code: 'GROUP_COUNT_OUT_OF_RANGE',
    });
    expect(drawGroups([{ id: 'a' }, { id: 'b' }], { groupCount: 0, seed: 1 })).toEqual({
      ok: false,
      code: 'GROUP_COUNT_OUT_OF_RANGE',
    });
    expect(drawGroups([{ id: 'a' }], { groupCount: 1, seed: 1 })).toEqual({ ok: false, code: 'NOT_ENOUGH_TEAMS' });
  });

  it('property: never puts two teams of one club in a group where the pots allow otherwise (the fewest pairs, checked exhaustively)', () => {
    const instance = fc
      .record({
        groupCount: fc.integer({ min: 2, max: 3 }),
        teams: fc.array(
          fc.record({ club: fc.constantFrom('A', 'B', 'C', 'D', null), pot: fc.constantFrom(1, 2, 3, null) }),
          {
            minLength: 4,
            maxLength: 8,
          },
        ),
      })
      .filter(({ groupCount, teams }) => teams.length >= 2 * groupCount);
    fc.assert(
      fc.property(instance, fc.integer(), ({ groupCount, teams: raw }, seed) => {
        const teams: DrawTeam[] = raw.map((t, i) => ({ id: `t${i}`, club: t.club, pot: t.pot }));
        const r = ok(drawGroups(teams, { groupCount, seed }));
        expect(r.groups.flat().sort()).toEqual(teams.map((t) => t.id).sort());
        expect(clubPairs(r.groups, teams)).toBe(bruteForceMinimum(teams, groupCount));
        const reported = r.conflicts.reduce((sum, c) => sum + (c.teams.length * (c.teams.length - 1)) / 2, 0);
        expect(reported).toBe(clubPairs(r.groups, teams));
      }),
      { seed: 414, numRuns: 200 },
    );
  }, 30_000);
});
