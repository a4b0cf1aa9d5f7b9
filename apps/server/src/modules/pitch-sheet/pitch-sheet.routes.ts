import { resourceIdSchema } from '@touchline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../auth/session.js';
import { withAccess } from '../../http/access.js';
import { pdfQuerySchema, requestedLanguage, sendPdf } from '../../http/pdf-download.js';
import type { PitchSheetService } from './pitch-sheet.service.js';

export function pitchSheetRoutes(service: PitchSheetService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/events/:id/pitches/:pitchId/sheet.pdf',
      withAccess('tournament.view', {
        schema: {
          tags: ['events'],
          summary:
            "The sheet for one pitch's table as an A4 PDF: that pitch's games of one day across every division, with empty score boxes and signature lines",
          params: z.object({ id: resourceIdSchema, pitchId: resourceIdSchema }),
          querystring: pdfQuerySchema.extend({ date: z.iso.date() }),
        },
      }),
      async (request, reply) =>
        sendPdf(
          reply,
          await service.render(
            await requireActor(request),
            request.params.id,
            request.params.pitchId,
            request.query.date,
            requestedLanguage(request),
          ),
        ),
    );
  };
}
