import { randomBytes } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { Kysely } from 'kysely';
import { FIRST_ACCOUNT_LEVEL, DEFAULT_LEVEL, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@touchline/core';
import type { Config } from '../config.js';
import type { Engine } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { sessionTokensHashedAtRest } from './session-token-hash.js';

export const AUTH_BASE_PATH = '/api/auth';
/** better-auth provider id of the configured OpenID Connect provider. */
export const OIDC_PROVIDER_ID = 'oidc';

/**
 * Session lifetimes (docs/sessions.md):
 * - idle timeout: a session unused for 7 days ends;
 * - each day of use moves that deadline (better-auth's updateAge);
 * - absolute lifetime: 30 days after sign-in, whatever the use.
 */
export const SESSION_IDLE_TIMEOUT_S = 7 * 24 * 60 * 60;
export const SESSION_REFRESH_AFTER_S = 24 * 60 * 60;
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * better-auth owns passwords, sessions and (later) external providers. Its
 * tables are created by our migrations; it talks to them through the same
 * Kysely instance as the rest of the server.
 */
/**
 * How passwords are hashed and checked. The server uses better-auth's own
 * (scrypt, N = 16384, r = 16); integration tests may give a cheaper one
 * (BuildOptions.passwordHashing, decision 373).
 */
export type PasswordHashing = {
  hash: (password: string) => Promise<string>;
  verify: (input: { hash: string; password: string }) => Promise<boolean>;
};

export async function createAuth(
  config: Config,
  db: Kysely<Database>,
  engine: Engine,
  passwordHashing?: PasswordHashing,
) {
  const secret = config.authSecret ?? (await storedAuthSecret(db));
  return betterAuth({
    appName: config.appName,
    baseURL: config.baseUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: config.trustedOrigins,
    database: { db, type: engine },
    telemetry: { enabled: false },
    session: { expiresIn: SESSION_IDLE_TIMEOUT_S, updateAge: SESSION_REFRESH_AFTER_S },
    // Our own per-route limits apply (auth.routes.ts); one mechanism, not two.
    rateLimit: { enabled: false },
    logger: { disabled: config.logLevel === 'silent' },
    account: {
      // A verified email from the provider links to the existing account with
      // that email; an unverified one never does (no trusted providers). Local
      // emails are never verified here, so linking cannot require it; instead
      // the unverified password goes when the link happens (see below).
      accountLinking: { enabled: true, requireLocalEmailVerified: false },
    },
    plugins: [
      // The session table keeps digests of the tokens, not the tokens (decision 360).
      sessionTokensHashedAtRest(),
      ...(config.oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: OIDC_PROVIDER_ID,
                  discoveryUrl: `${config.oidc.issuer}/.well-known/openid-configuration`,
                  clientId: config.oidc.clientId,
                  ...(config.oidc.clientSecret ? { clientSecret: config.oidc.clientSecret } : {}),
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      ...(passwordHashing ? { password: passwordHashing } : {}),
    },
    user: {
      additionalFields: {
        // Not settable through sign-up: the server decides (docs/product/levels-and-access.md).
        level: { type: 'number', required: false, input: false, defaultValue: DEFAULT_LEVEL },
        locale: { type: 'string', required: false, input: false },
        isDarkMode: { type: 'boolean', required: false, input: false, defaultValue: false },
      },
    },
    databaseHooks: {
      account: {
        create: {
          after: async (account) => {
            if (account.providerId === OIDC_PROVIDER_ID) await dropUnverifiedPassword(db, account.userId);
          },
        },
      },
      user: {
        create: {
          after: async (user) => {
            await claimAdministratorIfFirst(db, user.id);
          },
        },
      },
    },
  });
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;

/**
 * The first account of an installation becomes administrator. The claim is
 * an insert into a one-row table, so two simultaneous first registrations
 * cannot both win, on SQLite or PostgreSQL.
 */
async function claimAdministratorIfFirst(db: Kysely<Database>, userId: string): Promise<void> {
  const claimed = await db
    .insertInto('first_account')
    .values({ id: 1, userId })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 1) {
    await db.updateTable('user').set({ level: FIRST_ACCOUNT_LEVEL }).where('id', '=', userId).execute();
  }
}

/**
 * Pre-account takeover defence (decision 010): someone may have registered
 * the real owner's email with a password before the owner first signs in
 * through the provider. When a provider-verified email links to such an
 * account, its never-verified password and every existing session end; the
 * owner continues with the provider. An account created by the provider
 * itself has no password, so nothing happens there.
 */
async function dropUnverifiedPassword(db: Kysely<Database>, userId: string): Promise<void> {
  const credential = await db
    .selectFrom('account')
    .select('id')
    .where('userId', '=', userId)
    .where('providerId', '=', 'credential')
    .executeTakeFirst();
  if (!credential) return;
  await db.deleteFrom('account').where('id', '=', credential.id).execute();
  await db.deleteFrom('session').where('userId', '=', userId).execute();
}

/**
 * Without AUTH_SECRET, the installation generates one on first start and keeps
 * it in the database, so `npm start` needs no setup and several instances on
 * one PostgreSQL share it.
 */
async function storedAuthSecret(db: Kysely<Database>): Promise<string> {
  await db
    .insertInto('app_setting')
    .values({ key: 'authSecret', value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_setting')
    .select('value')
    .where('key', '=', 'authSecret')
    .executeTakeFirstOrThrow();
  return row.value;
}
