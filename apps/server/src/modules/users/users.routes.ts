import {
  listUsersQuerySchema,
  updateUserSchema,
  userListSchema,
  userSummarySchema,
  idParamsSchema,
} from '@touchline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../auth/session.js';
import { routeOptionsFor } from '../../http/route-options.js';
import type { usersService } from './users.service.js';

const route = routeOptionsFor({ tags: ['users'] });

export function usersRoutes(service: ReturnType<typeof usersService>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/users',
      route('users.view', {
        summary: 'User overview: search by name or email, filter by level',
        querystring: listUsersQuerySchema,
        response: { 200: userListSchema },
      }),
      async (request) => service.list(await requireActor(request), request.query),
    );

    app.patch(
      '/api/users/:id',
      route('users.changeLevel', {
        summary:
          "Change a user's level and/or assigned clubs (administrators; never one's own level; never the last administrator)",
        params: idParamsSchema,
        body: updateUserSchema,
        response: { 200: userSummarySchema },
      }),
      async (request) => service.update(await requireActor(request), request.params.id, request.body),
    );
  };
}
