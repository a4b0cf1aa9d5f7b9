import {
  type PublicEvent,
  calendarFeedSchema,
  createdCalendarFeedSchema,
  eventParamsSchema,
  eventPublicationSchema,
  publicEventSchema,
  publicTokenParamsSchema,
  putEventPublicationSchema,
  teamParamsSchema,
} from '@touchline/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../auth/session.js';
import { routeOptionsFor } from '../../http/route-options.js';
import type { CalendarFeedsService } from './calendar-feeds.service.js';
import type { PublicResultsService } from './public-results.service.js';

const route = routeOptionsFor({ tags: ['public results'], bodyLimit: 1024 });

/**
 * How long a reader (or a cache in front) may keep the public page without
 * asking again: an unpublished page is gone, and a new score shown, within
 * this many seconds more (decision 460).
 */
const PAGE_MAX_AGE_S = 5;

/** A feed's iCalendar text; a calendar app may keep it five minutes (decision 461). */
const sendCalendar = (reply: FastifyReply, text: string) =>
  reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, max-age=300').send(text);

/** The public results page and calendar feeds (decisions 460, 461 and 463). */
export function publicResultsRoutes(results: PublicResultsService, feeds: CalendarFeedsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/events/:id/publication',
      route('tournament.view', {
        summary: "Whether the event's public results page is published, and its token",
        params: eventParamsSchema,
        response: { 200: eventPublicationSchema },
      }),
      async (request) => results.publication(await requireActor(request), request.params.id),
    );
    app.put(
      '/api/events/:id/publication',
      route('event.manage', {
        summary: "Publish or unpublish the event's public results page (the event's version; 409 CONFLICT when stale)",
        params: eventParamsSchema,
        body: putEventPublicationSchema,
        response: { 200: eventPublicationSchema },
      }),
      async (request) => results.publish(await requireActor(request), request.params.id, request.body),
    );
    app.get(
      '/api/public/events/:token',
      route('public', {
        summary:
          'A published event: schedule, scores, standings, brackets and champions with team and club names only (404 RESULTS_NOT_PUBLISHED otherwise; ETag)',
        params: publicTokenParamsSchema,
        response: { 200: publicEventSchema, 304: z.null() },
      }),
      async (request, reply) => {
        const page = await results.page(request.params.token);
        reply.header('cache-control', `public, max-age=${PAGE_MAX_AGE_S}`).header('etag', page.etag);
        if (request.headers['if-none-match'] === page.etag) return reply.status(304).send(null);
        // Already JSON text, built from the schema's type: Fastify sends a string as it is, never serialized again.
        return reply.type('application/json; charset=utf-8').send(page.body as unknown as PublicEvent);
      },
    );
    app.get(
      '/api/public/calendar/:token/games.ics',
      route('public', {
        summary: "A team's games as an iCalendar feed (404 CALENDAR_FEED_NOT_FOUND when unknown or revoked)",
        params: publicTokenParamsSchema,
      }),
      async (request, reply) => sendCalendar(reply, await feeds.calendar(request.params.token)),
    );
    app.get(
      '/api/public/calendar/:token/followed.ics',
      route('public', {
        summary:
          "A follower's feed: the games of every tournament its owner follows, as iCalendar (404 CALENDAR_FEED_NOT_FOUND when unknown or revoked)",
        params: publicTokenParamsSchema,
      }),
      async (request, reply) => sendCalendar(reply, await feeds.followCalendar(request.params.token)),
    );
    app.get(
      '/api/me/calendar-feed',
      route('tournament.follow', {
        summary: 'Whether you have a calendar feed of the tournaments you follow (its token is shown only when made)',
        response: { 200: calendarFeedSchema },
      }),
      async (request) => feeds.followFeed(await requireActor(request)),
    );
    app.post(
      '/api/me/calendar-feed',
      route('tournament.follow', {
        summary: 'Make your calendar feed of the tournaments you follow (replaces, and so revokes, your previous one)',
        response: { 201: createdCalendarFeedSchema },
      }),
      async (request, reply) => reply.status(201).send(await feeds.createFollowFeed(await requireActor(request))),
    );
    app.delete(
      '/api/me/calendar-feed',
      route('tournament.follow', {
        summary: 'Revoke your calendar feed of the tournaments you follow: its link answers 404 from now on',
        response: { 204: z.null() },
      }),
      async (request, reply) => {
        await feeds.revokeFollowFeed(await requireActor(request));
        return reply.status(204).send(null);
      },
    );
    app.get(
      '/api/tournaments/:id/teams/:teamId/calendar-feed',
      route('tournament.view', {
        summary: "Whether you have a calendar feed of this team's games (its token is shown only when made)",
        params: teamParamsSchema,
        response: { 200: calendarFeedSchema },
      }),
      async (request) => feeds.feed(await requireActor(request), request.params.id, request.params.teamId),
    );
    app.post(
      '/api/tournaments/:id/teams/:teamId/calendar-feed',
      route('tournament.view', {
        summary: "Make your calendar feed of this team's games (replaces, and so revokes, your previous one)",
        params: teamParamsSchema,
        response: { 201: createdCalendarFeedSchema },
      }),
      async (request, reply) =>
        reply
          .status(201)
          .send(await feeds.create(await requireActor(request), request.params.id, request.params.teamId)),
    );
    app.delete(
      '/api/tournaments/:id/teams/:teamId/calendar-feed',
      route('tournament.view', {
        summary: 'Revoke your calendar feed of this team: its link answers 404 from now on',
        params: teamParamsSchema,
        response: { 204: z.null() },
      }),
      async (request, reply) => {
        await feeds.revoke(await requireActor(request), request.params.id, request.params.teamId);
        return reply.status(204).send(null);
      },
    );
  };
}
