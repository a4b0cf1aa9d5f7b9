import {
  errorBodySchema,
  gameListSchema,
  gameSchema,
  idParamsSchema,
  moveConfirmationSchema,
  moveGameSchema,
  movedGameSchema,
  regenerateConfirmationSchema,
  scheduleRequestSchema,
  scheduleResultSchema,
} from '@touchline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../../auth/session.js';
import { tournamentRoute } from '../shared/tournament-route.js';
import { errorBody } from '../../../http/errors.js';
import type { GamesService } from './games.service.js';

const params = idParamsSchema;

const route = tournamentRoute;

export function gamesRoutes(service: GamesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/tournaments/:id/schedule',
      route('tournament.setUp', {
        summary:
          'Generate the games and place them (replaces every game; 409 REGENERATE_NEEDS_CONFIRMATION with the impact when results would be lost and confirm is not true)',
        params,
        body: scheduleRequestSchema,
        response: { 200: scheduleResultSchema, 409: z.union([regenerateConfirmationSchema, errorBodySchema]) },
      }),
      async (request, reply) => {
        const outcome = await service.schedule(await requireActor(request), request.params.id, request.body ?? {});
        if (outcome.done) return outcome.result;
        return reply.status(409).send({ ...errorBody('REGENERATE_NEEDS_CONFIRMATION'), impact: outcome.impact });
      },
    );
    app.get(
      '/api/tournaments/:id/games',
      route('tournament.view', {
        summary: "A tournament's games in fixture order",
        params,
        response: { 200: gameListSchema },
      }),
      async (request) => service.list(await requireActor(request), request.params.id),
    );
    app.get(
      '/api/games/:id',
      route('tournament.view', { summary: 'One game', params, response: { 200: gameSchema } }),
      async (request) => service.get(await requireActor(request), request.params.id),
    );
    app.patch(
      '/api/games/:id',
      route('tournament.setUp', {
        summary:
          'Move a game by hand (409 GAME_MOVE_NEEDS_CONFIRMATION with the warnings unless confirm is true; saved moves return their warnings)',
        params,
        body: moveGameSchema,
        response: { 200: movedGameSchema, 409: z.union([moveConfirmationSchema, errorBodySchema]) },
      }),
      async (request, reply) => {
        const outcome = await service.move(await requireActor(request), request.params.id, request.body);
        if (outcome.done) return outcome.result;
        return reply.status(409).send({ ...errorBody('GAME_MOVE_NEEDS_CONFIRMATION'), warnings: outcome.warnings });
      },
    );
  };
}
