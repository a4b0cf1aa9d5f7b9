import { idParamsSchema } from '@touchline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../auth/session.js';
import { withAccess } from '../../http/access.js';
import { pdfQuerySchema, requestedLanguage, sendPdf } from '../../http/pdf-download.js';
import type { PlayerCardService } from './player-card.service.js';

export function playerCardRoutes(service: PlayerCardService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/players/:id/card.pdf',
      withAccess('player.viewPersonalDetails', {
        schema: {
          tags: ['players'],
          summary: 'The player card as PDF (photo, details, skill radar, QR code), named <firstName>-<lastName>.pdf',
          params: idParamsSchema,
          querystring: pdfQuerySchema,
        },
      }),
      async (request, reply) =>
        sendPdf(
          reply,
          await service.render(await requireActor(request), request.params.id, requestedLanguage(request)),
        ),
    );
  };
}
