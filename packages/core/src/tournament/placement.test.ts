import { describe, expect, it } from 'vitest';
import { checkPlacement, scheduleConflicts, type PlacedGame } from './placement.js';
import { DEFAULT_SCHEDULE_SETTINGS, type ScheduleSettings } from './settings.js';

// The defaults (20 minutes of play + 5 half time + 5 gap = one 30-minute slot, break 12:00–13:00)
// until 18:00 on two pitches, with 2 hours of play a pitch.
const settings: ScheduleSettings = {
  ...DEFAULT_SCHEDULE_SETTINGS,
  dateFrom: '2026-06-01',
  dateTo: '2026-06-02',
  latestGame: 18 * 60,
  maxPlaytime: 120,
  pitches: 2,
};

const placed = (id: string, team1: string | null, team2: string | null, date: string, start: number, pitch = 1) =>
  ({ id, knockout: false, team1, team2, date, start, end: start + 25, pitch }) satisfies PlacedGame;

const move = { id: 'm', knockout: false, team1: 'A', team2: 'B' };

/** `move` (A v B) to 10:00 on pitch 1 of the first day, among `games`. */
const moveToTen = (games: PlacedGame[]) =>
  checkPlacement({ settings, game: move, to: { date: '2026-06-01', start: 600, pitch: 1 }, games });

describe('checkPlacement', () => {
  it('accepts a free slot inside the day with no warnings and computes the end', () => {
    const result = checkPlacement({
      settings,
      game: move,
      to: { date: '2026-06-01', start: 600, pitch: 2 },
      games: [placed('x', 'C', 'D', '2026-06-01', 600, 1)],
    });
    expect(result).toEqual({ ok: true, end: 625, playMinutes: 20, warnings: [] });
  });

  it('refuses a day outside the tournament, a pitch the day does not have, and a game past midnight', () => {
    const at = (date: string, start: number, pitch: number) =>
      checkPlacement({ settings, game: move, to: { date, start, pitch }, games: [] });
    expect(at('2026-06-03', 600, 1)).toEqual({ ok: false, code: 'DATE_OUTSIDE_TOURNAMENT' });
    expect(at('2026-06-01', 600, 3)).toEqual({ ok: false, code: 'NO_SUCH_PITCH' });
    expect(at('2026-06-01', 600, 0)).toEqual({ ok: false, code: 'NO_SUCH_PITCH' });
    expect(at('2026-06-01', 1430, 1)).toEqual({ ok: false, code: 'ENDS_AFTER_MIDNIGHT' });
  });

  it('warns when a team plays twice at once and when the pitch is taken', () => {
    const result = moveToTen([
      placed('x', 'A', 'C', '2026-06-01', 610, 2),
      placed('y', 'E', 'F', '2026-06-01', 590, 1),
    ]);
    expect(result.ok && result.warnings).toEqual([
      { code: 'TEAM_DOUBLE_BOOKED', team: 'A', gameId: 'x' },
      { code: 'PITCH_OCCUPIED', gameId: 'y' },
    ]);
  });

  it('warns when the rest before or after another game of a team is shorter than one slot', () => {
    // x ends at 595 (5 minutes before), y starts at 640 (15 minutes after 625), z is far enough.
    const result = moveToTen([
      placed('x', 'B', 'C', '2026-06-01', 570, 2),
      placed('y', 'A', 'D', '2026-06-01', 640, 2),
      placed('z', 'A', 'E', '2026-06-01', 700, 2),
    ]);
    expect(result.ok && result.warnings).toEqual([
      { code: 'REST_TOO_SHORT', team: 'B', gameId: 'x', rest: 5, minRest: 30 },
      { code: 'REST_TOO_SHORT', team: 'A', gameId: 'y', rest: 15, minRest: 30 },
    ]);
  });

  it('measures rest across days and honours minRest', () => {
    const late = placed('x', 'A', 'C', '2026-06-01', 1400, 2);
    const early = { date: '2026-06-02', start: 10, pitch: 1 };
    const tight = checkPlacement({ settings, game: move, to: early, games: [late] });
    expect(tight.ok && tight.warnings.find((w) => w.code === 'REST_TOO_SHORT')).toMatchObject({ rest: 25 });
    const relaxed = checkPlacement({ settings: { ...settings, minRest: 20 }, game: move, to: early, games: [late] });
    expect(relaxed.ok && relaxed.warnings.map((w) => w.code)).toEqual(['BEFORE_DAY_START']);
  });

  it('warns outside the day and in the break', () => {
    const codes = (start: number) => {
      const r = checkPlacement({ settings, game: move, to: { date: '2026-06-01', start, pitch: 1 }, games: [] });
      return r.ok ? r.warnings.map((w) => w.code) : r.code;
    };
    expect(codes(500)).toEqual(['BEFORE_DAY_START']);
    expect(codes(1100)).toEqual(['AFTER_LATEST_GAME']);
    expect(codes(700)).toEqual(['IN_BREAK']); // 11:40–12:05 runs into the break
    expect(codes(760)).toEqual(['IN_BREAK']);
    expect(codes(780)).toEqual([]);
  });

  it("uses the day's override and the knockout game time", () => {
    const withOverride: ScheduleSettings = {
      ...settings,
      eliminationGameTime: 30,
      dayOverrides: [{ date: '2026-06-02', startTime: 480, noGameFrom: null, noGameTo: null }],
    };
    const r = checkPlacement({
      settings: withOverride,
      game: { ...move, knockout: true },
      to: { date: '2026-06-02', start: 700, pitch: 1 },
      games: [],
    });
    expect(r).toEqual({ ok: true, end: 735, playMinutes: 30, warnings: [] });
  });

  it("warns when the pitch's playing minutes for the day go over maxPlaytime", () => {
    const day = [540, 570, 600, 630, 660, 690].map((start, i) =>
      placed(`g${i}`, `T${i}`, `U${i}`, '2026-06-01', start, 1),
    );
    const r = checkPlacement({ settings, game: move, to: { date: '2026-06-01', start: 800, pitch: 1 }, games: day });
    expect(r.ok && r.warnings).toEqual([{ code: 'MAX_PLAYTIME_EXCEEDED', playMinutes: 140, maxPlaytime: 120 }]);
  });

  it('ignores the game itself, unplaced games and unknown knockout teams', () => {
    const r = moveToTen([
      placed('m', 'A', 'B', '2026-06-01', 600, 1),
      { id: 'u', knockout: false, team1: 'A', team2: 'C', date: null, start: null, end: null, pitch: null },
      { ...placed('k', null, null, '2026-06-01', 600, 2), knockout: true },
    ]);
    expect(r.ok && r.warnings).toEqual([]);
  });
});

describe('scheduleConflicts', () => {
  it('lists a confirmed double booking under both games and nothing for a clean schedule', () => {
    const clean = [placed('a', 'A', 'B', '2026-06-01', 540, 1), placed('b', 'C', 'D', '2026-06-01', 540, 2)];
    expect(scheduleConflicts(settings, clean)).toEqual([]);
    // c (A v C) moved onto pitch 1 at 09:00, where a (A v B) already is.
    const moved = [...clean, placed('c', 'A', 'C', '2026-06-01', 540, 1)];
    expect(scheduleConflicts(settings, moved)).toEqual([
      {
        gameId: 'a',
        warnings: [
          { code: 'PITCH_OCCUPIED', gameId: 'c' },
          { code: 'TEAM_DOUBLE_BOOKED', team: 'A', gameId: 'c' },
        ],
      },
      {
        gameId: 'b',
        warnings: [{ code: 'TEAM_DOUBLE_BOOKED', team: 'C', gameId: 'c' }],
      },
      {
        gameId: 'c',
        warnings: [
          { code: 'PITCH_OCCUPIED', gameId: 'a' },
          { code: 'TEAM_DOUBLE_BOOKED', team: 'A', gameId: 'a' },
          { code: 'TEAM_DOUBLE_BOOKED', team: 'C', gameId: 'b' },
        ],
      },
    ]);
  });

  it('skips games without a slot', () => {
    const games = [
      placed('a', 'A', 'B', '2026-06-01', 540, 1),
      { id: 'u', knockout: false, team1: 'A', team2: 'B', date: null, start: null, end: null, pitch: null },
    ];
    expect(scheduleConflicts(settings, games)).toEqual([]);
  });
});
