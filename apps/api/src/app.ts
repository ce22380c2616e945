import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { DatabaseConnection } from './db/connection.ts';
import { messagingModule } from './messaging-module.ts';
import { describeOutcome } from './outcomes.ts';
import { composeModules, moduleList, SOCKET_SERVER, type ModulesOf, type TestDoubles } from './module-kit.ts';
import { adminCmsModule } from './modules/admin-cms/index.ts';
import { amlModule } from './modules/aml/index.ts';
import { auditModule } from './modules/audit/index.ts';
import { authModule } from './modules/auth/index.ts';
import { backofficePlayersModule } from './modules/backoffice-players/index.ts';
import { bonusModule } from './modules/bonus/index.ts';
import { casinoModule } from './modules/casino/index.ts';
import { cmsModule } from './modules/cms/index.ts';
import { customerModule } from './modules/customer/index.ts';
import { depositLimitsModule } from './modules/deposit-limits/index.ts';
import { devChatModule } from './modules/dev-chat/index.ts';
import { devModule } from './modules/dev/index.ts';
import { docsModule } from './modules/docs/index.ts';
import { gameWalletModule } from './modules/game-wallet/index.ts';
import { healthModule } from './modules/health/index.ts';
import { integrityModule } from './modules/integrity/index.ts';
import { leasesModule } from './modules/leases/index.ts';
import { limitsModule } from './modules/limits/index.ts';
import { notificationModule } from './modules/notification/index.ts';
import { originalsModule } from './modules/originals/index.ts';
import { paymentsModule } from './modules/payments/index.ts';
import { realtimeModule } from './modules/realtime/index.ts';
import { reportsModule } from './modules/reports/index.ts';
import { saferPlayModule } from './modules/safer-play/index.ts';
import { screeningModule } from './modules/screening/index.ts';
import { kycModule } from './modules/kyc/index.ts';
import { correctionsModule } from './modules/corrections/index.ts';
import { approvalsModule } from './modules/approvals/index.ts';
import { sessionModule } from './modules/session/index.ts';
import { sportsFramesModule } from './modules/sports-frames/index.ts';
import { sportsModule } from './modules/sports/index.ts';
import { staffModule } from './modules/staff/index.ts';
import { userModule } from './modules/user/index.ts';
import { verificationModule } from './modules/verification/index.ts';
import { walletModule } from './modules/wallet/index.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import type { Config } from './platform/config.ts';
import { registerGamePages } from './platform/game-pages.ts';
import { createHttpApp, rateLimitRedis } from './platform/http-app.ts';
import { createLifecycle, type Lifecycle } from './platform/lifecycle.ts';
import { liveChatHeadMarkup } from './platform/live-chat.ts';
import { createMetrics } from './platform/metrics.ts';
import { registerHttpMetrics, serveMetrics } from './platform/metrics-endpoint.ts';
import { loadMoney } from './platform/money.ts';
import { registerBackofficeApp } from './platform/backoffice-app.ts';
import { registerSpa } from './platform/spa.ts';
import { registerWebSockets } from './platform/websockets.ts';

/*
 * The composition root: the platform, then the modules in order (ARCHITECTURE "Modules and their
 * manifests"). A module is built after every module it names in `needs`: the list refuses, at compile
 * time, a module placed before one it needs.
 */
const MODULES = moduleList()
  .add(walletModule)
  .add(auditModule)
  // Before any module's routes: its guard is installed on the root app when it is built.
  .add(staffModule)
  .add(approvalsModule)
  .add(cmsModule)
  .add(messagingModule)
  .add(realtimeModule)
  .add(sessionModule)
  .add(notificationModule)
  .add(verificationModule)
  .add(limitsModule)
  .add(leasesModule)
  .add(integrityModule)
  .add(bonusModule)
  .add(saferPlayModule)
  .add(gameWalletModule)
  .add(sportsFramesModule)
  .add(authModule)
  .add(customerModule)
  .add(depositLimitsModule)
  .add(kycModule)
  .add(amlModule)
  .add(screeningModule)
  .add(paymentsModule)
  .add(originalsModule)
  .add(sportsModule)
  .add(casinoModule)
  .add(userModule)
  .add(adminCmsModule)
  .add(backofficePlayersModule)
  .add(reportsModule)
  .add(correctionsModule)
  .add(healthModule)
  .add(docsModule)
  .add(devModule)
  .add(devChatModule);

/** Every module's built services, by module name (tests reach a service here, never through the app). */
export type AppModules = ModulesOf<typeof MODULES>;

/**
 * The order routes are registered in: the OpenAPI document lists paths in this order (snapshotted in
 * test/snapshots/openapi.json). A name is all of a module's route groups; `module.group` one of them.
 */
const ROUTE_ORDER = [
  'health',
  'auth',
  'staff.main',
  'customer',
  'depositLimits',
  'saferPlay.main',
  'kyc.main',
  'user',
  'bonus',
  'notification',
  'integrity.switches',
  'cms',
  'adminCms',
  'casino.catalogue',
  'gameWallet.history',
  'casino.player',
  'sports.main',
  'originals.main',
  'gameWallet.providers',
  'sportsFrames',
  'payments.main',
  'reports',
  'corrections',
  'approvals',
  'integrity.findings',
  'audit',
  'backofficePlayers',
  'saferPlay.admin',
  'kyc.admin',
  'aml',
  'screening',
  'payments.providers',
  'kyc.providers',
  'casino.sandbox',
  'dev',
  'docs',
  // One WebSocket server for every socket route; on close each hub says goodbye its own way.
  SOCKET_SERVER,
  'realtime',
  'staff.live',
  'sports.live',
  'originals.live',
  'devChat',
] as const;

export type BuildAppOptions = TestDoubles & {
  config: Config;
  database: DatabaseConnection;
  /** Where log lines go (tests capture them); stdout when omitted. */
  logStream?: DestinationStream;
  /** "Now" for every time-based rule; tests pass one they can move. */
  clock?: Clock;
  /** Shared with the graceful stop (serve.ts), which turns readiness to draining; a new one when omitted. */
  lifecycle?: Lifecycle;
};

export { BODY_LIMIT } from './platform/http-app.ts';

/**
 * The whole HTTP application, without listening: server.ts listens, tests use `app.inject`.
 * Database and config are passed in so tests can give each file its own.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  return (await composeApp(options)).app;
}

/** The app and its modules' built services (test/support/app.ts hands both to tests). */
export async function composeApp({
  config,
  database,
  logStream,
  clock = systemClock,
  lifecycle = createLifecycle(),
  ...given
}: BuildAppOptions): Promise<{ app: FastifyInstance; modules: AppModules }> {
  const app = await createHttpApp({ config, logStream, clock, describeOutcome });
  // Before any route, so every route is measured; modules report through `platform.metrics`.
  const metrics = createMetrics({ clock });
  metrics.watchReplica(database.replica);
  registerHttpMetrics(app, metrics);
  serveMetrics(app, metrics, config.metrics);
  const composed = await composeModules(MODULES, {
    config,
    database,
    db: database.db,
    readDb: database.readDb,
    clock,
    log: app.log,
    // Every amount the API answers with is converted here, by its currency's minor units.
    money: await loadMoney(database.db),
    root: app,
    rateLimitRedis: rateLimitRedis(app, config),
    lifecycle,
    metrics,
    given,
  });
  // Jobs start when the app is ready, in list order, and stop when it closes, in reverse order.
  app.addHook('onReady', async () => {
    for (const job of composed.jobs) await job.start();
  });
  app.addHook('onClose', async () => {
    for (const job of [...composed.jobs].reverse()) await job.stop();
  });

  const api: FastifyPluginAsyncZod = (scope) =>
    composed.registerRoutes(scope, ROUTE_ORDER, (hubs) =>
      registerWebSockets(scope, {
        beforeClose: async () => void (await Promise.all(hubs.map((hub) => hub.close()))),
      }),
    );
  // Modules register full paths (from API_CONTRACT where the spec defines them), so no prefix here.
  await app.register(api);

  await registerGamePages(app, config.gamesDist);
  // Before the site: its not-found handler answers the site's page for any other path.
  await registerBackofficeApp(app, config);
  await registerSpa(app, config.webDist, {
    pageData: composed.modules.cms.pageData,
    // Where the page loads the live-chat widget from: the one value the CSP allows (platform/live-chat.ts).
    headMarkup: liveChatHeadMarkup(config.liveChat),
  });
  return { app, modules: composed.modules };
}
