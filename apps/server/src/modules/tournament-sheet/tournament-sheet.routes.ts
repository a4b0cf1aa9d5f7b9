import { idParamsSchema, localeSchema } from '@touchline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../auth/session.js';
import { withAccess } from '../../http/access.js';
import type { TournamentSheetService } from './tournament-sheet.service.js';

/** ASCII fallback plus RFC 5987 UTF-8 name, so "Süd-Cup.pdf" survives every browser (as the player card). */
function attachment(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

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
          // Only en, de, fr, es; without it: the user's saved language, then Accept-Language, then English.
          querystring: z.object({ lang: localeSchema.optional() }),
        },
      }),
      async (request, reply) => {
        const { fileName, pdf } = await service.render(await requireActor(request), request.params.id, {
          requested: request.query.lang,
          acceptLanguage: request.headers['accept-language'],
        });
        return reply
          .type('application/pdf')
          .header('content-disposition', attachment(fileName))
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(pdf));
      },
    );
  };
}
