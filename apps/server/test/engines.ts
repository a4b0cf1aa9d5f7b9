import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { sharedPasswordEstimator } from '../src/auth/password-estimator.js';
import { buildApp, type App } from '../src/app.js';
import { MIGRATION_LOCK_KEY } from '../src/db/migrate.js';
import { loadConfig, type Config } from '../src/config.js';
import type { Engine } from '../src/db/database.js';
import { mediaStorageOf } from '../src/storage/storage-of-config.js';
import { HttpClient } from './http-client.js';
import { testPasswordHashing } from './password-hashing.js';
import { startLocalS3, type LocalS3 } from './s3-server.js';
import { testMedia, type TestMedia } from './media.js';
import { copyPostgresTemplate, copySqliteTemplate } from './templates.js';

export type StorageDriver = Config['storage']['driver'];

export type EngineContext = {
  engine: Engine;
  /** The media store this run uses. */
  storage: StorageDriver;
  /** The suite's media store, seen from outside the server: what exists, and planting leftovers. */
  media: () => TestMedia;
  /** The running app (listening on a real loopback port). */
  app: () => App;
  config: () => Config;
  baseUrl: () => string;
  /** A fresh cookie-carrying client against the running server. */
  client: () => HttpClient;
  /** Every response this suite's server sent so far: how many, and which were 5xx. */
  responses: () => ResponseTally;
};

export type ResponseTally = { total: number; serverErrors: string[] };

export type EngineSuiteOptions = {
  /** Extra settings for this suite (e.g. APP_NAME). */
  env?: Record<string, string>;
  /** Called after buildApp and before listen, e.g. to add a test-only route. */
  beforeListen?: (app: App) => void | Promise<void>;
  /** The app's clock for what depends on the date (a tournament's metrics release, decision 340). */
  now?: () => Date;
  /**
   * Media stores to run on, each with every engine. Default the disk only;
   * the media suites add `s3` (an in-process S3 server), so only they run 4×.
   */
  storages?: readonly StorageDriver[];
  /**
   * Hash passwords as the server does (better-auth's scrypt). Without it the
   * suite's app hashes with a cheaper scrypt (password-hashing.ts, decision
   * 373): for the suites of sign-up and password storage.
   */
  productionPasswordHash?: boolean;
};

/**
 * Runs the same suite once per engine, like Kysely's own tests. Each run gets
 * its own database, a copy of the run's migrated template (a SQLite file, or
 * a PostgreSQL database; templates.ts, decision 373), and its own server on a
 * free port. Suite names carry the engine: `health [postgres]`.
 */
export function describeEachEngine(
  name: string,
  body: (ctx: EngineContext) => void,
  options: EngineSuiteOptions = {},
): void {
  const runs = (options.storages ?? ['local']).flatMap((storage) =>
    (['sqlite', 'postgres'] as const).map((engine) => ({ engine, storage })),
  );
  for (const { engine, storage } of runs) {
    const postgresUrl = inject('postgresUrl');
    const run = engine === 'sqlite' || postgresUrl !== null ? describe : describe.skip;
    run(`${name} [${storage === 'local' ? engine : `${engine}, ${storage}`}]`, () => {
      let app: App | undefined;
      let config: Config | undefined;
      let s3: LocalS3 | undefined;
      let media: TestMedia | undefined;
      let cleanup: (() => Promise<void>) | undefined;
      const tally: ResponseTally = { total: 0, serverErrors: [] };

      beforeAll(async () => {
        const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-int-'));
        const webDistDir = writeFakeWebDist(dataDir);
        let databaseUrl: string | undefined;
        let dropDatabase = async () => {};
        if (engine === 'postgres' && postgresUrl) {
          ({ databaseUrl, dropDatabase } = await copyPostgresTemplate(postgresUrl, must(inject('postgresTemplate'))));
        } else {
          copySqliteTemplate(inject('sqliteTemplate'), dataDir);
        }
        const port = await freePort();
        if (storage === 's3') s3 = await startLocalS3();
        config = loadConfig({
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'silent',
          WEB_DIST_DIR: webDistDir,
          // Overload protection answers 503 when this process's event loop is
          // held up; on a shared test machine that happens for want of CPU,
          // not load. Its own suite (overload.int.test.ts) turns it on.
          OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
          ...s3?.env,
          ...options.env,
        });
        media = testMedia(await mediaStorageOf(config), s3 ? s3.age : diskAge(config.dataDir));
        app = await buildApp(config, {
          ...(options.now ? { now: options.now } : {}),
          ...(options.productionPasswordHash ? {} : { passwordHashing: testPasswordHashing }),
        });
        // The password estimator's worker starts on the first password check
        // (decision 048): seconds on a busy test machine. Start it here, in
        // the hook's time, as buildApp built the estimator before, not in the
        // time of whichever test signs up first.
        await sharedPasswordEstimator().estimate('warm-up', []);
        app.addHook('onResponse', async (request, reply) => {
          tally.total += 1;
          if (reply.statusCode >= 500)
            tally.serverErrors.push(`${request.method} ${request.url} → ${reply.statusCode}`);
        });
        await options.beforeListen?.(app);
        await app.listen({ port, host: '127.0.0.1' });
        cleanup = async () => {
          // The suite's tests are over, so no request is in flight. Drop the
          // keep-alive connections fetch's pool still holds: under load (seen
          // on Node 22 and 24), Node sometimes does not count one as idle, and
          // close() then waits for the 72 s keep-alive timeout.
          const closed = app?.close();
          app?.server.closeAllConnections();
          await closed;
          await dropDatabase();
          await s3?.close();
          rmSync(dataDir, { recursive: true, force: true });
        };
      });

      afterAll(async () => {
        await cleanup?.();
      });

      body({
        engine,
        storage,
        media: () => must(media),
        app: () => must(app),
        config: () => must(config),
        baseUrl: () => must(config).baseUrl,
        client: () => new HttpClient(must(config).baseUrl),
        responses: () => tally,
      });
    });
  }
}

function must<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw new Error('suite not started');
  return value;
}

export async function createSchema(
  serverUrl: string,
): Promise<{ databaseUrl: string; dropSchema: () => Promise<void> }> {
  const schema = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    databaseUrl: url.toString(),
    dropSchema: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // Under the migration lock: a drop during another suite's migration
      // breaks that migration's introspection (see migrate.ts).
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await client.query(`drop schema "${schema}" cascade`);
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      await client.end();
    },
  };
}

/** Makes a file of the disk store look written `ageMs` ago. */
function diskAge(dataDir: string) {
  return (key: string, ageMs: number) => {
    const then = new Date(Date.now() - ageMs);
    utimesSync(path.join(dataDir, 'media', ...key.split('/')), then, then);
  };
}

/** A minimal built web app, so SPA serving is tested without a Vite build. */
export function writeFakeWebDist(dataDir: string): string {
  const dist = path.join(dataDir, 'web-dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><title>Touchline</title><meta name="touchline-config" content='{"appName":"Touchline","orgName":"Spocs"}' /></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log("app");');
  return dist;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
