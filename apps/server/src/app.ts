import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAuth, type PasswordHashing } from './auth/auth.js';
import { actorResolver } from './auth/session.js';
import { sessionRepository } from './auth/session.repository.js';
import type { Config } from './config.js';
import { openDatabase, sqliteFileOf, type DatabaseHandle } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { registerCanonicalPaths } from './http/canonical-path.js';
import { createHttpServer } from './http/connections.js';
import { enforceAccess, requireAccessDeclarations } from './http/access.js';
import { registerErrorHandling } from './http/errors.js';
import { registerOriginCheck } from './http/origin-check.js';
import { registerOverloadProtection } from './http/overload.js';
import { createHeavyWork, type HeavyWork } from './heavy-work/heavy-work.js';
import { createRenderedCache } from './heavy-work/rendered-cache.js';
import { limitBackingOf, openLimitStore } from './http/attempt-limiter.js';
import { registerServiceLimits } from './http/service-limits.js';
import { createMetrics, registerRequestMetrics } from './http/metrics.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerUploads } from './http/uploads.js';
import { registerUnstorableTextRefusal } from './http/unstorable-text.js';
import { registerWebApp } from './http/web-app.js';
import { registerApiDocs } from './http/api-docs.js';
import { createServices, openPush, openStore, routeModules } from './composition.js';
import { CARD_NAMESPACES } from './modules/player-card/card-text.js';
import { SHEET_NAMESPACES } from './modules/tournament-sheet/sheet-text.js';
import { PITCH_SHEET_NAMESPACES } from './modules/pitch-sheet/pitch-sheet-layout.js';
import { SCOUTING_NAMESPACES } from './modules/scouting/scouting-report-files.js';
import type { PushQueue } from './modules/push/push-queue.js';
import { loadTranslations } from './i18n/translations.js';
import { createEventBus } from './realtime/create-event-bus.js';
import { createTournamentReadCache, publishingThrough } from './realtime/tournament-read-cache.js';
import type { EventBus } from './realtime/event-bus.js';
import { EVENTS_PATH } from './realtime/events.routes.js';
import { registerOrphanSweep } from './storage/orphan-sweep.js';
import { localMediaDirOf, mediaStorageOf } from './storage/storage-of-config.js';
import { tightenDataDir } from './storage/private-files.js';
import { registerChangeOrigin } from './realtime/change-origin.js';

/** A rendered PDF larger than this is sent but not kept (decision 355). */
const MAX_CACHED_PDF_BYTES = 16 * 1024 * 1024;

/** JSON bodies above this are refused with 413 (uploads get their own limits). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export type App = FastifyInstance & {
  database: DatabaseHandle;
  /** Announces changes made behind the services' back (tests, tools): what a service publishes after its commit. */
  events: Pick<EventBus, 'publish'>;
  /** Web Push messages queued after commits (decision 052): tests wait for them to be sent. */
  pushes: Pick<PushQueue, 'idle'>;
  /** The heavy-work pool (decision 355): tests see what it holds. */
  heavyWork: Pick<HeavyWork, 'pending'>;
};

/** What tests may replace when building the app; the server uses the defaults. */
export type BuildOptions = {
  /** The clock that says whether a tournament's last day is over (decision 340). */
  now?: () => Date;
  /** Tests only: a cheaper password hash than the server's (decision 373). */
  passwordHashing?: PasswordHashing;
};

/**
 * Builds the whole product without listening: opens the database, migrates
 * it, and registers every route. `server.ts` listens; tests inject.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const database = openDatabase(config);
  try {
    await migrateToLatest(database);
  } catch (error) {
    await database.close();
    throw error;
  }

  const metrics = createMetrics();
  // Accept errors come in bursts (one per connection the system closed): logged once per 10 s.
  let lastAcceptErrorLog = Number.NEGATIVE_INFINITY;
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    forceCloseConnections: 'idle',
    // Node's HTTP server with the connection cap and timeouts (decision 345).
    serverFactory: (handler) =>
      createHttpServer(handler, config.connections.max, {
        onOpenChanged: (open) => metrics.connectionsOpen.set(open),
        onRefused: (how) => metrics.connectionRefusals.inc({ how }),
        onAcceptError: (error) => {
          metrics.connectionRefusals.inc({ how: 'acceptError' });
          if (performance.now() - lastAcceptErrorLog < 10_000) return;
          lastAcceptErrorLog = performance.now();
          app.log.warn({ err: { code: error.code, message: error.message } }, 'accepting a connection failed');
        },
      }),
    // Whose X-Forwarded-For names the client (request.ip, the per-IP limits):
    // nobody's unless TRUST_PROXY says so (decision 049).
    trustProxy: config.trustProxy,
    logger: {
      level: config.logLevel,
      // No personal data in logs: no IPs, no query strings (they can carry
      // names or emails), no headers (cookies).
      serializers: {
        req: (req) => ({ method: req.method, url: req.url.split('?')[0] }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
    },
  }).withTypeProvider<ZodTypeProvider>();

  // Installs from before decision 361 kept the database and media world-readable:
  // tightened at every start (nothing to do once done), failures logged, not fatal.
  const tightened = await tightenDataDir(config.dataDir, {
    sqliteFile: sqliteFileOf(config),
    mediaDir: localMediaDirOf(config),
  });
  if (tightened.changed > 0) app.log.info(`made ${tightened.changed} data files and folders private (0600/0700)`);
  for (const failure of tightened.failures) app.log.warn(`could not make ${failure} private (0600/0700)`);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // The very first onRequest hook, so that every answer carries the security
  // headers, the refusals of the checks below included (a 404 for a path not
  // in canonical form, a foreign origin's 403, a 401 or 403 of access, an
  // overload 503): those hooks answer and stop the chain.
  const securityHeaders = registerSecurityHeaders(app, {
    https: config.baseUrl.startsWith('https://'),
    writtenByHandler: [EVENTS_PATH],
  });
  // Then, before anything else: nothing runs for a path not in canonical form.
  registerCanonicalPaths(app);
  requireAccessDeclarations(app, ['/api/docs']);
  registerOriginCheck(app, config.trustedOrigins);
  // No NUL or lone surrogate reaches a schema, a service or a statement (decision 352).
  registerUnstorableTextRefusal(app);
  // The tab a write came from, so its own live stream gets the change as an echo (decision 390).
  registerChangeOrigin(app);

  const auth = await createAuth(config, database.db, database.engine, options.passwordHashing);
  app.decorateRequest('actor', actorResolver({ auth, ...sessionRepository(database.db) }));
  enforceAccess(app);
  registerRequestMetrics(app, metrics);
  await registerOverloadProtection(app, config.overload, () => metrics.overloadRefusals.inc());
  // What must stop before the database closes (the event bus publishes through it).
  const beforeDatabaseCloses: (() => Promise<void>)[] = [];
  // The limits that protect the service, counted where every instance sees them (decision 365).
  const limits = openLimitStore(limitBackingOf(database, config.dataDir));
  beforeDatabaseCloses.push(() => limits.close());
  registerServiceLimits(app, limits, config.limits);
  app.addHook('onClose', async () => {
    for (const close of beforeDatabaseCloses) await close();
    await database.close();
  });
  // During shutdown, responses to requests still in flight close their
  // connection; otherwise a keep-alive socket holds the process open until
  // its idle timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback hook: no promise per response for a flag that is false until shutdown (decision 055).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });

  // JSON (and other text) responses of 1 KB or more go out brotli or gzip
  // compressed, as the client accepts; registered before every route and the
  // static files, which bring their own precompressed copies (decision 280).
  // The live channel (SSE) writes to the raw response and is never buffered here.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });

  await registerApiDocs(app, config);
  await registerUploads(app);

  // Composition root (composition.ts): repositories (Kysely) → services (rules) → routes.
  const { db, engine } = database;
  const bus = await createEventBus(config, database, app.log);
  beforeDatabaseCloses.push(() => bus.close());
  bus.subscribe((event) => metrics.eventLagSeconds.observe(Math.max(0, Date.now() - event.publishedAt) / 1000));
  // What every follower refetches after a change, computed once per change (decision 028).
  const tournamentReads = createTournamentReadCache(bus);
  const tournamentBus = publishingThrough(bus, tournamentReads);
  const storage = await mediaStorageOf(config);
  // Files a crash left without a row, and half-written temp files (docs/security.md).
  registerOrphanSweep(app, { db, storage });
  const authContext = await auth.$context;
  // CPU-heavy work (PDFs, schedules) off the event loop, bounded in threads,
  // waiting tasks, time and heap; rendered sheets kept by content (decision 355).
  const heavyWork = createHeavyWork({
    timeLimitMs: config.heavyWork.timeLimitMs,
    onOutcome: (task, outcome) => metrics.heavyWorkTasks.inc({ task, outcome }),
  });
  app.addHook('onClose', () => heavyWork.close());
  const renderedPdfs = createRenderedCache({
    maxBytes: config.heavyWork.pdfCacheBytes,
    maxEntryBytes: MAX_CACHED_PDF_BYTES,
  });
  // The web app's locale files, for what the server renders in a user's language (decision 012).
  const translations = await loadTranslations([
    ...CARD_NAMESPACES,
    ...SHEET_NAMESPACES,
    ...SCOUTING_NAMESPACES,
    ...PITCH_SHEET_NAMESPACES,
  ]);

  const store = openStore(db, engine);
  const { push, pushQueue } = await openPush({ store, translations, config, metrics, log: app.log });
  beforeDatabaseCloses.push(() => pushQueue.close());
  const services = createServices({
    config,
    database,
    store,
    storage,
    bus,
    tournamentBus,
    tournamentReads,
    heavyWork,
    renderedPdfs,
    translations,
    authContext,
    push,
    now: options.now ?? (() => new Date()),
  });
  const modules = routeModules({ config, auth, authContext, limits, store, services, bus, securityHeaders, metrics });
  for (const module of modules) await app.register(module);
  await registerWebApp(app, config);

  return Object.assign(app, { database, events: tournamentBus, pushes: pushQueue, heavyWork }) as unknown as App;
}
