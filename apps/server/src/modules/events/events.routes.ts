import {
  createEventSchema,
  divisionParamsSchema,
  errorBodySchema,
  eventGameListSchema,
  eventListSchema,
  eventParamsSchema,
  eventRegenerateConfirmationSchema,
  eventScheduleRequestSchema,
  eventScheduleResultSchema,
  eventSchema,
  putDivisionSchema,
  updateEventSchema,
} from '@touchline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../auth/session.js';
import { errorBody } from '../../http/errors.js';
import { routeOptionsFor } from '../../http/route-options.js';
import type { EventScheduleService } from './event-schedule.service.js';
import type { EventsService } from './events.service.js';

const params = eventParamsSchema;

const route = routeOptionsFor({ tags: ['events'], bodyLimit: 64 * 1024 });

/** Events (decision 450): the event, its pitches and divisions, and one schedule for all of them. */
export function cupEventsRoutes(events: EventsService, schedule: EventScheduleService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/events',
      route('event.manage', {
        summary: 'Create an event (a cup) with its dates and named pitches',
        body: createEventSchema,
        response: { 201: eventSchema },
      }),
      async (request, reply) => reply.status(201).send(await events.create(await requireActor(request), request.body)),
    );
    app.get(
      '/api/events/list',
      route('tournament.view', {
        summary: 'The events, newest first (at most 200), with their number of divisions',
        response: { 200: eventListSchema },
      }),
      async (request) => events.list(await requireActor(request)),
    );
    app.get(
      '/api/events/:id',
      route('tournament.view', {
        summary: 'One event with its pitches and divisions',
        params,
        response: { 200: eventSchema },
      }),
      async (request) => events.get(await requireActor(request), request.params.id),
    );
    app.patch(
      '/api/events/:id',
      route('event.manage', {
        summary:
          "Change an event's name or dates, add pitches, set the clubs whose teams never play at once (versioned)",
        params,
        body: updateEventSchema,
        response: { 200: eventSchema },
      }),
      async (request) => events.update(await requireActor(request), request.params.id, request.body),
    );
    app.put(
      '/api/events/:id/divisions/:tournamentId',
      route('event.manage', {
        summary: "Set a division's age class and the pitches it may use, overall and per day (the event's version)",
        params: divisionParamsSchema,
        body: putDivisionSchema,
        response: { 200: eventSchema },
      }),
      async (request) =>
        events.putDivision(await requireActor(request), request.params.id, request.params.tournamentId, request.body),
    );
    app.post(
      '/api/events/:id/schedule',
      route('event.manage', {
        summary:
          "Generate every division's games and place them together on the event's pitches (409 REGENERATE_NEEDS_CONFIRMATION with the impact when results would be lost and confirm is not true)",
        params,
        body: eventScheduleRequestSchema,
        response: {
          200: eventScheduleResultSchema,
          409: z.union([eventRegenerateConfirmationSchema, errorBodySchema]),
        },
      }),
      async (request, reply) => {
        const outcome = await schedule.schedule(await requireActor(request), request.params.id, request.body ?? {});
        if (outcome.done) return outcome.result;
        return reply.status(409).send({ ...errorBody('REGENERATE_NEEDS_CONFIRMATION'), impact: outcome.impact });
      },
    );
    app.get(
      '/api/events/:id/games',
      route('tournament.view', {
        summary: "Every division's games with their division and pitch name, by day, kick-off and pitch",
        params,
        response: { 200: eventGameListSchema },
      }),
      async (request) => schedule.games(await requireActor(request), request.params.id),
    );
  };
}
