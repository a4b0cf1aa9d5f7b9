import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pdfDownloadRoute } from '../../http/pdf-download.js';
import type { TournamentSheetService } from './tournament-sheet.service.js';

export function tournamentSheetRoutes(service: TournamentSheetService): FastifyPluginAsyncZod {
  return async (app) => {
    pdfDownloadRoute(app, {
      url: '/api/tournaments/:id/sheet.pdf',
      access: 'tournament.view',
      tags: ['tournaments'],
      summary:
        'The match sheet as an A4 PDF (one page per day and pitch, empty score boxes), named after the tournament',
      render: service.render,
    });
  };
}
