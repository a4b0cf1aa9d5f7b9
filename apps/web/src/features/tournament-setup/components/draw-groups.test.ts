import { describe, expect, it } from 'vitest';
import { drawGroups, newSeed } from './draw-groups';

const teams = (clubs: string[]) => clubs.map((clubId, i) => ({ id: `t${i + 1}`, clubId }));

describe('drawGroups', () => {
  const twelve = teams(['a', 'a', 'a', 'b', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']);

  it('gives the same groups for the same seed and other groups for another seed', () => {
    expect(drawGroups(twelve, 3, 4711)).toEqual(drawGroups(twelve, 3, 4711));
    const seeds = [1, 2, 3, 4, 5].map((seed) => JSON.stringify(drawGroups(twelve, 3, seed)));
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });

  it('places every team exactly once, in groups whose sizes differ by at most one', () => {
    const groups = drawGroups(teams(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k']), 3, 99);
    expect(groups.flat().sort()).toEqual(['t1', 't10', 't11', 't2', 't3', 't4', 't5', 't6', 't7', 't8', 't9']);
    expect(groups.map((g) => g.length).sort()).toEqual([3, 4, 4]);
  });

  it('spreads the teams of one club over different groups', () => {
    for (const seed of [1, 2, 3, 42, 4711]) {
      const groups = drawGroups(twelve, 3, seed);
      const clubOf = new Map(twelve.map((t) => [t.id, t.clubId]));
      for (const group of groups) {
        const clubs = group.map((id) => clubOf.get(id));
        expect(new Set(clubs).size, `seed ${seed}: ${clubs.join(',')}`).toBe(clubs.length);
      }
    }
  });
});

describe('newSeed', () => {
  it('has six digits', () => {
    expect(newSeed(() => 0)).toBe(100_000);
    expect(newSeed(() => 0.999_999_9)).toBe(999_999);
  });
});
