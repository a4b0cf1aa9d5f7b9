import { deleteAccountSchema, MAX_IMAGE_BYTES, meSchema } from '@touchline/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../auth/session.js';
import { passwordCheckLimit } from '../../auth/auth.routes.js';
import { attachment } from '../../http/attachment.js';
import { routeOptionsFor } from '../../http/route-options.js';
import type { LimitStore } from '../../http/attempt-limiter.js';
import { fileBuffer } from '../../http/uploads.js';
import type { AccountService } from './account.service.js';

export type AccountRoutesDeps = {
  /** Where the password-check limit is counted (shared with change-password). */
  limits: LimitStore;
  account: AccountService;
  /** Cookie names to clear when the account is deleted. */
  sessionCookieNames: string[];
};

async function signedInId(request: FastifyRequest): Promise<string> {
  return (await requireActor(request)).id;
}

const route = routeOptionsFor({ tags: ['account'] });

export function accountRoutes({ limits, account, sessionCookieNames }: AccountRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const passwordCheckPerUser = passwordCheckLimit(limits);
    app.put(
      '/api/me/avatar',
      route('signedIn', {
        summary: 'Upload my picture (JPEG, PNG or WebP, at most 10 MB; re-encoded, metadata removed)',
        consumes: ['multipart/form-data'],
        response: { 200: meSchema },
      }),
      async (request) => {
        const userId = await signedInId(request);
        return account.setAvatar(userId, await fileBuffer(request, MAX_IMAGE_BYTES));
      },
    );

    app.delete(
      '/api/me/avatar',
      route('signedIn', { summary: 'Remove my picture', response: { 200: meSchema } }),
      async (request) => account.removeAvatar(await signedInId(request)),
    );

    app.get(
      '/api/media/avatars/:file',
      route('signedIn', {
        summary: 'A user picture',
        params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]+\.webp$/) }),
      }),
      async (request, reply: FastifyReply) => {
        const object = await account.avatarFile(request.params.file);
        return reply
          .type('image/webp')
          .header('content-length', object.size)
          .header('cache-control', 'private, max-age=31536000, immutable')
          .send(object.stream);
      },
    );

    app.get(
      '/api/me/export',
      route('signedIn', { summary: 'Download all my data as JSON' }),
      async (request, reply) => {
        const data = await account.exportData(await signedInId(request), new Date());
        return reply
          .header('content-disposition', attachment('touchline-my-data.json'))
          .header('cache-control', 'no-store')
          .send(data);
      },
    );

    app.post(
      '/api/me/delete',
      route(
        'signedIn',
        {
          summary: 'Delete my account (password, or the email typed again for accounts without a password)',
          body: deleteAccountSchema,
          response: { 200: z.object({ deleted: z.literal(true) }) },
        },
        // The password (or email) check is a guess like a sign-in: limited the same way.
        { preHandler: passwordCheckPerUser },
      ),
      async (request, reply) => {
        await account.deleteAccount(await requireActor(request), request.body);
        for (const name of sessionCookieNames) {
          void reply.header('set-cookie', `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
        }
        return { deleted: true as const };
      },
    );
  };
}
