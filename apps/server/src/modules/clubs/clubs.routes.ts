import {
  clubListSchema,
  clubSchema,
  createClubSchema,
  listClubsQuerySchema,
  updateClubSchema,
  idParamsSchema,
} from '@touchline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../auth/session.js';
import { withAccess } from '../../http/access.js';
import type { ClubsService } from './clubs.service.js';

const params = idParamsSchema;

export function clubsRoutes(service: ClubsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/clubs',
      withAccess('club.list', {
        schema: {
          tags: ['clubs'],
          summary: 'Clubs: search by name, filter by country',
          querystring: listClubsQuerySchema,
          response: { 200: clubListSchema },
        },
      }),
      async (request) => service.list(await requireActor(request), request.query),
    );
    app.post(
      '/api/clubs',
      withAccess('club.create', {
        schema: { tags: ['clubs'], summary: 'Create a club', body: createClubSchema, response: { 201: clubSchema } },
      }),
      async (request, reply) => reply.status(201).send(await service.create(await requireActor(request), request.body)),
    );
    app.get(
      '/api/clubs/:id',
      withAccess('club.view', {
        schema: { tags: ['clubs'], summary: 'One club', params, response: { 200: clubSchema } },
      }),
      async (request) => service.get(await requireActor(request), request.params.id),
    );
    app.patch(
      '/api/clubs/:id',
      withAccess('club.edit', {
        schema: {
          tags: ['clubs'],
          summary: 'Change a club (send the version you read; 409 when someone changed it first)',
          params,
          body: updateClubSchema,
          response: { 200: clubSchema },
        },
      }),
      async (request) => service.update(await requireActor(request), request.params.id, request.body),
    );
  };
}
