/**
 * The scheduler: gives every game a day, a kick-off time and a pitch
 * (docs/product/tournaments.md "Schedule").
 *
 * It walks each day slot by slot. The pitch whose next free minute is earliest
 * takes the first pending game (in fixture order) that may start there:
 * - it starts no later than `latestGame`, does not overlap the break, and keeps
 *   the pitch's playing minutes for the day within `maxPlaytime`;
 * - both teams have rested `minRest` minutes since their previous game ends;
 * - a knockout game starts after every group game and its feeder games
 *   (plus rest), not before `eliminationStartTime` on the knockout's first day,
 *   and only on a later day than the last group game with `eliminationStartNextDay`.
 * If nothing fits, the pitch waits one slot (or until the break ends).
 * Games that fit nowhere come back as `unscheduled` with `NOT_ENOUGH_TIME`:
 * nothing is dropped silently.
 */
import type { Bracket } from './bracket.js';
import { dateRange } from './dates.js';
import type { Fixture } from './formats.js';
import type { DayTimes, ScheduleSettings, SettingsIssue } from './settings.js';
import { dayTimes, gameDuration, resumeTime, validateScheduleSettings } from './settings.js';

const MINUTES_PER_DAY = 1440;

export type SchedulePhase = 'group' | 'knockout';

export type ScheduledGame = {
  id: string;
  phase: SchedulePhase;
  stage: Fixture['stage'] | 'knockout';
  group: string | null;
  round: number;
  /** Null for a knockout slot whose team is not known yet. */
  team1: string | null;
  team2: string | null;
  date: string;
  /** 0-based index of the date in the tournament's date range. */
  day: number;
  /** Kick-off, minutes from midnight. */
  start: number;
  /** Final whistle (start + game time + half time), minutes from midnight. */
  end: number;
  /** 1-based pitch number. */
  pitch: number;
  /** Minutes of play counted against `maxPlaytime`. */
  playMinutes: number;
};

export type ScheduleProblem =
  | { code: 'INVALID_SETTINGS'; issues: SettingsIssue[] }
  | { code: 'NOT_ENOUGH_TIME'; leftOver: number; gameIds: string[] };

export type DaySummary = { date: string; name: string | null; games: number; playMinutesPerPitch: number[] };

export type ScheduleResult = {
  games: ScheduledGame[];
  /** Ids of games that could not be placed, in fixture order. */
  unscheduled: string[];
  problems: ScheduleProblem[];
  days: DaySummary[];
};

type Item = Omit<ScheduledGame, 'date' | 'day' | 'start' | 'end' | 'pitch' | 'playMinutes'> & { after: string[] };

function toItems(fixtures: readonly Fixture[], bracket: Bracket | null | undefined): Item[] {
  const items: Item[] = fixtures.map((f) => ({
    id: f.id,
    phase: 'group',
    stage: f.stage,
    group: f.group,
    round: f.round,
    team1: f.team1,
    team2: f.team2,
    after: [],
  }));
  const knockout = [...(bracket?.games ?? [])].sort((a, b) => a.round - b.round || a.index - b.index);
  for (const g of knockout) {
    const after = [g.slot1.source, g.slot2.source].flatMap((s) => (s.kind === 'winner' ? [s.gameId] : []));
    items.push({
      id: g.id,
      phase: 'knockout',
      stage: 'knockout',
      group: null,
      round: g.round,
      team1: g.slot1.team,
      team2: g.slot2.team,
      after,
    });
  }
  return items;
}

/** Minutes one pitch slot takes for a group game under the default settings. */
export function slotLength(day: DayTimes): number {
  return gameDuration(day.gameTime, day.halfTime) + day.gameGap;
}

export function scheduleGames(input: {
  settings: ScheduleSettings;
  fixtures: readonly Fixture[];
  bracket?: Bracket | null;
}): ScheduleResult {
  const { settings } = input;
  const items = toItems(input.fixtures, input.bracket);
  const issues = validateScheduleSettings(settings);
  if (issues.length > 0) {
    return {
      games: [],
      unscheduled: items.map((i) => i.id),
      problems: [{ code: 'INVALID_SETTINGS', issues }],
      days: [],
    };
  }

  const dates = dateRange(settings.dateFrom, settings.dateTo);
  const minRest = settings.minRest ?? slotLength(dayTimes(settings, settings.dateFrom));
  const hasGroupPhase = items.some((i) => i.phase === 'group');
  let groupPending = items.filter((i) => i.phase === 'group').length;
  let groupEnd = -Infinity;
  let lastGroupDay = -1;
  const teamReady = new Map<string, number>();
  const gameEnd = new Map<string, number>();
  let pending = [...items];
  const placed: ScheduledGame[] = [];
  const days: DaySummary[] = [];

  const knockoutFirstDay = (): number => {
    if (!hasGroupPhase) return 0;
    return settings.eliminationStartNextDay ? lastGroupDay + 1 : lastGroupDay;
  };

  for (let d = 0; d < dates.length && pending.length > 0; d += 1) {
    const date = dates[d] as string;
    const day = dayTimes(settings, date);
    const pitches = day.pitches ?? 1;
    const base = d * MINUTES_PER_DAY;
    const resume = resumeTime(day);
    const cursor = new Array<number>(pitches).fill(day.startTime);
    const play = new Array<number>(pitches).fill(0);
    const open = new Array<boolean>(pitches).fill(true);
    let gamesToday = 0;

    const length = (item: Item) => {
      const playMinutes = item.phase === 'knockout' ? (settings.eliminationGameTime ?? day.gameTime) : day.gameTime;
      return { playMinutes, duration: gameDuration(playMinutes, day.halfTime) };
    };
    const overlapsBreak = (start: number, duration: number): boolean =>
      resume !== null && day.noGameFrom !== null && start < resume && start + duration > day.noGameFrom;
    const knockoutAllowed = (): boolean => groupPending === 0 && d >= knockoutFirstDay();
    const readyAt = (item: Item): number => {
      let ready = -Infinity;
      for (const team of [item.team1, item.team2]) {
        if (team !== null) ready = Math.max(ready, teamReady.get(team) ?? -Infinity);
      }
      if (item.phase === 'knockout') {
        if (hasGroupPhase) ready = Math.max(ready, groupEnd + minRest);
        for (const feeder of item.after) {
          const end = gameEnd.get(feeder);
          if (end === undefined) return Infinity;
          ready = Math.max(ready, end + minRest);
        }
      }
      return ready;
    };

    for (;;) {
      let p = -1;
      for (let i = 0; i < pitches; i += 1) {
        if (open[i] && (p === -1 || (cursor[i] as number) < (cursor[p] as number))) p = i;
      }
      if (p === -1 || pending.length === 0) break;
      const t = cursor[p] as number;
      if (t > day.latestGame) {
        open[p] = false;
        continue;
      }

      let chosen: Item | null = null;
      for (const item of pending) {
        const { playMinutes, duration } = length(item);
        if ((play[p] as number) + playMinutes > day.maxPlaytime) continue;
        if (overlapsBreak(t, duration)) continue;
        if (item.phase === 'knockout') {
          if (!knockoutAllowed()) continue;
          if (d === knockoutFirstDay() && settings.eliminationStartTime !== null && t < settings.eliminationStartTime) {
            continue;
          }
        }
        if (readyAt(item) > base + t) continue;
        chosen = item;
        break;
      }

      if (chosen) {
        const { playMinutes, duration } = length(chosen);
        const end = t + duration;
        const { after: _after, ...rest } = chosen;
        placed.push({ ...rest, date, day: d, start: t, end, pitch: p + 1, playMinutes });
        gamesToday += 1;
        gameEnd.set(chosen.id, base + end);
        for (const team of [chosen.team1, chosen.team2]) {
          if (team !== null) teamReady.set(team, base + end + minRest);
        }
        if (chosen.phase === 'group') {
          groupPending -= 1;
          groupEnd = Math.max(groupEnd, base + end);
          lastGroupDay = d;
        }
        const id = chosen.id;
        pending = pending.filter((i) => i.id !== id);
        cursor[p] = end + day.gameGap;
        play[p] = (play[p] as number) + playMinutes;
        continue;
      }

      // Nothing can start here now: wait one slot, or until the break ends,
      // or (knockout only) until the knockout start time.
      const shortest = Math.min(...pending.map((i) => length(i).duration));
      const leastPlay = Math.min(...pending.map((i) => length(i).playMinutes));
      if ((play[p] as number) + leastPlay > day.maxPlaytime) {
        open[p] = false;
        continue;
      }
      const onlyKnockout = pending.every((i) => i.phase === 'knockout');
      if (onlyKnockout && !knockoutAllowed()) break; // the knockout waits for a later day
      const first = pending[0] as Item;
      let next = t + length(first).duration + day.gameGap;
      if (resume !== null && (overlapsBreak(t, shortest) || overlapsBreak(next, shortest))) {
        next = Math.max(next, resume);
      }
      const knockoutStart = settings.eliminationStartTime;
      if (onlyKnockout && d === knockoutFirstDay() && knockoutStart !== null && t < knockoutStart) {
        next = knockoutStart;
      }
      cursor[p] = Math.max(next, t + 1);
    }
    days.push({ date, name: day.name, games: gamesToday, playMinutesPerPitch: play });
  }

  placed.sort((a, b) => a.day - b.day || a.start - b.start || a.pitch - b.pitch);
  const unscheduled = pending.map((i) => i.id);
  const problems: ScheduleProblem[] =
    unscheduled.length > 0 ? [{ code: 'NOT_ENOUGH_TIME', leftOver: unscheduled.length, gameIds: unscheduled }] : [];
  return { games: placed, unscheduled, problems, days };
}
