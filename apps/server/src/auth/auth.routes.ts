import type { ErrorCode } from '@touchline/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withAccess } from '../http/access.js';
import { limitBy } from '../http/attempt-limiter.js';
import { sendError } from '../http/errors.js';
import { AUTH_BASE_PATH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, type Auth } from './auth.js';

/**
 * Brute-force limits (429 RATE_LIMITED with Retry-After). Per account: a
 * guessing attack on one email stops after 10 tries in 15 minutes, from any
 * number of addresses. Per IP: generous enough for a club house full of
 * scouts behind one router, tight enough to stop credential stuffing.
 */
export const SIGN_IN_LIMITS = {
  perAccount: { max: 10, windowMs: 15 * 60_000 },
  perIp: { max: 100, windowMs: 15 * 60_000 },
};
export const SIGN_UP_LIMIT_PER_IP = { max: 20, windowMs: 60 * 60_000 };

/** better-auth's error codes, mapped to ours so the web app translates one set. */
const AUTH_ERROR_CODES: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'INVALID_CREDENTIALS',
  INVALID_PASSWORD: 'INVALID_CREDENTIALS',
  USER_NOT_FOUND: 'INVALID_CREDENTIALS',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'INVALID_CREDENTIALS',
  USER_ALREADY_EXISTS: 'EMAIL_TAKEN',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'EMAIL_TAKEN',
  PASSWORD_TOO_SHORT: 'PASSWORD_TOO_SHORT',
  PASSWORD_TOO_LONG: 'PASSWORD_TOO_LONG',
  INVALID_EMAIL: 'VALIDATION_FAILED',
  INVALID_ORIGIN: 'FORBIDDEN',
  MISSING_OR_NULL_ORIGIN: 'FORBIDDEN',
};

const okSchema = z.object({}).passthrough();
const signUpBody = z
  .object({
    name: z.string().trim().min(1).max(100),
    email: z.email().max(254),
    password: z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH),
    /** Terms of use (/agb) and privacy policy (/policy) must be accepted to register. */
    acceptTerms: z.literal(true),
  })
  .meta({ id: 'SignUp' });
const signInBody = z
  .object({ email: z.email().max(254), password: z.string().min(1).max(MAX_PASSWORD_LENGTH) })
  .meta({ id: 'SignIn' });

/**
 * better-auth is mounted under /api/auth. The three email+password endpoints
 * get our own schemas (validation with field codes, OpenAPI docs); every
 * auth request is then handed to better-auth's own handler so its origin
 * checks, cookies and hooks apply unchanged.
 */
export type AuthRoutesDeps = {
  /** Records the terms acceptance of the account just registered with this email. */
  recordTermsAcceptance: (email: string) => Promise<void>;
};

export function authRoutes(auth: Auth, { recordTermsAcceptance }: AuthRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const forward = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      await forwardToAuth(auth, request, reply);
    };

    const signInPerIp = limitBy(SIGN_IN_LIMITS.perIp, (request) => request.ip);
    const signInPerAccount = limitBy(SIGN_IN_LIMITS.perAccount, (request) =>
      String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase(),
    );
    const signUpPerIp = limitBy(SIGN_UP_LIMIT_PER_IP, (request) => request.ip);

    app.post(
      `${AUTH_BASE_PATH}/sign-up/email`,
      withAccess('public', {
        onRequest: signUpPerIp,
        schema: {
          tags: ['auth'],
          summary: 'Register with email and password',
          body: signUpBody,
          response: { 200: okSchema },
        },
      }),
      async (request, reply) => {
        const { acceptTerms: _accepted, ...account } = request.body;
        await forwardToAuth(auth, request, reply, account, () => recordTermsAcceptance(account.email));
      },
    );
    app.post(
      `${AUTH_BASE_PATH}/sign-in/email`,
      withAccess('public', {
        onRequest: signInPerIp,
        // After validation, so the key is a well-formed email.
        preHandler: signInPerAccount,
        schema: {
          tags: ['auth'],
          summary: 'Sign in with email and password',
          body: signInBody,
          response: { 200: okSchema },
        },
      }),
      forward,
    );
    app.post(
      `${AUTH_BASE_PATH}/sign-out`,
      withAccess('public', {
        schema: { tags: ['auth'], summary: 'Sign out (ends the session)', response: { 200: okSchema } },
      }),
      forward,
    );
    // Everything else better-auth serves (session reads, provider callbacks).
    app.route({
      method: ['GET', 'POST'],
      url: `${AUTH_BASE_PATH}/*`,
      ...withAccess('public', { schema: { hide: true } }),
      handler: forward,
    });
  };
}

async function forwardToAuth(
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
  body: unknown = request.body,
  /** Runs after better-auth succeeded and before the response is sent. */
  onSuccess?: () => Promise<void>,
): Promise<FastifyReply> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  if (hasBody) {
    headers.set('content-type', 'application/json');
    headers.delete('content-length');
  }
  const url = new URL(request.url, 'http://internal');
  const response = await auth.handler(
    new Request(new URL(url.pathname + url.search, authOrigin(request)), {
      method: request.method,
      headers,
      body: hasBody ? JSON.stringify(body ?? {}) : undefined,
    }),
  );

  for (const cookie of response.headers.getSetCookie()) void reply.header('set-cookie', cookie);
  if (response.status >= 400) return sendError(reply, response.status, await authErrorCode(response));
  await onSuccess?.();
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length' && name !== 'content-encoding')
      void reply.header(name, value);
  });
  return reply.status(response.status).send(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
}

function authOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

async function authErrorCode(response: Response): Promise<ErrorCode> {
  if (response.status === 429) return 'RATE_LIMITED';
  const body = (await response.json().catch(() => null)) as { code?: string } | null;
  const mapped = body?.code ? AUTH_ERROR_CODES[body.code] : undefined;
  if (mapped) return mapped;
  if (response.status === 401) return 'UNAUTHENTICATED';
  if (response.status === 403) return 'FORBIDDEN';
  if (response.status === 404) return 'NOT_FOUND';
  return response.status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
}
