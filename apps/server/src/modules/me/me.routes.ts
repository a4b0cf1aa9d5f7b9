import { meSchema, sessionSchema, updateMeSchema } from '@touchline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOptionsFor } from '../../http/route-options.js';
import type { FastifyRequest } from 'fastify';
import { requireActor } from '../../auth/session.js';
import type { meService } from './me.service.js';

const route = routeOptionsFor({ tags: ['account'] });

export function meRoutes(service: ReturnType<typeof meService>): FastifyPluginAsyncZod {
  return async (app) => {
    const userId = async (request: FastifyRequest) => (await requireActor(request)).id;

    app.get(
      '/api/me',
      route('signedIn', { summary: 'The signed-in user', response: { 200: meSchema } }),
      async (request) => service.get(await userId(request)),
    );

    app.get(
      '/api/session',
      route('public', {
        summary: 'The session check: the signed-in user, or null for a signed-out visitor (never 401)',
        response: { 200: sessionSchema },
      }),
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        const actor = await request.actor();
        return { user: actor ? await service.find(actor.id) : null };
      },
    );

    app.patch(
      '/api/me',
      route('signedIn', {
        summary: 'Change own display name, language or theme',
        body: updateMeSchema,
        response: { 200: meSchema },
      }),
      async (request) => service.update(await userId(request), request.body),
    );
  };
}
