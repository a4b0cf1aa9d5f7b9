import {
  idParamsSchema,
  scoutingDaySchema,
  scoutingPlanSchema,
  scoutingReportSchema,
  scoutingSuggestionSchema,
  updateScoutingPlanSchema,
} from '@touchline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../auth/session.js';
import { withAccess } from '../../http/access.js';
import { attachment } from '../../http/attachment.js';
import { pdfDownloadRoute, pdfQuerySchema, requestedLanguage } from '../../http/pdf-download.js';
import { routeOptionsFor } from '../../http/route-options.js';
import type { ScoutingService } from './scouting.service.js';

const params = idParamsSchema;

const route = routeOptionsFor({ tags: ['scouting'] });

/** The scout at the tournament (decisions 430–434): report, my tournament day, plan and its suggestion. */
export function scoutingRoutes(service: ScoutingService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/tournaments/:id/scouting',
      route('scouting.view', {
        summary:
          "The tournament's scouting report: every player rated at its games with count and averages (level 3: its own clubs' players)",
        params,
        response: { 200: scoutingReportSchema },
      }),
      async (request) => service.report(await requireActor(request), request.params.id),
    );
    pdfDownloadRoute(app, {
      url: '/api/tournaments/:id/scouting/report.pdf',
      access: 'scouting.view',
      tags: ['scouting'],
      summary: "The scouting report as an A4 PDF named after the tournament, in the caller's language (?lang=)",
      render: service.reportPdf,
    });
    app.get(
      '/api/tournaments/:id/scouting/report.csv',
      withAccess('scouting.view', {
        schema: {
          tags: ['scouting'],
          summary: "The scouting report as CSV named after the tournament, in the caller's language (?lang=)",
          params,
          querystring: pdfQuerySchema,
        },
      }),
      async (request, reply) => {
        const { fileName, csv } = await service.reportCsv(
          await requireActor(request),
          request.params.id,
          requestedLanguage(request),
        );
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', attachment(fileName))
          .header('cache-control', 'private, no-store')
          .send(csv);
      },
    );
    app.get(
      '/api/tournaments/:id/scouting-day',
      route('scouting.view', {
        summary:
          'My tournament day: games in time order, my assignments first, line-ups (or rosters) by back number with the watchlist and my ratings marked where I may see them',
        params,
        response: { 200: scoutingDaySchema },
      }),
      async (request) => service.day(await requireActor(request), request.params.id),
    );
    app.get(
      '/api/tournaments/:id/scouting-plan',
      route('scoutingPlan.view', {
        summary: 'The scouting plan: levels 0–1 all assignments, level 2 its own',
        params,
        response: { 200: scoutingPlanSchema },
      }),
      async (request) => service.plan(await requireActor(request), request.params.id),
    );
    app.put(
      '/api/tournaments/:id/scouting-plan',
      route('scoutingPlan.edit', {
        summary: 'Replace the scouting plan (levels 0–2 can be assigned); 409 CONFLICT on a stale version',
        params,
        body: updateScoutingPlanSchema,
        response: { 200: scoutingPlanSchema },
      }),
      async (request) => service.savePlan(await requireActor(request), request.params.id, request.body),
    );
    app.get(
      '/api/tournaments/:id/scouting-plan/suggestion',
      route('scoutingPlan.edit', {
        summary:
          'A suggested plan covering as many games with watchlist players as the scouts can, never one scout in two overlapping games; nothing is stored',
        params,
        querystring: z.object({
          /** Comma-separated user ids; default: the scouts of the current plan, else every account of levels 0–2. */
          userIds: z
            .string()
            .max(8000)
            .optional()
            .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.split(',').map((s) => s.trim()))),
        }),
        response: { 200: scoutingSuggestionSchema },
      }),
      async (request) => service.suggestion(await requireActor(request), request.params.id, request.query.userIds),
    );
  };
}
