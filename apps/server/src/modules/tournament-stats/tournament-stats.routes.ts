import {
  idParamsSchema,
  leaderboardSchema,
  playerTournamentsSchema,
  tournamentMetricsSchema,
  tournamentStatsSchema,
} from '@touchline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../auth/session.js';
import { routeOptionsFor } from '../../http/route-options.js';
import type { TournamentStatsService } from './tournament-stats.service.js';

const params = idParamsSchema;

const route = routeOptionsFor({ tags: ['tournaments'] });

export function tournamentStatsRoutes(service: TournamentStatsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/tournaments/:id/leaderboard',
      route('tournament.view', {
        summary: 'Top scorers and cards: back number, name and club only',
        params,
        response: { 200: leaderboardSchema },
      }),
      async (request) => service.leaderboard(await requireActor(request), request.params.id),
    );
    app.get(
      '/api/tournaments/:id/stats',
      route('tournament.view', {
        summary: 'Game statistics: goals and cards per game, results per phase and overall',
        params,
        response: { 200: tournamentStatsSchema },
      }),
      async (request) => service.stats(await requireActor(request), request.params.id),
    );
    app.get(
      '/api/tournaments/:id/metrics',
      route('metrics.viewAggregated', {
        summary:
          "Anonymised metrics: average rating per skill per position over the ratings made at the tournament's games (groups of 5 or more), released once when the tournament is over; `pending` before",
        params,
        response: { 200: tournamentMetricsSchema },
      }),
      async (request) => service.metrics(await requireActor(request), request.params.id),
    );
    app.get(
      '/api/players/:id/tournaments',
      route('player.viewPersonalDetails', {
        tags: ['players'],
        summary: "A player's tournaments: games with their goals and cards (whoever may open the player's card)",
        params,
        response: { 200: playerTournamentsSchema },
      }),
      async (request) => service.forPlayer(await requireActor(request), request.params.id),
    );
  };
}
