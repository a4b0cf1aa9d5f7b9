import {
  deletePushSubscriptionSchema,
  errorBodySchema,
  pushPublicKeySchema,
  pushSubscriptionSchema,
} from '@touchline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../auth/session.js';
import { routeOptionsFor } from '../../http/route-options.js';
import type { PushService } from './push.service.js';

/** A subscription is an endpoint (≤ 1,000 characters) and two short keys. */
const BODY_LIMIT_BYTES = 4 * 1024;

/**
 * Web Push (decision 050): whoever may follow tournaments may have
 * their browsers told of goals and final scores of the ones they follow.
 */
const route = routeOptionsFor({ tags: ['push'], bodyLimit: BODY_LIMIT_BYTES });

export function pushRoutes(service: PushService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/push/public-key',
      route('tournament.follow', {
        summary: "The server's VAPID public key: the browser's applicationServerKey",
        response: { 200: pushPublicKeySchema },
      }),
      async (request) => service.publicKey(await requireActor(request)),
    );
    app.put(
      '/api/push/subscription',
      route('tournament.follow', {
        summary:
          "Store this browser's push subscription for the caller (the caller's own endpoint again replaces it; 400 PUSH_ENDPOINT_REFUSED for an address the server will not call; 409 PUSH_ENDPOINT_TAKEN for an endpoint another account registered)",
        body: pushSubscriptionSchema,
        response: { 204: z.null(), 400: errorBodySchema, 409: errorBodySchema },
      }),
      async (request, reply) => {
        await service.subscribe(await requireActor(request), request.body);
        return reply.status(204).send(null);
      },
    );
    app.delete(
      '/api/push/subscription',
      route('tournament.follow', {
        summary: "Delete the caller's subscription of this endpoint (404 when the caller has none there)",
        body: deletePushSubscriptionSchema,
        response: { 204: z.null(), 404: errorBodySchema },
      }),
      async (request, reply) => {
        await service.unsubscribe(await requireActor(request), request.body);
        return reply.status(204).send(null);
      },
    );
  };
}
