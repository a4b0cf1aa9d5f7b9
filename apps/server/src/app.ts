import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createAuth, OIDC_PROVIDER_ID } from './auth/auth.js';
import { authRoutes } from './auth/auth.routes.js';
import { actorResolver } from './auth/session.js';
import { sessionRepository } from './auth/session.repository.js';
import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { createStore } from './db/unit-of-work.js';
import { registerCanonicalPaths } from './http/canonical-path.js';
import { enforceAccess, requireAccessDeclarations, withAccess } from './http/access.js';
import { registerErrorHandling } from './http/errors.js';
import { registerOriginCheck } from './http/origin-check.js';
import { registerOverloadProtection } from './http/overload.js';
import { createMetrics, registerRequestMetrics } from './http/metrics.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerUploads } from './http/uploads.js';
import { registerWebApp } from './http/web-app.js';
import { loadTranslations } from './i18n/translations.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { metricsRoutes } from './modules/health/metrics.routes.js';
import { healthService } from './modules/health/health.service.js';
import { accountRepository } from './modules/me/account.repository.js';
import { accountRoutes } from './modules/me/account.routes.js';
import { accountService } from './modules/me/account.service.js';
import { meRepository } from './modules/me/me.repository.js';
import { meRoutes } from './modules/me/me.routes.js';
import { clubsRepository } from './modules/clubs/clubs.repository.js';
import { clubsRoutes } from './modules/clubs/clubs.routes.js';
import { clubsService } from './modules/clubs/clubs.service.js';
import { formationsRepository } from './modules/formations/formations.repository.js';
import { formationsRoutes } from './modules/formations/formations.routes.js';
import { formationsService } from './modules/formations/formations.service.js';
import { lineupsRepository } from './modules/formations/lineups.repository.js';
import { lineupsService } from './modules/formations/lineups.service.js';
import { duplicatesRepository } from './modules/duplicates/duplicates.repository.js';
import { duplicatesRoutes } from './modules/duplicates/duplicates.routes.js';
import { duplicatesService } from './modules/duplicates/duplicates.service.js';
import { CARD_NAMESPACES } from './modules/player-card/card-text.js';
import { playerCardRoutes } from './modules/player-card/player-card.routes.js';
import { playerCardService } from './modules/player-card/player-card.service.js';
import { clubCrestsRepository } from './modules/club-crests/club-crests.repository.js';
import { clubCrestsRoutes } from './modules/club-crests/club-crests.routes.js';
import { clubCrestsService } from './modules/club-crests/club-crests.service.js';
import { playerMediaRepository } from './modules/player-media/player-media.repository.js';
import { playerMediaRoutes } from './modules/player-media/player-media.routes.js';
import { playerMediaService } from './modules/player-media/player-media.service.js';
import { playerSheetsRepository } from './modules/player-sheets/player-sheets.repository.js';
import { playerSheetsRoutes } from './modules/player-sheets/player-sheets.routes.js';
import { playerSheetsService } from './modules/player-sheets/player-sheets.service.js';
import { playersRepository } from './modules/players/players.repository.js';
import { createPushQueue, type PushQueue } from './modules/push/push-queue.js';
import { postToPushService } from './modules/push/push-sender.js';
import { pushRepository } from './modules/push/push.repository.js';
import { pushRoutes } from './modules/push/push.routes.js';
import { MAX_PUSH_RECIPIENTS, pushService } from './modules/push/push.service.js';
import { playersRoutes } from './modules/players/players.routes.js';
import { playersService } from './modules/players/players.service.js';
import { ratingsRepository } from './modules/ratings/ratings.repository.js';
import { ratingsRoutes } from './modules/ratings/ratings.routes.js';
import { ratingsService } from './modules/ratings/ratings.service.js';
import { gamesRoutes } from './modules/tournaments/games.routes.js';
import { gamesService } from './modules/tournaments/games.service.js';
import { gameRecordingRepository } from './modules/tournaments/game-recording.repository.js';
import { gameRecordingRoutes } from './modules/tournaments/game-recording.routes.js';
import { gameRecordingService } from './modules/tournaments/game-recording.service.js';
import { knockoutService } from './modules/tournaments/knockout.service.js';
import { standingsRepository } from './modules/tournaments/standings.repository.js';
import { standingsRoutes } from './modules/tournaments/standings.routes.js';
import { standingsService } from './modules/tournaments/standings.service.js';
import { tournamentsRepository } from './modules/tournaments/tournaments.repository.js';
import { tournamentsRoutes } from './modules/tournaments/tournaments.routes.js';
import { tournamentsService } from './modules/tournaments/tournaments.service.js';
import { SHEET_NAMESPACES } from './modules/tournament-sheet/sheet-text.js';
import { tournamentSheetRoutes } from './modules/tournament-sheet/tournament-sheet.routes.js';
import { tournamentSheetService } from './modules/tournament-sheet/tournament-sheet.service.js';
import { tournamentStatsRepository } from './modules/tournament-stats/tournament-stats.repository.js';
import { tournamentStatsRoutes } from './modules/tournament-stats/tournament-stats.routes.js';
import { tournamentStatsService } from './modules/tournament-stats/tournament-stats.service.js';
import { usersRepository } from './modules/users/users.repository.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { usersService } from './modules/users/users.service.js';
import { meService } from './modules/me/me.service.js';
import { createEventBus } from './realtime/create-event-bus.js';
import { createTournamentReadCache, publishingThrough } from './realtime/tournament-read-cache.js';
import type { EventBus } from './realtime/event-bus.js';
import { EVENTS_PATH, eventsRoutes } from './realtime/events.routes.js';
import { registerOrphanSweep } from './storage/orphan-sweep.js';
import { mediaStorageOf } from './storage/storage-of-config.js';
import { VERSION } from './version.js';

/** JSON bodies above this are refused with 413 (uploads get their own limits). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export type App = FastifyInstance & {
  database: DatabaseHandle;
  /** Announces changes made behind the services' back (tests, tools): what a service publishes after its commit. */
  events: Pick<EventBus, 'publish'>;
  /** Web Push messages queued after commits (decision 052): tests wait for them to be sent. */
  pushes: Pick<PushQueue, 'idle'>;
};

/**
 * Builds the whole product without listening: opens the database, migrates
 * it, and registers every route. `server.ts` listens; tests inject.
 */
export async function buildApp(config: Config): Promise<App> {
  const database = openDatabase(config);
  try {
    await migrateToLatest(database);
  } catch (error) {
    await database.close();
    throw error;
  }

  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    forceCloseConnections: 'idle',
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

  const auth = await createAuth(config, database.db, database.engine);
  app.decorateRequest('actor', actorResolver({ auth, ...sessionRepository(database.db) }));
  enforceAccess(app);
  const metrics = createMetrics();
  registerRequestMetrics(app, metrics);
  await registerOverloadProtection(app, config.overload, () => metrics.overloadRefusals.inc());
  // What must stop before the database closes (the event bus publishes through it).
  const beforeDatabaseCloses: (() => Promise<void>)[] = [];
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

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${config.appName} API`, version: VERSION },
      tags: [
        { name: 'system', description: 'Health and API description' },
        { name: 'auth', description: 'Registration and sessions (better-auth)' },
        { name: 'account', description: 'The signed-in user' },
        { name: 'users', description: 'User overview, levels and club assignments' },
        { name: 'clubs', description: 'Clubs' },
        { name: 'players', description: 'Players (responses shaped per caller)' },
        { name: 'ratings', description: 'Skill ratings' },
        { name: 'duplicates', description: 'Finding and merging duplicate players' },
        { name: 'media', description: 'Player photos and videos' },
        { name: 'tournaments', description: 'Tournaments, teams, groups, schedule and games' },
        { name: 'formations', description: 'Formations, the tactical map and game line-ups' },
        { name: 'realtime', description: 'Live change events' },
        { name: 'push', description: 'Web Push: goals and final scores of followed tournaments' },
      ],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await registerUploads(app);

  app.get('/api/openapi.json', withAccess('public', { schema: { hide: true } }), async () => app.swagger());
  // Composition root: repositories (Kysely) → services (rules) → routes.
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
  // The web app's locale files, for what the server renders in a user's language (decision 012).
  const translations = await loadTranslations([...CARD_NAMESPACES, ...SHEET_NAMESPACES]);

  // One store: every repository bound to the database, and `store.transaction`
  // binding them all to one transaction; each service declares the part it
  // uses (decision 020).
  const store = createStore(db, (executor) => ({
    profiles: meRepository(executor, engine),
    accounts: accountRepository(executor, engine),
    users: usersRepository(executor, engine),
    clubs: clubsRepository(executor, engine),
    players: playersRepository(executor, engine),
    duplicates: duplicatesRepository(executor, engine),
    playerMedia: playerMediaRepository(executor, engine),
    clubCrests: clubCrestsRepository(executor, engine),
    playerSheets: playerSheetsRepository(executor),
    ratings: ratingsRepository(executor, engine),
    tournaments: tournamentsRepository(executor, engine),
    gameRecording: gameRecordingRepository(executor, engine),
    standings: standingsRepository(executor, engine),
    tournamentStats: tournamentStatsRepository(executor),
    formations: formationsRepository(executor, engine),
    lineups: lineupsRepository(executor, engine),
    push: pushRepository(executor, engine),
  }));

  // Web Push (decisions 050–053): goals and final scores go out after the
  // recording's commit through a bounded queue, never inside the request.
  const pushQueue = createPushQueue({
    concurrency: 8,
    maxPending: MAX_PUSH_RECIPIENTS,
    onDrop: () => metrics.pushMessages.inc({ outcome: 'dropped' }),
    onError: (error) => app.log.warn({ err: error }, 'push job failed'),
  });
  beforeDatabaseCloses.push(() => pushQueue.close());
  const push = pushService(store, {
    translations,
    queue: pushQueue,
    allowLoopback: config.push.allowLoopback,
    subject: config.push.subject,
    send: postToPushService,
    count: (outcome) => metrics.pushMessages.inc({ outcome }),
    warn: (message) => app.log.warn(message),
  });
  // The VAPID key pair exists from the first start on (decision 050).
  await push.ensureKeys();

  const me = meService(store, bus);
  const playerMedia = playerMediaService(store, storage);
  const playersSvc = playersService(store, store.duplicates, playerMedia);
  const ratingsSvc = ratingsService(store);
  const services = {
    health: healthService(database, storage, config.storage.driver),
    me,
    account: accountService({
      store,
      storage,
      bus,
      profile: (userId) => me.get(userId),
      verifyPassword: (hash, password) => authContext.password.verify({ hash, password }),
      scrubDeleted: database.scrubDeleted,
    }),
    users: usersService(store, bus),
    clubs: clubsService(store),
    players: playersSvc,
    playerSheets: playerSheetsService(store, { translations }),
    playerMedia,
    clubCrests: clubCrestsService(store, storage),
    duplicates: duplicatesService(store, (key) => storage.delete(key)),
    ratings: ratingsSvc,
    playerCard: playerCardService({
      players: playersSvc,
      ratings: ratingsSvc,
      media: playerMedia,
      store,
      translations,
      storage,
      baseUrl: config.baseUrl,
      orgName: config.orgName,
      today: () => new Date().toISOString().slice(0, 10),
    }),
    tournaments: tournamentsService(store, tournamentBus),
    games: gamesService(store, tournamentBus, tournamentReads),
    gameRecording: gameRecordingService(store, tournamentBus, engine, push.notifier),
    standings: standingsService(store, tournamentBus, tournamentReads),
    knockout: knockoutService(store, tournamentBus, tournamentReads),
    formations: formationsService(store),
    lineups: lineupsService(store, tournamentBus),
    push,
  };
  const tournamentSheet = tournamentSheetService({
    tournaments: services.tournaments,
    games: services.games,
    store,
    translations,
    orgName: config.orgName,
  });
  const tournamentStats = tournamentStatsService({
    store,
    tournaments: services.tournaments,
    games: services.games,
    players: services.players,
  });

  // One line per module. The order does not matter: Fastify's router prefers a
  // static segment (/api/players/export.csv) to a parametric one (/api/players/:id)
  // whatever the registration order.
  const modules = [
    healthRoutes(services.health),
    authRoutes(auth, {
      recordTermsAcceptance: (email) => store.accounts.recordTermsAcceptance(email),
      externalProviderId: config.oidc ? OIDC_PROVIDER_ID : null,
      accountWords: async (userId) => {
        const profile = await store.profiles.findProfile(userId);
        return profile ? [profile.email, profile.name] : [];
      },
    }),
    meRoutes(services.me),
    accountRoutes({
      account: services.account,
      sessionCookieNames: [authContext.authCookies.sessionToken.name, authContext.authCookies.sessionData.name],
    }),
    usersRoutes(services.users),
    clubsRoutes(services.clubs),
    playersRoutes(services.players),
    playerSheetsRoutes(services.playerSheets),
    playerMediaRoutes(services.playerMedia),
    clubCrestsRoutes(services.clubCrests),
    duplicatesRoutes(services.duplicates),
    ratingsRoutes(services.ratings),
    playerCardRoutes(services.playerCard),
    tournamentsRoutes(services.tournaments),
    gamesRoutes(services.games),
    gameRecordingRoutes(services.gameRecording),
    standingsRoutes(services.standings, services.knockout),
    formationsRoutes(services.formations, services.lineups),
    pushRoutes(services.push),
    tournamentSheetRoutes(tournamentSheet),
    tournamentStatsRoutes(tournamentStats),
    eventsRoutes({
      bus,
      securityHeaders,
      levelOf: async (userId) => (await store.profiles.findProfile(userId))?.level ?? null,
      onStreamsChanged: (open) => metrics.sseClients.set(open),
    }),
    metricsRoutes(metrics),
  ];
  for (const module of modules) await app.register(module);
  await registerWebApp(app, config);

  return Object.assign(app, { database, events: tournamentBus, pushes: pushQueue }) as unknown as App;
}
