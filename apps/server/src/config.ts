import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { defaultMaxConnections, softDescriptorLimit } from './http/descriptor-limit.js';

/**
 * Settings are read once, from the environment, and validated here. A bad
 * value stops the start with a message that names the variable.
 */
const port = z.coerce.number().int().min(0).max(65_535);

/** proxy-addr's names for address ranges, which Fastify's `trustProxy` also takes. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address or CIDR range (`10.0.0.0/8`, `::1`, `fd00::/8`), or a named range. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which peers are proxies whose `X-Forwarded-For` is believed (decision 049):
 * unset or `false` none (the peer's address is the client's), or a
 * comma-separated list of the proxies' addresses and CIDR ranges. Neither
 * `true` (believe any peer) nor a hop count: both believe a client that
 * reaches the port directly, which could then choose the address the per-IP
 * limits count; Fastify 5 itself treats a hop count as "trust nobody".
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | string[] => {
    if (value === 'false') return false;
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        "must be false or a comma-separated list of the proxies' addresses or CIDR ranges (e.g. 127.0.0.1 or 10.0.0.0/8); true and hop counts would believe any client",
    });
    return z.NEVER;
  });

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  TRUST_PROXY: trustProxy.optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  APP_NAME: z.string().trim().min(1).max(60).default('Touchline'),
  ORG_NAME: z.string().trim().min(1).max(120).default('Spocs'),
  /** Imprint: postal address (use "\n" between lines) and contact email of the operator. */
  ORG_ADDRESS: z.string().trim().min(1).max(500).optional(),
  ORG_EMAIL: z.email().optional(),
  BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_LABEL: z.string().trim().min(1).max(60).optional(),
  /** Past this event-loop delay new requests get 503 with Retry-After (0: never; decision 027). */
  OVERLOAD_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Writes (POST, PUT, PATCH, DELETE) one signed-in user may make per minute (decision 027). */
  WRITE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /** Heavy work (PDFs, schedules) not done this long after it was asked for is refused with 503 (decision 355). */
  HEAVY_WORK_TIME_LIMIT_MS: z.coerce.number().int().min(1).max(600_000).default(20_000),
  /** Memory kept for rendered match sheets, by their content (0: none; decision 355). */
  PDF_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  /**
   * Heavy requests (PDFs, exports, imports, schedule generation) one signed-in
   * user may make per minute, plus a burst of twice as many per ten minutes (decision 365).
   */
  HEAVY_WORK_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  /**
   * Client connections open at once; past it a new one is answered 503 and
   * closed (decision 345). Default: three quarters of the descriptor limit,
   * at least 96 descriptors kept back, at most 20,000.
   */
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).optional(),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3-63 of a-z, 0-9, ".", "-")')
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'must be a region name such as eu-central-1')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).max(256).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).max(256).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  /** Web Push to http(s)://127.0.0.1:<port> endpoints: for tests with a local push service only (decision 051). */
  PUSH_ALLOW_LOOPBACK: z.enum(['0', '1']).default('0'),
});

/** Where media live: `$DATA_DIR/media`, or an S3-compatible bucket (decision 045). */
export type S3Settings = {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** `bucket` in the path, not the host name: what local servers (MinIO, s3rver) need. */
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};
export type StorageSettings = { driver: 'local' } | ({ driver: 's3' } & S3Settings);

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appName: string;
  orgName: string;
  /** The operator's imprint details (docs/product/names-and-legal-pages.md); null parts are not configured. */
  imprint: { address: string | null; email: string | null };
  /**
   * Fastify's `trustProxy`: which peers' `X-Forwarded-For` gives the client's
   * address (`request.ip`, which the per-IP limits count). false: none.
   */
  trustProxy: false | string[];
  /** Public origin of the app, without a trailing slash. */
  baseUrl: string;
  /** Origins allowed to make state-changing requests (CSRF defence) and used by better-auth. */
  trustedOrigins: string[];
  authSecret: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDistDir: string;
  /** External OpenID Connect sign-in, when OIDC_ISSUER and OIDC_CLIENT_ID are set. */
  oidc: { issuer: string; clientId: string; clientSecret: string | undefined; label: string } | null;
  /** Overload protection (decision 027). */
  overload: { maxEventLoopDelayMs: number };
  /** Per-user limits of signed-in work, counted where every instance sees them (decisions 027, 365). */
  limits: { writesPerMinute: number; heavyWorkPerMinute: number };
  /** The heavy-work pool's time limit and the rendered-PDF cache (decision 355). */
  heavyWork: { timeLimitMs: number; pdfCacheBytes: number };
  /**
   * Client connections (decision 345): at most `max` open at once, and the
   * process's soft descriptor limit they were sized for (null: unknown).
   */
  connections: { max: number; descriptorLimit: number | null };
  storage: StorageSettings;
  /** Web Push (decision 050): whether loopback endpoints are allowed (tests), and the VAPID contact. */
  push: { allowLoopback: boolean; subject: string };
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const defaultWebDistDir = path.resolve(import.meta.dirname, '../../web/dist');

/**
 * `descriptorLimit` reads the process's soft limit on open files, from which
 * the default connection cap is derived (tests pass their own).
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  descriptorLimit: () => number | null = softDescriptorLimit,
): Config {
  // Empty strings mean "not set" (e.g. `DATABASE_URL= npm start`).
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const oidcSet = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID].filter(Boolean).length;
  if (oidcSet === 1) {
    throw new ConfigError([
      `${e.OIDC_ISSUER ? 'OIDC_CLIENT_ID' : 'OIDC_ISSUER'}: required when ${e.OIDC_ISSUER ? 'OIDC_ISSUER' : 'OIDC_CLIENT_ID'} is set`,
    ]);
  }
  const storage = storageSettings(e);
  const baseUrl = (e.BASE_URL ?? `http://${e.HOST.includes(':') ? `[${e.HOST}]` : e.HOST}:${e.PORT}`).replace(
    /\/+$/,
    '',
  );
  return {
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY ?? false,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    appName: e.APP_NAME,
    orgName: e.ORG_NAME,
    imprint: { address: e.ORG_ADDRESS?.replace(/\\n/g, '\n') ?? null, email: e.ORG_EMAIL ?? null },
    baseUrl,
    trustedOrigins: trustedOrigins(baseUrl, e.BASE_URL === undefined, e.PORT),
    authSecret: e.AUTH_SECRET,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? defaultWebDistDir),
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID
        ? {
            issuer: e.OIDC_ISSUER.replace(/\/+$/, ''),
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            label: e.OIDC_LABEL ?? 'OpenID Connect',
          }
        : null,
    overload: { maxEventLoopDelayMs: e.OVERLOAD_EVENT_LOOP_DELAY_MS },
    limits: { writesPerMinute: e.WRITE_LIMIT_PER_MINUTE, heavyWorkPerMinute: e.HEAVY_WORK_LIMIT_PER_MINUTE },
    heavyWork: { timeLimitMs: e.HEAVY_WORK_TIME_LIMIT_MS, pdfCacheBytes: e.PDF_CACHE_MB * 1024 * 1024 },
    connections: connectionSettings(e.MAX_CONNECTIONS, descriptorLimit()),
    storage,
    push: { allowLoopback: e.PUSH_ALLOW_LOOPBACK === '1', subject: vapidSubject(e.ORG_EMAIL, baseUrl) },
  };
}

function connectionSettings(max: number | undefined, descriptorLimit: number | null): Config['connections'] {
  return { max: max ?? defaultMaxConnections(descriptorLimit), descriptorLimit };
}

/**
 * The VAPID `sub` claim: how a push service can reach the operator. The imprint's
 * email, else the app's https origin; a local http install names a reserved domain.
 */
function vapidSubject(email: string | undefined, baseUrl: string): string {
  if (email) return `mailto:${email}`;
  if (baseUrl.startsWith('https://')) return new URL(baseUrl).origin;
  return 'mailto:push@touchline.invalid';
}

function storageSettings(e: z.infer<typeof envSchema>): StorageSettings {
  if (e.STORAGE === 'local') return { driver: 'local' };
  if (!e.S3_BUCKET) throw new ConfigError(['S3_BUCKET: required when STORAGE is s3']);
  const keys = [e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY].filter(Boolean).length;
  if (keys === 1) {
    throw new ConfigError([
      `${e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: required when ${e.S3_ACCESS_KEY_ID ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'} is set`,
    ]);
  }
  return {
    driver: 's3',
    endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    // A custom endpoint is usually a local server, which needs path-style addressing.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : e.S3_ENDPOINT !== undefined,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

function trustedOrigins(baseUrl: string, derived: boolean, port: number): string[] {
  const origins = new Set([new URL(baseUrl).origin]);
  if (derived) {
    // Local use without BASE_URL: the browser may say localhost or 127.0.0.1.
    origins.add(`http://localhost:${port}`);
    origins.add(`http://127.0.0.1:${port}`);
  }
  return [...origins];
}
