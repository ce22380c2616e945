import { execFile } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseEnv, promisify } from 'node:util';

/*
 * The fault test's handle on deploy/local-cluster.sh: start and stop it in a state directory of its own,
 * read what it generated (passwords, ports), and kill an API process the way a machine loses one: SIGKILL,
 * no drain, its open requests and sockets cut.
 */

export const ROOT = resolve(import.meta.dirname, '../..');
const SCRIPT = join(ROOT, 'deploy/local-cluster.sh');
const run = promisify(execFile);

export type Cluster = {
  state: string;
  /** The proxy's origin: every player request goes through it. */
  proxyUrl: string;
  /** The primary, directly (not through PgBouncer): the checks read it. */
  primaryUrl: string;
  standins: { hub88: string; psp: string; uof: string };
  apiCount: number;
  backendHeader: string;
  /** `start` again: restarts what is not running (a killed process), idempotent. */
  repair(): Promise<void>;
  stop(): Promise<void>;
  pidOf(name: string): number | undefined;
  /** SIGKILL to API process `name` (api-1 …); answers once it is dead (a zombie counts as dead). */
  kill(name: string): Promise<number>;
  /** The API process whose log says it holds lease `holder` (the holder id in scheduled_leaders). */
  processHolding(holder: string): string | undefined;
};

export async function startCluster(
  state: string,
  apiCount: number,
  log: (line: string) => void,
): Promise<Cluster> {
  const env = { ...process.env, LALE_CLUSTER_DIR: state };
  const script = async (...args: string[]) => {
    const { stdout } = await run('bash', [SCRIPT, ...args], { env, cwd: ROOT, maxBuffer: 1 << 24 });
    for (const line of stdout.trim().split('\n')) if (line) log(line);
  };
  await script('start', '--api', String(apiCount));

  const generated = parseEnv(readFileSync(join(ROOT, 'deploy/local/cluster.env'), 'utf8'));
  const secrets = parseEnv(readFileSync(join(state, 'secrets.env'), 'utf8'));
  const port = (name: string) => {
    const value = generated[name];
    if (!value) throw new Error(`deploy/local/cluster.env has no ${name}`);
    return value;
  };
  const loopback = (name: string) => `http://127.0.0.1:${port(name)}`;
  const pidOf = (name: string) => {
    try {
      return Number(readFileSync(join(state, `${name}.pid`), 'utf8').trim()) || undefined;
    } catch {
      return undefined;
    }
  };

  return {
    state,
    proxyUrl: loopback('LALE_PROXY_PORT'),
    primaryUrl: `postgresql://${port('LALE_DB_USER')}:${secrets.LALE_DB_PASSWORD}@127.0.0.1:${port('LALE_PRIMARY_PORT')}/${port('LALE_DB_NAME')}`,
    standins: {
      hub88: loopback('LALE_HUB88_PORT'),
      psp: loopback('LALE_PSP_PORT'),
      uof: loopback('LALE_UOF_PORT'),
    },
    apiCount,
    backendHeader: port('LALE_BACKEND_HEADER').toLowerCase(),
    repair: () => script('start', '--api', String(apiCount)),
    stop: () => script('stop'),
    pidOf,
    async kill(name) {
      const pid = pidOf(name);
      if (!pid) throw new Error(`${name} is not running`);
      process.kill(pid, 'SIGKILL');
      // `repair` must not find it still exiting and take it for running.
      for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 50));
      return pid;
    },
    processHolding(holder) {
      // Each holder logs its id once, when it takes a lease (modules/leases scheduler.ts); a restarted
      // process appends to the same log with a new id, so the newest mention wins.
      for (const file of readdirSync(state).filter((name) => /^api-\d+\.log$/.test(name))) {
        if (readFileSync(join(state, file), 'utf8').includes(holder)) return file.replace(/\.log$/, '');
      }
      return undefined;
    },
  };
}

/** Whether a process still runs: it exists and is not a zombie waiting to be reaped. */
function isAlive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) [ZX]/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** Stops a cluster left in `state` by an earlier run (nothing when none runs there). */
export async function stopCluster(state: string): Promise<void> {
  await run('bash', [SCRIPT, 'stop'], { env: { ...process.env, LALE_CLUSTER_DIR: state }, cwd: ROOT }).catch(
    () => undefined,
  );
}
