import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CRASH_TOPIC, ORIGINALS_HUB_PATH } from '@lale/contracts';
import { build } from 'esbuild';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { frames } from '../../apps/api/src/modules/originals/crash/views.ts';
import { channelMessage } from '../../apps/api/src/modules/realtime/index.ts';
import { buildApiServer } from '../hub/builds.ts';
import type { MeasuredChild } from '../hub/measured-child.ts';
import { RESULTS_DIR } from '../hub/paths.ts';
import { startApi, startBare } from '../hub/servers.ts';
import {
  percentile,
  wallNow,
  type ClientCommand,
  type ClientReply,
  type ClientReport,
} from '../sports/fanout-ipc.ts';
import { admin, databaseUrl } from '../support/scratch.ts';

/*
 * bench/games crash fan-out (issue #14): a crash round's frames pushed to 10,000 players connected to
 * /hub/originals (topic `crash`) on the real server, p99 delivery next to a bare `ws` broadcast of the
 * same bytes to the same 10,000 clients, in one run.
 *
 *   npm run games:crash-fanout -w @lale/bench      (or: npx tsx bench/games/crash-fanout.ts)
 *   knobs: BENCH_CONNECTIONS (10000), BENCH_RATES (2,5 frames/s), BENCH_SECONDS (10 per row),
 *          BENCH_CLIENT_PROCESSES (2), BENCH_DATABASE_URL, BENCH_REDIS_URL, BENCH_SERVER (as bench/sports)
 *
 * The pieces are bench/sports' (its client processes, their IPC and histogram, its bare server) and
 * bench/hub's (the API built and started as production runs it, PostgreSQL and Redis). A frame takes the
 * originals hub's real path from its Redis channel on: the runner builds it with the API's own crash
 * frame builders and publishes it on `<channel>:originals` as a process producing it does (the leader's
 * round frames, a bet or cash-out taken by any process); the API receives it and writes one Buffer to
 * its subscribers. The round's schedule repeats: it opens, 40 bets, take-off, 30 cash-outs, the crash —
 * 73 frames, i.e. a busy ~15 s round at 5 frames/s (50,000 frames/s to 10,000 players).
 * The API's own scheduler runs meanwhile (a round every ~10–20 s, no bets): its few frames reach the
 * clients too and are counted with the rest.
 */

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10_000);
const RATES = (process.env.BENCH_RATES ?? '2,5').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENT_PROCESSES = Number(process.env.BENCH_CLIENT_PROCESSES ?? 2);
const ADMIN_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const GRACE_MS = 3_000;
const WARM_UP_SECONDS = 3;
const BETS = 40;
const CASHOUTS = 30;
const ROUND_FRAMES = BETS + CASHOUTS + 3;

const TRY = { id: 1, code: 'TRY', minorUnits: 2 };
const HASH = 'ab'.repeat(32);

/** Frame `seq` of the repeating round, stamped `at`. */
function roundFrame(seq: number, at: number): string {
  const roundId = 1 + Math.floor(seq / ROUND_FRAMES);
  const step = seq % ROUND_FRAMES;
  const when = new Date(Math.floor(at));
  const round = {
    id: roundId,
    chainId: 1,
    chainIndex: roundId,
    hash: HASH,
    commitment: HASH,
    crashPoint: 25_300,
    phase: 'flying',
    bettingEndsAt: when,
    startedAt: when,
    crashedAt: when,
    settledAt: null,
    createdAt: when,
  };
  const bet = {
    id: `00000000-0000-4000-8000-${String(step).padStart(12, '0')}`,
    roundId,
    playerId: step,
    playerShown: 'ay***',
    gameId: 1_000_030,
    currencyId: 1,
    panel: 1,
    stakeMinor: BigInt(100 * (1 + (step % 50))),
    autoCashOut: step % 3 === 0 ? 20_000 : null,
    cashedOut: 10_100 + step * 100,
    winMinor: BigInt(100 * (1 + (step % 50)) * 2),
    status: 'open',
    createdAt: when,
    settledAt: null,
    paidAt: null,
  };
  let frame;
  if (step === 0) frame = frames.round(at, round);
  else if (step <= BETS) frame = frames.bet(at, bet, TRY);
  else if (step === BETS + 1) frame = frames.takeoff(at, roundId, when);
  else if (step < ROUND_FRAMES - 1)
    frame = frames.cashout(at, { ...bet, status: 'won' }, TRY, step % 3 === 0);
  else frame = frames.crashed(at, round, Math.floor(at) + 3_000);
  return JSON.stringify(frame);
}

function checkFileLimit(): void {
  const limits = readFileSync('/proc/self/limits', 'utf8');
  const match = /^Max open files\s+(\d+|unlimited)/m.exec(limits);
  const soft = match?.[1] === 'unlimited' ? Infinity : Number(match?.[1] ?? 0);
  if (soft < CONNECTIONS + 1_000)
    throw new Error(`open-file limit ${soft}: \`ulimit -n ${CONNECTIONS + 1_000}\``);
}

// ── client processes (bench/sports' own) ───────────────────────────────────────────────────────────
type ClientProcess = { child: ChildProcess; ask(command: ClientCommand): Promise<ClientReply> };

function startClientProcess(): ClientProcess {
  const child = fork(join(import.meta.dirname, '..', 'sports', 'fanout-clients.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = (command: ClientCommand) =>
    new Promise<ClientReply>((resolve, reject) => {
      const onMessage = (message: ClientReply) => {
        child.off('message', onMessage);
        if (message.type === 'failed') reject(new Error(message.error));
        else resolve(message);
      };
      child.on('message', onMessage);
      child.send(command);
    });
  return { child, ask };
}

async function connectAll(clients: ClientProcess[], url: string, subscribe?: string): Promise<number> {
  const started = performance.now();
  const share = (i: number) =>
    Math.floor(CONNECTIONS / clients.length) + (i < CONNECTIONS % clients.length ? 1 : 0);
  await Promise.all(
    clients.map((client, i) =>
      client.ask({ type: 'connect', url, count: share(i), subscribe, expect: subscribe && 'subscribed' }),
    ),
  );
  return (performance.now() - started) / 1_000;
}

type Row = {
  server: string;
  rate: number;
  sent: number;
  expected: number;
  received: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  cpuPercent: number;
  dropped: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function runRow(
  server: string,
  rate: number,
  clients: ClientProcess[],
  measured: MeasuredChild,
  send: (seq: number) => unknown,
  seconds = SECONDS,
): Promise<Row> {
  for (const client of clients) client.child.send({ type: 'measure' } satisfies ClientCommand);
  const total = rate * seconds;
  const cpuBefore = measured.cpuSeconds();
  const started = performance.now();
  for (let seq = 0; seq < total; seq++) {
    const wait = started + (seq * 1_000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    void send(seq);
  }
  const elapsed = (performance.now() - started) / 1_000;
  const cpu = measured.cpuSeconds() - cpuBefore;
  await sleep(GRACE_MS);
  const reports = await Promise.all(clients.map((client) => client.ask({ type: 'report' })));
  const histogram = new Map<number, number>();
  let [received, dropped] = [0, 0];
  for (const { report } of reports as { report: ClientReport }[]) {
    received += report.received;
    dropped += report.dropped;
    for (const [bucket, count] of report.histogram)
      histogram.set(bucket, (histogram.get(bucket) ?? 0) + count);
  }
  const p = (q: number) => percentile(histogram, received, q);
  return {
    server,
    rate,
    sent: total,
    expected: total * CONNECTIONS,
    received,
    p50: p(50),
    p90: p(90),
    p99: p(99),
    max: p(100),
    cpuPercent: (cpu / elapsed) * 100,
    dropped,
  };
}

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
    entryPoints: [join(import.meta.dirname, '..', 'sports', 'fanout-bare.ts')],
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
    '| server | frames/s | delivered (of sent × clients) | p50 | p90 | p99 | max | server CPU |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const row of rows)
    lines.push(
      `| ${row.server} | ${row.rate} | ${int(row.received)} of ${int(row.expected)} | ${ms(row.p50)} | ${ms(row.p90)} | ` +
        `${ms(row.p99)} | ${ms(row.max)} | ${row.cpuPercent.toFixed(0)} % |`,
    );
  return lines.join('\n');
}

async function main(): Promise<void> {
  checkFileLimit();
  const loadAtStart = loadavg();
  const database = `lale_bench_crash_${randomBytes(4).toString('hex')}`;
  const workDir = mkdtempSync(join(tmpdir(), 'lale-bench-crash-'));
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
  try {
    const { bare, memoryProbe } = await buildBare(workDir);
    const serverJs = buildApiServer(process.env.BENCH_SERVER);
    await admin(ADMIN_DATABASE_URL, `create database ${database}`);
    console.log(
      `${CONNECTIONS} crash players in ${CLIENT_PROCESSES} processes, ${RATES.join(' and ')} frames/s, ${SECONDS} s per row`,
    );

    // The baseline: the same frames written by a bare ws server to the same clients.
    const baseline = await startBare(bare, memoryProbe);
    children.push(baseline.child);
    await connectAll(clients, `ws://127.0.0.1:${baseline.port}/`);
    const control = new WebSocket(`ws://127.0.0.1:${baseline.port}/control`, { perMessageDeflate: false });
    await new Promise((resolve, reject) => control.once('open', resolve).once('error', reject));
    const bareSend = (seq: number) => control.send(roundFrame(seq, wallNow()));
    await runRow('warm-up', RATES[0]!, clients, baseline.child, bareSend, WARM_UP_SECONDS);
    for (const rate of RATES) {
      rows.push(await runRow('bare ws broadcast', rate, clients, baseline.child, bareSend));
      console.log(table(rows.slice(-1)));
    }
    control.close();
    await Promise.all(clients.map((client) => client.ask({ type: 'close' })));
    await baseline.child.stop();

    // The API's /hub/originals, fed through its Redis channel.
    const channel = `lale:bench:crash:${randomBytes(4).toString('hex')}`;
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
    await connectAll(
      clients,
      `${api.baseUrl.replace(/^http/, 'ws')}${ORIGINALS_HUB_PATH}`,
      JSON.stringify({ op: 'subscribe', topics: [CRASH_TOPIC] }),
    );
    const publisher = new Redis(REDIS_URL);
    const hubSend = (seq: number) =>
      publisher.publish(
        `${channel}:originals`,
        channelMessage({ topics: [CRASH_TOPIC], frame: roundFrame(seq, wallNow()) }),
      );
    await runRow('warm-up', RATES[0]!, clients, api.child, hubSend, WARM_UP_SECONDS);
    for (const rate of RATES) {
      rows.push(
        await runRow('originals hub (API): Redis → /hub/originals', rate, clients, api.child, hubSend),
      );
      console.log(table(rows.slice(-1)));
    }
    publisher.disconnect();
    await Promise.all(clients.map((client) => client.ask({ type: 'close' })));

    const loadAtEnd = loadavg();
    console.log(`\n${table(rows)}`);
    for (const rate of RATES) {
      const bareRow = rows.find((row) => row.rate === rate && row.server.startsWith('bare'))!;
      const hubRow = rows.find((row) => row.rate === rate && row.server.startsWith('originals'))!;
      console.log(
        `${rate}/s: originals hub p99 ${(hubRow.p99 / bareRow.p99).toFixed(2)}× the bare broadcast's`,
      );
    }
    const load = (values: number[]) => values.map((value) => value.toFixed(1)).join(' ');
    console.log(
      `load average ${load(loadAtStart)} at the start, ${load(loadAtEnd)} at the end, on ${cpus().length} cores`,
    );
    const date = new Date().toISOString();
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(
      join(RESULTS_DIR, `games-crash-fanout-${date.replace(/[:.]/g, '-')}.json`),
      JSON.stringify(
        {
          date,
          machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
          loadAverage: { start: loadAtStart, end: loadAtEnd },
          connections: CONNECTIONS,
          seconds: SECONDS,
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
