import { describe, expect, it } from 'vitest';
import { compareIso, dateTimeFormat, fullName, todayIso } from './format';

describe('format', () => {
  it('orders ISO dates and timestamps as time does', () => {
    expect(['2026-11-02', '2025-12-31', '2026-01-15', '2026-01-15'].sort(compareIso)).toEqual([
      '2025-12-31',
      '2026-01-15',
      '2026-01-15',
      '2026-11-02',
    ]);
    expect(compareIso('2026-01-15T09:30:00.000Z', '2026-01-15T10:05:00.000Z')).toBeLessThan(0);
    expect(compareIso('2026-01-15T10:05:00.000Z', '2026-01-15T09:30:00.000Z')).toBeGreaterThan(0);
    expect(compareIso('2026-01-15', '2026-01-15')).toBe(0);
  });

  it('joins names and gives today as YYYY-MM-DD', () => {
    expect(fullName({ firstName: 'Lena', lastName: '' })).toBe('Lena');
    expect(fullName({ firstName: 'Lena', lastName: 'Berg' })).toBe('Lena Berg');
    expect(todayIso(new Date(2026, 0, 5))).toBe('2026-01-05');
  });

  it('caches one date format per locale and options', () => {
    const a = dateTimeFormat('de', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(dateTimeFormat('de', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(a);
    expect(dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' })).not.toBe(a);
    expect(a.format(new Date('2026-01-05T00:00:00Z'))).toBe('05.01.2026');
  });
});
