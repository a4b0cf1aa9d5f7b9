import {
  addTeamSchema,
  createTournamentSchema,
  drawPreviewSchema,
  drawRequestSchema,
  followSchema,
  idParamsSchema,
  listTournamentsQuerySchema,
  putGroupsSchema,
  teamParamsSchema,
  tournamentListSchema,
  tournamentSchema,
  tournamentTeamSchema,
  updateTeamSchema,
  updateTournamentSchema,
} from '@touchline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../../auth/session.js';
import { tournamentRoute } from '../shared/tournament-route.js';
import type { TournamentsService } from './tournaments.service.js';

const params = idParamsSchema;
const empty = z.null();

const route = tournamentRoute;

export function tournamentsRoutes(service: TournamentsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/tournaments',
      route('tournament.list', {
        summary: 'Tournament hub: newest first (public; `followed` for a signed-in caller)',
        querystring: listTournamentsQuerySchema,
        response: { 200: tournamentListSchema },
      }),
      async (request) => service.list(await request.actor(), request.query),
    );
    app.post(
      '/api/tournaments',
      route('tournament.create', {
        summary: 'Create a tournament',
        body: createTournamentSchema,
        response: { 201: tournamentSchema },
      }),
      async (request, reply) => reply.status(201).send(await service.create(await requireActor(request), request.body)),
    );
    app.get(
      '/api/tournaments/:id',
      route('tournament.view', {
        summary: 'One tournament with its teams and groups',
        params,
        response: { 200: tournamentSchema },
      }),
      async (request) => service.get(await requireActor(request), request.params.id),
    );
    app.patch(
      '/api/tournaments/:id',
      route('tournament.setUp', {
        summary: 'Change a tournament (send the version you read; 409 when someone changed it first)',
        params,
        body: updateTournamentSchema,
        response: { 200: tournamentSchema },
      }),
      async (request) => service.update(await requireActor(request), request.params.id, request.body),
    );
    app.delete(
      '/api/tournaments/:id',
      route('tournament.delete', {
        summary: 'Delete a tournament with its teams, groups and games',
        params,
        response: { 204: empty },
      }),
      async (request, reply) => {
        await service.delete(await requireActor(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
    app.post(
      '/api/tournaments/:id/teams',
      route('tournament.setUp', {
        summary: "Enter a club's team (the name defaults to the club's)",
        params,
        body: addTeamSchema,
        response: { 201: tournamentTeamSchema },
      }),
      async (request, reply) =>
        reply.status(201).send(await service.addTeam(await requireActor(request), request.params.id, request.body)),
    );
    app.delete(
      '/api/tournaments/:id/teams/:teamId',
      route('tournament.setUp', {
        summary: 'Remove a team with its games (409 when any has a result)',
        params: teamParamsSchema,
        response: { 204: empty },
      }),
      async (request, reply) => {
        await service.removeTeam(await requireActor(request), request.params.id, request.params.teamId);
        return reply.status(204).send(null);
      },
    );
    app.patch(
      '/api/tournaments/:id/teams/:teamId',
      route('tournament.setUp', {
        summary: "Set a team's pot for the draw (send the version you read; 409 when someone changed it first)",
        params: teamParamsSchema,
        body: updateTeamSchema,
        response: { 200: tournamentSchema },
      }),
      async (request) =>
        service.updateTeam(await requireActor(request), request.params.id, request.params.teamId, request.body),
    );
    app.post(
      '/api/tournaments/:id/draw',
      route('tournament.setUp', {
        summary:
          'Draw the teams into groups from their pots, keeping clubs (and optionally countries) apart: a preview that stores nothing; PUT …/groups saves the groups kept',
        params,
        body: drawRequestSchema,
        response: { 200: drawPreviewSchema },
      }),
      async (request) => service.draw(await requireActor(request), request.params.id, request.body),
    );
    app.put(
      '/api/tournaments/:id/groups',
      route('tournament.setUp', {
        summary: 'Replace the groups (send the version you read)',
        params,
        body: putGroupsSchema,
        response: { 200: tournamentSchema },
      }),
      async (request) => service.putGroups(await requireActor(request), request.params.id, request.body),
    );
    app.put(
      '/api/tournaments/:id/follow',
      route('tournament.follow', { summary: 'Follow a tournament', params, response: { 200: followSchema } }),
      async (request) => service.setFollowing(await requireActor(request), request.params.id, true),
    );
    app.delete(
      '/api/tournaments/:id/follow',
      route('tournament.follow', { summary: 'Stop following a tournament', params, response: { 200: followSchema } }),
      async (request) => service.setFollowing(await requireActor(request), request.params.id, false),
    );
  };
}
