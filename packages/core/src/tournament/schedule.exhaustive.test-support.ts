/**
 * Test support: an exhaustive search that decides whether a complete schedule
 * exists for a small instance, to compare the scheduler with.
 *
 * Same slot model as the scheduler's search pass (decision 103, "earliest
 * start"): games are placed in kick-off order, each at the earliest minute a
 * pitch of a day allows after the pitch's previous game (+ gap), the teams'
 * rest, the knockout gates and the previous kick-off, moved past the break if
 * it would overlap it; it must start by latestGame and fit maxPlaytime. Every
 * valid schedule can be shifted left into that model game by game, so "no
 * schedule in the model" means "no schedule at all".
 *
 * Written separately from the scheduler and kept plain: it tries every pending
 * game on every pitch of every day at every node, and prunes only with two
 * counting arguments that are easy to check (pitch kick-offs left, each team's
 * kick-offs left), one chain argument (the knockout after the earliest end of
 * the groups) and with states already explored.
 */
import type { Bracket } from './bracket.js';
import { dateRange } from './dates.js';
import type { Fixture } from './formats.js';
import { toItems, type ScheduleGame } from './schedule-model.js';
import type { ScheduledGame, ScheduleResult } from './schedule.js';
import type { ScheduleSettings } from './settings.js';
import { dayTimes } from './settings.js';

export type ExhaustiveAnswer =
  | { kind: 'complete'; witness: { id: string; day: number; pitch: number; start: number }[] }
  | { kind: 'impossible' }
  /** The node cap was reached first. */
  | { kind: 'unknown' };

type Game = { id: string; knockout: boolean; teams: string[]; feeders: string[] };
type Day = {
  base: number;
  start: number;
  latest: number;
  maxPlay: number;
  half: number;
  gap: number;
  breakFrom: number | null;
  resume: number | null;
  pitches: number;
  groupPlay: number;
  knockoutPlay: number;
};

const DAY = 1440;

export type ExhaustiveOptions = {
  /** Give up (answer `unknown`) after this many search nodes. */
  maxNodes?: number;
  /** False: no pruning at all, to check the pruning on tiny instances. */
  prune?: boolean;
};

export function exhaustiveSchedule(
  input: { settings: ScheduleSettings; fixtures: readonly Fixture[]; bracket?: Bracket | null },
  { maxNodes = 1_000_000, prune = true }: ExhaustiveOptions = {},
): ExhaustiveAnswer {
  const { settings } = input;
  const games: Game[] = [
    ...input.fixtures.map((f) => ({ id: f.id, knockout: false, teams: [f.team1, f.team2], feeders: [] })),
    // Knockout games round by round, so feeders come before the games they feed.
    ...[...(input.bracket?.games ?? [])]
      .sort((a, b) => a.round - b.round)
      .map((g) => ({
        id: g.id,
        knockout: true,
        teams: [g.slot1.team, g.slot2.team].filter((t): t is string => t !== null),
        feeders: [g.slot1.source, g.slot2.source].flatMap((s) => (s.kind === 'winner' ? [s.gameId] : [])),
      })),
  ];
  const days: Day[] = dateRange(settings.dateFrom, settings.dateTo).map((date, d) => {
    const t = dayTimes(settings, date);
    const hasBreak = t.noGameFrom !== null && t.noGameTo !== null;
    return {
      base: d * DAY,
      start: t.startTime,
      latest: t.latestGame,
      maxPlay: t.maxPlaytime,
      half: t.halfTime,
      gap: t.gameGap,
      breakFrom: hasBreak ? t.noGameFrom : null,
      resume: hasBreak ? Math.max(t.noGameTo as number, t.continueTime ?? (t.noGameTo as number)) : null,
      pitches: t.pitches ?? 1,
      groupPlay: t.gameTime,
      knockoutPlay: settings.eliminationGameTime ?? t.gameTime,
    };
  });
  const first = dayTimes(settings, settings.dateFrom);
  const minRest = settings.minRest ?? first.gameTime + first.halfTime + first.gameGap;
  const hasGroups = input.fixtures.length > 0;
  const playOf = (day: Day, g: Game) => (g.knockout ? day.knockoutPlay : day.groupPlay);
  const inBreak = (day: Day, start: number, length: number) =>
    day.breakFrom !== null && day.resume !== null && start < day.resume && start + length > day.breakFrom;

  // State.
  const placed = new Map<string, { day: number; pitch: number; start: number; end: number }>();
  const free = days.map((day) => new Array<number>(day.pitches).fill(day.start));
  const played = days.map((day) => new Array<number>(day.pitches).fill(0));
  const teamFree = new Map<string, number>();
  let nodes = 0;
  const explored = new Set<string>();

  const groupsDone = () => games.every((g) => g.knockout || placed.has(g.id));
  const lastGroupDay = () => Math.max(-1, ...games.filter((g) => !g.knockout).map((g) => placed.get(g.id)?.day ?? -1));
  const groupEnd = () =>
    Math.max(-Infinity, ...games.filter((g) => !g.knockout).map((g) => placed.get(g.id)?.end ?? -Infinity));

  /** Earliest absolute kick-off of `g` from its teams and gates; null while a gate is closed. */
  const readyAt = (g: Game): number | null => {
    let ready = Math.max(-Infinity, ...g.teams.map((t) => teamFree.get(t) ?? -Infinity));
    if (!g.knockout) return ready;
    if (!groupsDone()) return null;
    if (hasGroups) ready = Math.max(ready, groupEnd() + minRest);
    for (const f of g.feeders) {
      const feeder = placed.get(f);
      if (!feeder) return null;
      ready = Math.max(ready, feeder.end + minRest);
    }
    return ready;
  };

  /** Counting: kick-offs the pitches still offer from `now` (shortest game, least play) must cover the pending games. */
  const pitchesSuffice = (now: number, pending: Game[]): boolean => {
    let offered = 0;
    days.forEach((day, d) => {
      const length = Math.min(...pending.map((g) => playOf(day, g))) + day.half;
      const least = Math.min(...pending.map((g) => playOf(day, g)));
      for (let p = 0; p < day.pitches; p += 1) {
        let t = Math.max(free[d]?.[p] as number, now - day.base);
        let left = day.maxPlay - (played[d]?.[p] as number);
        while (t <= day.latest && left >= least && offered < pending.length) {
          if (inBreak(day, t, length)) {
            t = day.resume as number;
            continue;
          }
          offered += 1;
          left -= least;
          t += length + day.gap;
        }
      }
    });
    return offered >= pending.length;
  };

  /** Counting: each team's kick-offs left from `now` (shortest game, rest between) must cover its pending games. */
  const teamsSuffice = (now: number, pending: Game[]): boolean => {
    const needed = new Map<string, number>();
    for (const g of pending) for (const t of g.teams) needed.set(t, (needed.get(t) ?? 0) + 1);
    for (const [team, count] of needed) {
      let ready = Math.max(teamFree.get(team) ?? -Infinity, now);
      let offered = 0;
      for (const day of days) {
        const length = Math.min(day.groupPlay, day.knockoutPlay) + day.half;
        let t = Math.max(ready - day.base, day.start);
        while (t <= day.latest && offered < count) {
          if (inBreak(day, t, length)) {
            t = day.resume as number;
            continue;
          }
          offered += 1;
          ready = day.base + t + length + minRest;
          t += length + minRest;
        }
      }
      if (offered < count) return false;
    }
    return true;
  };

  /** Earliest absolute kick-off from `at` on, on day `fromDay` or later; Infinity if none. */
  const earliestKickOff = (at: number, fromDay: number, length: (day: Day) => number, knockoutDay: number | null) => {
    for (let d = Math.max(0, fromDay); d < days.length; d += 1) {
      const day = days[d] as Day;
      let t = Math.max(at - day.base, day.start);
      if (d === knockoutDay && settings.eliminationStartTime !== null) t = Math.max(t, settings.eliminationStartTime);
      if (inBreak(day, t, length(day))) t = day.resume as number;
      if (t <= day.latest) return day.base + t;
    }
    return Infinity;
  };

  /**
   * Chains: each team's pending group games one after the other (shortest
   * game, rest between, pitches ignored) give the earliest end of the groups;
   * then each pending knockout game after that and after its feeders.
   */
  const knockoutSuffices = (now: number, pending: Game[]): boolean => {
    const knockouts = pending.filter((g) => g.knockout);
    if (knockouts.length === 0) return true;
    let end = groupEnd();
    let lastDay = lastGroupDay();
    const groupLength = (day: Day) => day.groupPlay + day.half;
    const groupGamesLeft = new Map<string, number>();
    for (const g of pending)
      if (!g.knockout) for (const t of g.teams) groupGamesLeft.set(t, (groupGamesLeft.get(t) ?? 0) + 1);
    for (const [team, count] of groupGamesLeft) {
      let at = Math.max(teamFree.get(team) ?? -Infinity, now);
      let start = -Infinity;
      for (let k = 0; k < count; k += 1) {
        start = earliestKickOff(at, Math.floor(at / DAY), groupLength, null);
        if (start === Infinity) return false;
        at = start + groupLength(days[Math.floor(start / DAY)] as Day) + minRest;
      }
      end = Math.max(end, start + groupLength(days[Math.floor(start / DAY)] as Day));
      lastDay = Math.max(lastDay, Math.floor(start / DAY));
    }
    const firstDay = !hasGroups ? 0 : settings.eliminationStartNextDay ? lastDay + 1 : lastDay;
    const knockoutLength = (day: Day) => day.knockoutPlay + day.half;
    const earliestEnd = new Map<string, number>();
    for (const g of knockouts) {
      let at = Math.max(
        now,
        hasGroups ? end + minRest : -Infinity,
        ...g.teams.map((t) => teamFree.get(t) ?? -Infinity),
      );
      for (const f of g.feeders) at = Math.max(at, (placed.get(f)?.end ?? earliestEnd.get(f) ?? Infinity) + minRest);
      const start = earliestKickOff(at, Math.max(firstDay, Math.floor(at / DAY)), knockoutLength, firstDay);
      if (start === Infinity) return false;
      earliestEnd.set(g.id, start + knockoutLength(days[Math.floor(start / DAY)] as Day));
    }
    return true;
  };

  const key = (now: number, pending: Game[]): string => {
    const parts: (string | number)[] = [now, ...pending.map((g) => g.id)];
    for (const team of [...teamFree.keys()].sort()) parts.push(team, Math.max(teamFree.get(team) as number, now));
    days.forEach((day, d) => {
      for (let p = 0; p < day.pitches; p += 1) {
        parts.push(Math.max(free[d]?.[p] as number, now - day.base), played[d]?.[p] as number);
      }
    });
    if (groupsDone()) {
      parts.push(lastGroupDay(), Math.max(groupEnd() + minRest, now));
      for (const g of pending)
        for (const f of g.feeders) parts.push(Math.max((placed.get(f)?.end ?? Infinity) + minRest, now));
    }
    return parts.join('|');
  };

  const search = (now: number): boolean => {
    nodes += 1;
    if (nodes > maxNodes) throw new NodeCapReached();
    const pending = games.filter((g) => !placed.has(g.id));
    if (pending.length === 0) return true;
    if (prune && (!pitchesSuffice(now, pending) || !teamsSuffice(now, pending) || !knockoutSuffices(now, pending))) {
      return false;
    }
    const state = prune ? key(now, pending) : '';
    if (prune && explored.has(state)) return false;
    for (const g of pending) {
      const ready = readyAt(g);
      if (ready === null) continue;
      const firstKnockoutDay = !hasGroups ? 0 : settings.eliminationStartNextDay ? lastGroupDay() + 1 : lastGroupDay();
      days.forEach((day, d) => {
        if (g.knockout && d < firstKnockoutDay) return;
        const length = playOf(day, g) + day.half;
        for (let p = 0; p < day.pitches; p += 1) {
          if ((played[d]?.[p] as number) + playOf(day, g) > day.maxPlay) continue;
          let start = Math.max(free[d]?.[p] as number, ready - day.base, now - day.base, day.start);
          if (g.knockout && d === firstKnockoutDay && settings.eliminationStartTime !== null) {
            start = Math.max(start, settings.eliminationStartTime);
          }
          if (inBreak(day, start, length)) start = day.resume as number;
          if (start > day.latest) continue;
          options.push({ g, d, p, start });
        }
      });
    }
    const here = options.splice(0);
    for (const { g, d, p, start } of here) {
      const day = days[d] as Day;
      const end = start + playOf(day, g) + day.half;
      const before = { free: free[d]?.[p] as number, teams: g.teams.map((t) => teamFree.get(t)) };
      placed.set(g.id, { day: d, pitch: p + 1, start, end: day.base + end });
      (free[d] as number[])[p] = end + day.gap;
      (played[d] as number[])[p] = (played[d]?.[p] as number) + playOf(day, g);
      for (const t of g.teams) teamFree.set(t, day.base + end + minRest);
      if (search(day.base + start)) return true;
      placed.delete(g.id);
      (free[d] as number[])[p] = before.free;
      (played[d] as number[])[p] = (played[d]?.[p] as number) - playOf(day, g);
      g.teams.forEach((t, i) => {
        const previous = before.teams[i];
        if (previous === undefined) teamFree.delete(t);
        else teamFree.set(t, previous);
      });
    }
    if (prune) explored.add(state);
    return false;
  };
  const options: { g: Game; d: number; p: number; start: number }[] = [];

  try {
    if (!search(-Infinity)) return { kind: 'impossible' };
  } catch (error) {
    if (error instanceof NodeCapReached) return { kind: 'unknown' };
    throw error;
  }
  return {
    kind: 'complete',
    witness: [...placed].map(([id, p]) => ({ id, day: p.day, pitch: p.pitch, start: p.start })),
  };
}

class NodeCapReached extends Error {}

/** A witness in the scheduler's output shape, so the same checker can judge it. */
export function witnessResult(
  input: { settings: ScheduleSettings; fixtures: readonly Fixture[]; bracket?: Bracket | null },
  witness: { id: string; day: number; pitch: number; start: number }[],
): ScheduleResult {
  const { settings } = input;
  const dates = dateRange(settings.dateFrom, settings.dateTo);
  const byId = new Map(witness.map((w) => [w.id, w] as const));
  const games: ScheduledGame[] = [];
  const place = (w: (typeof witness)[number], game: ScheduleGame) => {
    const date = dates[w.day] as string;
    const day = dayTimes(settings, date);
    const playMinutes = game.phase === 'knockout' ? (settings.eliminationGameTime ?? day.gameTime) : day.gameTime;
    games.push({
      ...game,
      date,
      day: w.day,
      start: w.start,
      end: w.start + playMinutes + day.halfTime,
      pitch: w.pitch,
      playMinutes,
    });
  };
  // Which game and who plays come from the scheduler's own items; only the placement is the witness's.
  for (const { after: _after, ...game } of toItems(input.fixtures, input.bracket)) {
    const w = byId.get(game.id);
    if (w) place(w, game);
  }
  games.sort((a, b) => a.day - b.day || a.start - b.start || a.pitch - b.pitch);
  const lastDay = Math.max(-1, ...games.map((g) => g.day));
  const days = dates.slice(0, lastDay + 1).map((date, d) => {
    const day = dayTimes(settings, date);
    const today = games.filter((g) => g.day === d);
    const playMinutesPerPitch = Array.from({ length: day.pitches ?? 1 }, (_, p) =>
      today.filter((g) => g.pitch === p + 1).reduce((sum, g) => sum + g.playMinutes, 0),
    );
    return { date, name: day.name, games: today.length, playMinutesPerPitch };
  });
  return { games, unscheduled: [], problems: [], days };
}
