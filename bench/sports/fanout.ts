import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ODDS_PATH } from '@lale/contracts';
import { build } from 'esbuild';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { broadcastsOf } from '../../apps/api/src/modules/sports/live/deltas.ts';
import { channelMessage } from '../../apps/api/src/modules/realtime/index.ts';
import type { BookChange } from '../../apps/api/src/modules/sports/index.ts';
import { buildApiServer } from '../hub/builds.ts';
import type { MeasuredChild } from '../hub/measured-child.ts';
import { RESULTS_DIR } from '../hub/paths.ts';
import { startApi, startBare } from '../hub/servers.ts';
import { admin, databaseUrl } from '../support/scratch.ts';
import {
  percentile,
  wallNow,
  type ClientCommand,
  type ClientReply,
  type ClientReport,
} from './fanout-ipc.ts';

/*
 * bench/sports fan-out (issue #13, DESIGN §8): live odds updates to 10,000 connected live-lobby clients,
 * p99 delivery and updates delivered per second, next to a bare `ws` server broadcasting the same
 * payload to the same 10,000 clients, in one run.
 *
 *   npm run sports:fanout -w @lale/bench      (or: npx tsx bench/sports/fanout.ts)
 *   BENCH_CONNECTIONS=10000 BENCH_RATES=20,50 BENCH_SECONDS=10 BENCH_CLIENT_PROCESSES=2 \
 *   BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres BENCH_REDIS_URL=redis://127.0.0.1:6379 \
 *   BENCH_SERVER=apps/api/dist/<build>/server.js npx tsx bench/sports/fanout.ts
 *
 * The API runs as production runs it (built bundle, NODE_ENV=production, a scratch PostgreSQL database,
 * Redis fan-out on a private channel). An update takes the odds' real publish path from the Redis channel
 * on: the runner builds the delta with the API's own code (deltas.ts: one frame for the event's topic,
 * one for its lobbies) and publishes both on the odds channel as the process applying the feed does
 * (realtime/topics.ts); the API process receives them and writes the lobby frame to its 10,000 subscribers.
 * The bare server gets the same lobby frame on a control socket and writes it to its 10,000 clients.
 * Clients live in separate processes (fanout-clients.ts); latency is from the `at` the runner stamped
 * just before publishing to the client's 'message' event, on the machine's one clock.
 */

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10_000);
const RATES = (process.env.BENCH_RATES ?? '20,50').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENT_PROCESSES = Number(process.env.BENCH_CLIENT_PROCESSES ?? 2);
const ADMIN_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** How long frames still in flight after the last send may take before they count as missing. */
const GRACE_MS = 3_000;
/** Each server first gets this long at the first rate, not recorded (code compiled on first use). */
const WARM_UP_SECONDS = 3;
/** Live events the updates rotate over (each update is one event's main market moving). */
const EVENTS = 40;

function checkFileLimit(): void {
  const limits = readFileSync('/proc/self/limits', 'utf8');
  const match = /^Max open files\s+(\d+|unlimited)\s+(\d+|unlimited)/m.exec(limits);
  const soft = match?.[1] === 'unlimited' ? Infinity : Number(match?.[1] ?? 0);
  // Each server holds every connection; each client process its share.
  const needed = CONNECTIONS + 1_000;
  if (soft < needed) {
    throw new Error(
      `open-file limit ${soft} is below the ${needed} this run needs: \`ulimit -n ${needed}\` first`,
    );
  }
}

/** Update `seq`: one live event's 1x2 moving a little, the clock running. */
function change(seq: number): BookChange {
  const wobble = (base: number) => (base + ((seq * 7) % 11) / 100).toFixed(2);
  return {
    eventId: 1_000 + (seq % EVENTS),
    wasStatus: 1,
    header: { status: 1, homeScore: seq % 3, awayScore: seq % 2, matchTime: `${(seq % 90) + 1}:00` },
    headerChanged: true,
    markets: [
      {
        id: 50_000 + (seq % EVENTS),
        key: '1x2',
        specifiers: '',
        status: 1,
        outcomes: [
          { id: '1', odds: wobble(2.1), active: true },
          { id: 'X', odds: wobble(3.3), active: true },
          { id: '2', odds: wobble(3.6), active: true },
        ],
      },
    ],
  };
}

// ── client processes ───────────────────────────────────────────────────────────────────────────────
type ClientProcess = { child: ChildProcess; ask(command: ClientCommand): Promise<ClientReply> };

function startClientProcess(): ClientProcess {
  const child = fork(join(import.meta.dirname, 'fanout-clients.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return {
    child,
    ask(command) {
      return new Promise((resolve, reject) => {
        const onMessage = (message: ClientReply) => {
          child.off('message', onMessage);
          if (message.type === 'failed') reject(new Error(message.error));
          else resolve(message);
        };
        child.on('message', onMessage);
        child.send(command);
      });
    },
  };
}

async function connectAll(
  clients: ClientProcess[],
  command: { type: 'connect'; url: string; subscribe?: string; expect?: string },
) {
  const started = performance.now();
  await Promise.all(
    clients.map((client, i) =>
      client.ask({
        ...command,
        count: Math.floor(CONNECTIONS / clients.length) + (i < CONNECTIONS % clients.length ? 1 : 0),
      }),
    ),
  );
  return (performance.now() - started) / 1_000;
}

// ── one row ────────────────────────────────────────────────────────────────────────────────────────
export type Row = {
  server: string;
  rate: number;
  sent: number;
  expected: number;
  received: number;
  deliveredPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  cpuPercent: number;
  dropped: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends at `rate` for SECONDS (open loop: update n leaves at n / rate), then collects the clients' figures. */
async function runRow(
  server: string,
  rate: number,
  clients: ClientProcess[],
  measured: MeasuredChild,
  send: (seq: number) => Promise<void> | void,
  seconds = SECONDS,
): Promise<Row> {
  for (const client of clients) client.child.send({ type: 'measure' } satisfies ClientCommand);
  const total = rate * seconds;
  const cpuBefore = measured.cpuSeconds();
  const started = performance.now();
  for (let seq = 0; seq < total; seq++) {
    const due = started + (seq * 1_000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    void send(seq);
  }
  const elapsed = (performance.now() - started) / 1_000;
  const cpu = measured.cpuSeconds() - cpuBefore;
  await sleep(GRACE_MS);
  const reports = (await Promise.all(clients.map((client) => client.ask({ type: 'report' })))).map(
    (reply) => (reply as { report: ClientReport }).report,
  );
  const histogram = new Map<number, number>();
  let received = 0;
  let dropped = 0;
  for (const report of reports) {
    received += report.received;
    dropped += report.dropped;
    for (const [bucket, count] of report.histogram)
      histogram.set(bucket, (histogram.get(bucket) ?? 0) + count);
  }
  return {
    server,
    rate,
    sent: total,
    expected: total * CONNECTIONS,
    received,
    deliveredPerSecond: received / elapsed,
    p50: percentile(histogram, received, 50),
    p90: percentile(histogram, received, 90),
    p99: percentile(histogram, received, 99),
    max: percentile(histogram, received, 100),
    cpuPercent: (cpu / elapsed) * 100,
    dropped,
  };
}

// ── the run ────────────────────────────────────────────────────────────────────────────────────────
async function buildBare(dir: string): Promise<{ bare: string; memoryProbe: string }> {
  const common = {
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    logLevel: 'warning',
  } as const;
  const bare = join(dir, 'fanout-bare.mjs');
  const memoryProbe = join(dir, 'memory-probe.mjs');
  await build({
    ...common,
    entryPoints: [join(import.meta.dirname, 'fanout-bare.ts')],
    outfile: bare,
    external: ['bufferutil', 'utf-8-validate'],
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  });
  await build({
    ...common,
    entryPoints: [join(import.meta.dirname, '..', 'hub', 'memory-probe.ts')],
    outfile: memoryProbe,
  });
  return { bare, memoryProbe };
}

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '–');
const int = (value: number) => Math.round(value).toLocaleString('en-US');

function table(rows: Row[]): string {
  const lines = [
    '| server | updates/s | frames delivered/s (of expected) | p50 | p90 | p99 | max | server CPU |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    lines.push(
      `| ${row.server} | ${row.rate} | ${int(row.deliveredPerSecond)} (${int(row.received)} of ${int(row.expected)}) | ` +
        `${ms(row.p50)} | ${ms(row.p90)} | ${ms(row.p99)} | ${ms(row.max)} | ${row.cpuPercent.toFixed(0)} % |`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  checkFileLimit();
  const loadAtStart = loadavg();
  const database = `lale_bench_fanout_${randomBytes(4).toString('hex')}`;
  const workDir = mkdtempSync(join(tmpdir(), 'lale-bench-fanout-'));
  const children: MeasuredChild[] = [];
  const clients = Array.from({ length: CLIENT_PROCESSES }, startClientProcess);
  const cleanUp = async () => {
    for (const client of clients) client.child.kill('SIGTERM');
    for (const child of children) await child.stop();
    rmSync(workDir, { recursive: true, force: true });
    await admin(ADMIN_DATABASE_URL, `drop database if exists ${database} with (force)`);
  };
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
  const rows: Row[] = [];
  const connectSeconds: Record<string, number> = {};
  try {
    const { bare, memoryProbe } = await buildBare(workDir);
    const serverJs = buildApiServer(process.env.BENCH_SERVER);
    await admin(ADMIN_DATABASE_URL, `create database ${database}`);
    console.log(
      `${CONNECTIONS} live-lobby clients in ${CLIENT_PROCESSES} processes, ${RATES.join(' and ')} updates/s, ${SECONDS} s per row; ${serverJs}`,
    );

    // The baseline first: a bare ws broadcast of the same lobby frame.
    const baseline = await startBare(bare, memoryProbe);
    children.push(baseline.child);
    connectSeconds.bare = await connectAll(clients, {
      type: 'connect',
      url: `ws://127.0.0.1:${baseline.port}/`,
    });
    const control = new WebSocket(`ws://127.0.0.1:${baseline.port}/control`, { perMessageDeflate: false });
    await new Promise((resolve, reject) => control.once('open', resolve).once('error', reject));
    const bareSend = (seq: number) => {
      const lobby = broadcastsOf(change(seq), 1, wallNow()).at(-1)!;
      control.send(lobby.frame);
    };
    await runRow('warm-up', RATES[0]!, clients, baseline.child, bareSend, WARM_UP_SECONDS);
    for (const rate of RATES) {
      rows.push(await runRow('bare ws broadcast', rate, clients, baseline.child, bareSend));
      console.log(table(rows.slice(-1)));
    }
    control.close();
    await Promise.all(clients.map((client) => client.ask({ type: 'close' })));
    await baseline.child.stop();

    // The odds hub inside the API, fed through its Redis channel.
    const channel = `lale:bench:fanout:${randomBytes(4).toString('hex')}`;
    const api = await startApi({
      serverJs,
      memoryProbe,
      databaseUrl: databaseUrl(ADMIN_DATABASE_URL, database),
      redisUrl: REDIS_URL,
      channel,
      pepper: randomBytes(32).toString('base64url'),
      sessionSecret: randomBytes(32).toString('base64url'),
      dataDir: workDir,
    });
    children.push(api.child);
    connectSeconds.odds = await connectAll(clients, {
      type: 'connect',
      url: `${api.baseUrl.replace(/^http/, 'ws')}${ODDS_PATH}`,
      subscribe: JSON.stringify({ op: 'subscribe', topics: ['live'] }),
      expect: 'subscribed',
    });
    const publisher = new Redis(REDIS_URL);
    const oddsChannel = `${channel}:odds`;
    const oddsSend = async (seq: number) => {
      // As the publishing process does: both frames (the event's and its lobbies'), in order.
      for (const broadcast of broadcastsOf(change(seq), 1, wallNow())) {
        await publisher.publish(oddsChannel, channelMessage(broadcast));
      }
    };
    await runRow('warm-up', RATES[0]!, clients, api.child, oddsSend, WARM_UP_SECONDS);
    for (const rate of RATES) {
      rows.push(await runRow('odds hub (API): Redis → /hub/odds', rate, clients, api.child, oddsSend));
      console.log(table(rows.slice(-1)));
    }
    publisher.disconnect();
    await Promise.all(clients.map((client) => client.ask({ type: 'close' })));

    const loadAtEnd = loadavg();
    console.log(
      `\nconnect ${CONNECTIONS}: bare ${connectSeconds.bare!.toFixed(1)} s, odds hub ${connectSeconds.odds!.toFixed(1)} s`,
    );
    console.log(table(rows));
    for (const rate of RATES) {
      const bareRow = rows.find((row) => row.rate === rate && row.server.startsWith('bare'))!;
      const oddsRow = rows.find((row) => row.rate === rate && row.server.startsWith('odds'))!;
      console.log(
        `${rate}/s: odds hub p99 ${(oddsRow.p99 / bareRow.p99).toFixed(2)}× the bare broadcast's, ` +
          `delivered ${(oddsRow.deliveredPerSecond / bareRow.deliveredPerSecond).toFixed(2)}× its frames/s`,
      );
    }
    const load = (values: number[]) => values.map((value) => value.toFixed(1)).join(' ');
    console.log(
      `load average ${load(loadAtStart)} at the start, ${load(loadAtEnd)} at the end, on ${cpus().length} cores`,
    );

    const date = new Date().toISOString();
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(
      join(RESULTS_DIR, `sports-fanout-${date.replace(/[:.]/g, '-')}.json`),
      JSON.stringify(
        {
          date,
          machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
          loadAverage: { start: loadAtStart, end: loadAtEnd },
          connections: CONNECTIONS,
          clientProcesses: CLIENT_PROCESSES,
          seconds: SECONDS,
          connectSeconds,
          rows,
        },
        null,
        2,
      ),
    );
  } finally {
    await cleanUp();
  }
}

await main();
