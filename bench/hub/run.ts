import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { measureBare } from './bare-phase.ts';
import { buildApiServer, buildHelpers } from './builds.ts';
import { measureHub } from './hub-phase.ts';
import type { LatencyResult } from './latency.ts';
import type { MeasuredChild } from './measured-child.ts';
import { RESULTS_DIR } from './paths.ts';
import { idleTable, latencyTable, verdicts } from './report.ts';
import { ADMIN_DATABASE_URL, CONNECTIONS, GIVEN_SERVER, RATE, SECONDS, TARGETS } from './settings.ts';

/*
 * The realtime hub against a bare `ws` server, in one run (DESIGN §8): memory held by 10,000 idle,
 * handshaken connections to one process, then NotifyMessage delivery latency at a steady rate with those
 * connections still open. The hub runs as production runs it (built bundle, PostgreSQL, Redis fan-out).
 *
 *   npm run bench:hub -w @lale/bench        (or: npx tsx bench/hub/run.ts)
 *   BENCH_CONNECTIONS=10000 BENCH_RATE=1000 BENCH_SECONDS=10 BENCH_ADMIN_LOW_RATE=250 \
 *   BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres BENCH_REDIS_URL=redis://127.0.0.1:6379 \
 *   BENCH_SERVER=apps/api/dist/<build>/server.js npx tsx bench/hub/run.ts
 *
 * Creates a scratch database (lale_bench_hub_*) and drops it at the end; every child process it starts
 * is stopped before it exits. Raw figures: bench/results/hub-<date>.json.
 */

/** This process holds every client socket and the servers inherit its limit: both need one fd each. */
function checkFileLimit(): void {
  const limits = readFileSync('/proc/self/limits', 'utf8');
  const match = /^Max open files\s+(\d+|unlimited)\s+(\d+|unlimited)/m.exec(limits);
  const soft = match?.[1] === 'unlimited' ? Infinity : Number(match?.[1] ?? 0);
  const needed = CONNECTIONS + 1_000;
  if (soft < needed) {
    throw new Error(
      `open-file limit ${soft} is below the ${needed} this run needs: raise it first, e.g. ` +
        `\`ulimit -n ${needed}\` (hard limit: ${match?.[2] ?? 'unknown'})`,
    );
  }
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

const load = (values: number[]) => values.map((value) => value.toFixed(1)).join(' ');

async function main(): Promise<void> {
  checkFileLimit();
  const loadAtStart = loadavg();
  const database = `lale_bench_hub_${randomBytes(4).toString('hex')}`;
  const workDir = mkdtempSync(join(tmpdir(), 'lale-bench-hub-'));
  const children = new Set<MeasuredChild>();
  const started = (child: MeasuredChild) => children.add(child);
  const cleanUp = async () => {
    for (const child of children) await child.stop();
    rmSync(workDir, { recursive: true, force: true });
    await admin(`drop database if exists ${database} with (force)`);
  };
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
  try {
    const { bareServer, memoryProbe } = await buildHelpers(workDir);
    const serverJs = buildApiServer(GIVEN_SERVER);
    await admin(`create database ${database}`);
    console.log(`${CONNECTIONS} connections, ${RATE} messages/s, ${SECONDS} s per latency row; ${serverJs}`);
    const hub = await measureHub({
      serverJs,
      memoryProbe,
      databaseUrl: databaseUrl(database),
      workDir,
      started,
    });
    const bare = await measureBare({ bareServer, memoryProbe, started });

    const latencies: [string, LatencyResult][] = [
      ['hub: POST admin/notifications', hub.admin],
      ['hub: POST admin/notifications', hub.adminLow],
      ['hub: Redis publish → socket', hub.redis],
      ['bare ws: control → socket', bare.push],
    ];
    const loadAtEnd = loadavg();
    console.log(`\nidle connections (${CONNECTIONS}, handshaken; memory read after a full GC):`);
    console.log(
      idleTable([
        ['hub', hub.idle],
        ['bare ws', bare.idle],
      ]),
    );
    console.log(`\ndelivery latency, with the ${CONNECTIONS} connections open:`);
    console.log(latencyTable(latencies));
    console.log('\ntargets (DESIGN §8):');
    console.log(verdicts(hub.idle, bare.idle, [latencies[0]!, latencies[2]!], TARGETS));
    console.log(
      `\nload average (1/5/15 min) ${load(loadAtStart)} at the start, ${load(loadAtEnd)} at the end, ` +
        `on ${cpus().length} cores`,
    );

    const date = new Date().toISOString();
    const summary = {
      date,
      machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
      // The machine is shared: a load average above its core count means other work competed with the run.
      loadAverage: { start: loadAtStart, end: loadAtEnd },
      server: serverJs,
      connections: CONNECTIONS,
      rate: RATE,
      seconds: SECONDS,
      idle: {
        hub: hub.idle,
        bare: bare.idle,
        rssRatio: hub.idle.rssPerConnection / bare.idle.rssPerConnection,
        heapRatio: hub.idle.heapPerConnection / bare.idle.heapPerConnection,
      },
      latency: { admin: hub.admin, adminLow: hub.adminLow, redis: hub.redis, bare: bare.push },
    };
    mkdirSync(RESULTS_DIR, { recursive: true });
    const file = join(RESULTS_DIR, `hub-${date.replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, JSON.stringify(summary, null, 2));
  } finally {
    await cleanUp();
  }
}

await main();
