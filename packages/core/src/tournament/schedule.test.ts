import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AdvancingGroup } from './advancement.js';
import { generateGroupStage } from './group-stage.js';
import { roundRobinFixtures, scoutingFixtures } from './formats.js';
import type { ScheduledGame } from './schedule.js';
import { scheduleGames } from './schedule.js';
import type { ScheduleSettings } from './settings.js';
import { DEFAULT_SCHEDULE_SETTINGS, dayTimes, gameDuration, resumeTime } from './settings.js';

const base: ScheduleSettings = {
  ...DEFAULT_SCHEDULE_SETTINGS,
  dateFrom: '2025-06-14',
  dateTo: '2025-06-15',
  maxPlaytime: 400,
  continueTime: 13 * 60,
  eliminationStartTime: 14 * 60,
  eliminationGameTime: 30,
};

function fixturesOf(n: number) {
  const r = roundRobinFixtures(Array.from({ length: n }, (_, i) => `T${i + 1}`));
  if (!r.ok) throw new Error(r.code);
  return r.fixtures;
}

function groupStage(groupCount: number, size: number, advancement: AdvancingGroup['advancement'] = 'topTwo') {
  const groups = Array.from({ length: groupCount }, (_, g) => ({
    name: String.fromCharCode(65 + g),
    teams: Array.from({ length: size }, (_, i) => `${String.fromCharCode(65 + g)}${i + 1}`),
    advancement,
  }));
  const r = generateGroupStage(groups);
  if (!r.ok) throw new Error(r.code);
  return r;
}

const abs = (g: ScheduledGame) => ({ start: g.day * 1440 + g.start, end: g.day * 1440 + g.end });

describe('scheduleGames', () => {
  it('places a small round robin from startTime, slot by slot, with the default rest of one slot', () => {
    const r = scheduleGames({ settings: base, fixtures: fixturesOf(4) });
    expect(r.problems).toEqual([]);
    expect(r.games).toHaveLength(6);
    // Slot = 20 + 5 + 5 = 30 minutes. Every round-2 game has a team that played at 9:30,
    // so 10:00 stays empty for their rest; 12:00 would run into the 12:00–13:00 break.
    expect(r.games.map((g) => g.start)).toEqual([540, 570, 630, 660, 780, 810]);
    expect(r.games.every((g) => g.end === g.start + 25 && g.pitch === 1 && g.date === '2025-06-14')).toBe(true);
  });

  it('skips the break and resumes at continueTime', () => {
    const settings = { ...base, startTime: 11 * 60, continueTime: 13 * 60 + 15 };
    const r = scheduleGames({ settings, fixtures: fixturesOf(6) });
    const starts = r.games.filter((g) => g.day === 0).map((g) => g.start);
    expect(starts.slice(0, 3)).toEqual([660, 690, 720 + 75]);
    expect(starts.every((s) => s + 25 <= 720 || s >= 795)).toBe(true);
  });

  it('does not start a game after latestGame and keeps a pitch within maxPlaytime', () => {
    const settings = { ...base, noGameFrom: null, noGameTo: null, continueTime: null, maxPlaytime: 60 };
    const r = scheduleGames({ settings, fixtures: fixturesOf(4) });
    // 60 minutes of play per pitch and day = 3 games of 20 minutes; two days → all 6 games.
    expect(r.games.filter((g) => g.day === 0)).toHaveLength(3);
    expect(r.games.filter((g) => g.day === 1)).toHaveLength(3);
    expect(r.days.map((d) => d.playMinutesPerPitch)).toEqual([[60], [60]]);
  });

  it('NOT_ENOUGH_TIME: returns what fits plus the games left over, never dropping one silently', () => {
    const settings = { ...base, dateTo: base.dateFrom, latestGame: 10 * 60 };
    const fixtures = fixturesOf(6);
    const r = scheduleGames({ settings, fixtures });
    expect(r.games.length).toBe(3);
    expect(r.problems).toEqual([{ code: 'NOT_ENOUGH_TIME', leftOver: 12, gameIds: r.unscheduled }]);
    expect([...r.games.map((g) => g.id), ...r.unscheduled].sort()).toEqual(fixtures.map((f) => f.id).sort());
  });

  it('INVALID_SETTINGS: nothing is placed and the issues are returned', () => {
    const r = scheduleGames({ settings: { ...base, maxPlaytime: 20 }, fixtures: fixturesOf(4) });
    expect(r.games).toEqual([]);
    expect(r.unscheduled).toHaveLength(6);
    expect(r.problems).toEqual([
      {
        code: 'INVALID_SETTINGS',
        issues: [
          { code: 'MAX_PLAYTIME_NOT_GREATER_THAN_GAME_TIME', field: 'maxPlaytime' },
          { code: 'MAX_PLAYTIME_NOT_GREATER_THAN_GAME_TIME', field: 'eliminationGameTime' },
        ],
      },
    ]);
  });

  it('uses several pitches in parallel', () => {
    const r = scheduleGames({ settings: { ...base, pitches: 3 }, fixtures: fixturesOf(6) });
    expect(r.games.filter((g) => g.start === 540).map((g) => g.pitch)).toEqual([1, 2, 3]);
  });

  it('per-day overrides: a named day with its own hours and pitches', () => {
    const settings: ScheduleSettings = {
      ...base,
      dayOverrides: [
        { date: '2025-06-15', name: 'Finals day', startTime: 10 * 60, pitches: 2, noGameFrom: null, noGameTo: null },
      ],
    };
    expect(dayTimes(settings, '2025-06-15')).toMatchObject({
      name: 'Finals day',
      startTime: 600,
      pitches: 2,
      noGameFrom: null,
    });
    const r = scheduleGames({ settings: { ...settings, latestGame: 10 * 60 + 30 }, fixtures: fixturesOf(6) });
    const day2 = r.games.filter((g) => g.day === 1);
    expect(day2[0]?.start).toBe(600);
    expect(new Set(day2.map((g) => g.pitch))).toEqual(new Set([1, 2]));
    expect(r.days[1]?.name).toBe('Finals day');
  });

  it('knockout: starts at eliminationStartTime, uses eliminationGameTime, follows the feeder games', () => {
    const { fixtures, bracket } = groupStage(2, 3);
    const r = scheduleGames({ settings: { ...base, pitches: 2 }, fixtures, bracket });
    expect(r.problems).toEqual([]);
    const ko = r.games.filter((g) => g.phase === 'knockout');
    expect(ko).toHaveLength(3);
    expect(Math.min(...ko.map((g) => g.start))).toBe(14 * 60);
    expect(ko.every((g) => g.end - g.start === 35 && g.playMinutes === 30)).toBe(true);
    const final = ko.find((g) => g.id === 'ko-r2-m1') as ScheduledGame;
    for (const semi of ko.filter((g) => g.round === 1))
      expect(abs(final).start).toBeGreaterThanOrEqual(abs(semi).end + 30);
    const lastGroupEnd = Math.max(...r.games.filter((g) => g.phase === 'group').map((g) => abs(g).end));
    expect(Math.min(...ko.map((g) => abs(g).start))).toBeGreaterThanOrEqual(lastGroupEnd);
  });

  it('knockout: eliminationStartNextDay moves it to the next day', () => {
    const { fixtures, bracket } = groupStage(2, 3);
    const r = scheduleGames({ settings: { ...base, eliminationStartNextDay: true }, fixtures, bracket });
    expect(r.games.filter((g) => g.phase === 'group').every((g) => g.day === 0)).toBe(true);
    const ko = r.games.filter((g) => g.phase === 'knockout');
    expect(ko.every((g) => g.day === 1)).toBe(true);
    expect(Math.min(...ko.map((g) => g.start))).toBe(14 * 60);
  });

  it('knockout with no day left after the groups is reported, not dropped', () => {
    const { fixtures, bracket } = groupStage(2, 3);
    const settings = { ...base, dateTo: base.dateFrom, eliminationStartNextDay: true };
    const r = scheduleGames({ settings, fixtures, bracket });
    expect(r.unscheduled).toEqual(['ko-r1-m1', 'ko-r1-m2', 'ko-r2-m1']);
    expect(r.problems[0]).toMatchObject({ code: 'NOT_ENOUGH_TIME', leftOver: 3 });
  });

  it('respects a custom minimum rest', () => {
    const r = scheduleGames({ settings: { ...base, minRest: 0, pitches: 1 }, fixtures: scoutingOf(2) });
    // Two teams, two games, no rest required: back to back.
    expect(r.games.map((g) => g.start)).toEqual([540, 570]);
    const rested = scheduleGames({ settings: { ...base, pitches: 1 }, fixtures: scoutingOf(2) });
    expect(rested.games.map((g) => g.start)).toEqual([540, 600]);
  });
});

function scoutingOf(n: number) {
  const r = scoutingFixtures(
    Array.from({ length: n }, (_, i) => ({ id: `T${i + 1}` })),
    1,
  );
  if (!r.ok) throw new Error(r.code);
  return r.fixtures;
}

// ---------------------------------------------------------------------------
// Properties

const settingsArb = fc
  .record({
    startTime: fc.integer({ min: 7 * 60, max: 10 * 60 }),
    dayLength: fc.integer({ min: 90, max: 10 * 60 }),
    gameTime: fc.integer({ min: 8, max: 40 }),
    halfTime: fc.integer({ min: 0, max: 10 }),
    gameGap: fc.integer({ min: 0, max: 10 }),
    maxPlayFactor: fc.integer({ min: 2, max: 20 }),
    breakAt: fc.option(fc.integer({ min: 30, max: 240 }), { nil: null }),
    breakLength: fc.integer({ min: 10, max: 90 }),
    continueDelay: fc.integer({ min: 0, max: 20 }),
    days: fc.integer({ min: 1, max: 3 }),
    pitches: fc.integer({ min: 1, max: 4 }),
    minRest: fc.option(fc.integer({ min: 0, max: 90 }), { nil: undefined }),
    elimination: fc.option(fc.integer({ min: 8, max: 40 }), { nil: null }),
    eliminationStartOffset: fc.option(fc.integer({ min: 0, max: 300 }), { nil: null }),
    eliminationStartNextDay: fc.boolean(),
    override: fc.option(
      fc.record({ startShift: fc.integer({ min: -60, max: 120 }), pitches: fc.integer({ min: 1, max: 3 }) }),
      {
        nil: null,
      },
    ),
  })
  .map((s): ScheduleSettings => {
    const noGameFrom = s.breakAt === null ? null : s.startTime + s.breakAt;
    const noGameTo = noGameFrom === null ? null : noGameFrom + s.breakLength;
    const maxPlaytime = Math.max(s.gameTime, s.elimination ?? 0) * s.maxPlayFactor + 1;
    return {
      dateFrom: '2024-02-28',
      dateTo: ['2024-02-28', '2024-02-29', '2024-03-01'][s.days - 1] as string,
      startTime: s.startTime,
      latestGame: s.startTime + s.dayLength,
      maxPlaytime,
      gameTime: s.gameTime,
      halfTime: s.halfTime,
      gameGap: s.gameGap,
      noGameFrom,
      noGameTo,
      continueTime: noGameTo === null ? null : noGameTo + s.continueDelay,
      pitches: s.pitches,
      ...(s.minRest === undefined ? {} : { minRest: s.minRest }),
      eliminationGameTime: s.elimination,
      eliminationStartTime: s.eliminationStartOffset === null ? null : s.startTime + s.eliminationStartOffset,
      eliminationStartNextDay: s.eliminationStartNextDay,
      dayOverrides: s.override
        ? [
            {
              date: '2024-02-29',
              name: 'Leap day',
              startTime: s.startTime + s.override.startShift,
              pitches: s.override.pitches,
            },
          ]
        : [],
    };
  });

const tournamentArb = fc.oneof(
  fc.integer({ min: 2, max: 14 }).map((n) => ({ fixtures: fixturesOf(n), bracket: null })),
  fc
    .tuple(
      fc.integer({ min: 1, max: 4 }),
      fc.integer({ min: 2, max: 5 }),
      fc.constantFrom<AdvancingGroup['advancement']>('first', 'topTwo', 'bestRunnerUp'),
    )
    .filter(([g, , a]) => g > 1 || a !== 'first')
    .map(([g, size, a]) => groupStage(g, size, a)),
);

function check(settings: ScheduleSettings, games: ScheduledGame[]) {
  const minRest = settings.minRest ?? gameDuration(settings.gameTime, settings.halfTime) + settings.gameGap;
  const byTeam = new Map<string, ScheduledGame[]>();
  for (const g of games) {
    for (const t of [g.team1, g.team2]) if (t !== null) byTeam.set(t, [...(byTeam.get(t) ?? []), g]);
  }
  for (const own of byTeam.values()) {
    const sorted = [...own].sort((a, b) => abs(a).start - abs(b).start);
    for (let i = 1; i < sorted.length; i += 1) {
      // No overlap, and the rest between the end of one game and the next kick-off.
      expect(abs(sorted[i] as ScheduledGame).start - abs(sorted[i - 1] as ScheduledGame).end).toBeGreaterThanOrEqual(
        minRest,
      );
    }
  }
  const perPitchDay = new Map<string, ScheduledGame[]>();
  for (const g of games) {
    const key = `${g.day}/${g.pitch}`;
    perPitchDay.set(key, [...(perPitchDay.get(key) ?? []), g]);
    const day = dayTimes(settings, g.date);
    expect(g.start).toBeGreaterThanOrEqual(day.startTime);
    expect(g.start).toBeLessThanOrEqual(day.latestGame);
    expect(g.pitch).toBeLessThanOrEqual(day.pitches ?? 1);
    const resume = resumeTime(day);
    if (resume !== null && day.noGameFrom !== null) {
      expect(g.end <= day.noGameFrom || g.start >= resume).toBe(true);
    }
  }
  for (const [key, list] of perPitchDay) {
    const day = dayTimes(settings, (list[0] as ScheduledGame).date);
    expect(
      list.reduce((s, g) => s + g.playMinutes, 0),
      key,
    ).toBeLessThanOrEqual(day.maxPlaytime);
    const sorted = [...list].sort((a, b) => a.start - b.start);
    for (let i = 1; i < sorted.length; i += 1) {
      expect((sorted[i] as ScheduledGame).start).toBeGreaterThanOrEqual(
        (sorted[i - 1] as ScheduledGame).end + day.gameGap,
      );
    }
  }
}

describe('scheduler properties', () => {
  it('no team plays overlapping games and rest is respected; nothing after latestGame, in the break, or over maxPlaytime', () => {
    fc.assert(
      fc.property(settingsArb, tournamentArb, (settings, { fixtures, bracket }) => {
        const r = scheduleGames({ settings, fixtures, bracket });
        check(settings, r.games);
        // Every game is either placed or reported.
        const all = [...fixtures.map((f) => f.id), ...(bracket?.games.map((g) => g.id) ?? [])].sort();
        expect([...r.games.map((g) => g.id), ...r.unscheduled].sort()).toEqual(all);
        expect(r.problems.length > 0).toBe(r.unscheduled.length > 0);
      }),
      { numRuns: 1000 },
    );
    // When the greedy pass leaves games over, the search pass may spend its whole work budget.
  }, 60_000);

  it('knockout games follow every group game and their feeder games (with rest), on a later day when asked', () => {
    fc.assert(
      fc.property(settingsArb, fc.integer({ min: 2, max: 4 }), fc.integer({ min: 2, max: 4 }), (settings, g, size) => {
        const { fixtures, bracket } = groupStage(g, size);
        const r = scheduleGames({ settings, fixtures, bracket });
        const minRest = settings.minRest ?? gameDuration(settings.gameTime, settings.halfTime) + settings.gameGap;
        const groupGames = r.games.filter((x) => x.phase === 'group');
        const lastGroupEnd = Math.max(...groupGames.map((x) => abs(x).end));
        const lastGroupDay = Math.max(...groupGames.map((x) => x.day));
        const byId = new Map(r.games.map((x) => [x.id, x] as const));
        for (const ko of r.games.filter((x) => x.phase === 'knockout')) {
          expect(abs(ko).start).toBeGreaterThanOrEqual(lastGroupEnd + minRest);
          if (settings.eliminationStartNextDay) expect(ko.day).toBeGreaterThan(lastGroupDay);
          const game = bracket.games.find((b) => b.id === ko.id);
          for (const s of [game?.slot1.source, game?.slot2.source]) {
            if (s?.kind === 'winner') {
              const feeder = byId.get(s.gameId) as ScheduledGame;
              expect(abs(ko).start).toBeGreaterThanOrEqual(abs(feeder).end + minRest);
            }
          }
          expect(ko.playMinutes).toBe(settings.eliminationGameTime ?? settings.gameTime);
        }
      }),
      { numRuns: 1000 },
    );
  }, 60_000);
});
