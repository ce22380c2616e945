import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createJourneyDatabase, dropJourneyDatabase, journeyDatabaseUrl } from './database.ts';
import {
  freePort,
  MIGRATE_ENTRY,
  REPO_ROOT,
  spawnHealthy,
  START_PATIENCE_MS,
  stopChild,
  type Started,
} from './server.ts';

/*
 * The built server as production runs it (NODE_ENV=production), for a journey about what only production
 * does — a provider reached through its real protocol, played by its stand-in process, never a sandbox.
 * Production demands what development does without (platform/config.ts, platform/secrets.ts): PostgreSQL
 * (DATABASE_URL: a fresh database on TEST_DATABASE_URL's server, whatever E2E_DATABASE says), Redis
 * (REDIS_URL), TRUST_PROXY and every secret in the environment. It seeds no demo state and never migrates
 * at start: the release's migrate command does, before the server starts (`npm run migrate`), as here.
 */

/** The PostgreSQL server and Redis a production journey needs; unset: such journeys are skipped. */
export const PRODUCTION_SERVICES = {
  postgres: process.env.TEST_DATABASE_URL?.trim() || undefined,
  redis: process.env.REDIS_URL?.trim() || undefined,
};
export const PRODUCTION_SERVICES_MISSING =
  PRODUCTION_SERVICES.postgres === undefined || PRODUCTION_SERVICES.redis === undefined;

/** A process started beside the server (a provider's stand-in) and what the server is told of it. */
export type Beside = { env: Record<string, string>; stop: () => Promise<void> };

export type ProductionServer = {
  baseUrl: string;
  databaseUrl: string;
  /** Stops the server and what was started beside it, and drops the database. */
  stop: () => Promise<void>;
};

const secret = () => randomBytes(32).toString('base64url');

const run = promisify(execFile);

/**
 * Starts the built server in production mode on a fresh, migrated database. `prepare` writes what an
 * operator would have put there before players come (the database is migrated, the server not started
 * yet); `beside` starts processes the server calls, told the server's address first (a stand-in calls
 * our wallet back) and answering the env the server needs of them. Should the server's port be taken
 * meanwhile, both are started again on new ports.
 */
export async function startProductionServer(
  options: {
    env?: Record<string, string>;
    prepare?: (databaseUrl: string) => Promise<void>;
    beside?: (baseUrl: string) => Promise<Beside>;
  } = {},
): Promise<ProductionServer> {
  const { postgres, redis } = PRODUCTION_SERVICES;
  if (!postgres || !redis) throw new Error('a production journey needs TEST_DATABASE_URL and REDIS_URL');
  const database = await createJourneyDatabase(undefined, postgres);
  const databaseUrl = journeyDatabaseUrl(database, postgres);
  const dataDir = await mkdtemp(join(tmpdir(), 'lale-e2e-production-'));
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis,
    // The hub's channel of its own: other processes on this Redis must not hear this server's pushes.
    REALTIME_CHANNEL: `lale:e2e:${database}`,
    // The journey's browser and stand-ins connect from loopback, with no proxy in between.
    TRUST_PROXY: '127.0.0.1',
    TOKEN_PEPPER: secret(),
    SESSION_SECRET: secret(),
    AUDIT_SIGNING_KEY: secret(),
    KYC_DOCUMENT_KEY: secret(),
    // Production drains 5 s after SIGTERM for its proxy; nobody routes to a journey's server.
    SHUTDOWN_DRAIN_MS: '0',
    ...options.env,
  };
  const cleanUp = async () => {
    await rm(dataDir, { recursive: true, force: true });
    await dropJourneyDatabase(database, postgres);
  };
  try {
    // The release's migrate command (`npm run migrate`), with the server's environment.
    await run(process.execPath, [MIGRATE_ENTRY], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    });
    await options.prepare?.(databaseUrl);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const port = await freePort();
      const beside = await options.beside?.(`http://127.0.0.1:${port}`);
      let started: Started | undefined;
      try {
        started = await spawnHealthy(dataDir, { ...env, ...beside?.env }, START_PATIENCE_MS, port);
      } finally {
        if (!started) await beside?.stop();
      }
      if (started) {
        const child = started.child;
        return {
          baseUrl: started.baseUrl,
          databaseUrl,
          async stop() {
            await stopChild(child);
            await beside?.stop();
            await cleanUp();
          },
        };
      }
    }
    throw new Error('the server found its port taken 3 times in a row (EADDRINUSE)');
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
