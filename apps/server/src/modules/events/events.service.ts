import { randomUUID } from 'node:crypto';
import type { Actor, CreateEvent, CupEvent, EventList, PutDivision, UpdateEvent } from '@touchline/core';
import type { Store } from '../../db/unit-of-work.js';
import { assertCan } from '../../http/access.js';
import { AppError, orNotFound } from '../../http/errors.js';
import type { EventBus } from '../../realtime/event-bus.js';
import type { TournamentsRepository } from '../tournaments/shared/tournaments.repository.js';
import { checkEventDates, checkInside, checkPitchChanges, checkPitchNames, checkRestriction } from './events-rules.js';
import { presentEvent } from './events.presenter.js';
import type { EventsRepository } from './events.repository.js';

// A division's game against its event's rules (decision 467), for the games' moves and lists.
export { eventConflicts, eventRulesOf, eventSlotWarnings, type EventRules } from './event-conflicts.js';

export type EventsStore = Store<{ events: EventsRepository; tournaments: TournamentsRepository }>;

/**
 * Makes a new tournament a division of an event (decision 450), inside the
 * caller's transaction: 404 `EVENT_NOT_FOUND` for an unknown event, 400
 * `DIVISION_OUTSIDE_EVENT` when the tournament's dates leave the event's.
 * Counts a new event version, which also queues concurrent changes of the event.
 */
export async function attachDivision(
  events: EventsRepository,
  division: { tournamentId: string; eventId: string; ageClass: string | null; dateFrom: string; dateTo: string },
): Promise<void> {
  if (!(await events.touch(division.eventId, null)))
    throw new AppError(404, 'EVENT_NOT_FOUND', { eventId: 'INVALID_VALUE' });
  const event = await orNotFound(events.find(division.eventId), 'EVENT_NOT_FOUND');
  checkInside(division, event);
  await events.insertDivision({
    tournamentId: division.tournamentId,
    eventId: division.eventId,
    ageClass: division.ageClass,
    pitchIds: null,
    pitchIdsByDate: '{}',
  });
}

/** 400 `DIVISION_OUTSIDE_EVENT` when a division's new dates leave its event's (inside the caller's transaction). */
export async function checkDivisionDates(
  events: EventsRepository,
  tournamentId: string,
  dates: { dateFrom: string; dateTo: string },
): Promise<void> {
  const link = await events.divisionOf(tournamentId);
  if (!link) return;
  const event = await orNotFound(events.find(link.eventId), 'EVENT_NOT_FOUND');
  checkInside(dates, event);
}

/**
 * Events (docs/product/events-and-officials.md, decision 450): an event's
 * dates, pitches, divisions and clubs' wishes. Reading needs sign-in; every
 * change is levels 0–1 (`event.manage`) and versioned (409 on a stale
 * version). Changes are published on the `tournament` topic for the event's
 * divisions, so their pages reload.
 */
export function eventsService(store: EventsStore, bus: EventBus) {
  const load = (id: string) => orNotFound(store.events.find(id), 'EVENT_NOT_FOUND');

  async function read(id: string): Promise<CupEvent> {
    const row = await load(id);
    const [pitches, divisions] = await Promise.all([store.events.pitches(id), store.events.divisions(id)]);
    return presentEvent(row, pitches, divisions);
  }

  const changed = async (id: string) => {
    const divisions = await store.events.divisions(id);
    if (divisions.length > 0)
      bus.publish(
        'tournament',
        divisions.map((d) => d.tournamentId),
      );
  };

  return {
    /** The events, newest first (at most 200), for the tournament hub. */
    async list(actor: Actor): Promise<EventList> {
      assertCan(actor, 'tournament.view');
      return { items: await store.events.list() };
    },

    async get(actor: Actor, id: string): Promise<CupEvent> {
      assertCan(actor, 'tournament.view');
      return read(id);
    },

    async create(actor: Actor, input: CreateEvent): Promise<CupEvent> {
      assertCan(actor, 'event.manage');
      checkEventDates(input.dateFrom, input.dateTo);
      checkPitchNames(
        [],
        input.pitches.map((p) => p.name),
        'pitches',
      );
      const id = randomUUID();
      await store.transaction(async ({ events }) => {
        await events.insert({
          id,
          name: input.name,
          dateFrom: input.dateFrom,
          dateTo: input.dateTo,
          apartClubIds: '[]',
          createdBy: actor.id,
        });
        await events.insertPitches(
          input.pitches.map((p, i) => ({ id: randomUUID(), eventId: id, position: i + 1, name: p.name.trim() })),
        );
      });
      return read(id);
    },

    /** Changes the event's name or dates, renames and adds pitches, replaces the clubs' wishes. */
    async update(actor: Actor, id: string, input: UpdateEvent): Promise<CupEvent> {
      assertCan(actor, 'event.manage');
      await store.transaction(async ({ events, tournaments }) => {
        const current = await orNotFound(events.find(id), 'EVENT_NOT_FOUND');
        if (current.version !== input.version) throw new AppError(409, 'CONFLICT');
        const dateFrom = input.dateFrom ?? current.dateFrom;
        const dateTo = input.dateTo ?? current.dateTo;
        checkEventDates(dateFrom, dateTo);
        for (const division of await events.divisions(id)) checkInside(division, { dateFrom, dateTo });
        const pitches = await events.pitches(id);
        const added = input.addPitches ?? [];
        const renamed = input.renamePitches ?? [];
        checkPitchChanges(pitches, renamed, added);
        const clubs = input.apartClubIds === undefined ? undefined : [...new Set(input.apartClubIds)];
        for (const [i, clubId] of (clubs ?? []).entries()) {
          await orNotFound(tournaments.club(clubId), 'CLUB_NOT_FOUND', { [`apartClubIds.${i}`]: 'INVALID_VALUE' });
        }
        const changes = {
          ...(input.name === undefined ? {} : { name: input.name }),
          dateFrom,
          dateTo,
          ...(clubs === undefined ? {} : { apartClubIds: JSON.stringify(clubs) }),
        };
        if (!(await events.touch(id, input.version, changes))) throw new AppError(409, 'CONFLICT');
        for (const p of renamed) await events.renamePitch(id, p.id, p.name.trim());
        await events.insertPitches(
          added.map((p, i) => ({
            id: randomUUID(),
            eventId: id,
            position: pitches.length + i + 1,
            name: p.name.trim(),
          })),
        );
      });
      await changed(id);
      return read(id);
    },

    /** Sets a division's age class and the pitches it may use, overall and per day. */
    async putDivision(actor: Actor, id: string, tournamentId: string, input: PutDivision): Promise<CupEvent> {
      assertCan(actor, 'event.manage');
      await store.transaction(async ({ events, tournaments }) => {
        const current = await orNotFound(events.find(id), 'EVENT_NOT_FOUND');
        if (current.version !== input.version) throw new AppError(409, 'CONFLICT');
        const link = await events.divisionOf(tournamentId);
        if (link?.eventId !== id) throw new AppError(404, 'DIVISION_NOT_FOUND');
        const tournament = await orNotFound(tournaments.find(tournamentId), 'DIVISION_NOT_FOUND');
        const pitchIds = new Set((await events.pitches(id)).map((p) => p.id));
        checkRestriction(input, pitchIds, tournament);
        if (!(await events.touch(id, input.version))) throw new AppError(409, 'CONFLICT');
        await events.updateDivision(tournamentId, {
          ...(input.ageClass === undefined ? {} : { ageClass: input.ageClass }),
          ...(input.pitchIds === undefined
            ? {}
            : { pitchIds: input.pitchIds === null ? null : JSON.stringify([...new Set(input.pitchIds)]) }),
          ...(input.pitchIdsByDate === undefined ? {} : { pitchIdsByDate: JSON.stringify(input.pitchIdsByDate) }),
        });
      });
      await changed(id);
      return read(id);
    },
  };
}

export type EventsService = ReturnType<typeof eventsService>;

/**
 * For a game of a division (decision 450): the number of its event's pitches
 * (a division may use any of them), or null for a tournament of its own.
 */
export async function eventPitchCount(events: EventsRepository, tournamentId: string): Promise<number | null> {
  const link = await events.divisionOf(tournamentId);
  return link ? (await events.pitches(link.eventId)).length : null;
}
