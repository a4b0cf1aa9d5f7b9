/**
 * Test support: an independent check of a scheduler result against the
 * settings (docs/product/tournaments.md "Schedule", decision 103). It reads the
 * rules straight from the settings and shares no code with the scheduler
 * beyond `dayTimes` (which defines what a day override means), so a bug in the
 * scheduler's model cannot hide here.
 */
import type { Bracket } from './bracket.js';
import { dateRange } from './dates.js';
import type { Fixture } from './formats.js';
import type { ScheduledGame, ScheduleResult } from './schedule.js';
import type { ScheduleSettings } from './settings.js';
import { dayTimes } from './settings.js';

export type ScheduleInput = { settings: ScheduleSettings; fixtures: readonly Fixture[]; bracket?: Bracket | null };

const DAY = 1440;

/** Every rule the result breaks, in words; empty when it is valid. */
export function scheduleViolations(input: ScheduleInput, result: ScheduleResult): string[] {
  const { settings, fixtures } = input;
  const knockoutGames = input.bracket?.games ?? [];
  const problems: string[] = [];
  const fail = (message: string) => problems.push(message);
  const dates = dateRange(settings.dateFrom, settings.dateTo);
  const first = dayTimes(settings, settings.dateFrom);
  const minRest = settings.minRest ?? first.gameTime + first.halfTime + first.gameGap;

  // Every game comes back exactly once: placed, or listed as left over.
  const expected = [...fixtures.map((f) => f.id), ...knockoutGames.map((g) => g.id)];
  const returned = [...result.games.map((g) => g.id), ...result.unscheduled];
  if (returned.length !== new Set(returned).size) fail('a game is returned twice');
  if ([...returned].sort().join() !== [...expected].sort().join()) fail('returned games differ from the input games');
  const leftOver = result.problems.filter((p) => p.code === 'NOT_ENOUGH_TIME');
  if (result.unscheduled.length === 0 ? leftOver.length !== 0 : leftOver.length !== 1) {
    fail('NOT_ENOUGH_TIME is reported exactly when games are left over');
  }
  for (const p of leftOver) {
    if (p.leftOver !== result.unscheduled.length || p.gameIds.join() !== result.unscheduled.join()) {
      fail('NOT_ENOUGH_TIME counts and lists the games left over');
    }
  }
  const inputOrder = expected.filter((id) => result.unscheduled.includes(id));
  if (inputOrder.join() !== result.unscheduled.join()) fail('unscheduled games are listed in fixture order');

  const fixtureById = new Map(fixtures.map((f) => [f.id, f] as const));
  const knockoutById = new Map(knockoutGames.map((g) => [g.id, g] as const));
  const abs = (g: ScheduledGame) => ({ start: g.day * DAY + g.start, end: g.day * DAY + g.end });

  for (const g of result.games) {
    const at = `${g.id}`;
    const date = dates[g.day];
    if (date === undefined || g.date !== date) {
      fail(`${at}: day ${g.day} / date ${g.date} outside the date range`);
      continue;
    }
    const day = dayTimes(settings, date);
    const fixture = fixtureById.get(g.id);
    const knockout = knockoutById.get(g.id);
    if (fixture) {
      if (g.phase !== 'group' || g.stage !== fixture.stage || g.group !== fixture.group || g.round !== fixture.round) {
        fail(`${at}: phase, stage, group or round differ from the fixture`);
      }
      if (g.team1 !== fixture.team1 || g.team2 !== fixture.team2) fail(`${at}: teams differ from the fixture`);
    } else if (knockout) {
      if (g.phase !== 'knockout' || g.stage !== 'knockout' || g.group !== null || g.round !== knockout.round) {
        fail(`${at}: phase, stage or round differ from the bracket`);
      }
      if (g.team1 !== knockout.slot1.team || g.team2 !== knockout.slot2.team)
        fail(`${at}: teams differ from the bracket`);
    }
    const play = g.phase === 'knockout' ? (settings.eliminationGameTime ?? day.gameTime) : day.gameTime;
    if (g.playMinutes !== play) fail(`${at}: plays ${g.playMinutes} minutes instead of ${play}`);
    if (g.end !== g.start + play + day.halfTime) fail(`${at}: end is not start + play + half time`);
    if (!Number.isInteger(g.start) || g.start < day.startTime) fail(`${at}: kicks off before startTime`);
    if (g.start > day.latestGame) fail(`${at}: kicks off after latestGame`);
    if (!Number.isInteger(g.pitch) || g.pitch < 1 || g.pitch > (day.pitches ?? 1))
      fail(`${at}: pitch ${g.pitch} does not exist`);
    if (day.noGameFrom !== null && day.noGameTo !== null) {
      const resume = Math.max(day.noGameTo, day.continueTime ?? day.noGameTo);
      if (!(g.end <= day.noGameFrom || g.start >= resume)) fail(`${at}: overlaps the break`);
    }
  }

  // Pitches: one game at a time with the gap between, and at most maxPlaytime minutes of play a day.
  const byPitchDay = groupBy(result.games, (g) => `${g.day}/${g.pitch}`);
  for (const [key, games] of byPitchDay) {
    const day = dayTimes(settings, (games[0] as ScheduledGame).date);
    const sorted = [...games].sort((a, b) => a.start - b.start);
    for (let i = 1; i < sorted.length; i += 1) {
      const before = sorted[i - 1] as ScheduledGame;
      const next = sorted[i] as ScheduledGame;
      if (next.start < before.end + day.gameGap) fail(`pitch ${key}: ${next.id} starts before ${before.id} ends + gap`);
    }
    const played = games.reduce((sum, g) => sum + g.playMinutes, 0);
    if (played > day.maxPlaytime) fail(`pitch ${key}: ${played} minutes of play, more than maxPlaytime`);
  }

  // Teams: never two games at once, and minRest from one final whistle to the next kick-off.
  const byTeam = new Map<string, ScheduledGame[]>();
  for (const g of result.games) {
    for (const team of [g.team1, g.team2]) if (team !== null) byTeam.set(team, [...(byTeam.get(team) ?? []), g]);
  }
  for (const [team, games] of byTeam) {
    const sorted = [...games].sort((a, b) => abs(a).start - abs(b).start);
    for (let i = 1; i < sorted.length; i += 1) {
      const before = sorted[i - 1] as ScheduledGame;
      const next = sorted[i] as ScheduledGame;
      if (abs(next).start < abs(before).end + minRest)
        fail(`${team}: ${next.id} starts before ${before.id} ends + rest`);
    }
  }

  // Knockout: after every group game (with rest), after its feeder games (with rest), on the knockout's days.
  const placedKnockout = result.games.filter((g) => g.phase === 'knockout');
  if (placedKnockout.length > 0) {
    const groupGames = result.games.filter((g) => g.phase === 'group');
    if (groupGames.length !== fixtures.length) fail('a knockout game is placed while a group game is not');
    const groupEnd = Math.max(-Infinity, ...groupGames.map((g) => abs(g).end));
    const lastGroupDay = Math.max(-1, ...groupGames.map((g) => g.day));
    const firstDay = fixtures.length === 0 ? 0 : settings.eliminationStartNextDay ? lastGroupDay + 1 : lastGroupDay;
    const byId = new Map(result.games.map((g) => [g.id, g] as const));
    for (const g of placedKnockout) {
      if (abs(g).start < groupEnd + minRest) fail(`${g.id}: starts before the groups end + rest`);
      if (g.day < firstDay) fail(`${g.id}: before the knockout's first day`);
      if (g.day === firstDay && settings.eliminationStartTime !== null && g.start < settings.eliminationStartTime) {
        fail(`${g.id}: before eliminationStartTime on the knockout's first day`);
      }
      const game = knockoutById.get(g.id);
      for (const source of [game?.slot1.source, game?.slot2.source]) {
        if (source?.kind !== 'winner') continue;
        const feeder = byId.get(source.gameId);
        if (!feeder) fail(`${g.id}: placed while its feeder ${source.gameId} is not`);
        else if (abs(g).start < abs(feeder).end + minRest) fail(`${g.id}: starts before ${feeder.id} ends + rest`);
      }
    }
  }

  // Output shape: sorted by day, kick-off and pitch; day summaries that add up.
  for (let i = 1; i < result.games.length; i += 1) {
    const a = result.games[i - 1] as ScheduledGame;
    const b = result.games[i] as ScheduledGame;
    if (
      a.day * DAY + a.start > b.day * DAY + b.start ||
      (a.day === b.day && a.start === b.start && a.pitch >= b.pitch)
    ) {
      fail('games are not sorted by day, kick-off and pitch');
    }
  }
  const lastDay = Math.max(-1, ...result.games.map((g) => g.day));
  const summarised = result.unscheduled.length === 0 ? lastDay + 1 : dates.length;
  if (result.days.length !== summarised) fail(`${result.days.length} day summaries instead of ${summarised}`);
  result.days.forEach((summary, d) => {
    const games = result.games.filter((g) => g.day === d);
    const day = dayTimes(settings, dates[d] as string);
    const perPitch = Array.from({ length: day.pitches ?? 1 }, (_, p) =>
      games.filter((g) => g.pitch === p + 1).reduce((sum, g) => sum + g.playMinutes, 0),
    );
    if (summary.date !== dates[d] || summary.name !== day.name || summary.games !== games.length) {
      fail(`day summary ${d} does not match its games`);
    }
    if (summary.playMinutesPerPitch.join() !== perPitch.join()) fail(`day summary ${d}: play per pitch differs`);
  });
  return problems;
}

/** True when the result keeps every rule of the settings (see `scheduleViolations`). */
export function isValidSchedule(input: ScheduleInput, result: ScheduleResult): boolean {
  return scheduleViolations(input, result).length === 0;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  return map;
}
