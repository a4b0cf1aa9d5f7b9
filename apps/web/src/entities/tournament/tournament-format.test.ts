import { describe, expect, it } from 'vitest';
import { byPhase, formatDateRange, tournamentPhase } from './tournament-format';

const t = (name: string, dateFrom: string, dateTo: string) => ({ name, dateFrom, dateTo });

describe('tournamentPhase', () => {
  it('counts the first and the last day as running', () => {
    expect(tournamentPhase(t('A', '2026-07-10', '2026-07-12'), '2026-07-10')).toBe('running');
    expect(tournamentPhase(t('A', '2026-07-10', '2026-07-12'), '2026-07-12')).toBe('running');
    expect(tournamentPhase(t('A', '2026-07-10', '2026-07-12'), '2026-07-09')).toBe('upcoming');
    expect(tournamentPhase(t('A', '2026-07-10', '2026-07-12'), '2026-07-13')).toBe('past');
  });
});

describe('tournamentPhase with a game being played', () => {
  it('lists a tournament whose game is running as running, even before its first day', () => {
    expect(tournamentPhase({ ...t('A', '2026-07-10', '2026-07-12'), live: true }, '2026-07-03')).toBe('running');
    expect(tournamentPhase({ ...t('A', '2026-07-10', '2026-07-12'), live: false }, '2026-07-03')).toBe('upcoming');
  });
});

describe('byPhase', () => {
  it('orders upcoming soonest first and past most recent first', () => {
    const phases = byPhase(
      [
        t('Late', '2026-09-01', '2026-09-02'),
        t('Soon', '2026-08-01', '2026-08-01'),
        t('Old', '2026-01-01', '2026-01-02'),
        t('Recent', '2026-06-01', '2026-06-30'),
        t('Now', '2026-07-01', '2026-07-31'),
      ],
      '2026-07-15',
    );
    expect(phases.upcoming.map((x) => x.name)).toEqual(['Soon', 'Late']);
    expect(phases.running.map((x) => x.name)).toEqual(['Now']);
    expect(phases.past.map((x) => x.name)).toEqual(['Recent', 'Old']);
  });
});

describe('formatDateRange', () => {
  it('writes one day once and a range as a range, whatever the time zone', () => {
    expect(formatDateRange('2026-07-12', '2026-07-12', 'en-GB')).toBe('12 Jul 2026');
    // ICU versions differ in the spaces around the dash.
    expect(formatDateRange('2026-07-12', '2026-07-14', 'en-GB')).toMatch(/^12\s?–\s?14 Jul 2026$/);
  });
});
