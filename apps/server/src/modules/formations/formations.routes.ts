import {
  createFormationSchema,
  formationListSchema,
  formationParamsSchema,
  formationSchema,
  gameLineupsSchema,
  idParamsSchema,
  lineupParamsSchema,
  setLineupSchema,
  updateFormationSchema,
} from '@touchline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../auth/session.js';
import { routeOptionsFor } from '../../http/route-options.js';
import type { FormationsService } from './formations.service.js';
import type { LineupsService } from './lineups.service.js';

/** 11 slots or 23 line-up entries are a few KB; 32 KB leaves room without inviting megabytes (decision 040). */
const BODY_LIMIT_BYTES = 32 * 1024;

const route = routeOptionsFor({ tags: ['formations'], bodyLimit: BODY_LIMIT_BYTES });

export function formationsRoutes(formations: FormationsService, lineups: LineupsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/clubs/:id/formations',
      route('formation.view', {
        summary: "A club's formations with their players (number, name, position)",
        params: idParamsSchema,
        response: { 200: formationListSchema },
      }),
      async (request) => formations.listOfClub(await requireActor(request), request.params.id),
    );
    app.post(
      '/api/clubs/:id/formations',
      route('formation.edit', {
        summary: 'Save a new formation (only eligible players of the club, each once)',
        params: idParamsSchema,
        body: createFormationSchema,
        response: { 201: formationSchema },
      }),
      async (request, reply) =>
        reply.status(201).send(await formations.create(await requireActor(request), request.params.id, request.body)),
    );
    app.get(
      '/api/formations/:id',
      route('formation.view', {
        summary: 'One formation',
        params: formationParamsSchema,
        response: { 200: formationSchema },
      }),
      async (request) => formations.get(await requireActor(request), request.params.id),
    );
    app.put(
      '/api/formations/:id',
      route('formation.edit', {
        summary: 'Replace a formation (send the version you read; 409 when someone changed it first)',
        params: formationParamsSchema,
        body: updateFormationSchema,
        response: { 200: formationSchema },
      }),
      async (request) => formations.update(await requireActor(request), request.params.id, request.body),
    );
    app.delete(
      '/api/formations/:id',
      route('formation.edit', {
        summary: 'Delete a formation',
        params: formationParamsSchema,
        response: { 204: z.null() },
      }),
      async (request, reply) => {
        await formations.delete(await requireActor(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
    app.get(
      '/api/games/:id/lineups',
      route('tournament.view', {
        summary: "A game's teams and line-ups (back number, name and position of each player)",
        params: idParamsSchema,
        response: { 200: gameLineupsSchema },
      }),
      async (request) => lineups.ofGame(await requireActor(request), request.params.id),
    );
    app.put(
      '/api/games/:id/lineups/:teamId',
      route('lineup.set', {
        summary: "Set a team's line-up for a game (omit version for the first; 409 when stale)",
        params: lineupParamsSchema,
        body: setLineupSchema,
        response: { 200: gameLineupsSchema },
      }),
      async (request) =>
        lineups.set(await requireActor(request), request.params.id, request.params.teamId, request.body),
    );
  };
}
