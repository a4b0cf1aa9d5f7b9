import {
  assignPlayersSchema,
  createPlayerSchema,
  listPlayersQuerySchema,
  playerListSchema,
  PLAYERS_PAGE_MAX,
  playerSchema,
  updatePlayerSchema,
  idParamsSchema,
} from '@touchline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../auth/session.js';
import { routeOptionsFor } from '../../http/route-options.js';
import type { PlayersService } from './players.service.js';

const params = idParamsSchema;

const route = routeOptionsFor({ tags: ['players'] });

/**
 * Players. Every response is shaped per caller: personal details (see
 * docs/product/personal-details.md) appear only for callers who may see them for that player.
 */
export function playersRoutes(service: PlayersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/players',
      route('player.viewPersonalDetails', {
        summary: 'Players: filter, sort and page on the server',
        querystring: listPlayersQuerySchema,
        response: { 200: playerListSchema },
      }),
      async (request) => service.list(await requireActor(request), request.query),
    );
    app.post(
      '/api/players',
      route('player.create', { summary: 'Create a player', body: createPlayerSchema, response: { 201: playerSchema } }),
      async (request, reply) => reply.status(201).send(await service.create(await requireActor(request), request.body)),
    );
    app.get(
      '/api/players/:id',
      route('player.viewPersonalDetails', { summary: 'One player', params, response: { 200: playerSchema } }),
      async (request) => service.get(await requireActor(request), request.params.id),
    );
    app.patch(
      '/api/players/:id',
      route('player.editDetails', {
        summary: 'Change a player (send the version you read; 409 when someone changed it first)',
        params,
        body: updatePlayerSchema,
        response: { 200: playerSchema },
      }),
      async (request) => service.update(await requireActor(request), request.params.id, request.body),
    );
    app.get(
      '/api/clubs/:id/players',
      route('club.view', {
        summary: "A club's players (guests see back number, name and position only)",
        params,
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(PLAYERS_PAGE_MAX).default(100),
          offset: z.coerce.number().int().min(0).default(0),
        }),
        response: { 200: playerListSchema },
      }),
      async (request) =>
        service.roster(await requireActor(request), request.params.id, request.query.limit, request.query.offset),
    );
    app.post(
      '/api/clubs/:id/players',
      route('freePlayers.assign', {
        summary: 'Assign free players to this club (all or nothing)',
        params,
        body: assignPlayersSchema,
        response: { 200: playerListSchema },
      }),
      async (request) => service.assignFree(await requireActor(request), request.params.id, request.body.playerIds),
    );
    app.delete(
      '/api/players/:id',
      route('player.delete', { summary: 'Delete a player', params, response: { 204: z.null() } }),
      async (request, reply) => {
        await service.delete(await requireActor(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
