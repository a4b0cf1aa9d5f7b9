import {
  correctGameEventSchema,
  correctShootoutSchema,
  deleteGameEventQuerySchema,
  errorBodySchema,
  finishGameSchema,
  gameEventParamsSchema,
  gameRecordQuerySchema,
  gameRecordSchema,
  gameSchema,
  idParamsSchema,
  recordGameEventSchema,
  recordedGameEventSchema,
  resetGameSchema,
  setGamePeriodSchema,
  startGameSchema,
} from '@touchline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../../auth/session.js';
import { routeOptionsFor } from '../../../http/route-options.js';
import type { GameRecordingService } from './game-recording.service.js';

const params = idParamsSchema;
/** Recording bodies are a few fields. */
const BODY_LIMIT_BYTES = 4 * 1024;
const refusals = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

const route = routeOptionsFor({ tags: ['tournaments'], bodyLimit: BODY_LIMIT_BYTES });

/** Recording a game (decision 022): start, periods, events, finish. */
export function gameRecordingRoutes(service: GameRecordingService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/games/:id/events',
      route('tournament.view', {
        summary:
          'A game and a page of its events, oldest first (scorers by back number and name only); the default page holds every event a game may record',
        params,
        querystring: gameRecordQuerySchema,
        response: { 200: gameRecordSchema },
      }),
      async (request) => service.record(await requireActor(request), request.params.id, request.query),
    );
    app.post(
      '/api/games/:id/start',
      route('game.record', {
        summary:
          'Start a game: first half, the clock runs from now (409 CONFLICT when stale, GAME_ALREADY_STARTED, GAME_TEAMS_UNKNOWN)',
        params,
        body: startGameSchema,
        response: { 200: gameSchema, ...refusals },
      }),
      async (request) => service.start(await requireActor(request), request.params.id, request.body),
    );
    app.post(
      '/api/games/:id/period',
      route('game.record', {
        summary: "Move a running game to another period; the period's clock runs from now",
        params,
        body: setGamePeriodSchema,
        response: { 200: gameSchema, ...refusals },
      }),
      async (request) => service.setPeriod(await requireActor(request), request.params.id, request.body),
    );
    app.post(
      '/api/games/:id/events',
      route('game.record', {
        summary:
          'Record a goal or card (201); the same id again answers 200 with the stored event, another body under that id 409 GAME_EVENT_ID_REUSED',
        params,
        body: recordGameEventSchema,
        response: { 200: recordedGameEventSchema, 201: recordedGameEventSchema, ...refusals },
      }),
      async (request, reply) => {
        const outcome = await service.addEvent(await requireActor(request), request.params.id, request.body);
        return reply.status(outcome.created ? 201 : 200).send(outcome.event);
      },
    );
    app.patch(
      '/api/games/:id/events/:eventId',
      route('game.record', {
        summary: 'Correct an event; on a finished game the result is corrected and the bracket re-flows',
        params: gameEventParamsSchema,
        body: correctGameEventSchema,
        response: { 200: recordedGameEventSchema, ...refusals },
      }),
      async (request) =>
        service.correctEvent(await requireActor(request), request.params.id, request.params.eventId, request.body),
    );
    app.delete(
      '/api/games/:id/events/:eventId',
      route('game.record', {
        summary:
          'Undo an event; answers the game after it (on a finished game a result correction; shootout1/shootout2 when it leaves a knockout game drawn)',
        params: gameEventParamsSchema,
        querystring: deleteGameEventQuerySchema,
        response: { 200: gameSchema, ...refusals },
      }),
      async (request) =>
        service.deleteEvent(
          await requireActor(request),
          request.params.id,
          request.params.eventId,
          request.query.shootout1 === undefined || request.query.shootout2 === undefined
            ? undefined
            : { goals1: request.query.shootout1, goals2: request.query.shootout2 },
        ),
    );
    app.post(
      '/api/games/:id/reset',
      route('game.record', {
        summary:
          'Put a started game back to scheduled, discarding its events; a knockout winner leaves later slots (409 DEPENDENT_GAME_STARTED while a later game has started)',
        params,
        body: resetGameSchema,
        response: { 200: gameSchema, ...refusals },
      }),
      async (request) => service.reset(await requireActor(request), request.params.id, request.body),
    );
    app.post(
      '/api/games/:id/shootout',
      route('game.record', {
        summary:
          'Correct the shootout of a finished, drawn knockout game; the bracket re-flows (409 DEPENDENT_GAME_STARTED once a later game has started)',
        params,
        body: correctShootoutSchema,
        response: { 200: gameSchema, ...refusals },
      }),
      async (request) => service.correctShootout(await requireActor(request), request.params.id, request.body),
    );
    app.post(
      '/api/games/:id/finish',
      route('game.record', {
        summary:
          'Finish a running game; a drawn knockout game needs a shootout with a winner (409 SHOOTOUT_REQUIRED, 400 SHOOTOUT_DRAWN); the winner moves on',
        params,
        body: finishGameSchema,
        response: { 200: gameSchema, ...refusals },
      }),
      async (request) => service.finish(await requireActor(request), request.params.id, request.body),
    );
  };
}
