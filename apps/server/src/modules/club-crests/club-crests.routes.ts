import { clubSchema, idParamsSchema, MAX_IMAGE_BYTES } from '@touchline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../auth/session.js';
import { routeOptionsFor } from '../../http/route-options.js';
import { fileBuffer } from '../../http/uploads.js';
import type { ClubCrestsService } from './club-crests.service.js';

const route = routeOptionsFor({ tags: ['clubs'] });

export function clubCrestsRoutes(service: ClubCrestsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/api/clubs/:id/crest',
      route('club.edit', {
        summary: "Upload the club's crest (JPEG, PNG or WebP ≤ 10 MB; re-encoded, metadata removed)",
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: clubSchema },
      }),
      async (request) => {
        const actor = await requireActor(request);
        return service.setCrest(actor, request.params.id, await fileBuffer(request, MAX_IMAGE_BYTES));
      },
    );
    app.delete(
      '/api/clubs/:id/crest',
      route('club.edit', {
        summary: "Remove the club's crest",
        params: idParamsSchema,
        response: { 200: clubSchema },
      }),
      async (request) => service.removeCrest(await requireActor(request), request.params.id),
    );
    app.get(
      '/api/media/crests/:file',
      route('signedIn', {
        summary: 'A club crest (any signed-in user: clubs are shown in tournaments to every level)',
        params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]+\.webp$/) }),
      }),
      async (request, reply) => {
        const object = await service.file(`crests/${request.params.file}`);
        return reply
          .type('image/webp')
          .header('content-length', object.size)
          .header('cache-control', 'private, max-age=31536000, immutable')
          .send(object.stream);
      },
    );
  };
}
