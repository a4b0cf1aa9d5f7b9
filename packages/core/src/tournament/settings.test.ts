import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dateRange, formatMinutes, fromDayNumber, isIsoDate, toDayNumber } from './dates.js';
import { createRandom, shuffle } from './random.js';
import { regenerateImpact } from './regenerate.js';
import type { ScheduleSettings } from './settings.js';
import { DEFAULT_SCHEDULE_SETTINGS, validateScheduleSettings } from './settings.js';
import { checkGuidedStep, validateGroups, validateShootoutDecision, validateTieResolution } from './validation.js';
import { countGames, estimateWorkload, pitchCapacity } from './workload.js';

const settings: ScheduleSettings = {
  ...DEFAULT_SCHEDULE_SETTINGS,
  dateFrom: '2025-06-14',
  dateTo: '2025-06-15',
  maxPlaytime: 400,
  continueTime: 780,
};

const codes = (s: ScheduleSettings) => validateScheduleSettings(s).map((i) => `${i.code}@${i.field}`);

describe('validateScheduleSettings', () => {
  it('accepts sensible settings', () => {
    expect(validateScheduleSettings(settings)).toEqual([]);
  });

  it('max daily playtime must be greater than game time (and knockout game time)', () => {
    expect(codes({ ...settings, maxPlaytime: 20 })).toEqual(['MAX_PLAYTIME_NOT_GREATER_THAN_GAME_TIME@maxPlaytime']);
    expect(codes({ ...settings, maxPlaytime: 30, eliminationGameTime: 30 })).toEqual([
      'MAX_PLAYTIME_NOT_GREATER_THAN_GAME_TIME@eliminationGameTime',
    ]);
  });

  it('every other code', () => {
    expect(codes({ ...settings, startTime: 1440 })).toContain('INVALID_TIME@startTime');
    expect(codes({ ...settings, gameTime: 0 })).toContain('INVALID_DURATION@gameTime');
    expect(codes({ ...settings, latestGame: 500 })).toEqual(['LATEST_GAME_BEFORE_START@latestGame']);
    expect(codes({ ...settings, noGameTo: null })).toEqual(['BREAK_INCOMPLETE@noGameTo']);
    expect(codes({ ...settings, noGameTo: 700 })).toContain('BREAK_END_BEFORE_START@noGameTo');
    expect(codes({ ...settings, continueTime: 770 })).toEqual(['CONTINUE_BEFORE_BREAK_END@continueTime']);
    expect(codes({ ...settings, dateFrom: '2025-02-30' })).toEqual(['INVALID_DATE@dateFrom']);
    expect(codes({ ...settings, dateTo: '2025-06-13' })).toEqual(['DATE_RANGE_REVERSED@dateTo']);
    expect(codes({ ...settings, pitches: 0 })).toEqual(['PITCHES_TOO_FEW@pitches']);
    expect(codes({ ...settings, minRest: -5 })).toEqual(['INVALID_REST@minRest']);
    expect(codes({ ...settings, eliminationStartTime: -1 })).toEqual(['INVALID_TIME@eliminationStartTime']);
    expect(codes({ ...settings, eliminationGameTime: 0 })).toEqual(['INVALID_DURATION@eliminationGameTime']);
  });

  it('day overrides: outside the range, duplicated, or invalid in themselves', () => {
    expect(codes({ ...settings, dayOverrides: [{ date: '2025-07-01', name: 'x' }] })).toEqual([
      'OVERRIDE_OUTSIDE_DATE_RANGE@dayOverrides.0.date',
    ]);
    expect(codes({ ...settings, dayOverrides: [{ date: '2025-06-14' }, { date: '2025-06-14' }] })).toEqual([
      'DUPLICATE_OVERRIDE@dayOverrides.1.date',
    ]);
    expect(codes({ ...settings, dayOverrides: [{ date: '2025-06-15', maxPlaytime: 10 }] })).toEqual([
      'MAX_PLAYTIME_NOT_GREATER_THAN_GAME_TIME@dayOverrides.0.maxPlaytime',
    ]);
    // An inherited problem is reported once, for the defaults.
    expect(codes({ ...settings, maxPlaytime: 10, dayOverrides: [{ date: '2025-06-15', name: 'Sunday' }] })).toEqual([
      'MAX_PLAYTIME_NOT_GREATER_THAN_GAME_TIME@maxPlaytime',
    ]);
  });
});

describe('validation codes', () => {
  it('groups: GROUP_NAME_EMPTY, GROUP_NAME_DUPLICATE, GROUP_TOO_SMALL, TEAM_IN_TWO_GROUPS', () => {
    expect(
      validateGroups([
        { name: ' ', teams: ['a', 'b'] },
        { name: 'B', teams: ['c', 'd'] },
        { name: 'b', teams: ['e'] },
        { name: 'C', teams: ['a', 'f'] },
      ]),
    ).toEqual([
      { code: 'GROUP_NAME_EMPTY', group: 0 },
      { code: 'GROUP_NAME_DUPLICATE', group: 2 },
      { code: 'GROUP_TOO_SMALL', group: 2 },
      { code: 'TEAM_IN_TWO_GROUPS', group: 3, team: 'a' },
    ]);
    expect(validateGroups([{ name: 'A', teams: ['a', 'b'] }])).toEqual([]);
  });

  it('a shootout needs a winner', () => {
    expect(validateShootoutDecision({ teams: ['a', 'b'], winner: null })).toBe('SHOOTOUT_WINNER_REQUIRED');
    expect(validateShootoutDecision({ teams: ['a', 'b'], winner: 'c' })).toBe('WINNER_NOT_IN_GAME');
    expect(validateShootoutDecision({ teams: ['a', 'b'], winner: 'b' })).toBeNull();
    expect(validateTieResolution({ teams: ['a', 'b'], order: [], method: 'shootout' }, ['a', 'b'])).toEqual([
      'SHOOTOUT_WINNER_REQUIRED',
    ]);
    expect(validateTieResolution({ teams: ['a'], order: ['a', 'b'], method: 'coinToss' }, ['a', 'b'])).toEqual([
      'TIE_TEAMS_MISMATCH',
    ]);
    expect(validateTieResolution({ teams: ['a', 'b'], order: ['a', 'a'], method: 'committee' }, ['a', 'b'])).toEqual([
      'ORDER_NOT_A_PERMUTATION',
    ]);
    expect(
      validateTieResolution({ teams: ['b', 'a'], order: ['a', 'b'], method: 'drawingOfLots' }, ['a', 'b']),
    ).toEqual([]);
  });

  it('a guided step must be complete before continuing (STEP_INCOMPLETE)', () => {
    expect(checkGuidedStep('basics', {})).toEqual({
      ok: false,
      code: 'STEP_INCOMPLETE',
      issues: [
        { code: 'REQUIRED', field: 'name' },
        { code: 'REQUIRED', field: 'type' },
        { code: 'REQUIRED', field: 'dateFrom' },
        { code: 'REQUIRED', field: 'dateTo' },
      ],
    });
    const basics = { name: 'Cup', type: 'groupStage' as const, dateFrom: '2025-06-14', dateTo: '2025-06-15' };
    expect(checkGuidedStep('basics', basics)).toEqual({ ok: true });
    expect(checkGuidedStep('schedule', basics)).toMatchObject({ issues: [{ code: 'REQUIRED', field: 'schedule' }] });
    expect(checkGuidedStep('schedule', { ...basics, schedule: { ...settings, maxPlaytime: 5 } })).toMatchObject({
      issues: [{ code: 'MAX_PLAYTIME_NOT_GREATER_THAN_GAME_TIME', field: 'schedule.maxPlaytime' }],
    });
    const teams = { ...basics, schedule: settings, teams: ['a', 'b', 'c'], groups: [{ name: 'A', teams: ['a', 'b'] }] };
    expect(checkGuidedStep('teamsAndGroups', teams)).toMatchObject({
      issues: [{ code: 'TEAM_WITHOUT_GROUP', field: 'groups' }],
    });
    const complete = { ...teams, groups: [{ name: 'A', teams: ['a', 'b', 'c'] }] };
    expect(checkGuidedStep('teamsAndGroups', complete)).toEqual({ ok: true });
    expect(checkGuidedStep('summary', complete)).toEqual({ ok: true });
    expect(checkGuidedStep('summary', { ...complete, name: '' })).toMatchObject({ code: 'STEP_INCOMPLETE' });
    expect(checkGuidedStep('teamsAndGroups', { ...basics, type: 'roundRobin', teams: ['a'] })).toMatchObject({
      issues: [{ code: 'NOT_ENOUGH_TEAMS', field: 'teams' }],
    });
  });
});

describe('estimateWorkload', () => {
  it('needs at least two teams (NOT_ENOUGH_TEAMS)', () => {
    expect(estimateWorkload({ type: 'roundRobin', teamCount: 1, settings })).toEqual({
      ok: false,
      code: 'NOT_ENOUGH_TEAMS',
    });
  });

  it('INVALID_SETTINGS with the issues', () => {
    expect(
      estimateWorkload({ type: 'roundRobin', teamCount: 4, settings: { ...settings, maxPlaytime: 1 } }),
    ).toMatchObject({
      ok: false,
      code: 'INVALID_SETTINGS',
    });
  });

  it('plans the knockout on the next day when it starts the next day: the bars per day follow', () => {
    const twoDays = { ...settings, dateFrom: '2031-06-14', dateTo: '2031-06-15', pitches: 2 };
    const sameDay = estimateWorkload({ type: 'groupStage', teamCount: 8, groupCount: 2, settings: twoDays });
    const nextDay = estimateWorkload({
      type: 'groupStage',
      teamCount: 8,
      groupCount: 2,
      settings: { ...twoDays, eliminationStartNextDay: true },
    });
    if (!sameDay.ok || !nextDay.ok) throw new Error('estimate refused');
    // 12 group games and 3 knockout games.
    expect(sameDay.games).toEqual({ main: 12, knockout: 3, total: 15 });
    expect(sameDay.gamesPerDay).toEqual([15, 0]);
    expect(sameDay.daysNeeded).toBe(1);
    expect(nextDay.gamesPerDay).toEqual([12, 3]);
    expect(nextDay.daysNeeded).toBe(2);
  });

  it('counts games per type', () => {
    expect(countGames({ type: 'scouting', teamCount: 7 })).toEqual({ main: 7, knockout: 0 });
    expect(countGames({ type: 'scouting', teamCount: 2 })).toEqual({ main: 2, knockout: 0 });
    expect(countGames({ type: 'roundRobin', teamCount: 6 })).toEqual({ main: 15, knockout: 0 });
    // 16 teams in 4 groups of 4: 24 group games; top two → 8 entrants → 7 knockout games.
    expect(countGames({ type: 'groupStage', teamCount: 16, groupCount: 4, advancement: 'topTwo' })).toEqual({
      main: 24,
      knockout: 7,
    });
    // 3 groups + 1 wildcard → 4 entrants → 3 games.
    expect(countGames({ type: 'groupStage', teamCount: 12, groupCount: 3, advancement: 'bestRunnerUp' })).toEqual({
      main: 18,
      knockout: 3,
    });
  });

  it('capacity honours the break, the latest kick-off and max playtime', () => {
    // 9:00–17:00 latest kick-off, 30-minute slots, break 12–13: 6 before, 9 after (13:00…17:00) = 15; 400/20 = 20.
    expect(pitchCapacity({ ...settings }, 20)).toBe(15);
    expect(pitchCapacity({ ...settings, maxPlaytime: 100 }, 20)).toBe(5);
  });

  it('days needed and whether it fits', () => {
    const small = estimateWorkload({ type: 'roundRobin', teamCount: 6, settings });
    expect(small).toMatchObject({
      ok: true,
      games: { total: 15 },
      playingMinutes: 300,
      daysNeeded: 1,
      daysAvailable: 2,
      fits: true,
    });
    const big = estimateWorkload({ type: 'roundRobin', teamCount: 10, settings });
    // 45 games, 15 per day → 3 days, 2 available.
    expect(big).toMatchObject({ ok: true, daysNeeded: 3, fits: false, capacityPerDay: [15, 15] });
    const knockoutNextDay = estimateWorkload({
      type: 'groupStage',
      teamCount: 8,
      groupCount: 2,
      advancement: 'topTwo',
      settings: { ...settings, eliminationStartNextDay: true },
    });
    expect(knockoutNextDay).toMatchObject({ games: { main: 12, knockout: 3 }, daysNeeded: 2, fits: true });
  });
});

describe('regenerateImpact', () => {
  it('counts running and finished games and lists the clubs whose line-ups are invalidated', () => {
    const r = regenerateImpact([
      { id: 'g1', status: 'finished', team1: 'a', team2: 'b', lineupsSetBy: ['b', 'a'] },
      { id: 'g2', status: 'running', team1: 'c', team2: 'd', lineupsSetBy: ['c'] },
      { id: 'g3', status: 'scheduled', team1: 'a', team2: 'c', lineupsSetBy: ['e'] },
      { id: 'g4', status: 'scheduled', team1: null, team2: null },
    ]);
    expect(r).toEqual({
      requiresConfirmation: true,
      discarded: { running: ['g2'], finished: ['g1'] },
      discardedCount: 2,
      replacedScheduled: 2,
      affectedClubs: ['a', 'b', 'c', 'e'],
    });
    expect(regenerateImpact([]).requiresConfirmation).toBe(false);
  });
});

describe('dates and randomness', () => {
  it('date arithmetic on strings, leap years included', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(dateRange('2024-02-27', '2024-03-01')).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01']);
    expect(dateRange('2024-03-01', '2024-02-27')).toEqual([]);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(toDayNumber('1970-01-01')).toBe(0);
    expect(formatMinutes(545)).toBe('09:05');
  });

  it('property: day numbers round-trip', () => {
    fc.assert(
      fc.property(fc.integer({ min: -700_000, max: 2_000_000 }), (n) => {
        expect(toDayNumber(fromDayNumber(n))).toBe(n);
      }),
      { numRuns: 1000 },
    );
  });

  it('seeded randomness is repeatable', () => {
    const a = createRandom(99);
    const b = createRandom(99);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
    expect(shuffle([1, 2, 3, 4, 5], createRandom(1)).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
