import {
  importPlayersSchema,
  importPreviewSchema,
  importResultSchema,
  listPlayersQuerySchema,
  MAX_IMPORT_BYTES,
  type ImportPreview,
} from '@touchline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../auth/session.js';
import { attachment } from '../../http/attachment.js';
import { routeOptionsFor } from '../../http/route-options.js';
import { pickLocale } from '../../i18n/locale.js';
import { pdfQuerySchema, requestedLanguage } from '../../http/pdf-download.js';
import { fileBuffer } from '../../http/uploads.js';
import type { PlayerSheetsService } from './player-sheets.service.js';

// The import body can be large (5,000 rows); the other routes take no body.
const route = routeOptionsFor({ tags: ['players'], bodyLimit: 16 * 1024 * 1024 });

export function playerSheetsRoutes(service: PlayerSheetsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/players/export.csv',
      route('player.viewPersonalDetails', {
        summary: 'The filtered player list as CSV (personal columns only where you may see them)',
        querystring: listPlayersQuerySchema,
      }),
      async (request, reply) => {
        const csv = await service.exportCsv(await requireActor(request), request.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', attachment('players.csv'))
          .header('cache-control', 'private, no-store')
          .send(csv);
      },
    );

    app.post(
      '/api/players/import/preview',
      route('player.create', {
        summary: 'Check a CSV of players: per-row errors and duplicate warnings; writes nothing',
        description:
          'UTF-8 or Windows-1252 (as Excel saves it), comma or semicolon separated. ?lang= (else Accept-Language) ' +
          'names the language whose position labels the file uses where two languages differ.',
        querystring: pdfQuerySchema,
        consumes: ['multipart/form-data'],
        response: { 200: importPreviewSchema },
      }),
      async (request, reply) => {
        const actor = await requireActor(request);
        const locale = pickLocale(requestedLanguage(request));
        const body = await service.previewBody(actor, await fileBuffer(request, MAX_IMPORT_BYTES), locale);
        // Already checked against the response schema and serialised, in slices (see previewBody);
        // Fastify sends a string with a JSON content type as it is, without serialising it again.
        return reply.type('application/json; charset=utf-8').send(body as unknown as ImportPreview);
      },
    );

    app.post(
      '/api/players/import',
      route('player.create', {
        summary: 'Create the previewed players: all or nothing',
        body: importPlayersSchema,
        response: { 201: importResultSchema },
      }),
      async (request, reply) =>
        reply.status(201).send(await service.commit(await requireActor(request), request.body.rows)),
    );
  };
}
