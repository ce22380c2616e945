import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
/*
 * E2E_BUILD=<name> runs a private build made by `tools/private-build.sh <name>` (server and site under
 * apps/api/dist/<name>/), so several people can build and test in one checkout at once.
 */
const PRIVATE_BUILD = process.env.E2E_BUILD;
const SERVER_ENTRY = PRIVATE_BUILD
  ? join(REPO_ROOT, 'apps/api/dist', PRIVATE_BUILD, 'server.js')
  : join(REPO_ROOT, 'apps/api/dist/server.js');
const WEB_DIST = PRIVATE_BUILD
  ? join(REPO_ROOT, 'apps/api/dist', PRIVATE_BUILD, 'web')
  : join(REPO_ROOT, 'apps/web/dist');

/** webDist: the built site the server sends (benchmarks size its files). */
export type RunningServer = { baseUrl: string; dataDir: string; webDist: string; stop: () => Promise<void> };

function freePort(): Promise<number> {
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

/** Resolves once `/api/health` answers, or rejects with the server's own output when it exits. */
async function waitUntilHealthy(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
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
  throw new Error(`server did not become healthy in 60 s:\n${output()}`);
}

/**
 * Starts the BUILT server (`npm run build` first) exactly as `npm start` runs it, on a free port with a
 * fresh embedded database, so every journey begins from the seeded demo state.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'lale-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  // The journeys run on a fresh embedded database, whatever services the shell points at.
  const inherited = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'TEST_DATABASE_URL', 'SMTP_URL']) delete inherited[name];
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
    await waitUntilHealthy(baseUrl, child, () => log);
  } catch (error) {
    child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    dataDir,
    webDist: WEB_DIST,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
