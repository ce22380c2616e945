import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DATABASE_TEMPLATE_ENV,
  createJourneyDatabase,
  dropJourneyDatabase,
  journeyDatabaseUrl,
  settleTemplateDatabase,
} from './database.ts';

export const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
/*
 * E2E_BUILD=<name> runs a private build made by `tools/private-build.sh <name>` (server, site, games and back
 * office under apps/api/dist/<name>/), so several people can build and test in one checkout at once.
 */
const PRIVATE_BUILD = process.env.E2E_BUILD;
const SERVER_ENTRY = PRIVATE_BUILD
  ? join(REPO_ROOT, 'apps/api/dist', PRIVATE_BUILD, 'server.js')
  : join(REPO_ROOT, 'apps/api/dist/server.js');
/** The built migrate command beside the server (`npm run migrate`: production migrates with it). */
export const MIGRATE_ENTRY = join(SERVER_ENTRY, '../migrate.js');
const WEB_DIST = PRIVATE_BUILD
  ? join(REPO_ROOT, 'apps/api/dist', PRIVATE_BUILD, 'web')
  : join(REPO_ROOT, 'apps/web/dist');
const GAMES_DIST = PRIVATE_BUILD
  ? join(REPO_ROOT, 'apps/api/dist', PRIVATE_BUILD, 'games')
  : join(REPO_ROOT, 'apps/games/dist');
const BACKOFFICE_DIST = PRIVATE_BUILD
  ? join(REPO_ROOT, 'apps/api/dist', PRIVATE_BUILD, 'backoffice')
  : join(REPO_ROOT, 'apps/backoffice/dist');

/** webDist: the built site the server sends (benchmarks size its files). */
export type RunningServer = {
  baseUrl: string;
  dataDir: string;
  /** Its PostgreSQL database (support/database.ts); undefined: the embedded one in `dataDir`. */
  databaseUrl?: string;
  webDist: string;
  /** Stops the server and deletes its data folder (and its PostgreSQL database). */
  stop: () => Promise<void>;
  /** Kills the process at once (SIGKILL, like a crash or a power cut); the data folder stays for `restartServer`. */
  kill: () => Promise<void>;
  /** Stops the process cleanly (SIGTERM) and keeps the data folder: its database can be opened, then `restartServer`. */
  halt: () => Promise<void>;
};

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

/*
 * How long a start may take. An empty folder is the slow one (the embedded PostgreSQL's initdb,
 * migrations, seeds): over a minute on a busy 2-core machine. A copy of the seeded template skips most
 * of that; its limit stays below the e2e project's hook timeout, so a hung start fails as itself.
 */
const FIRST_START_PATIENCE_MS = 240_000;
export const START_PATIENCE_MS = 100_000;
/** How long a clean stop (SIGTERM) may drain before the process is killed. */
const HALT_PATIENCE_MS = 15_000;

/** Resolves once `/api/health` answers, or rejects with the server's own output when it exits. */
async function waitUntilHealthy(
  baseUrl: string,
  child: ChildProcess,
  output: () => string,
  patienceMs: number,
): Promise<void> {
  const deadline = Date.now() + patienceMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy in ${patienceMs / 1000} s:\n${output()}`);
}

/** The env var through which the e2e project's global setup hands every journey its seeded template. */
export const DATA_TEMPLATE_ENV = 'E2E_DATA_TEMPLATE';

export type Started = { child: ChildProcess; baseUrl: string };

/**
 * Spawns the server on `dataDir` and waits until it is healthy; undefined if its port was taken.
 * `port`: one chosen before (a process started beside the server already calls it there).
 */
export async function spawnHealthy(
  dataDir: string,
  env: Record<string, string>,
  patienceMs: number,
  port?: number,
): Promise<Started | undefined> {
  port ??= await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The journeys run on a fresh database of their own (DATABASE_URL in `env`, else the embedded one),
  // whatever services the shell points at.
  const inherited = { ...process.env };
  for (const name of [
    'DATABASE_URL',
    'REDIS_URL',
    'TEST_DATABASE_URL',
    'SMTP_URL',
    DATA_TEMPLATE_ENV,
    DATABASE_TEMPLATE_ENV,
  ])
    delete inherited[name];
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      WEB_DIST,
      GAMES_DIST,
      BACKOFFICE_DIST,
      // The journeys that bet switch the simulated odds feed on; the others are spared its start-up work.
      SPORTS_SIMULATED_FEED: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  try {
    await waitUntilHealthy(baseUrl, child, () => log, patienceMs);
    return { child, baseUrl };
  } catch (error) {
    child.kill('SIGKILL');
    // The port was free when probed, but the server binds it only after its start-up work; files run
    // in parallel, and another process (a browser's outgoing connection) may have taken it meanwhile.
    if (child.exitCode !== null && /EADDRINUSE/.test(log)) return undefined;
    throw error;
  }
}

export function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<unknown> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  return exited;
}

/** A started server with its data: the folder, and its PostgreSQL database when it has one. */
type Placed = Started & { dataDir: string; database?: string };

function running(started: Placed): RunningServer {
  const databaseUrl = started.database ? journeyDatabaseUrl(started.database) : undefined;
  return {
    baseUrl: started.baseUrl,
    dataDir: started.dataDir,
    databaseUrl,
    webDist: WEB_DIST,
    async stop() {
      await stopChild(started.child);
      await rm(started.dataDir, { recursive: true, force: true });
      if (started.database) await dropJourneyDatabase(started.database);
    },
    kill: async () => {
      await stopChild(started.child, 'SIGKILL');
    },
    halt: async () => {
      // A clean stop drains the requests it accepted; should one hang, the process is killed after a
      // while (the database recovers from its log at the next start, as after a crash).
      const patience = setTimeout(() => started.child.kill('SIGKILL'), HALT_PATIENCE_MS);
      await stopChild(started.child);
      clearTimeout(patience);
    },
  };
}

/** What `prepare` made of a new data folder: whether it holds the seeded state, and its database. */
type Prepared = { seeded: boolean; database?: string };

/**
 * Starts the server on a new data folder made by `prepare`. Should the port be taken meanwhile, once
 * more on a new port, a new folder and a new database (the failed start may have left its own state
 * behind, the sports feed's start time for one).
 */
async function startOnNewFolder(
  prefix: string,
  prepare: (dataDir: string) => Promise<Prepared>,
  env: Record<string, string>,
): Promise<Placed> {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const dataDir = await mkdtemp(join(tmpdir(), prefix));
    let prepared: Prepared = { seeded: false };
    const discard = async () => {
      await rm(dataDir, { recursive: true, force: true });
      if (prepared.database) await dropJourneyDatabase(prepared.database);
    };
    try {
      prepared = await prepare(dataDir);
      const started = await spawnHealthy(
        dataDir,
        prepared.database ? { ...env, DATABASE_URL: journeyDatabaseUrl(prepared.database) } : env,
        prepared.seeded ? START_PATIENCE_MS : FIRST_START_PATIENCE_MS,
      );
      if (started) return { ...started, dataDir, database: prepared.database };
    } catch (error) {
      await discard();
      throw error;
    }
    await discard();
  }
  throw new Error('the server found its port taken 3 times in a row (EADDRINUSE)');
}

/** The seeded demo state a journey's server starts from (support/dataTemplate.globalSetup.ts). */
export type DataTemplate = { dataDir: string; database?: string };

/**
 * The seeded demo state: a server started once on an empty folder (migrations, seeds, its secrets) —
 * and an empty PostgreSQL database when `onPostgres` — and stopped cleanly. Journeys start on copies of
 * it instead of seeding again, which is most of a start's time; the first-start path itself still runs
 * here, once per test run.
 */
export async function seedDataTemplate(onPostgres: boolean): Promise<DataTemplate> {
  const started = await startOnNewFolder(
    'lale-e2e-template-',
    async () => ({ seeded: false, database: onPostgres ? await createJourneyDatabase() : undefined }),
    {},
  );
  await stopChild(started.child);
  if (started.database) await settleTemplateDatabase(started.database);
  return { dataDir: started.dataDir, database: started.database };
}

/**
 * Starts the BUILT server (`npm run build` first) exactly as `npm start` runs it, on a free port with a
 * database of its own in a fresh data folder, so every journey begins from the seeded demo state and
 * files can run in parallel. Under the e2e project that folder is a copy of the run's seeded template
 * (support/dataTemplate.globalSetup.ts); elsewhere (benchmarks) the server seeds it itself.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const template = process.env[DATA_TEMPLATE_ENV];
  const templateDatabase = process.env[DATABASE_TEMPLATE_ENV];
  // The template holds the development seeds: a journey that changes their environment seeds its own.
  const fromTemplate = template !== undefined && env.NODE_ENV === undefined;
  const started = await startOnNewFolder(
    'lale-e2e-',
    async (dataDir) => {
      if (fromTemplate) await cp(template, dataDir, { recursive: true });
      // The run's template is on PostgreSQL: so is every journey's server, seeded or not.
      const database = templateDatabase
        ? await createJourneyDatabase(fromTemplate ? templateDatabase : undefined)
        : undefined;
      return { seeded: fromTemplate, database };
    },
    env,
  );
  return running(started);
}

/**
 * Starts the built server again on the data folder a killed (or halted) one left, on a new port: what
 * an operator's restart after a crash does. Its `stop()` deletes the folder and database.
 */
export async function restartServer(
  killed: RunningServer,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const database = killed.databaseUrl ? new URL(killed.databaseUrl).pathname.slice(1) : undefined;
  const withDatabase = killed.databaseUrl ? { ...env, DATABASE_URL: killed.databaseUrl } : env;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const started = await spawnHealthy(killed.dataDir, withDatabase, START_PATIENCE_MS);
    if (started) return running({ ...started, dataDir: killed.dataDir, database });
  }
  throw new Error('the server found its port taken 3 times in a row (EADDRINUSE)');
}
