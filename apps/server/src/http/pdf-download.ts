import { idParamsSchema, localeSchema, type Actor, type Locale } from '@touchline/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../auth/session.js';
import type { LanguageRequest } from '../i18n/locale.js';
import { withAccess, type RouteAccess } from './access.js';
import { attachment } from './attachment.js';

// What the PDF downloads (the player card, the match sheet) share: the
// `?lang=` query, the language the request asks for, and the reply that sends
// the file as a private attachment; and the route of a PDF of one resource.

/** Only en, de, fr, es; without it: the user's saved language, then Accept-Language, then English. */
export const pdfQuerySchema = z.object({ lang: localeSchema.optional() });

/** What the request says about the PDF's language: `?lang=` and the Accept-Language header. */
export function requestedLanguage(request: {
  query: { lang?: Locale | undefined };
  headers: { 'accept-language'?: string | undefined };
}): LanguageRequest {
  return { requested: request.query.lang, acceptLanguage: request.headers['accept-language'] };
}

/** Sends a rendered PDF as a download that no shared cache keeps (it may hold personal details). */
export function sendPdf(reply: FastifyReply, { fileName, pdf }: RenderedPdf) {
  return reply
    .type('application/pdf')
    .header('content-disposition', attachment(fileName))
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(pdf));
}

type RenderedPdf = { fileName: string; pdf: Uint8Array };

/**
 * `GET url` (with `:id`): the PDF the module's service renders of that
 * resource for the signed-in caller, in the language the request asks for.
 */
export function pdfDownloadRoute(
  app: Parameters<FastifyPluginAsyncZod>[0],
  {
    url,
    access,
    tags,
    summary,
    render,
  }: {
    url: string;
    access: RouteAccess;
    tags: string[];
    summary: string;
    render: (actor: Actor, id: string, language: LanguageRequest) => Promise<RenderedPdf>;
  },
): void {
  app.get(
    url,
    withAccess(access, { schema: { tags, summary, params: idParamsSchema, querystring: pdfQuerySchema } }),
    async (request, reply) =>
      sendPdf(reply, await render(await requireActor(request), request.params.id, requestedLanguage(request))),
  );
}
