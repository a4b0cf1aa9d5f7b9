import { describe, expect, it } from 'vitest';
import { birthdayPlausibility, createPlayerSchema } from './players.js';
import { isSafeText, safeText } from './text.js';

describe('safeText', () => {
  const name = safeText({ min: 1, max: 80 });
  const note = safeText({ max: 2000, multiline: true });

  it('accepts names in any script, with apostrophes, hyphens, joiners and emoji', () => {
    for (const text of [
      'Zoë',
      'José María',
      "O'Neil",
      'Anne-Marie',
      'محمد',
      'Łukasz',
      'نیم\u200cفاصله',
      '👍🏽',
      '山田 太郎',
    ]) {
      expect(name.safeParse(text).success, text).toBe(true);
    }
  });

  it('refuses control, invisible and text-direction characters with invalid_format', () => {
    for (const text of [
      'A\u0000b',
      'A\u0007b',
      'A\nB',
      'A\tB',
      'A\u007fB',
      'A\u0085B',
      'Evil\u202eexe.pdf',
      'A\u202aB',
      'A\u2066B\u2069',
      'A\u200eB',
      'A\u061cB',
      'A\u200bB',
      'A\u00adB',
      'A\u2060B',
      'A\u2028B',
      'A\ud800B',
      'A\u{E0041}B',
      'J\uFFFDrgen',
    ]) {
      const result = name.safeParse(text);
      expect(result.success, JSON.stringify(text)).toBe(false);
      expect(result.error?.issues[0]?.code, JSON.stringify(text)).toBe('invalid_format');
    }
  });

  it('lets notes have line breaks and tabs, nothing else', () => {
    expect(note.parse('Fast.\r\nGood left foot.\n\tNeeds work on headers.')).toBe(
      'Fast.\r\nGood left foot.\n\tNeeds work on headers.',
    );
    expect(note.safeParse('ok\u0000').success).toBe(false);
    expect(note.safeParse('ok\u202e').success).toBe(false);
    expect(isSafeText('a\nb', { multiline: true })).toBe(true);
    expect(isSafeText('a\nb')).toBe(false);
  });

  it('trims and normalises to NFC, and keeps the length limits', () => {
    expect(name.parse('  Mu\u0308ller ')).toBe('Müller');
    expect(name.safeParse('   ').success).toBe(false);
    expect(name.safeParse('x'.repeat(81)).success).toBe(false);
  });
});

describe('birthdays', () => {
  it('takes ages 3 to 60 on the given day, refusing future dates', () => {
    const today = '2026-11-23';
    expect(birthdayPlausibility('2023-11-23', today)).toBe('ok'); // 3 today
    expect(birthdayPlausibility('2023-11-24', today)).toBe('late'); // 3 tomorrow
    expect(birthdayPlausibility('1966-11-23', today)).toBe('ok'); // 60
    expect(birthdayPlausibility('1965-11-24', today)).toBe('ok'); // 60, 61 tomorrow
    expect(birthdayPlausibility('1965-11-23', today)).toBe('early'); // 61
    expect(birthdayPlausibility('9999-12-31', today)).toBe('late');
    expect(birthdayPlausibility('2026-11-24', today)).toBe('late');
    expect(birthdayPlausibility('0001-01-01', today)).toBe('early');
  });

  it('refuses implausible birthdays in the write schema: too late is too_big, too early too_small', () => {
    const parse = (birthday: string) =>
      createPlayerSchema.safeParse({ firstName: 'A', lastName: 'B', birthday }).error?.issues[0]?.code;
    expect(parse('9999-12-31')).toBe('too_big');
    expect(parse('1900-01-01')).toBe('too_small');
    expect(parse('2010-02-30')).toBe('invalid_format');
    expect(parse('2010-04-02')).toBeUndefined();
  });
});
