import {
  type Actor,
  type EventGame,
  type EventGameList,
  type EventScheduleInput,
  type EventScheduleProblemBody,
  type EventScheduleRequest,
  type EventScheduleResponse,
  type EventScheduleResult,
  type EventTeamRef,
  type RegenerateImpactBody,
} from '@touchline/core';
import { assertCan } from '../../http/access.js';
import { AppError, orNotFound } from '../../http/errors.js';
import type { EventBus } from '../../realtime/event-bus.js';
import { presentGame } from '../tournaments/shared/tournament.presenter.js';
import { divisionImpact, placedOf, type DivisionPlanner, type Draft } from './event-schedule-parts.js';

export type { DivisionPlanner };
import { parseJson } from './events.presenter.js';
import type { DivisionRow, EventRow } from './events.repository.js';
import type { EventsStore } from './events.service.js';

export type EventScheduleOutcome =
  { done: true; result: EventScheduleResponse } | { done: false; impact: RegenerateImpactBody };

/** Thrown inside the writing transaction when results would be lost and nobody confirmed: it rolls back. */
class NeedsConfirmation extends Error {
  constructor(readonly impact: RegenerateImpactBody) {
    super('needs confirmation');
  }
}

/**
 * One schedule for every division of an event (decision 450): each division's
 * games are drawn as its tournament's own generate would draw them, core's
 * event scheduler places them all together on the event's pitches (on the
 * heavy-work pool, decision 355), and every division's games are replaced in
 * one transaction. Like a tournament's regenerate, discarding running or
 * finished games needs `confirm: true`.
 */
export function eventScheduleService(
  store: EventsStore,
  bus: EventBus,
  planner: DivisionPlanner,
  placeEvent: (input: EventScheduleInput) => Promise<EventScheduleResult>,
) {
  const load = (id: string) => orNotFound(store.events.find(id), 'EVENT_NOT_FOUND');

  /** Each division's tournament, teams and drawn games (400 for a division that cannot be drawn). */
  async function drafts(divisions: readonly DivisionRow[]): Promise<Draft[]> {
    const out: Draft[] = [];
    for (const division of divisions) {
      const tournament = await orNotFound(store.tournaments.find(division.tournamentId), 'TOURNAMENT_NOT_FOUND');
      const [teams, groups] = await Promise.all([
        store.tournaments.teams(tournament.id),
        store.tournaments.groups(tournament.id),
      ]);
      out.push({ division, tournament, teams, drawn: planner.draw(tournament, teams, groups) });
    }
    return out;
  }

  /** The scheduler's input: pitch ids as the event's pitch numbers, the clubs' wishes as groups of teams. */
  async function placementInput(event: EventRow, list: readonly Draft[]): Promise<EventScheduleInput> {
    const pitches = await store.events.pitches(event.id);
    const number = new Map(pitches.map((p) => [p.id, p.position] as const));
    const numbers = (ids: readonly string[]) => ids.flatMap((id) => (number.has(id) ? [number.get(id) as number] : []));
    const clubs = parseJson<string[]>(event.apartClubIds, []);
    const apart: EventTeamRef[][] = clubs
      .map((clubId) =>
        list.flatMap((d) =>
          d.teams.filter((t) => t.clubId === clubId).map((t) => ({ division: d.tournament.id, team: t.id })),
        ),
      )
      .filter((group) => group.length > 1);
    return {
      dateFrom: event.dateFrom,
      dateTo: event.dateTo,
      pitches: pitches.length,
      apart,
      divisions: list.map((d) => {
        const only = parseJson<string[] | null>(d.division.pitchIds, null);
        const byDate = parseJson<Record<string, string[]>>(d.division.pitchIdsByDate, {});
        return {
          id: d.tournament.id,
          ...d.drawn.input,
          pitches: only === null ? null : numbers(only),
          pitchesByDate: Object.fromEntries(Object.entries(byDate).map(([date, ids]) => [date, numbers(ids)])),
        };
      }),
    };
  }

  return {
    async schedule(actor: Actor, id: string, input: EventScheduleRequest): Promise<EventScheduleOutcome> {
      assertCan(actor, 'event.manage');
      const event = await load(id);
      if (input.version !== undefined && input.version !== event.version) throw new AppError(409, 'CONFLICT');
      const divisions = await store.events.divisions(id);
      if (divisions.length === 0) throw new AppError(400, 'EVENT_HAS_NO_DIVISIONS');
      if (input.confirm !== true) {
        const impact = await divisionImpact(store.tournaments, divisions);
        if (impact) return { done: false, impact };
      }
      const list = await drafts(divisions);
      const placed = await placeEvent(await placementInput(event, list));
      const refused = placed.problems.find((p) => p.code === 'INVALID_SETTINGS' || p.code === 'DIVISION_OUTSIDE_EVENT');
      if (refused) throw new AppError(400, refused.code);
      const plans = list.map((d) => ({ d, plan: planner.assemble(d.tournament, d.drawn.draw, placedOf(placed, d)) }));
      try {
        await store.transaction(async ({ events, tournaments }) => {
          // Counting new versions locks the event and its divisions: what was read above is still what is written over.
          if (!(await events.touch(id, event.version))) throw new AppError(409, 'CONFLICT');
          for (const { d } of plans) {
            if (!(await tournaments.touch(d.tournament.id, d.tournament.version))) throw new AppError(409, 'CONFLICT');
          }
          if (input.confirm !== true) {
            const impact = await divisionImpact(tournaments, divisions);
            if (impact) throw new NeedsConfirmation(impact);
          }
          for (const { d, plan } of plans) {
            await tournaments.deleteGames(d.tournament.id);
            await tournaments.insertGames(plan.games);
            await tournaments.setBracket(d.tournament.id, plan.bracket);
          }
        });
      } catch (error) {
        if (error instanceof NeedsConfirmation) return { done: false, impact: error.impact };
        throw error;
      }
      bus.publish(
        'tournament',
        divisions.map((d) => d.tournamentId),
      );
      const problems: EventScheduleProblemBody[] = plans.flatMap(({ d, plan }) =>
        plan.problems.map((p) => ({ ...p, tournamentId: d.tournament.id })),
      );
      return {
        done: true,
        result: {
          games: plans.reduce((n, { plan }) => n + plan.games.length, 0),
          unscheduled: plans.reduce((n, { plan }) => n + plan.unscheduled.length, 0),
          problems,
          version: event.version + 1,
        },
      };
    },

    /** Every division's games with their division and pitch name, by day, kick-off and pitch (unplaced ones last). */
    async games(actor: Actor, id: string): Promise<EventGameList> {
      assertCan(actor, 'tournament.view');
      await load(id);
      const [pitches, divisions] = await Promise.all([store.events.pitches(id), store.events.divisions(id)]);
      const names = new Map(pitches.map((p) => [p.position, p.name] as const));
      const items: EventGame[] = [];
      for (const division of divisions) {
        for (const row of await store.tournaments.games(division.tournamentId)) {
          items.push({
            ...presentGame(row),
            tournamentId: division.tournamentId,
            pitchName: row.pitch === null ? null : (names.get(row.pitch) ?? null),
          });
        }
      }
      const key = (g: EventGame) => [g.date ?? '9999-99-99', String(g.start ?? 9999).padStart(4, '0')].join(' ');
      items.sort((a, b) => key(a).localeCompare(key(b)) || (a.pitch ?? 0) - (b.pitch ?? 0));
      return { items };
    },
  };
}

export type EventScheduleService = ReturnType<typeof eventScheduleService>;
