import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import { API_PATHS } from '@lale/contracts';
import { openDatabase } from '../../apps/api/src/db/connection.ts';
import { createWalletService } from '../../apps/api/src/modules/wallet/service.ts';
import { createPlayerSessions } from '../hub/sessions.ts';
import { admin, databaseUrl, freePort } from '../support/scratch.ts';
import { productionStart, waitUntilServing } from '../support/servers.ts';

/*
 * The two reads every player makes constantly, against bare Fastify in the same run (DESIGN §8):
 * `GET /api/cms/grouped` (every visit) and `GET /api/user/balance` (every logged-in player, every 3 s),
 * 50 connections each, rounds interleaved so drift on a shared machine hits both sides alike; medians.
 *
 *   npm run bench:hot-reads -w @lale/bench        (or: npx tsx bench/hot-reads/run.ts)
 *   BENCH_CONNECTIONS=50 BENCH_SECONDS=8 BENCH_ROUNDS=3 \
 *   BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres \
 *   BENCH_API_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' BENCH_BARE_NODE_ARGS='(the same)' \
 *   BENCH_API_JS=apps/api/dist/<build>/server.js \
 *   npx tsx bench/hot-reads/run.ts
 *
 * The API is built as `npm run build` builds it (into apps/api/dist/hot-reads/) and started as
 * production runs it: NODE_ENV=production, PostgreSQL, the default log level with its log written to a
 * file. The baselines (bare-server.ts) are one plain Fastify process on the same database. Creates a
 * scratch database (lale_bench_hot_*) and drops it at the end. Raw figures: bench/results/hot-reads-*.json.
 */

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP_SECONDS = 2;
/** A built API to measure instead of building the current source (e.g. one built before a change). */
const GIVEN_API = process.env.BENCH_API_JS;
/** Extra node arguments for the API process, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see its costs. */
const API_NODE_ARGS = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
/** The same for the bare baselines' process (to compare where each side's time goes). */
const BARE_NODE_ARGS = (process.env.BENCH_BARE_NODE_ARGS ?? '').split(' ').filter(Boolean);
/** Logged-in players polling: one session per connection, as many browsers would. */
const SESSIONS = CONNECTIONS;
const TRY = 1;

const REPO_ROOT = join(import.meta.dirname, '..', '..');
const API_DIR = join(REPO_ROOT, 'apps', 'api');
/** Built next to the API's other private builds, so packages resolve from the workspace's node_modules. */
const BUILD_DIR = join(API_DIR, 'dist', 'hot-reads');
const RESULTS_DIR = join(REPO_ROOT, 'bench', 'results');

/** The targets of issue 10: each endpoint as a share of its baseline's requests/s. */
const TARGETS = { grouped: 0.5, balance: 0.7 } as const;

type Row = {
  name: string;
  url: string;
  /** A bearer token per connection (balance rows). */
  tokens?: string[];
};

/** The API bundle (apps/api/build.mjs) and the bare server, built with esbuild. */
async function buildServers(): Promise<{ apiJs: string; bareJs: string }> {
  const apiJs = GIVEN_API ?? join(BUILD_DIR, 'server.js');
  const run = GIVEN_API
    ? { status: 0, stderr: '', stdout: '' }
    : spawnSync(process.execPath, ['build.mjs'], {
        cwd: API_DIR,
        env: { ...process.env, API_OUTFILE: 'dist/hot-reads/server.js' },
        encoding: 'utf8',
      });
  if (run.status !== 0) throw new Error(`building the API failed:\n${run.stderr || run.stdout}`);
  const bareJs = join(BUILD_DIR, 'bare-server.mjs');
  await build({
    entryPoints: [join(import.meta.dirname, 'bare-server.ts')],
    outfile: bareJs,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
  return { apiJs, bareJs };
}

/**
 * What a current browser sends on every fetch, sent by every row (bare ones too) so that each side may
 * answer compressed if it can: an API that writes a quarter of the bytes to real players should be
 * measured doing so.
 */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** One autocannon run; requests/s, refusing to report a run with errors or non-2xx answers. */
async function measure(row: Row, seconds: number): Promise<number> {
  let next = 0;
  const result = await autocannon({
    url: row.url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: BROWSER_HEADERS,
    ...(row.tokens
      ? {
          setupClient: (client: autocannon.Client) => {
            const token = row.tokens![next++ % row.tokens!.length]!;
            client.setHeaders({ ...BROWSER_HEADERS, authorization: `Bearer ${token}` });
          },
        }
      : {}),
  });
  if (result.errors > 0 || result.non2xx > 0 || result.timeouts > 0) {
    throw new Error(
      `${row.name}: ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts`,
    );
  }
  return result.requests.average;
}

/** An answer's bytes as they came over the wire, its content coding and its headers (name, value pairs). */
function rawAnswer(
  url: string,
  headers: Record<string, string>,
): Promise<{ bytes: Buffer; encoding: string; headers: [string, string][] }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      const pairs: [string, string][] = [];
      for (let i = 0; i < response.rawHeaders.length; i += 2)
        pairs.push([response.rawHeaders[i]!, response.rawHeaders[i + 1]!]);
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          bytes: Buffer.concat(chunks),
          encoding: String(response.headers['content-encoding']),
          headers: pairs,
        }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** Headers Node's HTTP server writes itself on every answer (the bare server writes its own). */
const SERVER_WRITTEN = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

async function main(): Promise<void> {
  const loadAtStart = loadavg();
  const database = `lale_bench_hot_${randomBytes(4).toString('hex')}`;
  const workDir = mkdtempSync(join(tmpdir(), 'lale-bench-hot-'));
  const children: ChildProcess[] = [];
  const cleanUp = async () => {
    for (const child of children) {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
    }
    rmSync(workDir, { recursive: true, force: true });
    await admin(ADMIN_URL, `drop database if exists ${database} with (force)`);
  };
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
  try {
    const { apiJs, bareJs } = await buildServers();
    await admin(ADMIN_URL, `create database ${database}`);
    const url = databaseUrl(ADMIN_URL, database);
    const pepper = randomBytes(32).toString('base64url');

    // The migrate command migrates and seeds its database, as a release does (productionStart).
    const apiPort = await freePort();
    const api = `http://127.0.0.1:${apiPort}`;
    const apiLog = openSync(join(workDir, 'api.log'), 'a');
    const apiChild = spawn(process.execPath, [...API_NODE_ARGS, apiJs], {
      stdio: ['ignore', apiLog, apiLog],
      env: productionStart(apiJs, {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(apiPort),
        PUBLIC_URL: api,
        DATA_DIR: workDir,
        // No site: its static routes are not what is measured.
        WEB_DIST: join(workDir, 'no-site'),
        DATABASE_URL: url,
        TOKEN_PEPPER: pepper,
        SESSION_SECRET: randomBytes(32).toString('base64url'),
        AUDIT_SIGNING_KEY: randomBytes(32).toString('base64url'),
        KYC_DOCUMENT_KEY: randomBytes(32).toString('base64url'),
        SMTP_URL: '',
        SMS_GATEWAY_URL: '',
        LOG_LEVEL: '',
      }),
    });
    children.push(apiChild);
    await waitUntilServing(`${api}${API_PATHS.health}`, apiChild);

    // Logged-in players with funded wallets, written as the API writes them (sessions: bench/hub).
    const connection = await openDatabase({ databaseUrl: url });
    const sessions = await createPlayerSessions(connection.db, pepper, SESSIONS);
    const wallet = createWalletService(connection.db);
    for (const { playerId } of sessions) {
      await wallet.openPlayerAccounts(playerId, TRY);
      await wallet.transfer({
        idempotencyKey: `bench:hot:${playerId}`,
        from: { type: 'system', kind: 'payments_clearing', currencyId: TRY },
        to: { type: 'player', playerId, kind: 'cash', currencyId: TRY },
        amountMinor: 12_345n,
        kind: 'deposit',
      });
    }
    await connection.close();
    const tokens = sessions.map((session) => session.token);

    const groupedBody = await (await fetch(`${api}${API_PATHS.cmsGrouped}`)).text();
    const groupedFile = join(workDir, 'grouped.json');
    writeFileSync(groupedFile, groupedBody);
    // The bytes a browser gets (fetch would decode them: ask with plain http).
    const groupedBr = await rawAnswer(`${api}${API_PATHS.cmsGrouped}`, BROWSER_HEADERS);
    if (groupedBr.encoding !== 'br') {
      // An API from before it compressed (BENCH_API_JS): the brotli rows get the body compressed here.
      console.log(
        `note: cms/grouped answered a browser with ${groupedBr.encoding}; brotli made by the bench`,
      );
      groupedBr.bytes = brotliCompressSync(groupedBr.bytes);
      groupedBr.headers = groupedBr.headers.filter(([name]) => !/^content-type$/i.test(name));
      groupedBr.headers.push(['content-type', 'application/json; charset=utf-8'], ['content-encoding', 'br']);
    }
    const groupedBrFile = join(workDir, 'grouped.json.br');
    writeFileSync(groupedBrFile, groupedBr.bytes);
    // Its headers too (security headers, ETag, Vary, request id...), replayed as they are by the bare
    // row that sends the API's exact answer.
    const groupedHeadersFile = join(workDir, 'grouped-headers.json');
    writeFileSync(
      groupedHeadersFile,
      JSON.stringify(groupedBr.headers.filter(([name]) => !SERVER_WRITTEN.has(name.toLowerCase()))),
    );
    const balanceAnswer = await fetch(`${api}${API_PATHS.userBalance}`, {
      headers: { authorization: `Bearer ${tokens[0]}` },
    });
    if (!balanceAnswer.ok) throw new Error(`user/balance answered ${balanceAnswer.status}`);

    const barePort = await freePort();
    const bare = `http://127.0.0.1:${barePort}`;
    const bareChild = spawn(process.execPath, [...BARE_NODE_ARGS, bareJs], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        PORT: String(barePort),
        DATABASE_URL: url,
        TOKEN_PEPPER: pepper,
        GROUPED_BODY_FILE: groupedFile,
        GROUPED_BR_FILE: groupedBrFile,
        GROUPED_HEADERS_FILE: groupedHeadersFile,
      },
    });
    children.push(bareChild);
    await waitUntilServing(`${bare}/hello`, bareChild);

    const rows = {
      bareHello: { name: 'bare Fastify: GET /hello', url: `${bare}/hello` },
      bareGrouped: { name: 'bare Fastify: same bytes as grouped', url: `${bare}/grouped` },
      bareGroupedBr: { name: 'bare Fastify: same bytes, brotli', url: `${bare}/grouped-br` },
      bareExact: { name: "bare Fastify: the API's exact answer", url: `${bare}/grouped-exact` },
      grouped: { name: 'API: GET /api/cms/grouped', url: `${api}${API_PATHS.cmsGrouped}` },
      bareSelects: { name: 'bare Fastify + the same selects', url: `${bare}/balance-selects`, tokens },
      balance: { name: 'API: GET /api/user/balance', url: `${api}${API_PATHS.userBalance}`, tokens },
    } satisfies Record<string, Row>;
    const order = Object.keys(rows) as (keyof typeof rows)[];

    console.log(
      `${CONNECTIONS} connections, ${ROUNDS} rounds × ${SECONDS} s per row; grouped body ` +
        `${groupedBody.length} bytes (${groupedBr.bytes.length} as brotli); every request sends ` +
        `accept-encoding: ${BROWSER_HEADERS['accept-encoding']}; API ${apiJs}`,
    );
    for (const key of order) await measure(rows[key], WARM_UP_SECONDS);
    const samples = Object.fromEntries(order.map((key) => [key, [] as number[]])) as Record<
      keyof typeof rows,
      number[]
    >;
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const key of order) samples[key].push(await measure(rows[key], SECONDS));
      console.log(`round ${round}: ${order.map((key) => `${key} ${fmt(samples[key].at(-1)!)}`).join(', ')}`);
    }

    const rate = (key: keyof typeof rows) => median(samples[key]);
    // Each round's ratio pairs rows measured seconds apart; their median resists drift of the machine.
    const ratioOf = (row: keyof typeof rows, base: keyof typeof rows) =>
      median(samples[row].map((value, round) => value / samples[base][round]!));
    const ratios = {
      groupedVsHello: ratioOf('grouped', 'bareHello'),
      groupedVsSameBytes: ratioOf('grouped', 'bareGrouped'),
      groupedVsSameBrotli: ratioOf('grouped', 'bareGroupedBr'),
      groupedVsExact: ratioOf('grouped', 'bareExact'),
      exactVsHello: ratioOf('bareExact', 'bareHello'),
      balanceVsHello: ratioOf('balance', 'bareHello'),
      balanceVsSelects: ratioOf('balance', 'bareSelects'),
    };
    const loadAtEnd = loadavg();
    console.log('\nrequests/s (median of rounds):');
    for (const key of order) console.log(`  ${rows[key].name.padEnd(40)} ${fmt(rate(key)).padStart(8)}`);
    const verdict = (ratio: number, target: number) =>
      `${ratio.toFixed(2)} (target ≥ ${target}: ${ratio >= target ? 'met' : 'MISSED'})`;
    console.log("\nratios, median of the rounds' ratios (targets of issue 10):");
    console.log(
      `  cms/grouped  / bare Fastify, same bytes     ${verdict(ratios.groupedVsSameBytes, TARGETS.grouped)}`,
    );
    console.log(
      `  cms/grouped  / bare Fastify, same brotli    ${ratios.groupedVsSameBrotli.toFixed(2)} (what the API's own work costs)`,
    );
    console.log(
      `  cms/grouped  / bare Fastify, exact answer   ${ratios.groupedVsExact.toFixed(2)} (same bytes and headers)`,
    );
    console.log(
      `  bare exact answer / bare Fastify /hello     ${ratios.exactVsHello.toFixed(2)} (what the answer itself costs)`,
    );
    console.log(
      `  cms/grouped  / bare Fastify /hello          ${verdict(ratios.groupedVsHello, TARGETS.grouped)}`,
    );
    console.log(
      `  user/balance / bare Fastify + same selects  ${verdict(ratios.balanceVsSelects, TARGETS.balance)}`,
    );
    console.log(
      `  user/balance / bare Fastify /hello          ${ratios.balanceVsHello.toFixed(2)} (no target: the database is most of it)`,
    );
    const load = (values: number[]) => values.map((value) => value.toFixed(1)).join(' ');
    console.log(
      `\nload average (1/5/15 min) ${load(loadAtStart)} at the start, ${load(loadAtEnd)} at the end, ` +
        `on ${cpus().length} cores`,
    );

    const date = new Date().toISOString();
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(
      join(RESULTS_DIR, `hot-reads-${date.replace(/[:.]/g, '-')}.json`),
      JSON.stringify(
        {
          date,
          machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
          loadAverage: { start: loadAtStart, end: loadAtEnd },
          connections: CONNECTIONS,
          seconds: SECONDS,
          rounds: ROUNDS,
          groupedBytes: groupedBody.length,
          groupedBrotliBytes: groupedBr.bytes.length,
          acceptEncoding: BROWSER_HEADERS['accept-encoding'],
          samples,
          ratios,
          targets: TARGETS,
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
