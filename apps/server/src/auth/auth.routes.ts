import { changePasswordSchema, signInSchema, signUpSchema, type ErrorCode } from '@touchline/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withAccess } from '../http/access.js';
import { requireActor } from './session.js';
import { addressKey, limitBy, type LimitStore } from '../http/attempt-limiter.js';
import { AppError, sendError } from '../http/errors.js';
import { AUTH_BASE_PATH, type Auth } from './auth.js';
import { sharedPasswordEstimator } from './password-estimator.js';
import { passwordWeakness } from './password-strength.js';

/**
 * Brute-force limits (429 RATE_LIMITED with Retry-After), counted where every
 * instance sees them (decision 365). Per account: a guessing attack on one
 * email stops after 10 tries in 15 minutes, from any number of addresses and
 * instances. Per IP: generous enough for a club house full of scouts behind
 * one router, tight enough to stop credential stuffing. A sign-in that
 * succeeds gives its attempt back on both, so only failures use them up.
 */
export const SIGN_IN_LIMITS = {
  perAccount: { max: 10, windowMs: 15 * 60_000 },
  perIp: { max: 100, windowMs: 15 * 60_000 },
};
export const SIGN_UP_LIMIT_PER_IP = { max: 20, windowMs: 60 * 60_000 };
/** Checks of a signed-in user's current password (change password, delete account): as strict as sign-in per account. */
export const PASSWORD_CHECK_LIMIT = SIGN_IN_LIMITS.perAccount;

/**
 * The current-password checks (change password here, account deletion in
 * the account module) share one count per user: guesses through one route
 * use up the other's too.
 */
export function passwordCheckLimit(limits: LimitStore) {
  return limitBy(
    limits.counter('password-check', PASSWORD_CHECK_LIMIT),
    async (request) => (await requireActor(request)).id,
    { onStoreFailure: 'refuse' },
  );
}

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
/**
 * better-auth is mounted under /api/auth, but only the endpoints the product
 * uses are reachable, each on its exact path with our own schema (validation
 * with field codes, limits, OpenAPI docs): sign-up, sign-in, sign-out, and,
 * with a provider configured, the start and callback of external sign-in.
 * Every other better-auth endpoint (update-user, change-email, list-sessions
 * and dozens more) answers 404 NOT_FOUND like any unknown path: a catch-all
 * forwarder let a non-canonical path such as `/api/auth/./sign-in/email`
 * reach better-auth without our limits or terms check.
 *
 * The request handed to better-auth is built from the route's own path, never
 * from the raw URL, so what better-auth runs is always what our route checked.
 */
export type AuthRoutesDeps = {
  /** Where the limits are counted (attempt-limiter.ts). */
  limits: LimitStore;
  /** Records the terms acceptance of the account just registered with this email. */
  recordTermsAcceptance: (email: string) => Promise<void>;
  /** better-auth provider id of the configured external provider, if any. */
  externalProviderId: string | null;
  /** The account's own words (email, name), which a password must not be made of. */
  accountWords: (userId: string) => Promise<string[]>;
};

export function authRoutes(
  auth: Auth,
  { limits, recordTermsAcceptance, externalProviderId, accountWords }: AuthRoutesDeps,
): FastifyPluginAsyncZod {
  return async (app) => {
    // Sign-up and password change check strength, in a worker started on
    // the first check and ended when idle (decision 048).
    const estimator = sharedPasswordEstimator();
    // Guessing limits fail closed: without their store, guesses would go uncounted (decision 365).
    const guarded = { onStoreFailure: 'refuse' } as const;
    // Per address: an IPv6 client's whole /64 (addressKey).
    const byAddress = (request: FastifyRequest) => addressKey(request.ip);
    const signInPerIp = limitBy(limits.counter('sign-in-ip', SIGN_IN_LIMITS.perIp), byAddress, guarded);
    const signInPerAccount = limitBy(
      limits.counter('sign-in-account', SIGN_IN_LIMITS.perAccount),
      (request) => String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase(),
      guarded,
    );
    const signUpPerIp = limitBy(limits.counter('sign-up-ip', SIGN_UP_LIMIT_PER_IP), byAddress, guarded);
    const passwordCheckPerUser = passwordCheckLimit(limits);

    app.post(
      `${AUTH_BASE_PATH}/sign-up/email`,
      withAccess('public', {
        onRequest: signUpPerIp,
        schema: {
          tags: ['auth'],
          summary: 'Register with email and password',
          body: signUpSchema,
          response: { 200: okSchema },
        },
      }),
      async (request, reply) => {
        const { acceptTerms: _accepted, ...account } = request.body;
        const weakness = await passwordWeakness(estimator, account.password, [account.email, account.name]);
        if (weakness) throw new AppError(400, 'PASSWORD_TOO_WEAK', { password: weakness });
        await forwardToAuth(auth, request, reply, '/sign-up/email', {
          body: account,
          onSuccess: () => recordTermsAcceptance(account.email),
        });
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
          body: signInSchema,
          response: { 200: okSchema },
        },
      }),
      async (request, reply) => {
        await forwardToAuth(auth, request, reply, '/sign-in/email', {
          body: request.body,
          // Counted before, so that parallel guesses cannot all pass one check;
          // given back on success, so that only failures use the limits up.
          onSuccess: async () => {
            await Promise.all([signInPerIp.refund(request), signInPerAccount.refund(request)]);
          },
        });
      },
    );
    app.post(
      `${AUTH_BASE_PATH}/sign-out`,
      withAccess('public', {
        schema: { tags: ['auth'], summary: 'Sign out (ends the session)', response: { 200: okSchema } },
      }),
      async (request, reply) => {
        await forwardToAuth(auth, request, reply, '/sign-out', { body: {} });
      },
    );

    app.post(
      `${AUTH_BASE_PATH}/change-password`,
      withAccess('signedIn', {
        preHandler: passwordCheckPerUser,
        schema: {
          tags: ['auth'],
          summary: 'Change my password (the current one is checked; my other sessions end)',
          body: changePasswordSchema,
          response: { 200: okSchema },
        },
      }),
      async (request, reply) => {
        const actor = await requireActor(request);
        const { currentPassword, newPassword } = request.body;
        const weakness = await passwordWeakness(estimator, newPassword, await accountWords(actor.id));
        if (weakness) throw new AppError(400, 'PASSWORD_TOO_WEAK', { newPassword: weakness });
        await forwardToAuth(auth, request, reply, '/change-password', {
          body: { currentPassword, newPassword, revokeOtherSessions: true },
        });
      },
    );

    if (!externalProviderId) return;
    const externalProvider = externalProviderId;
    app.post(
      `${AUTH_BASE_PATH}/sign-in/social`,
      withAccess('public', {
        onRequest: signInPerIp,
        schema: {
          tags: ['auth'],
          summary: 'Start external sign-in: answers the provider URL to send the browser to',
          body: z
            .object({
              provider: z.literal(externalProvider),
              callbackURL: sameSitePath,
              errorCallbackURL: sameSitePath,
            })
            .meta({ id: 'ExternalSignIn' }),
          response: { 200: z.object({ url: z.string() }).passthrough() },
        },
      }),
      async (request, reply) => {
        await forwardToAuth(auth, request, reply, '/sign-in/social', { body: request.body });
      },
    );
    app.get(
      `${AUTH_BASE_PATH}/callback/${externalProvider}`,
      withAccess('public', {
        onRequest: signInPerIp,
        schema: {
          tags: ['auth'],
          summary: 'Where the external provider sends the browser back (redirects into the app)',
          querystring: z
            .object({
              code: z.string().max(2048).optional(),
              state: z.string().max(2048).optional(),
              iss: z.string().max(2048).optional(),
              error: z.string().max(256).optional(),
              error_description: z.string().max(2048).optional(),
            })
            // Other parameters a provider may add are dropped, not refused: this is a browser navigation.
            .strip(),
        },
      }),
      async (request, reply) => {
        await forwardToAuth(auth, request, reply, `/callback/${externalProvider}`, { query: request.query });
      },
    );
  };
}

/** A same-site path to land on after external sign-in: `/x`, never `//host` or a full URL. */
/**
 * A path of this app to return to after external sign-in: kept in the
 * sign-in's state, so printable ASCII only (a browser sends paths
 * percent-encoded), which leaves out controls and text-direction characters
 * (decision 352).
 */
const sameSitePath = z
  .string()
  .max(2048)
  .regex(/^\/(?![/\\])[!-~]*$/);

async function forwardToAuth(
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
  /** better-auth endpoint path below AUTH_BASE_PATH: fixed by the route, never taken from the URL. */
  endpoint: string,
  {
    body,
    query,
    onSuccess,
  }: {
    /** The JSON body, as our schema validated it (POST only). */
    body?: unknown;
    /** Query parameters, as our schema validated them. */
    query?: Record<string, string | undefined>;
    /** Runs after better-auth succeeded and before the response is sent. */
    onSuccess?: () => Promise<void>;
  } = {},
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
  const url = new URL(`${AUTH_BASE_PATH}${endpoint}`, authOrigin(request));
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(name, value);
  const response = await auth.handler(
    new Request(url, {
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
