import { createPrivateKey, randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { decimalToMinor, ORIGINALS_PROVIDER_NAME } from '@lale/contracts';
import { Redis } from 'ioredis';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginAsyncZod,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import pino, { type DestinationStream } from 'pino';
import type { DatabaseConnection } from './db/connection.ts';
import {
  adminCmsRoutes,
  createAdminCmsService,
  createCollectionsRepo,
  createSettingsRepo,
} from './modules/admin-cms/index.ts';
import {
  authRoutes,
  createAuthRepo,
  createAuthService,
  createCredentials,
  createLoginThrottle,
  createRecovery,
  createRegistration,
  createRoleLookup,
} from './modules/auth/index.ts';
import {
  bonusAdminRoutes,
  bonusRoutes,
  createBonusAdminService,
  createBonusGate,
  createBonusRepo,
  createBonusService,
  createBonusSweeper,
} from './modules/bonus/index.ts';
import {
  casinoRoutes,
  createCasinoService,
  createFavoritesService,
  createLaunchAdapters,
  createLaunchService,
  favoriteRoutes,
  launchRoutes,
  sandboxGameRoutes,
} from './modules/casino/index.ts';
import {
  createBetService,
  createBookReader,
  createFeedProcessor,
  createOddsLive,
  oddsLiveRoutes,
  runSimulatedFeed,
  type RunningSimulation,
  SPORTS_ALIVE_WINDOW_MS,
  sportsRoutes,
  sportsAdminRoutes,
  createSportsOperator,
  createLiabilityReader,
  createBetSearch,
} from './modules/sports/index.ts';
import {
  createGameWalletRepo,
  createGameWalletService,
  createLaunchedGames,
  gameBonusPort,
  gameHistoryRoutes,
  createHeldRollbacks,
  heldRefundRoutes,
  hub88Routes,
  pragmaticRoutes,
  publicKeyOf,
} from './modules/game-wallet/index.ts';
import {
  crashRoutes,
  createCrashGame,
  createDrawGames,
  createGameClock,
  drawRoutes,
  createOriginalsLive,
  createPlayService,
  createRoundRunner,
  createRoundsReader,
  createSeedService,
  originalsByCode,
  originalsById,
  originalsFairRoutes,
  originalsGameRoutes,
  originalsLiveRoutes,
} from './modules/originals/index.ts';
import {
  createFramesRepo,
  createFrameTokens,
  createFrameWallet,
  frameWalletRoutes,
  sandboxFrameRoutes,
} from './modules/sports-frames/index.ts';
import {
  cmsRoutes,
  type CmsServiceOptions,
  createCallRequestRepo,
  createCallRequestService,
  createCmsRepo,
  createCmsService,
  createEmbeddedBootstrap,
} from './modules/cms/index.ts';
import { createCustomerRepo, createCustomerService, customerRoutes } from './modules/customer/index.ts';
import {
  createDepositLimitsRepo,
  createDepositLimitsService,
  depositLimitRoutes,
} from './modules/deposit-limits/index.ts';
import { createLimits, createLimitsRepo } from './modules/limits/index.ts';
import { devRoutes } from './modules/dev/index.ts';
import { docsRoutes } from './modules/docs/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import {
  adminNotificationRoutes,
  createNotificationRepo,
  createNotificationService,
  notificationRoutes,
} from './modules/notification/index.ts';
import {
  adminPaymentRoutes,
  type BonusGate,
  createDepositProviders,
  createPaymentsRepo,
  createPaymentsService,
  type DepositAllowance,
  paymentLogoRoutes,
  paymentRoutes,
  paymentWebhookRoutes,
  sandboxCheckoutRoutes,
} from './modules/payments/index.ts';
import { createRealtime, type RealtimePublisher, realtimeRoutes } from './modules/realtime/index.ts';
import { createSessionRepo, createSessionService } from './modules/session/index.ts';
import {
  createIntegrityAdmin,
  createWagerGate,
  integrityAdminRoutes,
  operatorSwitchRoutes,
} from './modules/integrity/index.ts';
import { createUserService, userRoutes } from './modules/user/index.ts';
import { createVerificationRepo, createVerificationService } from './modules/verification/index.ts';
import { createWalletService, type WalletService } from './modules/wallet/index.ts';
import { createAdminGuard } from './platform/admin-guard.ts';
import { createPeriodicSweep } from './platform/periodic-sweep.ts';
import { createOptionalAuth, registerAuthGuard } from './platform/auth-guard.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import type { Config } from './platform/config.ts';
import { registerErrorHandler, sendFrameworkError } from './platform/envelope.ts';
import { loggerOptions } from './platform/logging.ts';
import type { Messaging } from './platform/messaging.ts';
import { createMessaging } from './platform/messaging-factory.ts';
import { loadMoney } from './platform/money.ts';
import { API_VERSION } from './platform/paths.ts';
import { registerSecurityHeaders } from './platform/security.ts';
import { liveChatHeadMarkup } from './platform/live-chat.ts';
import { devChatRoutes } from './modules/dev-chat/index.ts';
import { registerGamePages } from './platform/game-pages.ts';
import { registerSpa } from './platform/spa.ts';
import { registerWebSockets } from './platform/websockets.ts';
import { chunkFiles, readWebManifest } from './platform/web-manifest.ts';

export type BuildAppOptions = {
  config: Config;
  database: DatabaseConnection;
  /** Where log lines go (tests capture them); stdout when omitted. */
  logStream?: DestinationStream;
  cms?: CmsServiceOptions;
  /** The ledger; default the real wallet on `database`. */
  wallet?: WalletService;
  /** E-mail and SMS; default from config (SMTP / SMS gateway / dev outbox), closed with the app. */
  messaging?: Messaging;
  /** "Now" for every time-based rule; tests pass one they can move. */
  clock?: Clock;
  /**
   * Where modules send live pushes; default the app's own hub at /hub/frnotify (`app.realtime`).
   * Tests pass a recorder here; the hub is still served.
   */
  realtime?: RealtimePublisher;
  /** Deposit limits the cashier checks; default: the player's own limits (modules/deposit-limits). */
  depositAllowance?: DepositAllowance;
  /** The bonus engine's side of the cashier; default: the bonus engine (modules/bonus/gate.ts). */
  bonusGate?: BonusGate;
};

/** Request bodies above this are refused with 413; no endpoint of the spec needs more. */
export const BODY_LIMIT = 1024 * 1024;

/**
 * The whole HTTP application, without listening: server.ts listens, tests use `app.inject`.
 * Database and config are passed in so tests can give each file its own.
 */
export async function buildApp({
  config,
  database,
  logStream,
  cms: cmsOptions,
  wallet: givenWallet,
  messaging: givenMessaging,
  clock = systemClock,
  realtime: givenRealtime,
  depositAllowance: givenDepositAllowance,
  bonusGate: givenBonusGate,
}: BuildAppOptions): Promise<FastifyInstance> {
  const logging = loggerOptions(config);
  const logger: FastifyBaseLogger = logStream ? pino(logging, logStream) : pino(logging);
  const app = Fastify({
    loggerInstance: logger,
    // Our own ids only: an id taken from the client could be forged to confuse the logs.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT,
    // request.ip is the client's address only behind a proxy named in TRUST_PROXY; nobody else's
    // X-Forwarded-For is believed (a client could otherwise pick the address every limit counts).
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API accepts JSON only; anything else is refused (415) instead of reaching a handler as a string.
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app, clock);
  // Stopping (app.close): requests already running are answered, and with `Connection: close`, so their
  // kept-alive connections end with the answer. Otherwise close would wait for idle keep-alive sockets
  // until their timeout, and a stop would be killed (and cut its answers) before it completes.
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  // A callback hook, not an async one: it runs on every response and needs no promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (stopping) reply.header('connection', 'close');
    done(null, payload);
  });

  registerSecurityHeaders(app, config);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lale API',
        version: API_VERSION,
        description:
          'Every answer is `{ success, message, data }`. Send `x-locale: tr|en` for messages in that language (default tr).',
      },
      servers: [{ url: config.publicUrl }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  const db = database.db;
  const wallet = givenWallet ?? createWalletService(db);
  // Every amount the API answers with is converted here, by its currency's minor units.
  const money = await loadMoney(db);
  // One bootstrap cache per process: the operator content API drops it on every write.
  const cms = createCmsService(createCmsRepo(db), money, {
    ...cmsOptions,
    sportsFrames: config.sportsFrames.map(({ name, frameUrl, partnerId }) => ({
      provider: name,
      url: frameUrl,
      partnerId,
    })),
  });
  // The operator's allowed phone prefixes: checked by sign-up and phone verification, and by the SMS
  // port itself as the last line.
  const allowedPhonePrefixes = () => cms.allowedPhonePrefixes();
  let messaging = givenMessaging;
  if (!messaging) {
    const owned = createMessaging(config, db, app.log, allowedPhonePrefixes);
    app.addHook('onClose', async () => owned.close());
    messaging = owned;
  }
  const log = app.log;
  const pepper = config.secrets.TOKEN_PEPPER;

  const sessions = createSessionService({
    repo: createSessionRepo(db),
    clock,
    pepper,
    limits: config.session,
    // A session that ends stops its live sockets on every process (logout, password change or reset).
    onEnded: (ids) => ids.forEach((id) => void hub.disconnectSession(id)),
    // ...and the games launched from it (issue #23: marked ended, never deleted).
    games: createLaunchedGames(db),
  });
  // The one wager gate every stake asks inside its transaction (modules/integrity).
  const wagerGate = createWagerGate({ clock, sessionIdleMs: config.session.idleMs });
  // The hub (modules/realtime): with REDIS_URL its pushes reach players on every API process.
  const hub = createRealtime({
    clock,
    log,
    redisUrl: config.redisUrl,
    channel: config.realtimeChannel,
    // Sessions that expire while their sockets are open: the hub asks, the socket is closed.
    sessions: { liveUntil: (ids) => sessions.liveUntil(ids) },
  });
  const guard = registerAuthGuard(app, sessions);
  app.decorate('realtime', hub);
  const realtime = givenRealtime ?? hub;
  const adminGuard = createAdminGuard(guard, createRoleLookup(db));
  const notifications = createNotificationService({
    repo: createNotificationRepo(db),
    realtime,
    clock,
    log,
  });
  const verification = createVerificationService({ repo: createVerificationRepo(db), clock, pepper });
  // Abuse limits (SMS caps, sign-ups per address), counted in PostgreSQL (modules/limits/service.ts).
  const limits = createLimits({ repo: createLimitsRepo(db), clock });
  // The sportsbook frames (fcg, betco): a token per provider and session, revoked with the session.
  const framesRepo = createFramesRepo(db);
  const frameTokens = createFrameTokens({
    repo: framesRepo,
    frames: config.sportsFrames,
    sessions,
    clock,
    pepper,
  });
  const authRepo = createAuthRepo(db);
  const credentials = createCredentials({ repo: authRepo, sessions, clock });
  const auth = createAuthService({
    repo: authRepo,
    sessions,
    wallet,
    money,
    throttle: createLoginThrottle({ repo: authRepo, clock }),
    frames: frameTokens,
  });
  const register = createRegistration({
    repo: authRepo,
    sessions,
    wallet,
    notifications,
    clock,
    limits,
    allowedPhonePrefixes,
    frames: frameTokens,
  });
  const recovery = createRecovery({ repo: authRepo, sessions, verification, credentials, messaging, log });
  const customer = createCustomerService({
    repo: createCustomerRepo(db),
    verification,
    messaging,
    notifications,
    clock,
    log,
    limits,
    allowedPhonePrefixes,
  });
  // Deposit limits (responsible gambling) and payments need each other: a deposit is checked against the
  // limits, and the limits count what payments recorded. The history is bound late (payments is created
  // below; it is only called once a request runs). The executor goes through: the deposit's check reads
  // the history inside its locked transaction, never on a second pool connection.
  const depositLimits = createDepositLimitsService({
    repo: createDepositLimitsRepo(db),
    history: {
      depositedSince: (playerId, currencyId, since, executor) =>
        payments.depositedSince(playerId, currencyId, since, executor),
    },
    money,
    clock,
  });
  const bonusRepo = createBonusRepo(db);
  // A deposit bonus needs its deposit still in play: the withdrawals are the cashier's, bound late like
  // the deposit history above (payments is created below; it is only called once a request runs).
  const bonus = createBonusService({
    repo: bonusRepo,
    withdrawals: {
      withdrawnSince: (playerId, currencyId, since, executor) =>
        payments.withdrawnSince(playerId, currencyId, since, executor),
    },
    wallet,
    money,
    notifications,
    clock,
    log,
  });
  const bonusAdmin = createBonusAdminService({ repo: bonusRepo, money, clock });
  // Expires bonuses in the background on every process (safe side by side: modules/bonus/sweeper.ts).
  const bonusSweeper = createBonusSweeper({ bonus, clock, log });
  app.addHook('onReady', async () => bonusSweeper.start());
  app.addHook('onClose', async () => bonusSweeper.stop());
  // The cashier. Outside production the payment sandbox plays the hosted-page providers.
  const { providers: depositProviders, sandboxes } = createDepositProviders(config);
  const payments = createPaymentsService({
    repo: createPaymentsRepo(db),
    wallet,
    money,
    notifications,
    clock,
    log,
    providers: depositProviders,
    depositAllowance: givenDepositAllowance ?? depositLimits,
    bonusGate: givenBonusGate ?? createBonusGate(bonus),
  });
  // Hosted checkouts left unfinished become Cancelled (modules/payments: expireAbandonedCheckouts).
  const checkoutSweeper = createPeriodicSweep({
    name: 'checkouts expired',
    sweep: (now) => payments.expireAbandonedCheckouts(now),
    clock,
    log,
    intervalMs: 60_000,
  });
  app.addHook('onReady', async () => checkoutSweeper.start());
  app.addHook('onClose', async () => checkoutSweeper.stop());
  // The game wallet: what game providers' seamless-wallet calls move (modules/game-wallet).
  const gameWalletRepo = createGameWalletRepo(db);
  const gameWallet = createGameWalletService({
    repo: gameWalletRepo,
    gate: wagerGate,
    wallet,
    bonus: gameBonusPort(bonus),
    clock,
    pepper: config.secrets.TOKEN_PEPPER,
    sessionTtlMs: config.gameWallet.sessionTtlMs,
    roundExpiryMs: config.gameWallet.roundExpiryMs,
  });
  // Rounds a provider left open become Expired (safe side by side: SKIP LOCKED).
  const roundSweeper = createPeriodicSweep({
    name: 'game rounds expired',
    sweep: (now) => gameWallet.expireStaleRounds(now),
    clock,
    log,
    intervalMs: 60_000,
  });
  app.addHook('onReady', async () => roundSweeper.start());
  app.addHook('onClose', async () => roundSweeper.stop());
  // Lale Originals (modules/originals): provably fair seeds, and rounds whose money goes through the game wallet.
  const originalsProviderId = async () => {
    const id = await gameWalletRepo.providerId(ORIGINALS_PROVIDER_NAME);
    if (id === undefined) throw new Error('the catalogue has no Lale Originals provider row');
    return id;
  };
  const originalsSeeds = createSeedService({ db, clock });
  const originalsRunner = createRoundRunner({
    db,
    clock,
    seeds: originalsSeeds,
    games: gameWallet,
    providerId: originalsProviderId,
    betTaken: async (providerTx) => {
      const row = await gameWalletRepo.transactionByProviderTx(db, await originalsProviderId(), providerTx);
      return row !== undefined && row.kind === 'bet' && !row.tombstone;
    },
  });
  const siteCurrency = await money.siteCurrency();
  const capMinor = (amount: number | undefined) =>
    amount === undefined ? null : (decimalToMinor(amount, siteCurrency.minorUnits) ?? null);
  const originalsCaps = {
    maxWinMinor: capMinor(config.originals.maxWin),
    maxStakeMinor: capMinor(config.originals.maxStake),
  };
  const originalsPlay = createPlayService({
    games: gameWallet,
    seeds: originalsSeeds,
    runner: originalsRunner,
    money,
    registry: originalsByCode,
    caps: originalsCaps,
  });
  // The scheduled games run on their own clock: the app's, which outside production a journey may move
  // forward through a dev route (scheduled/game-clock.ts).
  const gameClock = createGameClock(clock);
  // Lale Aviator (crash): shared rounds run by one process at a time (a lease), pushed on /hub/originals.
  // Its clock only keeps the sockets alive (pings, cuts): the app's, so a jump of the games' clock cuts
  // no page. The frames carry the games' time themselves.
  const originalsLive = createOriginalsLive({
    clock,
    log,
    redisUrl: config.redisUrl,
    channel: `${config.realtimeChannel}:originals`,
  });
  const crashGame = createCrashGame({
    db,
    clock: gameClock,
    games: gameWallet,
    money,
    providerId: originalsProviderId,
    caps: originalsCaps,
    live: originalsLive,
    log,
  });
  app.decorate('crashGame', crashGame);
  app.addHook('onReady', async () => crashGame.scheduler.start());
  app.addHook('onClose', async () => crashGame.scheduler.stop());
  // Lale Keno and Lale Tombala: scheduled draws on the same lease and socket machinery.
  const drawGames = createDrawGames({
    db,
    clock: gameClock,
    games: gameWallet,
    money,
    seeds: originalsSeeds,
    providerId: originalsProviderId,
    caps: originalsCaps,
    live: originalsLive,
    log,
  });
  app.decorate('drawGames', drawGames);
  app.addHook('onReady', async () => drawGames.schedulers.forEach((scheduler) => scheduler.start()));
  app.addHook('onClose', async () => {
    await Promise.all(drawGames.schedulers.map((scheduler) => scheduler.stop()));
  });
  // An instant round open for 30 s lost its process mid-round; a mines round idle for an hour is abandoned.
  const originalsSweeper = createPeriodicSweep({
    name: 'originals rounds resolved',
    sweep: (now) =>
      originalsRunner.resolveOpen(
        {
          instantCutoff: new Date(now.getTime() - 30_000),
          steppedCutoff: new Date(now.getTime() - 3_600_000),
        },
        (code) => originalsByCode.get(code)?.steps?.abandon,
      ),
    clock,
    log,
    intervalMs: 15_000,
  });
  // At start-up too: what a previous process left open is resolved now, not a sweep later.
  app.addHook('onReady', async () => {
    originalsSweeper.start();
    void originalsSweeper.tick();
  });
  app.addHook('onClose', async () => originalsSweeper.stop());
  // Lale Sports (modules/sports): bets settle inside the feed message that settles their markets.
  const sportsBets = createBetService({
    db,
    wallet,
    money,
    notices: notifications,
    bonus: {
      stakeTerms: (playerId) => bonus.stakeTerms(playerId),
      stakeTermsSql: (playerId) => bonus.stakeTermsSql(playerId),
      reportStake: (tx, stake) => bonus.reportStake(tx, stake),
      takeBackStake: (tx, stake) => bonus.takeBackStake(tx, stake),
    },
    clock,
    config: config.sports,
    gate: wagerGate,
  });
  // Live odds at /hub/odds: what each feed message changed, fanned out (through Redis when configured).
  const oddsLive = createOddsLive({
    db,
    clock,
    log,
    redisUrl: config.redisUrl,
    channel: `${config.realtimeChannel}:odds`,
  });
  app.decorate('oddsLive', oddsLive);
  const sportsFeed = createFeedProcessor({
    db,
    clock,
    aliveWindowMs: SPORTS_ALIVE_WINDOW_MS,
    onMarketsChanged: sportsBets.marketsChanged,
    onBookChanged: (changes) => oddsLive.publish(changes),
  });
  // A producer silent past its window suspends its markets (safe side by side: one UPDATE per producer).
  const producerSweeper = createPeriodicSweep({
    name: 'sports producers down',
    sweep: async (now) => (await sportsFeed.sweepProducers(now)).length,
    clock,
    log,
    intervalMs: 5_000,
  });
  app.addHook('onReady', async () => producerSweeper.start());
  app.addHook('onClose', async () => producerSweeper.stop());
  app.decorate('sweeps', {
    bonusExpiry: bonusSweeper,
    abandonedCheckouts: checkoutSweeper,
    gameRoundExpiry: roundSweeper,
    sportsProducers: producerSweeper,
    originalsRounds: originalsSweeper,
  });
  app.decorate('originalsRunner', originalsRunner);
  app.decorate('sportsFeed', sportsFeed);
  // Outside production, without a real feed, the simulated one plays matches (modules/sports/simulated-feed).
  const simulated = config.sports.simulatedFeed;
  let running: RunningSimulation | undefined;
  if (simulated) {
    app.addHook('onReady', async () => {
      running = await runSimulatedFeed({
        db,
        clock,
        apply: (message) => sportsFeed.apply(message),
        acceleration: simulated.acceleration,
        onError: (err) => log.error({ err }, 'simulated sports feed tick failed'),
      });
    });
    app.addHook('onClose', async () => running?.stop());
  }
  app.decorate('gameWallet', gameWallet);
  // The sportsbook frames' wallet: their bets are sports bets (sports_stakes / house_sports).
  const frameWallet = createFrameWallet({
    repo: framesRepo,
    wallet,
    bonus: {
      stakeTerms: (playerId, executor) => bonus.stakeTerms(playerId, executor),
      reportStake: (tx, stake) => bonus.reportStake(tx, stake),
    },
    clock,
    gate: wagerGate,
  });
  // Launches: the providers with an adapter are switched on, the others hidden (modules/casino/launch).
  const launches = createLaunchService({
    db,
    adapters: createLaunchAdapters({
      isProduction: config.isProduction,
      publicUrl: config.publicUrl,
      launch: config.gameWallet.launch,
    }),
    sessions: gameWallet,
  });
  app.addHook('onReady', async () => launches.syncProviders());
  const adminCms = createAdminCmsService({
    collections: createCollectionsRepo(db),
    settings: createSettingsRepo(db),
    cms,
  });

  // Rate limits shared by every API process when REDIS_URL is set (DESIGN §8: nothing another process
  // needs lives in one process's memory); without it each process counts on its own.
  let rateLimitRedis: Redis | undefined;
  if (config.redisUrl) {
    const client = new Redis(config.redisUrl, {
      connectionName: 'lale-rate-limit',
      // A down Redis must not hang requests: the limiter skips itself on errors (skipOnError).
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    client.on('error', (error) => log.warn({ err: error }, 'rate-limit redis error'));
    app.addHook('onClose', async () => {
      client.disconnect();
    });
    rateLimitRedis = client;
  }

  const api: FastifyPluginAsyncZod = async (scope) => {
    await scope.register(healthRoutes, { database });
    await scope.register(authRoutes, { auth, register, recovery, rateLimitRedis });
    await scope.register(customerRoutes, { guard, customer, sessions, credentials });
    await scope.register(depositLimitRoutes, { guard, depositLimits });
    await scope.register(userRoutes, { guard, user: createUserService({ wallet, money }) });
    await scope.register(bonusRoutes, { guard, bonus });
    await scope.register(bonusAdminRoutes, { adminGuard, bonusAdmin });
    await scope.register(notificationRoutes, { guard, notifications });
    await scope.register(adminNotificationRoutes, { adminGuard, notifications });
    await scope.register(operatorSwitchRoutes, {
      adminGuard,
      admin: createIntegrityAdmin({ db, sessions }),
    });
    await scope.register(cmsRoutes, {
      cms,
      callRequests: createCallRequestService(createCallRequestRepo(db)),
      optionalAuth: createOptionalAuth(sessions),
      rateLimitRedis,
    });
    await scope.register(adminCmsRoutes, { adminGuard, adminCms });
    await scope.register(casinoRoutes, { casino: createCasinoService({ db }) });
    await scope.register(gameHistoryRoutes, { guard, repo: gameWalletRepo, money });
    await scope.register(heldRefundRoutes, { adminGuard, held: createHeldRollbacks(db), money, clock });
    await scope.register(favoriteRoutes, { guard, favorites: createFavoritesService({ db, clock }) });
    await scope.register(launchRoutes, { guard, launches });
    await scope.register(sportsRoutes, { guard, book: createBookReader(db), bets: sportsBets, money });
    await scope.register(sportsAdminRoutes, {
      adminGuard,
      operator: createSportsOperator({ db, feed: sportsFeed, clock }),
      liability: createLiabilityReader(db),
      searchBets: createBetSearch(db),
    });
    // Lale Originals: the game pages' protocol, the site's fairness calls.
    await scope.register(originalsGameRoutes, {
      games: gameWallet,
      play: originalsPlay,
      seeds: originalsSeeds,
      money,
      gameById: (id) => originalsById.get(id),
    });
    await scope.register(originalsFairRoutes, {
      guard,
      seeds: originalsSeeds,
      rounds: createRoundsReader(db),
    });
    await scope.register(crashRoutes, { games: gameWallet, bets: crashGame.bets, money });
    await scope.register(drawRoutes, { games: gameWallet, draws: drawGames, money });
    const { hub88, pragmatic } = config.gameWallet;
    if (hub88) {
      await scope.register(hub88Routes, {
        games: gameWallet,
        repo: gameWalletRepo,
        money,
        hub88Key: publicKeyOf(hub88.hub88PublicKeyPem),
        operatorKey: createPrivateKey(hub88.operatorPrivateKeyPem),
        callbackAllow: hub88.callbackAllow,
      });
    }
    if (pragmatic) {
      await scope.register(pragmaticRoutes, {
        games: gameWallet,
        repo: gameWalletRepo,
        money,
        secret: pragmatic.secretKey,
        callbackAllow: pragmatic.callbackAllow,
      });
    }
    for (const frame of config.sportsFrames) {
      await scope.register(frameWalletRoutes, { frame, tokens: frameTokens, wallet: frameWallet, money });
    }
    // The stand-in sportsbook frames play the providers without a configuration (never in production).
    if (!config.isProduction && config.sportsFrames.some((frame) => frame.sandbox)) {
      await scope.register(sandboxFrameRoutes, { frames: config.sportsFrames, root: app });
    }
    await scope.register(paymentRoutes, { guard, payments });
    await scope.register(adminPaymentRoutes, { adminGuard, payments });
    await scope.register(integrityAdminRoutes, { adminGuard, db });
    await scope.register(paymentWebhookRoutes, { payments });
    await scope.register(paymentLogoRoutes);
    if (!config.isProduction && sandboxes.size > 0) {
      await scope.register(sandboxCheckoutRoutes, { payments, sandboxes, clock, root: app });
    }
    // The game-provider sandbox needs our wallets to trust its keys, i.e. both running on sandbox keys.
    if (!config.isProduction && hub88?.sandbox && pragmatic?.sandbox) {
      await scope.register(sandboxGameRoutes, {
        games: gameWallet,
        keys: { hub88PrivateKeyPem: hub88.hub88PublicKeyPem, pragmaticSecret: pragmatic.secretKey },
        root: app,
        gameInfo: (gameId) => gameWalletRepo.gameInfo(gameId),
      });
    }
    if (!config.isProduction)
      await scope.register(devRoutes, {
        db,
        sportsScript: () => running?.script() ?? null,
        scheduledGames: { clock: gameClock, schedulers: [crashGame.scheduler, ...drawGames.schedulers] },
      });
    await scope.register(docsRoutes, { config });
    // One WebSocket server for both socket routes; on close each hub says goodbye its own way.
    await registerWebSockets(scope, {
      beforeClose: async () => {
        await Promise.all([hub.close(), oddsLive.close(), originalsLive.close()]);
      },
    });
    await scope.register(realtimeRoutes, { realtime: hub, sessions });
    await scope.register(oddsLiveRoutes, { odds: oddsLive });
    await scope.register(originalsLiveRoutes, { live: originalsLive });
    // The stand-in live-chat widget (never in production), after the socket server it uses.
    if (!config.isProduction && config.liveChat.sandbox) await scope.register(devChatRoutes, { config });
  };
  // Modules register full paths (from API_CONTRACT where the spec defines them), so no prefix here.
  await app.register(api);

  // Every page carries the bootstrap for first visitors (modules/cms/embedded-bootstrap.ts).
  const popupChunk = chunkFiles(readWebManifest(config.webDist), 'src/features/cms/popup/StartupPopup.tsx');
  await registerGamePages(app, config.gamesDist);
  await registerSpa(app, config.webDist, {
    pageData: createEmbeddedBootstrap(cms, { popupChunk }),
    // Where the page loads the live-chat widget from: the one value the CSP allows (platform/live-chat.ts).
    headMarkup: liveChatHeadMarkup(config.liveChat),
  });
  return app;
}
