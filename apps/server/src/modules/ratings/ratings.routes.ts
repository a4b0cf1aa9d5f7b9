import {
  createRatingSchema,
  myRatingsSchema,
  playerRatingsSchema,
  ratingSchema,
  ratingsOverviewSchema,
  idParamsSchema,
} from '@touchline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../auth/session.js';
import { routeOptionsFor } from '../../http/route-options.js';
import type { RatingsService } from './ratings.service.js';

const params = idParamsSchema;

const route = routeOptionsFor({ tags: ['ratings'] });

export function ratingsRoutes(service: RatingsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/players/:id/ratings',
      route('rating.create', {
        summary:
          'Rate a player: any of the 21 skills and a required global rating, 1–10 (201); the same client-chosen id again answers 200 with the stored rating',
        params,
        body: createRatingSchema,
        response: { 200: ratingSchema, 201: ratingSchema },
      }),
      async (request, reply) => {
        const outcome = await service.create(await requireActor(request), request.params.id, request.body);
        return reply.status(outcome.created ? 201 : 200).send(outcome.rating);
      },
    );
    app.get(
      '/api/players/:id/ratings',
      route('player.viewPersonalDetails', {
        summary: "A player's ratings with averages per skill and the trend",
        params,
        response: { 200: playerRatingsSchema },
      }),
      async (request) => service.forPlayer(await requireActor(request), request.params.id),
    );
    app.get(
      '/api/ratings/overview',
      route('player.viewPersonalDetails', {
        summary:
          'Ratings list: rated players with skill averages and global rating (players whose details you may see)',
        querystring: z.object({
          q: z.string().trim().max(100).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
          offset: z.coerce.number().int().min(0).default(0),
        }),
        response: { 200: ratingsOverviewSchema },
      }),
      async (request) => service.overview(await requireActor(request), request.query),
    );
    app.get(
      '/api/ratings/mine',
      route('rating.viewOwn', { summary: 'My ratings', response: { 200: myRatingsSchema } }),
      async (request) => service.mine(await requireActor(request)),
    );
  };
}
