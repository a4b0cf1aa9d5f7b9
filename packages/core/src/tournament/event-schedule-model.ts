/**
 * What the event scheduler works on (docs/product/events-and-officials.md,
 * decision 450): every division's games as one list of items, the event's days
 * and pitches, each division's own times per event day (from its own
 * settings), the pitches it may use that day, and the groups of teams that
 * must not play at the same time. Internal to the event scheduler;
 * `event-schedule.ts` is the public entry point.
 */
import type { Bracket } from './bracket.js';
import { dateRange, toDayNumber } from './dates.js';
import type { Fixture } from './formats.js';
import type { SchedulingDay } from './schedule-model.js';
import { MINUTES_PER_DAY, planSchedule, toItems } from './schedule-model.js';
import type { ScheduleSettings } from './settings.js';

/** One division: a tournament's settings (its dates inside the event's), its drawn games and its pitches. */
export type EventDivisionInput = {
  id: string;
  settings: ScheduleSettings;
  fixtures: readonly Fixture[];
  brackets?: readonly Bracket[];
  /** Event pitch numbers (1-based) the division may use; absent or null: every pitch. `settings.pitches` is not used. */
  pitches?: readonly number[] | null;
  /** Per date: the pitches the division may use that day (overrides `pitches`). */
  pitchesByDate?: Readonly<Record<string, readonly number[]>>;
};

/** A team of a division, for the wish that a club's teams never play at the same time. */
export type EventTeamRef = { division: string; team: string };

export type EventScheduleInput = {
  dateFrom: string;
  dateTo: string;
  /** Number of the event's pitches (numbered 1…pitches). */
  pitches: number;
  divisions: readonly EventDivisionInput[];
  /** Each list: teams of which no two play at overlapping times (one coach, several teams). */
  apart?: readonly (readonly EventTeamRef[])[];
};

/** One division's figures on one event day; null on days outside its dates. */
export type DivisionDay = SchedulingDay & { allowed: boolean[] };

export type EventDivision = {
  id: string;
  /** Indexed by event day. */
  days: (DivisionDay | null)[];
  minRest: number;
  hasGroupPhase: boolean;
  eliminationStartTime: number | null;
  eliminationStartNextDay: boolean;
  /** First event day of the division's dates. */
  firstDay: number;
};

export type EventItem = {
  /** The game's id in its division. */
  id: string;
  division: number;
  knockout: boolean;
  /** Global team indices; -1 for a knockout slot not known yet. */
  team1: number;
  team2: number;
  /** Items whose results decide who plays in this one. */
  feeders: number[];
  /** Position for the greedy pass: divisions progress side by side. */
  order: number;
};

export type EventPlan = {
  dates: string[];
  pitches: number;
  divisions: EventDivision[];
  items: EventItem[];
  teamCount: number;
  /** Per team: its division. */
  teamDivision: number[];
  /** Per team: the apart groups it belongs to. */
  teamGroups: number[][];
  groupCount: number;
};

function allowedOn(division: EventDivisionInput, date: string, pitches: number): boolean[] {
  const list = division.pitchesByDate?.[date] ?? division.pitches ?? null;
  const allowed = new Array<boolean>(pitches).fill(list === null);
  for (const p of list ?? []) if (Number.isInteger(p) && p >= 1 && p <= pitches) allowed[p - 1] = true;
  return allowed;
}

/** The plan for valid divisions (the caller validates each division's settings first). */
export function planEvent(input: EventScheduleInput, divisions: readonly EventDivisionInput[]): EventPlan {
  const dates = dateRange(input.dateFrom, input.dateTo);
  const eventStart = toDayNumber(input.dateFrom) as number;
  const teamIndex = new Map<string, number>();
  const teamDivision: number[] = [];
  const teamOf = (k: number, name: string | null): number => {
    if (name === null) return -1;
    const key = `${k}\u0000${name}`;
    let index = teamIndex.get(key);
    if (index === undefined) {
      index = teamIndex.size;
      teamIndex.set(key, index);
      teamDivision.push(k);
    }
    return index;
  };
  const items: EventItem[] = [];
  const planned = divisions.map((division, k): EventDivision => {
    const own = planSchedule(division.settings, toItems(division.fixtures, null, division.brackets ?? []));
    const firstDay = (toDayNumber(division.settings.dateFrom) as number) - eventStart;
    const days: (DivisionDay | null)[] = dates.map(() => null);
    own.days.forEach((day, d) => {
      const e = firstDay + d;
      if (e < 0 || e >= dates.length) return;
      days[e] = { ...day, base: e * MINUTES_PER_DAY, allowed: allowedOn(division, day.date, input.pitches) };
    });
    const offset = items.length;
    const ids = new Map(own.items.map((item, index) => [item.id, offset + index] as const));
    own.items.forEach((item, index) =>
      items.push({
        id: item.id,
        division: k,
        knockout: item.phase === 'knockout',
        team1: teamOf(k, item.team1),
        team2: teamOf(k, item.team2),
        feeders: item.after.map((id) => ids.get(id) ?? -1),
        order: (index + 0.5) / own.items.length,
      }),
    );
    return {
      id: division.id,
      days,
      minRest: own.minRest,
      hasGroupPhase: own.hasGroupPhase,
      eliminationStartTime: own.eliminationStartTime,
      eliminationStartNextDay: own.eliminationStartNextDay,
      firstDay,
    };
  });
  const divisionIndex = new Map(divisions.map((d, k) => [d.id, k] as const));
  const teamGroups: number[][] = Array.from({ length: teamIndex.size }, () => []);
  (input.apart ?? []).forEach((group, g) => {
    for (const ref of group) {
      const k = divisionIndex.get(ref.division);
      const t = k === undefined ? undefined : teamIndex.get(`${k}\u0000${ref.team}`);
      if (t !== undefined && !(teamGroups[t] as number[]).includes(g)) (teamGroups[t] as number[]).push(g);
    }
  });
  return {
    dates,
    pitches: input.pitches,
    divisions: planned,
    items,
    teamCount: teamIndex.size,
    teamDivision,
    teamGroups,
    groupCount: input.apart?.length ?? 0,
  };
}
