import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  comparePlayers,
  createDuplicateIndex,
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

describe('duplicate index (matching an import against existing players)', () => {
  const day = fc
    .date({ min: new Date('2000-01-01'), max: new Date('2015-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));
  const nationality = fc.constantFrom(null, 'DE', 'FR', 'ES', 'IT', 'NL', 'PL');

  it('scores a player whose personal details are hidden the same, whatever birthday or nationality is guessed', () => {
    const index = createDuplicateIndex();
    index.add(player('hidden', 'Karla', 'Brandt', '2009-05-17', 'FR'), { personalDetails: false });
    index.add(player('visible', 'Karla', 'Brand', '2009-05-17', 'FR'), { personalDetails: true });
    const hiddenMatch = (birthday: string | null, nat: string | null) =>
      index.match(player('row', 'Karla', 'Brandt', birthday, nat), { limit: 10 }).find((m) => m.id === 'hidden');
    const reference = hiddenMatch(null, null);
    expect(reference).toEqual({ id: 'hidden', score: 0.75, reasons: ['NAME_EXACT'] });
    expect(hiddenMatch('2009-05-17', 'FR')).toEqual(reference);
    fc.assert(
      fc.property(fc.option(day, { nil: null }), nationality, (birthday, nat) => {
        expect(hiddenMatch(birthday, nat)).toEqual(reference);
      }),
      { numRuns: 500 },
    );
  });

  it('gives the same list, flags and order whatever is guessed, when every player is hidden', () => {
    const index = createDuplicateIndex();
    for (const [id, first, last, birthday, nat] of [
      ['1', 'Kevin', 'Schmidt', '2011-01-10', 'DE'],
      ['2', 'Kevin', 'Schmitt', '2012-02-02', 'AT'],
      ['3', 'Schmidt', 'Kevin', '2010-03-03', null],
      ['4', 'Kevin', 'Schmied', null, 'CH'],
    ] as const) {
      index.add(player(id, first, last, birthday, nat), { personalDetails: false });
    }
    const list = (birthday: string | null, nat: string | null) =>
      index.match(player('row', 'Kevin', 'Schmidt', birthday, nat), { limit: 10 });
    const reference = list(null, null);
    expect(reference.map((m) => m.id)).toEqual(['1', '3', '2', '4']);
    fc.assert(
      fc.property(fc.option(day, { nil: null }), nationality, (birthday, nat) => {
        expect(list(birthday, nat)).toEqual(reference);
      }),
      { numRuns: 500 },
    );
  });

  it('still uses birthday and nationality where the caller may see them', () => {
    const index = createDuplicateIndex();
    index.add(player('own', 'Olga', 'Ahrens', '2010-03-03', 'DE'), { personalDetails: true });
    const score = (birthday: string | null, nat: string | null) =>
      index.match(player('row', 'Olga', 'Ahrens', birthday, nat))[0]?.score;
    expect(score('2010-03-03', 'DE')).toBe(1);
    expect(score('2010-03-04', 'DE')).toBe(0.8);
    expect(score('2010-03-03', 'FR')).toBe(0.9);
    expect(score('2012-03-03', 'DE')).toBeUndefined(); // different birth year: different people
    // A birthday block finds a renamed player when the names only share the last initial and a birthday.
    expect(index.match(player('row', 'Olgaa', 'Ahrenss', '2010-03-03'))[0]?.id).toBe('own');
  });

  it('bounds the work and the answer per input, best matches first', () => {
    const index = createDuplicateIndex();
    for (let i = 0; i < 1000; i++) {
      index.add(player(`p${String(i).padStart(4, '0')}`, 'Kevin', 'Schmidt'), { personalDetails: true });
    }
    index.add(player('born', 'Kevin', 'Schmidt', '2011-01-10'), { personalDetails: true });
    expect(index.size).toBe(1001);
    const matches = index.match(player('row', 'Kevin', 'Schmidt', '2011-01-10'), { limit: 5, budget: 50 });
    expect(matches).toHaveLength(5);
    for (let i = 1; i < matches.length; i++) expect(matches[i - 1]!.score).toBeGreaterThanOrEqual(matches[i]!.score);
    // Compared within the budget only: the exact-name block in index order.
    expect(matches.map((m) => m.id)).toEqual(['p0000', 'p0001', 'p0002', 'p0003', 'p0004']);
    expect(index.match(player('row', 'Kevin', 'Schmidt'), { limit: 3 })).toHaveLength(3);
  });

  it('never matches an input against itself or other inputs, only against what was added', () => {
    const index = createDuplicateIndex();
    index.add(player('a', 'Lena', 'Müller'), { personalDetails: true });
    expect(index.match(player('a', 'Lena', 'Müller'))).toEqual([]);
    expect(index.match(player('row:2', 'Tom', 'Berger'))).toEqual([]);
    expect(index.match(player('row:3', 'Lena', 'Mueller')).map((m) => m.id)).toEqual(['a']);
  });
});
