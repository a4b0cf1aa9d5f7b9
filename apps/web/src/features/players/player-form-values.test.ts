import { beforeAll, describe, expect, it } from 'vitest';
import {
  emptyPlayerForm,
  parseWholeNumber,
  playerChanges,
  playerSchema,
  validatePlayerForm,
  type PlayerFormValues,
} from './player-form-values';

const filled = (changes: Partial<PlayerFormValues> = {}): PlayerFormValues => ({
  ...emptyPlayerForm(),
  firstName: 'Lena',
  lastName: 'Berg',
  ...changes,
});

describe('validatePlayerForm', () => {
  // The form's schema loads after the form shows (decision 288); these checks are with it.
  beforeAll(() => playerSchema.load());

  it('requires first and last name (docs/product/players-and-clubs.md: REQUIRED)', () => {
    const result = validatePlayerForm(emptyPlayerForm());
    expect(result).toEqual({ ok: false, errors: { firstName: 'REQUIRED', lastName: 'REQUIRED' } });
    expect(validatePlayerForm(filled({ firstName: '   ' }))).toMatchObject({ errors: { firstName: 'REQUIRED' } });
  });

  it('answers non-numbers with NOT_A_NUMBER and a height over 230 with TOO_BIG', () => {
    expect(validatePlayerForm(filled({ height: 'abc', backNumberDefault: '7a', valueEur: '1.5' }))).toEqual({
      ok: false,
      errors: { height: 'NOT_A_NUMBER', backNumberDefault: 'NOT_A_NUMBER', valueEur: 'NOT_A_NUMBER' },
    });
    expect(validatePlayerForm(filled({ height: '231' }))).toEqual({ ok: false, errors: { height: 'TOO_BIG' } });
    expect(validatePlayerForm(filled({ height: '230' })).ok).toBe(true);
    expect(validatePlayerForm(filled({ height: '20' }))).toEqual({ ok: false, errors: { height: 'TOO_SMALL' } });
  });

  it('builds the JSON the API takes: trimmed names, nulls for empty, side positions without the main one', () => {
    const result = validatePlayerForm(
      filled({
        firstName: ' Lena ',
        birthday: '2010-05-01',
        position: 'CM',
        sidePositions: ['CM', 'DM'],
        valueEur: '1.500.000',
        height: '171',
        nationality: 'DE',
        targetLeague: '  ',
      }),
    );
    expect(result).toEqual({
      ok: true,
      player: {
        firstName: 'Lena',
        lastName: 'Berg',
        birthday: '2010-05-01',
        clubId: null,
        foot: null,
        backNumberDefault: null,
        position: 'CM',
        sidePositions: ['DM'],
        nationality: 'DE',
        height: 171,
        watchlist: false,
        networkPlayer: false,
        valueEur: 1_500_000,
        targetLeague: null,
      },
    });
  });

  it('requires a club when the user may only create players of their own clubs', () => {
    expect(validatePlayerForm(filled(), { clubRequired: true })).toEqual({ ok: false, errors: { clubId: 'REQUIRED' } });
    expect(validatePlayerForm(filled({ clubId: 'c1' }), { clubRequired: true }).ok).toBe(true);
  });

  it('rejects a malformed birthday like the server', () => {
    expect(validatePlayerForm(filled({ birthday: '2010-13-45' }))).toMatchObject({ ok: false });
  });
});

describe('parseWholeNumber', () => {
  it('reads whole numbers, empty as null, separators only for money', () => {
    expect(parseWholeNumber('')).toBeNull();
    expect(parseWholeNumber(' 42 ')).toBe(42);
    expect(parseWholeNumber('-3')).toBe(-3);
    expect(parseWholeNumber('1,000')).toBe('NOT_A_NUMBER');
    expect(parseWholeNumber('1,000', { grouping: true })).toBe(1000);
    expect(parseWholeNumber('1 500 000', { grouping: true })).toBe(1_500_000);
    expect(parseWholeNumber('12e3')).toBe('NOT_A_NUMBER');
  });
});

describe('playerChanges', () => {
  it('sends only changed fields with the version', () => {
    const before = validatePlayerForm(filled({ height: '170' }));
    const after = validatePlayerForm(filled({ height: '172', watchlist: true }));
    if (!before.ok || !after.ok) throw new Error('invalid');
    expect(playerChanges(before.player, after.player, 4)).toEqual({ version: 4, height: 172, watchlist: true });
  });
});
