import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { composeApp, type AppModules, type BuildAppOptions } from '../../src/app.ts';
import { seedDatabase } from '../../src/db/seed.ts';
import { seedDemoAccounts } from '../../src/modules/auth/index.ts';
import { seedDemoPaymentMethods } from '../../src/modules/payments/index.ts';
import { seedDemoBonusDefinitions } from '../../src/modules/bonus/index.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { createTestDatabase, type TestDatabase } from './db.ts';

/** A temporary directory removed by the returned cleanup. */
export function tempDir(prefix = 'lale-api-'): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/** Configuration as the server would load it, with a private DATA_DIR and no built site or back office unless given. */
export function testConfig(dataDir: string, env: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web-dist'),
    BACKOFFICE_DIST: join(dataDir, 'no-backoffice-dist'),
    // Tests apply the feed messages they mean; the simulated feed would add matches of its own.
    SPORTS_SIMULATED_FEED: 'off',
    ...env,
  });
}

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  /**
   * Every module's built services, by module name (app.ts AppModules): how a test reaches a service
   * (`t.modules.sports.feed`, `t.modules.bonus.expirySweep`) instead of a decoration on the app.
   */
  modules: AppModules;
  /** Every log line the app wrote, parsed. */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
};

export type TestAppOptions = {
  env?: Record<string, string | undefined>;
  /** Adds routes before the app is ready (e.g. a throwing route for the 500 test). */
  extend?: (app: FastifyInstance, modules: AppModules) => void;
  cms?: BuildAppOptions['cms'];
  database?: TestDatabase;
  wallet?: BuildAppOptions['wallet'];
  messaging?: BuildAppOptions['messaging'];
  clock?: BuildAppOptions['clock'];
  /** Shared with a test's graceful stop (serve.ts createShutdown), which turns readiness to draining. */
  lifecycle?: BuildAppOptions['lifecycle'];
  realtime?: BuildAppOptions['realtime'];
  depositAllowance?: BuildAppOptions['depositAllowance'];
  bonusGate?: BuildAppOptions['bonusGate'];
};

/** A migrated, seeded database and an app on it, ready for `app.inject`. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dir = tempDir();
  mkdirSync(dir.path, { recursive: true });
  const config = testConfig(dir.path, { LOG_LEVEL: 'info', ...options.env });
  const ownsDatabase = !options.database;
  const database = options.database ?? (await createTestDatabase());
  await seedDatabase(database.db);
  await seedDemoAccounts(database.db);
  await seedDemoPaymentMethods(database.db);
  await seedDemoBonusDefinitions(database.db);

  const logs: Record<string, unknown>[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line.trim()) logs.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const { cms, wallet, messaging, clock, lifecycle, realtime, depositAllowance, bonusGate } = options;
  // A production app on a database a test app seeded first: its demo staff are switched off, as an
  // operator must do (the refusal itself is apps/api/test/staff/production.test.ts).
  if (config.isProduction && !ownsDatabase)
    await database.db.execute(sql`update staff set status = 'disabled' where demo`);
  const { app, modules } = await composeApp({
    config,
    database,
    logStream,
    cms,
    wallet,
    messaging,
    clock,
    ...(lifecycle ? { lifecycle } : {}),
    realtime,
    depositAllowance,
    bonusGate,
  });
  options.extend?.(app, modules);
  await app.ready();
  return {
    app,
    database,
    config,
    modules,
    logs,
    async close() {
      await app.close();
      if (ownsDatabase) await database.close();
      dir.remove();
    },
  };
}
