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
import { routeOptionsFor } from '../../http/route-options.js';
import type { ClubsService } from './clubs.service.js';

const params = idParamsSchema;

const route = routeOptionsFor({ tags: ['clubs'] });

export function clubsRoutes(service: ClubsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/clubs',
      route('club.list', {
        summary: 'Clubs: search by name, filter by country',
        querystring: listClubsQuerySchema,
        response: { 200: clubListSchema },
      }),
      async (request) => service.list(await requireActor(request), request.query),
    );
    app.post(
      '/api/clubs',
      route('club.create', { summary: 'Create a club', body: createClubSchema, response: { 201: clubSchema } }),
      async (request, reply) => reply.status(201).send(await service.create(await requireActor(request), request.body)),
    );
    app.get(
      '/api/clubs/:id',
      route('club.view', { summary: 'One club', params, response: { 200: clubSchema } }),
      async (request) => service.get(await requireActor(request), request.params.id),
    );
    app.patch(
      '/api/clubs/:id',
      route('club.edit', {
        summary: 'Change a club (send the version you read; 409 when someone changed it first)',
        params,
        body: updateClubSchema,
        response: { 200: clubSchema },
      }),
      async (request) => service.update(await requireActor(request), request.params.id, request.body),
    );
  };
}
