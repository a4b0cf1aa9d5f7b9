import {
  acceptInvitationSchema,
  acceptedInvitationSchema,
  createInvitationSchema,
  errorBodySchema,
  eventOfficialListSchema,
  eventParamsSchema,
  gameOfficialResultSchema,
  gameRosterSchema,
  idParamsSchema,
  invitationParamsSchema,
  invitationSchema,
  officialConfirmationSchema,
  officialGameListSchema,
  officialParamsSchema,
  putGameOfficialSchema,
  putPitchDayOfficialSchema,
} from '@touchline/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../auth/session.js';
import { errorBody } from '../../http/errors.js';
import { routeOptionsFor } from '../../http/route-options.js';
import type { AssignOutcome, GameOfficialsService } from './game-officials.service.js';
import type { OfficialsService } from './officials.service.js';

const route = routeOptionsFor({ tags: ['officials'], bodyLimit: 4 * 1024 });
const confirmation = { 409: z.union([officialConfirmationSchema, errorBodySchema]) };

function answer(reply: FastifyReply, outcome: AssignOutcome) {
  if (outcome.done) return reply.send(outcome.result);
  return reply.status(409).send({ ...errorBody('OFFICIAL_NEEDS_CONFIRMATION'), warnings: outcome.warnings });
}

/** An event's officials (decisions 454–456): invitations, the officials, their games. */
export function officialsRoutes(officials: OfficialsService, games: GameOfficialsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/events/:id/invitations',
      route('official.manage', {
        summary: "A single-use link to become one of the event's officials (valid 14 days; only its SHA-256 is kept)",
        params: eventParamsSchema,
        body: createInvitationSchema,
        response: { 201: invitationSchema },
      }),
      async (request, reply) =>
        reply.status(201).send(await officials.invite(await requireActor(request), request.params.id)),
    );
    app.post(
      '/api/invitations/:token/accept',
      route('signedIn', {
        summary:
          "Become an official of the invitation's event (404 INVITATION_NOT_FOUND, 409 INVITATION_USED, 410 INVITATION_EXPIRED)",
        params: invitationParamsSchema,
        body: acceptInvitationSchema,
        response: { 200: acceptedInvitationSchema, 404: errorBodySchema, 409: errorBodySchema, 410: errorBodySchema },
      }),
      async (request) => officials.accept((await requireActor(request)).id, request.params.token),
    );
    app.get(
      '/api/events/:id/officials',
      route('official.manage', {
        summary: "The event's officials by name, each with the games assigned to them",
        params: eventParamsSchema,
        response: { 200: eventOfficialListSchema },
      }),
      async (request) => officials.list(await requireActor(request), request.params.id),
    );
    app.delete(
      '/api/events/:id/officials/:userId',
      route('official.manage', {
        summary: 'Remove an official from the event and from all its games, at once (404 NOT_AN_OFFICIAL)',
        params: officialParamsSchema,
        response: { 204: z.null(), 404: errorBodySchema },
      }),
      async (request, reply) => {
        await officials.remove(await requireActor(request), request.params.id, request.params.userId);
        return reply.status(204).send(null);
      },
    );
    app.put(
      '/api/games/:id/official',
      route('official.manage', {
        summary:
          "Assign the game's official, or nobody (400 NOT_AN_OFFICIAL, GAME_NOT_IN_EVENT; 409 OFFICIAL_NEEDS_CONFIRMATION with the overlapping games unless confirm is true)",
        params: idParamsSchema,
        body: putGameOfficialSchema,
        response: { 200: gameOfficialResultSchema, 400: errorBodySchema, ...confirmation },
      }),
      async (request, reply) =>
        answer(reply, await games.assignGame(await requireActor(request), request.params.id, request.body)),
    );
    app.put(
      '/api/events/:id/pitch-officials',
      route('official.manage', {
        summary:
          'Assign one official (or nobody) to every game on one pitch on one day (409 OFFICIAL_NEEDS_CONFIRMATION as for one game)',
        params: eventParamsSchema,
        body: putPitchDayOfficialSchema,
        response: { 200: gameOfficialResultSchema, 400: errorBodySchema, ...confirmation },
      }),
      async (request, reply) =>
        answer(reply, await games.assignPitchDay(await requireActor(request), request.params.id, request.body)),
    );
    app.get(
      '/api/officials/my-games',
      route('signedIn', {
        summary: 'The games the signed-in user is the official of, by day and kick-off',
        response: { 200: officialGameListSchema },
      }),
      async (request) => games.myGames((await requireActor(request)).id),
    );
    app.get(
      '/api/games/:id/roster',
      route('game.record', {
        summary:
          "The two teams' players as the recorder needs them: back number and name only (levels 0–2, and the game's official)",
        params: idParamsSchema,
        response: { 200: gameRosterSchema },
      }),
      async (request) => games.roster(await requireActor(request), request.params.id),
    );
  };
}
