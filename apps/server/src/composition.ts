// The composition root (decision 020): repositories (Kysely) → services
// (rules) → routes. buildApp (app.ts) opens the infrastructure and hands it
// here; adding a module is a line in each of the three lists below.
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { OIDC_PROVIDER_ID, type createAuth } from './auth/auth.js';
import { authRoutes } from './auth/auth.routes.js';
import { sessionIdOf } from './auth/session.js';
import type { Config } from './config.js';
import type { DatabaseHandle, Engine } from './db/database.js';
import type { Database } from './db/schema.js';
import { createStore } from './db/unit-of-work.js';
import type { HeavyWork } from './heavy-work/heavy-work.js';
import type { RenderedCache } from './heavy-work/rendered-cache.js';
import type { LimitStore } from './http/attempt-limiter.js';
import type { Metrics } from './http/metrics.js';
import type { Translations } from './i18n/translations.js';
import type { EventBus } from './realtime/event-bus.js';
import { eventsRoutes } from './realtime/events.routes.js';
import type { TournamentReadCache } from './realtime/tournament-read-cache.js';
import type { MediaStorage } from './storage/media-storage.js';
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
import { createPushQueue } from './modules/push/push-queue.js';
import { postToPushService } from './modules/push/push-sender.js';
import { pushRepository } from './modules/push/push.repository.js';
import { pushRoutes } from './modules/push/push.routes.js';
import { MAX_PUSH_RECIPIENTS, pushService } from './modules/push/push.service.js';
import { playersRoutes } from './modules/players/players.routes.js';
import { playersService } from './modules/players/players.service.js';
import { scoutingRepository } from './modules/scouting/scouting.repository.js';
import { scoutingRoutes } from './modules/scouting/scouting.routes.js';
import { scoutingService } from './modules/scouting/scouting.service.js';
import { eventScheduleService } from './modules/events/event-schedule.service.js';
import { eventsRepository } from './modules/events/events.repository.js';
import { cupEventsRoutes } from './modules/events/events.routes.js';
import { eventsService } from './modules/events/events.service.js';
import { calendarFeedsService } from './modules/public-results/calendar-feeds.service.js';
import { publicResultsRepository } from './modules/public-results/public-results.repository.js';
import { publicResultsRoutes } from './modules/public-results/public-results.routes.js';
import { publicResultsService } from './modules/public-results/public-results.service.js';
import { officialsRepository } from './modules/officials/officials.repository.js';
import { officialsRoutes } from './modules/officials/officials.routes.js';
import { gameOfficialsService } from './modules/officials/game-officials.service.js';
import { officialsService } from './modules/officials/officials.service.js';
import { assemblePlan, drawnGames } from './modules/tournaments/setup/tournament-rules.js';
import { ratingsRepository } from './modules/ratings/ratings.repository.js';
import { ratingsRoutes } from './modules/ratings/ratings.routes.js';
import { ratingsService } from './modules/ratings/ratings.service.js';
import { gamesRoutes } from './modules/tournaments/setup/games.routes.js';
import { gamesService } from './modules/tournaments/setup/games.service.js';
import { gameRecordingRepository } from './modules/tournaments/game-recording/game-recording.repository.js';
import { gameRecordingRoutes } from './modules/tournaments/game-recording/game-recording.routes.js';
import { gameRecordingService } from './modules/tournaments/game-recording/game-recording.service.js';
import { knockoutService } from './modules/tournaments/standings/knockout.service.js';
import { standingsRepository } from './modules/tournaments/standings/standings.repository.js';
import { standingsRoutes } from './modules/tournaments/standings/standings.routes.js';
import { standingsService } from './modules/tournaments/standings/standings.service.js';
import { tournamentsRepository } from './modules/tournaments/shared/tournaments.repository.js';
import { tournamentsRoutes } from './modules/tournaments/setup/tournaments.routes.js';
import { tournamentsService } from './modules/tournaments/setup/tournaments.service.js';
import { tournamentSheetRoutes } from './modules/tournament-sheet/tournament-sheet.routes.js';
import { pitchSheetRoutes } from './modules/pitch-sheet/pitch-sheet.routes.js';
import { pitchSheetService } from './modules/pitch-sheet/pitch-sheet.service.js';
import { tournamentSheetService } from './modules/tournament-sheet/tournament-sheet.service.js';
import { tournamentStatsRepository } from './modules/tournament-stats/tournament-stats.repository.js';
import { tournamentStatsRoutes } from './modules/tournament-stats/tournament-stats.routes.js';
import { tournamentStatsService } from './modules/tournament-stats/tournament-stats.service.js';
import { usersRepository } from './modules/users/users.repository.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { usersService } from './modules/users/users.service.js';
import { meService } from './modules/me/me.service.js';
import type { PushService } from './modules/push/push.service.js';

type Auth = Awaited<ReturnType<typeof createAuth>>;
type AuthContext = Awaited<Auth['$context']>;

type PushDeps = {
  store: AppStore;
  translations: Translations;
  config: Config;
  metrics: Metrics;
  log: FastifyBaseLogger;
};

type ServiceDeps = {
  config: Config;
  database: DatabaseHandle;
  store: AppStore;
  storage: MediaStorage;
  bus: EventBus;
  /** The bus that also refreshes the tournament read cache (decision 028). */
  tournamentBus: EventBus;
  tournamentReads: TournamentReadCache;
  heavyWork: HeavyWork;
  renderedPdfs: RenderedCache;
  translations: Translations;
  authContext: AuthContext;
  push: PushService;
  /** The clock that says whether a tournament's last day is over (decision 340). */
  now: () => Date;
};

type RouteDeps = {
  config: Config;
  auth: Auth;
  authContext: AuthContext;
  limits: LimitStore;
  store: AppStore;
  services: Services;
  bus: EventBus;
  securityHeaders: string[];
  metrics: Metrics;
};

/**
 * One store: every repository bound to the database, and `store.transaction`
 * binding them all to one transaction; each service declares the part it
 * uses (decision 020).
 */
export function openStore(db: Kysely<Database>, engine: Engine) {
  return createStore(db, (executor) => ({
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
    tournamentStats: tournamentStatsRepository(executor, engine),
    formations: formationsRepository(executor, engine),
    lineups: lineupsRepository(executor, engine),
    push: pushRepository(executor, engine),
    scouting: scoutingRepository(executor, engine),
    events: eventsRepository(executor, engine),
    publicResults: publicResultsRepository(executor, engine),
    officials: officialsRepository(executor, engine),
  }));
}

export type AppStore = ReturnType<typeof openStore>;

/**
 * Web Push (decisions 050–053): goals and final scores go out after the
 * recording's commit through a bounded queue, never inside the request.
 */
export async function openPush({ store, translations, config, metrics, log }: PushDeps) {
  const pushQueue = createPushQueue({
    concurrency: 8,
    maxPending: MAX_PUSH_RECIPIENTS,
    onDrop: () => metrics.pushMessages.inc({ outcome: 'dropped' }),
    onError: (error) => log.warn({ err: error }, 'push job failed'),
  });
  const push = pushService(store, {
    translations,
    queue: pushQueue,
    allowLoopback: config.push.allowLoopback,
    subject: config.push.subject,
    send: postToPushService,
    count: (outcome) => metrics.pushMessages.inc({ outcome }),
    warn: (message) => log.warn(message),
  });
  // The VAPID key pair exists from the first start on (decision 050).
  await push.ensureKeys();
  return { push, pushQueue };
}

/** Services (the rules) over the store and the infrastructure buildApp opened. */
export function createServices({
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
  now,
}: ServiceDeps) {
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
      render: heavyWork.playerCard,
      storage,
      baseUrl: config.baseUrl,
      orgName: config.orgName,
      today: () => new Date().toISOString().slice(0, 10),
    }),
    tournaments: tournamentsService(store, tournamentBus, heavyWork.drawGroups),
    games: gamesService(store, tournamentBus, tournamentReads, heavyWork.placeGames),
    gameRecording: gameRecordingService(store, tournamentBus, database.engine, push.notifier),
    standings: standingsService(store, tournamentBus, tournamentReads),
    knockout: knockoutService(store, tournamentBus, tournamentReads),
    formations: formationsService(store),
    lineups: lineupsService(store, tournamentBus),
    push,
    scouting: scoutingService(store, { translations }),
    cupEvents: eventsService(store, tournamentBus),
    officials: officialsService(store, bus, { baseUrl: config.baseUrl, now }),
    gameOfficials: gameOfficialsService(store, bus),
    eventSchedule: eventScheduleService(
      store,
      tournamentBus,
      { draw: drawnGames, assemble: assemblePlan },
      heavyWork.placeEvent,
    ),
    publicResults: publicResultsService(store, tournamentBus, tournamentReads),
    calendarFeeds: calendarFeedsService(store, config.orgName),
  };
  const tournamentSheet = tournamentSheetService({
    tournaments: services.tournaments,
    games: services.games,
    knockout: services.knockout,
    standings: services.standings,
    store,
    translations,
    orgName: config.orgName,
    reads: tournamentReads,
    render: (key, layout) => renderedPdfs.get(key, () => heavyWork.tournamentSheet(layout())),
  });
  const tournamentStats = tournamentStatsService({
    store,
    tournaments: services.tournaments,
    games: services.games,
    players: services.players,
    now,
  });
  const pitchSheet = pitchSheetService({
    events: services.cupEvents,
    schedule: services.eventSchedule,
    store,
    translations,
    orgName: config.orgName,
    render: (key, layout) => renderedPdfs.get(key, () => heavyWork.pitchSheet(layout())),
  });
  return { ...services, tournamentSheet, tournamentStats, pitchSheet };
}

export type Services = ReturnType<typeof createServices>;

/** Every module's routes, one line per module. */
export function routeModules({
  config,
  auth,
  authContext,
  limits,
  store,
  services,
  bus,
  securityHeaders,
  metrics,
}: RouteDeps): FastifyPluginAsyncZod[] {
  // One line per module. The order does not matter: Fastify's router prefers a
  // static segment (/api/players/export.csv) to a parametric one (/api/players/:id)
  // whatever the registration order.
  return [
    healthRoutes(services.health),
    authRoutes(auth, {
      limits,
      recordTermsAcceptance: (email) => store.accounts.recordTermsAcceptance(email),
      externalProviderId: config.oidc ? OIDC_PROVIDER_ID : null,
      accountWords: async (userId) => {
        const profile = await store.profiles.findProfile(userId);
        return profile ? [profile.email, profile.name] : [];
      },
    }),
    meRoutes(services.me),
    accountRoutes({
      limits,
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
    tournamentSheetRoutes(services.tournamentSheet),
    tournamentStatsRoutes(services.tournamentStats),
    scoutingRoutes(services.scouting),
    cupEventsRoutes(services.cupEvents, services.eventSchedule),
    publicResultsRoutes(services.publicResults, services.calendarFeeds),
    pitchSheetRoutes(services.pitchSheet),
    officialsRoutes(services.officials, services.gameOfficials),
    eventsRoutes({
      bus,
      securityHeaders,
      levelOf: async (userId) => (await store.profiles.findProfile(userId))?.level ?? null,
      onStreamsChanged: (open) => metrics.sseClients.set(open),
      sessionOf: sessionIdOf,
    }),
    metricsRoutes(metrics),
  ];
}
