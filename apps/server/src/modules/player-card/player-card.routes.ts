import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pdfDownloadRoute } from '../../http/pdf-download.js';
import type { PlayerCardService } from './player-card.service.js';

export function playerCardRoutes(service: PlayerCardService): FastifyPluginAsyncZod {
  return async (app) => {
    pdfDownloadRoute(app, {
      url: '/api/players/:id/card.pdf',
      access: 'player.viewPersonalDetails',
      tags: ['players'],
      summary: 'The player card as PDF (photo, details, skill radar, QR code), named <firstName>-<lastName>.pdf',
      render: service.render,
    });
  };
}
