import {
  dismissDuplicateSchema,
  duplicateListSchema,
  mergePlayersSchema,
  playerSchema,
  resourceIdSchema,
} from '@touchline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../auth/session.js';
import { routeOptionsFor } from '../../http/route-options.js';
import type { DuplicatesService } from './duplicates.service.js';

const route = routeOptionsFor({ tags: ['duplicates'] });

export function duplicatesRoutes(service: DuplicatesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/duplicates',
      route('duplicates.manage', {
        summary: 'Likely duplicate players, best match first',
        querystring: z.object({
          threshold: z.coerce.number().min(0.5).max(1).default(0.7),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: duplicateListSchema },
      }),
      async (request) => service.candidates(await requireActor(request), request.query),
    );
    app.post(
      '/api/duplicates/dismissals',
      route('duplicates.manage', {
        summary: 'Remember that two players are not duplicates',
        body: dismissDuplicateSchema,
        response: { 204: z.null() },
      }),
      async (request, reply) => {
        await service.dismiss(await requireActor(request), request.body.playerIds);
        return reply.status(204).send(null);
      },
    );
    app.delete(
      '/api/duplicates/dismissals/:playerIdA/:playerIdB',
      route('duplicates.manage', {
        summary: 'Forget a "not a duplicate" (the undo of a dismissal): the pair is suggested again',
        params: z.object({ playerIdA: resourceIdSchema, playerIdB: resourceIdSchema }),
        response: { 204: z.null() },
      }),
      async (request, reply) => {
        const { playerIdA, playerIdB } = request.params;
        await service.undismiss(await requireActor(request), [playerIdA, playerIdB]);
        return reply.status(204).send(null);
      },
    );
    app.post(
      '/api/duplicates/merge',
      route('duplicates.manage', {
        summary: 'Merge two players: choose values per field; ratings move over; the old id resolves to the survivor',
        body: mergePlayersSchema,
        response: { 200: playerSchema },
      }),
      async (request) => service.merge(await requireActor(request), request.body),
    );
  };
}
