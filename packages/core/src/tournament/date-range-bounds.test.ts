import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_TOURNAMENT_DAYS } from '../contracts/tournaments.js';
import { checkPlacement } from './placement.js';
import { scheduleGames } from './schedule.js';
import { DEFAULT_SCHEDULE_SETTINGS, validateScheduleSettings, type ScheduleSettings } from './settings.js';
import { checkGuidedStep } from './validation.js';
import { estimateWorkload } from './workload.js';
import { roundRobinFixtures } from './formats.js';
import { dateRange } from './dates.js';
import type * as Dates from './dates.js';

/**
 * The length of a tournament's date range is checked before any date of it
 * is listed (decision 350). Every module of the engine lists dates through
 * `dateRange`; this file counts what it hands out, so the work an input
 * causes is measured in dates listed, not in seconds.
 */
const listed = vi.hoisted(() => ({ dates: 0 }));
vi.mock('./dates.js', async (importOriginal) => {
  const dates = await importOriginal<typeof Dates>();
  return {
    ...dates,
    dateRange: (from: string, to: string) => {
      const out = dates.dateRange(from, to);
      listed.dates += out.length;
      return out;
    },
  };
});

/** The range of the finding: 3,652,059 days. */
const FOREVER: ScheduleSettings = { ...DEFAULT_SCHEDULE_SETTINGS, dateFrom: '0001-01-01', dateTo: '9999-12-31' };
const codes = (settings: ScheduleSettings) => validateScheduleSettings(settings).map((i) => `${i.code}@${i.field}`);

beforeEach(() => {
  listed.dates = 0;
});

describe('a date range is measured before it is listed', () => {
  it('validateScheduleSettings refuses 10,000 years with DATE_RANGE_TOO_LONG and lists no date', () => {
    expect(codes(FOREVER)).toEqual(['DATE_RANGE_TOO_LONG@dateTo']);
    // A day override is placed by arithmetic too, inside the range or outside it.
    expect(
      codes({ ...FOREVER, dayOverrides: [{ date: '5000-06-01' }, { date: '2026-06-01' }, { date: '0001-01-01' }] }),
    ).toEqual(['DATE_RANGE_TOO_LONG@dateTo']);
    expect(codes({ ...FOREVER, dateFrom: '2026-06-01', dayOverrides: [{ date: '2026-05-31' }] })).toEqual([
      'DATE_RANGE_TOO_LONG@dateTo',
      'OVERRIDE_OUTSIDE_DATE_RANGE@dayOverrides.0.date',
    ]);
    expect(listed.dates).toBe(0);
  });

  it(`allows exactly ${MAX_TOURNAMENT_DAYS} days and refuses one more`, () => {
    const may = { ...DEFAULT_SCHEDULE_SETTINGS, dateFrom: '2026-07-01', dateTo: '2026-07-31' };
    expect(codes(may)).toEqual([]);
    expect(codes({ ...may, dateTo: '2026-08-01' })).toEqual(['DATE_RANGE_TOO_LONG@dateTo']);
    // Across a leap day and a year's end, counted as calendar days.
    expect(codes({ ...may, dateFrom: '2024-02-01', dateTo: '2024-03-02' })).toEqual([]);
    expect(codes({ ...may, dateFrom: '2024-02-01', dateTo: '2024-03-03' })).toEqual(['DATE_RANGE_TOO_LONG@dateTo']);
    expect(codes({ ...may, dateFrom: '2025-12-15', dateTo: '2026-01-14' })).toEqual([]);
    expect(listed.dates).toBe(0);
  });

  it('the workload estimate, the scheduler and a move by hand list no date of a range that is too long', () => {
    expect(estimateWorkload({ type: 'roundRobin', teamCount: 4, settings: FOREVER })).toMatchObject({
      ok: false,
      code: 'INVALID_SETTINGS',
    });
    const draw = roundRobinFixtures(['a', 'b', 'c', 'd']);
    if (!draw.ok) throw new Error('four teams give a round robin');
    const scheduled = scheduleGames({ settings: FOREVER, fixtures: draw.fixtures });
    expect(scheduled.problems).toEqual([
      { code: 'INVALID_SETTINGS', issues: [{ code: 'DATE_RANGE_TOO_LONG', field: 'dateTo' }] },
    ]);
    // A stored tournament is never this long; a move still only compares day numbers.
    const game = { id: 'g', knockout: false, team1: 'a', team2: 'b' };
    for (const date of ['0001-01-01', '2026-06-01', '9999-12-31']) {
      expect(checkPlacement({ settings: FOREVER, game, to: { date, start: 600, pitch: 1 }, games: [] }).ok).toBe(true);
    }
    expect(listed.dates).toBe(0);
  });

  it('the guided setup refuses the dates in its first step', () => {
    expect(
      checkGuidedStep('basics', { name: 'Cup', type: 'roundRobin', dateFrom: '0001-01-01', dateTo: '9999-12-31' }),
    ).toEqual({ ok: false, code: 'STEP_INCOMPLETE', issues: [{ code: 'DATE_RANGE_TOO_LONG', field: 'dateTo' }] });
    expect(listed.dates).toBe(0);
  });

  it('dateRange itself lists nothing for a range longer than the limit', () => {
    expect(dateRange('0001-01-01', '9999-12-31')).toEqual([]);
    expect(dateRange('2026-07-01', '2026-08-01')).toEqual([]);
    expect(dateRange('2026-07-01', '2026-07-31')).toHaveLength(MAX_TOURNAMENT_DAYS);
  });
});
