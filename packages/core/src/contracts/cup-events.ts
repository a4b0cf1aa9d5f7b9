import { z } from 'zod';
import { resourceIdSchema } from './params.js';
import { safeText } from './text.js';
import { gameSchema, regenerateImpactSchema } from './tournaments.js';

/**
 * Events API (docs/product/events-and-officials.md, decision 450): an event
 * (a cup) with its dates, its venue's named pitches and its divisions. Each
 * division is a tournament (POST /api/tournaments with `eventId`); one
 * schedule places every division's games on the event's pitches.
 */

/** Pitches one event may have. */
export const MAX_EVENT_PITCHES = 64;
/** Divisions one event may have. */
export const MAX_EVENT_DIVISIONS = 32;

const isoDate = z.iso.date();
const eventName = /* @__PURE__ */ safeText({ min: 1, max: 120 });
const pitchName = /* @__PURE__ */ safeText({ min: 1, max: 60 });
const ageClass = /* @__PURE__ */ safeText({ min: 1, max: 30 });
const pitchIds = z.array(resourceIdSchema).min(1).max(MAX_EVENT_PITCHES);

export const createEventSchema = z
  .object({
    name: eventName,
    dateFrom: isoDate,
    dateTo: isoDate,
    pitches: z
      .array(z.object({ name: pitchName }).strict())
      .min(1)
      .max(MAX_EVENT_PITCHES),
  })
  .strict()
  .meta({ id: 'CreateEvent' });

export type CreateEvent = z.infer<typeof createEventSchema>;

export const updateEventSchema = z
  .object({
    /** The version you read; 409 `CONFLICT` when someone changed the event since. */
    version: z.number().int().min(1),
    name: eventName.optional(),
    dateFrom: isoDate.optional(),
    dateTo: isoDate.optional(),
    /** New pitches, added after the existing ones (pitches are never renumbered). */
    addPitches: z
      .array(z.object({ name: pitchName }).strict())
      .max(MAX_EVENT_PITCHES)
      .optional(),
    /** New names for existing pitches, by id (decision 468); a pitch keeps its number. */
    renamePitches: z
      .array(z.object({ id: resourceIdSchema, name: pitchName }).strict())
      .max(MAX_EVENT_PITCHES)
      .optional(),
    /** Clubs whose teams in different divisions never play at the same time (one coach, several teams). Replaces the list. */
    apartClubIds: z.array(resourceIdSchema).max(500).optional(),
  })
  .strict()
  .meta({ id: 'UpdateEvent' });

export type UpdateEvent = z.infer<typeof updateEventSchema>;

export const putDivisionSchema = z
  .object({
    /** The event's version you read. */
    version: z.number().int().min(1),
    ageClass: ageClass.nullable().optional(),
    /** Pitch ids of this event the division may use; null: every pitch. */
    pitchIds: pitchIds.nullable().optional(),
    /** Per date of the event: the pitches the division may use that day (replaces `pitchIds` on that day). */
    pitchIdsByDate: z.record(isoDate, pitchIds).optional(),
  })
  .strict()
  .meta({ id: 'PutDivision' });

export type PutDivision = z.infer<typeof putDivisionSchema>;

export const eventPitchSchema = z.object({ id: z.string(), name: z.string() }).meta({ id: 'EventPitch' });

export const eventDivisionSchema = z
  .object({
    tournamentId: z.string(),
    /** The tournament's name. */
    name: z.string(),
    ageClass: z.string().nullable(),
    /** The tournament's own days, inside the event's (decision 468: a day's pitches are set per one of them). */
    dateFrom: z.string(),
    dateTo: z.string(),
    pitchIds: z.array(z.string()).nullable(),
    pitchIdsByDate: z.record(z.string(), z.array(z.string())),
  })
  .meta({ id: 'EventDivision' });

export const eventSchema = z
  .object({
    id: z.string(),
    version: z.number().int(),
    name: z.string(),
    dateFrom: z.string(),
    dateTo: z.string(),
    pitches: z.array(eventPitchSchema),
    divisions: z.array(eventDivisionSchema),
    apartClubIds: z.array(z.string()),
  })
  .meta({ id: 'Event' });

export type CupEvent = z.infer<typeof eventSchema>;

export const eventParamsSchema = z.object({ id: resourceIdSchema });
export const divisionParamsSchema = z.object({ id: resourceIdSchema, tournamentId: resourceIdSchema });

export const eventScheduleRequestSchema = z
  .object({
    /** Required (true) when running or finished games of any division would be discarded. */
    confirm: z.boolean().optional(),
    /** Optional: the event version you read; 409 `CONFLICT` when stale. */
    version: z.number().int().min(1).optional(),
  })
  .strict()
  .meta({ id: 'EventScheduleRequest' });

export type EventScheduleRequest = z.infer<typeof eventScheduleRequestSchema>;

export const eventScheduleProblemSchema = z
  .discriminatedUnion('code', [
    z.object({
      code: z.literal('NOT_ENOUGH_TIME'),
      tournamentId: z.string(),
      leftOver: z.number().int(),
      gameIds: z.array(z.string()),
    }),
    z.object({ code: z.literal('SAME_CLUB_PAIRS'), tournamentId: z.string(), count: z.number().int() }),
    z.object({ code: z.literal('SAME_GROUP_PAIRS'), tournamentId: z.string(), count: z.number().int() }),
  ])
  .meta({ id: 'EventScheduleProblem' });

export type EventScheduleProblemBody = z.infer<typeof eventScheduleProblemSchema>;

export const eventScheduleResultSchema = z
  .object({
    games: z.number().int(),
    unscheduled: z.number().int(),
    problems: z.array(eventScheduleProblemSchema),
    /** The event's version after the schedule was written. */
    version: z.number().int(),
  })
  .meta({ id: 'EventScheduleResult' });

export type EventScheduleResponse = z.infer<typeof eventScheduleResultSchema>;

/** 409 `REGENERATE_NEEDS_CONFIRMATION` for an event: the impact summed over its divisions. */
export const eventRegenerateConfirmationSchema = z
  .object({ error: z.object({ code: z.string(), message: z.string() }), impact: regenerateImpactSchema })
  .meta({ id: 'EventRegenerateConfirmation' });

export const eventGameSchema = gameSchema
  .extend({ tournamentId: z.string(), pitchName: z.string().nullable() })
  .meta({ id: 'EventGame' });

export type EventGame = z.infer<typeof eventGameSchema>;

export const eventGameListSchema = z.object({ items: z.array(eventGameSchema) }).meta({ id: 'EventGameList' });

export type EventGameList = z.infer<typeof eventGameListSchema>;

export const eventSummarySchema = z
  .object({ id: z.string(), name: z.string(), dateFrom: z.string(), dateTo: z.string(), divisions: z.number().int() })
  .meta({ id: 'EventSummary' });

export const eventListSchema = z.object({ items: z.array(eventSummarySchema) }).meta({ id: 'EventList' });

export type EventList = z.infer<typeof eventListSchema>;
