/**
 * One schedule for a whole event (docs/product/events-and-officials.md,
 * decision 450): every division's games placed together on the event's
 * pitches. No pitch is ever double-booked across divisions; each division
 * keeps its own game length, breaks, day times, play limit, rest and knockout
 * gates (its settings, per day); a division uses only the pitches it may use
 * that day; teams of one "apart" group never play at overlapping times.
 *
 * Two passes, as for one tournament (decision 103): the greedy pass across all
 * divisions, then, only when it leaves games over, the bounded search, whose
 * model loses no complete schedule. Games that fit nowhere come back as
 * unscheduled with `NOT_ENOUGH_TIME`, per division.
 */
import { isDateWithin } from './dates.js';
import type { EventDivisionInput, EventPlan, EventScheduleInput } from './event-schedule-model.js';
import { planEvent } from './event-schedule-model.js';
import { eventGreedy } from './event-schedule-greedy.js';
import { searchEvent } from './event-schedule-search.js';
import type { EventPlacement } from './event-schedule-state.js';
import type { SettingsIssue } from './settings.js';
import { gameDuration, validateScheduleSettings } from './settings.js';

export type { EventDivisionInput, EventScheduleInput, EventTeamRef } from './event-schedule-model.js';

export type EventScheduledGame = {
  division: string;
  id: string;
  date: string;
  /** 0-based index of the date in the event's date range. */
  day: number;
  start: number;
  end: number;
  /** 1-based event pitch number. */
  pitch: number;
  playMinutes: number;
};

export type EventScheduleProblem =
  | { code: 'INVALID_SETTINGS'; division: string; issues: SettingsIssue[] }
  | { code: 'DIVISION_OUTSIDE_EVENT'; division: string }
  | { code: 'NOT_ENOUGH_TIME'; division: string; leftOver: number; gameIds: string[] };

export type EventScheduleResult = {
  games: EventScheduledGame[];
  /** Games that could not be placed, per division, in fixture order. */
  unscheduled: { division: string; id: string }[];
  problems: EventScheduleProblem[];
};

/** The divisions' rules that make an event unschedulable before any game is placed. */
function divisionProblems(input: EventScheduleInput): EventScheduleProblem[] {
  const problems: EventScheduleProblem[] = [];
  for (const division of input.divisions) {
    const issues = validateScheduleSettings(division.settings);
    if (issues.length > 0) problems.push({ code: 'INVALID_SETTINGS', division: division.id, issues });
    else if (!within(input, division)) problems.push({ code: 'DIVISION_OUTSIDE_EVENT', division: division.id });
  }
  return problems;
}

function within(input: EventScheduleInput, division: EventDivisionInput): boolean {
  const { dateFrom, dateTo } = division.settings;
  return isDateWithin(dateFrom, input.dateFrom, input.dateTo) && isDateWithin(dateTo, input.dateFrom, input.dateTo);
}

export function scheduleEvent(input: EventScheduleInput, searchBudget?: number): EventScheduleResult {
  const problems = divisionProblems(input);
  if (problems.length > 0) {
    const unscheduled = input.divisions.flatMap((d) =>
      [...d.fixtures.map((f) => f.id), ...(d.brackets ?? []).flatMap((b) => b.games.map((g) => g.id))].map((id) => ({
        division: d.id,
        id,
      })),
    );
    return { games: [], unscheduled, problems };
  }
  const plan = planEvent(input, input.divisions);
  let placements = eventGreedy(plan).placements;
  if (placements.length < plan.items.length) {
    const searched = searchEvent(plan, searchBudget);
    if (searched.placements.length > placements.length) placements = searched.placements;
  }
  return toResult(plan, placements);
}

function toResult(plan: EventPlan, placements: readonly EventPlacement[]): EventScheduleResult {
  const games = placements.map((p): EventScheduledGame => {
    const item = plan.items[p.item] as EventPlan['items'][number];
    const division = plan.divisions[item.division] as EventPlan['divisions'][number];
    const day = division.days[p.day] as NonNullable<EventPlan['divisions'][number]['days'][number]>;
    const playMinutes = item.knockout ? day.knockoutPlay : day.groupPlay;
    return {
      division: division.id,
      id: item.id,
      date: plan.dates[p.day] as string,
      day: p.day,
      start: p.start,
      end: p.start + gameDuration(playMinutes, day.halfTime),
      pitch: p.pitch + 1,
      playMinutes,
    };
  });
  games.sort((a, b) => a.day - b.day || a.start - b.start || a.pitch - b.pitch);
  const placed = new Set(placements.map((p) => p.item));
  const unscheduled = plan.items
    .filter((_, i) => !placed.has(i))
    .map((item) => ({ division: (plan.divisions[item.division] as EventPlan['divisions'][number]).id, id: item.id }));
  const problems: EventScheduleProblem[] = plan.divisions.flatMap((division) => {
    const gameIds = unscheduled.filter((u) => u.division === division.id).map((u) => u.id);
    return gameIds.length > 0
      ? [{ code: 'NOT_ENOUGH_TIME' as const, division: division.id, leftOver: gameIds.length, gameIds }]
      : [];
  });
  return { games, unscheduled, problems };
}
