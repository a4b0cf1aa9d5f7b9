import { idParamsSchema } from '@touchline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../auth/session.js';
import { withAccess } from '../../http/access.js';
import { pdfQuerySchema, requestedLanguage, sendPdf } from '../../http/pdf-download.js';
import type { TournamentSheetService } from './tournament-sheet.service.js';

export function tournamentSheetRoutes(service: TournamentSheetService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/tournaments/:id/sheet.pdf',
      withAccess('tournament.view', {
        schema: {
          tags: ['tournaments'],
          summary:
            'The match sheet as an A4 PDF (one page per day and pitch, empty score boxes), named after the tournament',
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
