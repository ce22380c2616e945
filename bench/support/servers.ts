import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, openSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { freePort } from './scratch.ts';

/*
 * Starting the servers a benchmark measures side by side: the API built as `npm run build` builds it
 * (into a private dist/ folder of its own), a bare baseline server run by tsx, and waiting for each to
 * answer. The casino search and back-office benches share them.
 */

const API_DIR = join(import.meta.dirname, '..', '..', 'apps', 'api');

/** Polls `url` until it answers 2xx; fails when `child` exits or a minute passes. */
export async function waitUntilServing(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in time`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The environment of a production start of the built `serverJs` (issue #28), after running its migrate
 * command: a production server never migrates (a build from before the command has no migrate.js and
 * migrates itself at start) and refuses to start without Redis and a trusted proxy — the local Redis
 * (BENCH_REDIS_URL) on a channel of this run, and the bench itself as the proxy. `env` wins.
 */
export function productionStart(serverJs: string, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const full: NodeJS.ProcessEnv = {
    REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
    REALTIME_CHANNEL: `lale:bench:${randomBytes(6).toString('hex')}`,
    TRUST_PROXY: '127.0.0.1',
    ...env,
  };
  const migrateJs = join(dirname(serverJs), 'migrate.js');
  if (existsSync(migrateJs)) {
    const run = spawnSync(process.execPath, [migrateJs], { env: full, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`${migrateJs} failed:\n${run.stderr || run.stdout}`);
  }
  return full;
}

/** Bundles the API (apps/api/build.mjs) into `apps/api/<outfile>`. */
export function buildApi(outfile: string): void {
  const built = spawnSync(process.execPath, ['build.mjs'], {
    cwd: API_DIR,
    env: { ...process.env, API_OUTFILE: outfile },
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`building the API failed:\n${built.stderr || built.stdout}`);
}

/**
 * Starts the built API on a free port with NODE_ENV=development (in production providers without
 * launch credentials are switched off), its log in `workDir/api.log`, no Redis; answers once it serves.
 */
export async function startBuiltApi(options: {
  outfile: string;
  workDir: string;
  databaseUrl: string;
  env?: Record<string, string>;
}): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log = openSync(join(options.workDir, 'api.log'), 'a');
  const child = spawn(process.execPath, [join(API_DIR, options.outfile)], {
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: options.workDir,
      WEB_DIST: join(options.workDir, 'no-site'),
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: '',
      ...options.env,
    },
  });
  await waitUntilServing(`${url}/api/health`, child).catch((err: unknown) => {
    child.kill('SIGTERM');
    throw err;
  });
  return { url, child };
}

/** Starts a bare baseline server (`script`, run by tsx) with PORT and DATABASE_URL; it must serve /hello. */
export async function startBareServer(
  script: string,
  databaseUrl: string,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl },
  });
  await waitUntilServing(`${url}/hello`, child).catch((err: unknown) => {
    child.kill('SIGTERM');
    throw err;
  });
  return { url, child };
}

/** Stops the servers a bench started, waiting for each to exit. */
export async function stopServers(children: readonly ChildProcess[]): Promise<void> {
  for (const child of children) {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
}
