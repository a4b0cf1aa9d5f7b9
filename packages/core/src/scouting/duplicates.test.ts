import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  comparePlayers,
  findDuplicateCandidates,
  jaroWinkler,
  normalizeName,
  pairKey,
  type DuplicateInput,
} from './duplicates.js';

const player = (
  id: string,
  firstName: string,
  lastName: string,
  birthday: string | null = null,
  nationality: string | null = null,
): DuplicateInput => ({
  id,
  firstName,
  lastName,
  birthday,
  nationality,
});

describe('normalizeName', () => {
  it('transliterates and folds accents so spellings meet', () => {
    expect(normalizeName('Müller')).toBe('mueller');
    expect(normalizeName('Mueller')).toBe('mueller');
    expect(normalizeName('José  Núñez-García')).toBe('jose nunez garcia');
    expect(normalizeName('Łukasz Żółtek')).toBe('lukasz zoltek');
    expect(normalizeName('Søren Ærø')).toBe('soeren aeroe');
    expect(normalizeName('Straße')).toBe('strasse');
  });
});

describe('jaroWinkler', () => {
  it('matches the textbook values', () => {
    expect(jaroWinkler('martha', 'marhta')).toBeCloseTo(0.961, 3);
    expect(jaroWinkler('dwayne', 'duane')).toBeCloseTo(0.84, 2);
    expect(jaroWinkler('abc', 'abc')).toBe(1);
    expect(jaroWinkler('abc', 'xyz')).toBe(0);
  });

  it('is symmetric and bounded', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const ab = jaroWinkler(a, b);
        expect(ab).toBeCloseTo(jaroWinkler(b, a), 10);
        expect(ab).toBeGreaterThanOrEqual(0);
        expect(ab).toBeLessThanOrEqual(1);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('duplicate candidates', () => {
  it('finds "Müller" and "Mueller" born the same day, with reasons', () => {
    const [pair] = findDuplicateCandidates([
      player('a', 'Lena', 'Müller', '2010-04-02', 'DE'),
      player('b', 'Lena', 'Mueller', '2010-04-02', 'DE'),
      player('c', 'Tom', 'Berger', '2010-04-02', 'DE'),
    ]);
    expect(pair).toEqual({ ids: ['a', 'b'], score: 1, reasons: ['NAME_EXACT', 'BIRTHDAY_EXACT', 'NATIONALITY'] });
  });

  it('finds swapped first and last names and typos, and ranks better matches first', () => {
    const result = findDuplicateCandidates([
      player('1', 'Kevin', 'Schmidt', '2011-01-10'),
      player('2', 'Schmidt', 'Kevin', '2011-01-10'),
      player('3', 'Kevin', 'Schmitt', '2011-01-10'),
    ]);
    expect(result.map((c) => c.ids.join('-')).sort()).toEqual(['1-2', '1-3', '2-3']);
    // Same birthday, nationality unknown: 0.6 × name + 0.3 + 0.05.
    expect(result[0]).toEqual({ ids: ['1', '2'], score: 0.95, reasons: ['NAMES_SWAPPED', 'BIRTHDAY_EXACT'] });
    expect(result.find((c) => c.ids.join('-') === '1-3')?.reasons).toEqual(['NAME_SIMILAR', 'BIRTHDAY_EXACT']);
    for (let i = 1; i < result.length; i++) expect(result[i - 1]!.score).toBeGreaterThanOrEqual(result[i]!.score);
  });

  it('never pairs players with birthdays in different years, nor different names', () => {
    expect(
      comparePlayers(player('a', 'Lena', 'Müller', '2010-04-02'), player('b', 'Lena', 'Müller', '2012-04-02')),
    ).toBeNull();
    expect(comparePlayers(player('a', 'Lena', 'Müller'), player('b', 'Jonas', 'Weber'))).toBeNull();
  });

  it('leaves out dismissed pairs', () => {
    const players = [player('a', 'Lena', 'Müller'), player('b', 'Lena', 'Mueller')];
    expect(findDuplicateCandidates(players)).toHaveLength(1);
    expect(findDuplicateCandidates(players, { dismissed: new Set([pairKey('b', 'a')]) })).toEqual([]);
  });

  it('does not depend on input order', () => {
    const base = [
      player('1', 'Kevin', 'Schmidt', '2011-01-10'),
      player('2', 'Kevin', 'Schmitt', '2011-01-10'),
      player('3', 'Lena', 'Müller'),
      player('4', 'Lena', 'Mueller'),
      player('5', 'Ana', 'Silva', null, 'PT'),
    ];
    fc.assert(
      fc.property(fc.shuffledSubarray(base, { minLength: base.length, maxLength: base.length }), (shuffled) => {
        expect(findDuplicateCandidates(shuffled)).toEqual(findDuplicateCandidates(base));
      }),
      { numRuns: 1000 },
    );
  });
});
