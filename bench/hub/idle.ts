import { openClients, type ClientPool } from './clients.ts';
import type { MeasuredChild, MemorySample } from './measured-child.ts';

/*
 * The idle-connection measurement, the same for the hub and the bare server: warm the server's upgrade
 * path up with a few connections (so code compiled on first use is not billed to the ten thousand),
 * sample memory, open `count` handshaken connections, let them settle, sample again.
 */

export type Target = { url: string; handshake: string; expect: string };

export type IdleResult = {
  connections: number;
  connectSeconds: number;
  before: MemorySample;
  after: MemorySample;
  /** (after − before) / connections, resident set. */
  rssPerConnection: number;
  /** (after − before) / connections, V8 heap in use after a full GC. */
  heapPerConnection: number;
  /** Server CPU, as a share of one core, while only holding the connections (keep-alive traffic). */
  idleCpuPercent: number;
};

const WARMUP_CONNECTIONS = 200;
const CONCURRENCY = 100;
/** Time for the server to finish with the last upgrades before the "after" sample. */
const SETTLE_MS = 2_000;
/** Long enough to include a pass of the hub's 5 s keep-alive interval. */
const IDLE_CPU_WINDOW_MS = 6_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureIdle(
  server: MeasuredChild,
  count: number,
  target: (index: number, warmup: boolean) => Target,
  keepAlivePeriodMs: number | undefined,
): Promise<{ result: IdleResult; pool: ClientPool; stopKeepAlive: () => void }> {
  const warmup = await server.unlessExited(
    openClients(WARMUP_CONNECTIONS, CONCURRENCY, (index) => target(index, true)),
  );
  await warmup.pool.close();
  await sleep(SETTLE_MS / 2);
  const before = await server.memory();

  const { pool, seconds } = await server.unlessExited(
    openClients(count, CONCURRENCY, (index) => target(index, false)),
  );
  const stopKeepAlive = keepAlivePeriodMs ? pool.keepAlive(keepAlivePeriodMs) : () => {};
  await sleep(SETTLE_MS);
  const after = await server.memory();
  const cpuAtStart = server.cpuSeconds();
  await sleep(IDLE_CPU_WINDOW_MS);
  const idleCpuPercent = ((server.cpuSeconds() - cpuAtStart) * 100_000) / IDLE_CPU_WINDOW_MS;
  return {
    result: {
      connections: count,
      connectSeconds: seconds,
      before,
      after,
      rssPerConnection: (after.rssBytes - before.rssBytes) / count,
      heapPerConnection: (after.heapUsedBytes - before.heapUsedBytes) / count,
      idleCpuPercent,
    },
    pool,
    stopKeepAlive,
  };
}
