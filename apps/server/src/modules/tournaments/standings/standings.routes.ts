import {
  appliedGroupResultsSchema,
  applyBlockedSchema,
  applyGroupResultsSchema,
  bracketSchema,
  bracketSwappedSchema,
  bracketSwapSchema,
  errorBodySchema,
  idParamsSchema,
  putTieResolutionSchema,
  resourceIdSchema,
  standingsSchema,
  tieResolutionSavedSchema,
  versionQuerySchema,
} from '@touchline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../../auth/session.js';
import { tournamentRoute } from '../shared/tournament-route.js';
import { errorBody } from '../../../http/errors.js';
import { ApplyBlocked, type KnockoutService } from './knockout.service.js';
import type { StandingsService } from './standings.service.js';

const params = idParamsSchema;

const route = tournamentRoute;

/** Standings, tie resolutions, apply group results, the bracket and first-round swaps (decision 023). */
export function standingsRoutes(standings: StandingsService, knockout: KnockoutService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/tournaments/:id/standings',
      route('tournament.view', {
        summary: "The tournament's tables (one per group; one named '' otherwise), with what separated each row",
        params,
        response: { 200: standingsSchema },
      }),
      async (request) => standings.standings(await requireActor(request), request.params.id),
    );
    app.put(
      '/api/tournaments/:id/ties',
      route('tournament.setUp', {
        summary:
          'Resolve a tie (replaces an earlier resolution of the same teams; 400 SHOOTOUT_WINNER_REQUIRED for a shootout without a winner)',
        params,
        body: putTieResolutionSchema,
        response: { 200: tieResolutionSavedSchema },
      }),
      async (request) => standings.resolve(await requireActor(request), request.params.id, request.body),
    );
    app.delete(
      '/api/tournaments/:id/ties/:tieId',
      route('tournament.setUp', {
        summary: 'Clear a tie resolution (optional ?version= of the tournament you read)',
        params: z.object({ id: resourceIdSchema, tieId: resourceIdSchema }),
        querystring: versionQuerySchema,
        response: { 200: z.object({ version: z.number().int() }) },
      }),
      async (request) =>
        standings.clear(await requireActor(request), request.params.id, request.params.tieId, request.query.version),
    );
    app.post(
      '/api/tournaments/:id/apply-group-results',
      route('tournament.setUp', {
        summary:
          'Fill the knockout slots of finished groups (409 NOT_GROUP_STAGE, NO_KNOCKOUT_BRACKET, NO_GROUP_FINISHED, UNRESOLVED_TIES, WILDCARD_SELECTION_NEEDED, DEPENDENT_GAME_STARTED)',
        params,
        body: applyGroupResultsSchema.optional(),
        response: { 200: appliedGroupResultsSchema, 409: z.union([applyBlockedSchema, errorBodySchema]) },
      }),
      async (request, reply) => {
        try {
          return await knockout.apply(await requireActor(request), request.params.id, request.body ?? {});
        } catch (error) {
          if (!(error instanceof ApplyBlocked)) throw error;
          return reply.status(409).send({ ...errorBody(error.code), ...error.extras });
        }
      },
    );
    app.get(
      '/api/tournaments/:id/bracket',
      route('tournament.view', {
        summary: 'The knockout bracket with teams, scores, shootouts and winners (size 0 without one)',
        params,
        response: { 200: bracketSchema },
      }),
      async (request) => knockout.bracket(await requireActor(request), request.params.id),
    );
    app.post(
      '/api/tournaments/:id/bracket/swaps',
      route('tournament.setUp', {
        summary: 'Swap two first-round entrants (saved with SAME_GROUP_REMATCH warnings; 409 GAME_ALREADY_STARTED)',
        params,
        body: bracketSwapSchema,
        response: { 200: bracketSwappedSchema },
      }),
      async (request) => knockout.swap(await requireActor(request), request.params.id, request.body),
    );
    app.delete(
      '/api/tournaments/:id/bracket/swaps',
      route('tournament.setUp', {
        summary: 'Undo every first-round swap (optional ?version=)',
        params,
        querystring: versionQuerySchema,
        response: { 200: bracketSwappedSchema },
      }),
      async (request) => knockout.clearSwaps(await requireActor(request), request.params.id, request.query.version),
    );
  };
}
