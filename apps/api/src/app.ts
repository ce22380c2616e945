import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
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
import { createCollectionsRepo } from './modules/admin-cms/collections-repo.ts';
import { adminCmsRoutes } from './modules/admin-cms/routes.ts';
import { createAdminCmsService } from './modules/admin-cms/service.ts';
import { createSettingsRepo } from './modules/admin-cms/settings-repo.ts';
import { createCredentials } from './modules/auth/credentials.ts';
import { createRecovery } from './modules/auth/recovery.ts';
import { createRegistration } from './modules/auth/registration.ts';
import { createAuthRepo } from './modules/auth/repo.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createAuthService } from './modules/auth/service.ts';
import { createLoginThrottle } from './modules/auth/throttle.ts';
import { createBonusRepo } from './modules/bonus/repo.ts';
import { bonusRoutes } from './modules/bonus/routes.ts';
import { createBonusService } from './modules/bonus/service.ts';
import { casinoRoutes } from './modules/casino/routes.ts';
import { createCasinoService } from './modules/casino/service.ts';
import { createCallRequestService } from './modules/cms/call-requests.ts';
import { createCallRequestRepo, createCmsRepo } from './modules/cms/repo.ts';
import { createEmbeddedBootstrap } from './modules/cms/embedded-bootstrap.ts';
import { cmsRoutes } from './modules/cms/routes.ts';
import { createCmsService, type CmsServiceOptions } from './modules/cms/service.ts';
import { createCustomerRepo } from './modules/customer/repo.ts';
import { customerRoutes } from './modules/customer/routes.ts';
import { createCustomerService } from './modules/customer/service.ts';
import { devRoutes } from './modules/dev/routes.ts';
import { docsRoutes } from './modules/docs/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { adminNotificationRoutes } from './modules/notification/admin-routes.ts';
import { createNotificationRepo } from './modules/notification/repo.ts';
import { notificationRoutes } from './modules/notification/routes.ts';
import { createNotificationService } from './modules/notification/service.ts';
import type { RealtimePublisher } from './modules/realtime/contract.ts';
import { realtimeRoutes } from './modules/realtime/routes.ts';
import { createRealtime } from './modules/realtime/service.ts';
import { createSessionRepo } from './modules/session/repo.ts';
import { createSessionService } from './modules/session/service.ts';
import { userRoutes } from './modules/user/routes.ts';
import { createUserService } from './modules/user/service.ts';
import { createVerificationRepo } from './modules/verification/repo.ts';
import { createVerificationService } from './modules/verification/service.ts';
import type { WalletService } from './modules/wallet/contract.ts';
import { createWalletService } from './modules/wallet/service.ts';
import { createAdminGuard } from './platform/admin-guard.ts';
import { createOptionalAuth, registerAuthGuard } from './platform/auth-guard.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import type { Config } from './platform/config.ts';
import { registerErrorHandler } from './platform/envelope.ts';
import { loggerOptions } from './platform/logging.ts';
import type { Messaging } from './platform/messaging.ts';
import { createMessaging } from './platform/messaging-factory.ts';
import { API_VERSION } from './platform/paths.ts';
import { registerSecurityHeaders } from './platform/security.ts';
import { registerSpa } from './platform/spa.ts';
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
}: BuildAppOptions): Promise<FastifyInstance> {
  const logging = loggerOptions(config);
  const logger: FastifyBaseLogger = logStream ? pino(logging, logStream) : pino(logging);
  const app = Fastify({
    loggerInstance: logger,
    // Our own ids only: an id taken from the client could be forged to confuse the logs.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API accepts JSON only; anything else is refused (415) instead of reaching a handler as a string.
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app, clock);
  // A callback hook, not an async one: it runs on every response and needs no promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  await registerSecurityHeaders(app, config);
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
  let messaging = givenMessaging;
  if (!messaging) {
    const owned = createMessaging(config, db, app.log);
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
  });
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
  const adminGuard = createAdminGuard(guard, db);
  const notifications = createNotificationService({
    repo: createNotificationRepo(db),
    realtime,
    clock,
    log,
  });
  const verification = createVerificationService({ repo: createVerificationRepo(db), clock, pepper });
  const authRepo = createAuthRepo(db);
  const credentials = createCredentials({ repo: authRepo, sessions, clock });
  const auth = createAuthService({
    repo: authRepo,
    sessions,
    wallet,
    throttle: createLoginThrottle({ repo: authRepo, clock }),
  });
  const register = createRegistration({ repo: authRepo, sessions, wallet, notifications, clock });
  const recovery = createRecovery({ repo: authRepo, verification, credentials, messaging, log });
  const customer = createCustomerService({
    repo: createCustomerRepo(db),
    verification,
    messaging,
    notifications,
    clock,
    log,
  });
  const bonus = createBonusService({ repo: createBonusRepo(db), wallet, notifications, log });
  // One bootstrap cache per process: the operator content API drops it on every write.
  const cms = createCmsService(createCmsRepo(db), cmsOptions);
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
    await scope.register(authRoutes, { auth, register, recovery });
    await scope.register(customerRoutes, { guard, customer, sessions, credentials });
    await scope.register(userRoutes, { guard, user: createUserService({ wallet }) });
    await scope.register(bonusRoutes, { guard, bonus });
    await scope.register(notificationRoutes, { guard, notifications });
    await scope.register(adminNotificationRoutes, { adminGuard, notifications });
    await scope.register(cmsRoutes, {
      cms,
      callRequests: createCallRequestService(createCallRequestRepo(db)),
      optionalAuth: createOptionalAuth(sessions),
      rateLimitRedis,
    });
    await scope.register(adminCmsRoutes, { adminGuard, adminCms });
    await scope.register(casinoRoutes, { casino: createCasinoService() });
    if (!config.isProduction) await scope.register(devRoutes, { db });
    await scope.register(docsRoutes);
    await scope.register(realtimeRoutes, { realtime: hub, sessions });
  };
  // Modules register full paths (from API_CONTRACT where the spec defines them), so no prefix here.
  await app.register(api);

  // Every page carries the bootstrap for first visitors (modules/cms/embedded-bootstrap.ts).
  const popupChunk = chunkFiles(readWebManifest(config.webDist), 'src/features/cms/popup/StartupPopup.tsx');
  await registerSpa(app, config.webDist, { pageData: createEmbeddedBootstrap(cms, { popupChunk }) });
  return app;
}
