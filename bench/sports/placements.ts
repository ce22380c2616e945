import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PATHS } from '@lale/contracts';
import { openDatabase, type DatabaseConnection } from '../../apps/api/src/db/connection.ts';
import { seedDatabase } from '../../apps/api/src/db/seed.ts';
import { createWalletService } from '../../apps/api/src/modules/wallet/service.ts';
import { ledgerInvariants } from '../../apps/api/src/modules/wallet/invariants.ts';
import { createPlayerSessions } from '../hub/sessions.ts';
import { runLedgerTransfers } from '../support/ledger-transfers.ts';
import { admin, databaseUrl, freePort } from '../support/scratch.ts';
import { productionStart } from '../support/servers.ts';
import { keepProducersAlive, offeredPicks, seedPrematchBook, stakesBooked } from './placements-book.ts';
import { createSlipMaker, runPlacements, type LoadRun } from './placements-load.ts';

/*
 * Sports bet placements per second over HTTP against the bare ledger's transfers per second, in the
 * same run (issue #13, DESIGN §8): CLIENTS signed-in players placing pre-match singles and accumulators
 * on POST /api/sports/placebet, next to bench/wallet's loop (bench/support/ledger-transfers.ts) from as
 * many clients on the same database. Rounds interleaved; medians; the ratio is placements/s ÷
 * transfers/s (a placement moves its stake with one ledger transfer, plus the bet, its legs and the
 * checks of odds and market status).
 *
 *   npm run sports:placements -w @lale/bench     (or: npx tsx bench/sports/placements.ts)
 *   BENCH_CLIENTS=16 BENCH_SECONDS=10 BENCH_ROUNDS=3 BENCH_PLAYERS=2000 BENCH_FIXTURES_PER_DAY=60 \
 *   BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres \
 *   BENCH_API_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' BENCH_API_JS=apps/api/dist/<build>/server.js \
 *   BENCH_OTHER_API_JS=apps/api/dist/<build before a change>/server.js npx tsx bench/sports/placements.ts
 *
 * The API is built as `npm run build` builds it (apps/api/dist/sports-placements/) and runs as
 * production does (NODE_ENV=production: no simulated feed; PostgreSQL; its log to a file). The bench
 * process is the feed (it seeds the book and keeps the producers alive) and the players. After the
 * last round it checks that the ledger holds exactly the stakes the API accepted, so a placement that
 * answered "accepted" without taking the money, or took it twice, fails the run. Creates a scratch
 * database (lale_bench_place_*) and drops it at the end. Raw figures: bench/results/sports-placements-*.json.
 */

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 2_000);
const FIXTURES_PER_DAY = Number(process.env.BENCH_FIXTURES_PER_DAY ?? 60);
const WARM_UP_SECONDS = 3;
/** A built API to measure instead of building the current source (e.g. one built before a change). */
const GIVEN_API = process.env.BENCH_API_JS;
/**
 * Another built API (e.g. one built before a change) measured in the same rounds as a third row, on the
 * same database: a before/after comparison on a shared machine needs both sides in one run.
 */
const OTHER_API = process.env.BENCH_OTHER_API_JS;
/** Extra node arguments for the API process, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`. */
const API_NODE_ARGS = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
const TRY = 1;
const FUNDS_MINOR = 100_000_000n;
const REPO_ROOT = join(import.meta.dirname, '..', '..');
const API_DIR = join(REPO_ROOT, 'apps', 'api');
const RESULTS_DIR = join(REPO_ROOT, 'bench', 'results');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function buildApi(): string {
  if (GIVEN_API) return GIVEN_API;
  const built = spawnSync(process.execPath, ['build.mjs'], {
    cwd: API_DIR,
    env: { ...process.env, API_OUTFILE: 'dist/sports-placements/server.js' },
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`building the API failed:\n${built.stderr || built.stdout}`);
  return join(API_DIR, 'dist', 'sports-placements', 'server.js');
}

async function waitUntilServing(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in time`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Migrated, seeded; PLAYERS funded players, each with a live session. */
async function preparePlayers(connection: DatabaseConnection, pepper: string) {
  await connection.migrate();
  await seedDatabase(connection.db);
  const wallet = createWalletService(connection.db);
  await wallet.openSystemAccounts(TRY);
  const sessions = await createPlayerSessions(connection.db, pepper, PLAYERS);
  const fund = async (playerId: number) => {
    await wallet.openPlayerAccounts(playerId, TRY);
    await wallet.transfer({
      idempotencyKey: `bench:place:deposit:${playerId}`,
      from: { type: 'system', kind: 'payments_clearing', currencyId: TRY },
      to: { type: 'player', playerId, kind: 'cash', currencyId: TRY },
      amountMinor: FUNDS_MINOR,
      kind: 'deposit',
    });
  };
  for (let start = 0; start < sessions.length; start += CLIENTS)
    await Promise.all(sessions.slice(start, start + CLIENTS).map((s) => fund(s.playerId)));
  return { wallet, sessions };
}

const describeRefusals = (run: LoadRun) =>
  Object.entries(run.refused)
    .map(([reason, n]) => `${n} × ${reason}`)
    .join(', ');

async function main(): Promise<void> {
  const loadAtStart = loadavg();
  const database = `lale_bench_place_${randomBytes(4).toString('hex')}`;
  const workDir = mkdtempSync(join(tmpdir(), 'lale-bench-place-'));
  const children: ChildProcess[] = [];
  let connection: DatabaseConnection | undefined;
  let stopFeed: (() => Promise<void>) | undefined;
  try {
    const apiJs = buildApi();
    await admin(ADMIN_URL, `create database ${database}`);
    const url = databaseUrl(ADMIN_URL, database);
    const pepper = randomBytes(32).toString('base64url');
    connection = await openDatabase({ databaseUrl: url, poolSize: CLIENTS });
    const { wallet, sessions } = await preparePlayers(connection, pepper);
    const feed = await seedPrematchBook(connection.db, FIXTURES_PER_DAY);
    stopFeed = keepProducersAlive(feed);
    const book = await offeredPicks(connection.db);
    const outcomes = book.reduce((n, picks) => n + picks.length, 0);
    const makeSlip = createSlipMaker(book);

    /** Starts a built API on the bench database as production runs it; answers its base URL. */
    const startApi = async (js: string, name: string, nodeArgs: string[]) => {
      const port = await freePort();
      const api = `http://127.0.0.1:${port}`;
      const log = openSync(join(workDir, `${name}.log`), 'a');
      const started = spawn(process.execPath, [...nodeArgs, js], {
        stdio: ['ignore', log, log],
        env: productionStart(js, {
          ...process.env,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(port),
          PUBLIC_URL: api,
          DATA_DIR: workDir,
          WEB_DIST: join(workDir, 'no-site'),
          DATABASE_URL: url,
          DATABASE_POOL_SIZE: String(CLIENTS),
          TOKEN_PEPPER: pepper,
          SESSION_SECRET: randomBytes(32).toString('base64url'),
          AUDIT_SIGNING_KEY: randomBytes(32).toString('base64url'),
          KYC_DOCUMENT_KEY: randomBytes(32).toString('base64url'),
          SMTP_URL: '',
          SMS_GATEWAY_URL: '',
          SPORTS_SIMULATED_FEED: 'off',
        }),
      });
      children.push(started);
      await waitUntilServing(`${api}${API_PATHS.health}`, started);
      return api;
    };
    const api = await startApi(apiJs, 'api', API_NODE_ARGS);
    const otherApi = OTHER_API ? await startApi(OTHER_API, 'other-api', []) : undefined;
    console.log(
      `${book.length} pre-match events, ${outcomes} outcomes on offer; ${PLAYERS} players; ` +
        `${CLIENTS} clients, ${ROUNDS} rounds × ${SECONDS} s; API ${apiJs}`,
    );

    const tokens = sessions.map((session) => session.token);
    const placements = (seconds: number, target = api) =>
      runPlacements({ api: target, tokens, makeSlip, clients: CLIENTS, seconds });
    const ledger = (round: number) =>
      runLedgerTransfers({
        wallet,
        playerIds: sessions.map((session) => session.playerId),
        currencyId: TRY,
        clients: CLIENTS,
        seconds: SECONDS,
        keyPrefix: `bench:place:${round}`,
      });
    // Warm both sides (connections, JIT, PostgreSQL's plans) before measuring.
    const runs: LoadRun[] = [await placements(WARM_UP_SECONDS)];
    if (otherApi) runs.push(await placements(WARM_UP_SECONDS, otherApi));
    const results = {
      transfers: [] as number[],
      placements: [] as number[],
      p50: [] as number[],
      p99: [] as number[],
      otherPlacements: [] as number[],
      otherP99: [] as number[],
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      const transfers = await ledger(round);
      if (transfers.notApplied > 0) throw new Error(`${transfers.notApplied} ledger transfers not applied`);
      const placed = await placements(SECONDS);
      runs.push(placed);
      results.transfers.push(transfers.perSecond);
      results.placements.push(placed.perSecond);
      results.p50.push(placed.p50);
      results.p99.push(placed.p99);
      console.log(
        `round ${round + 1}: ledger ${transfers.perSecond.toFixed(0)} transfers/s, ` +
          `placements ${placed.perSecond.toFixed(0)}/s (${placed.singles} singles, ${placed.accumulators} ` +
          `accumulators; p50 ${placed.p50.toFixed(1)} ms, p99 ${placed.p99.toFixed(1)} ms)` +
          (placed.accepted === 0 || Object.keys(placed.refused).length > 0
            ? `; refused: ${describeRefusals(placed)}`
            : ''),
      );
      if (otherApi) {
        const other = await placements(SECONDS, otherApi);
        runs.push(other);
        results.otherPlacements.push(other.perSecond);
        results.otherP99.push(other.p99);
        console.log(
          `         other API: placements ${other.perSecond.toFixed(0)}/s (p50 ${other.p50.toFixed(1)} ms, ` +
            `p99 ${other.p99.toFixed(1)} ms)` +
            (Object.keys(other.refused).length > 0 ? `; refused: ${describeRefusals(other)}` : ''),
        );
      }
    }
    await stopFeed();
    stopFeed = undefined;

    // The run cannot lie: every accepted stake is in the ledger's stakes account, once.
    const accepted = runs.reduce((n, run) => n + run.accepted, 0);
    const stakedMinor = runs.reduce((sum, run) => sum + run.stakedMinor, 0n);
    const booked = await stakesBooked(connection.db, TRY);
    const invariants = await ledgerInvariants(connection.db);
    const sound =
      booked.accountMinor === stakedMinor &&
      booked.openStakesMinor === stakedMinor &&
      booked.bets === accepted &&
      booked.stakeTransfers === accepted &&
      invariants.ok;
    console.log(
      `\nchecked: ${accepted} accepted placements, ${stakedMinor} minor staked; sports_stakes holds ` +
        `${booked.accountMinor}, open bets ${booked.openStakesMinor} in ${booked.bets} bets, ` +
        `${booked.stakeTransfers} stake transfers; ledger invariants ${invariants.ok ? 'hold' : 'BROKEN'}`,
    );
    if (!sound) throw new Error('the ledger does not hold exactly the accepted stakes');

    const transfers = median(results.transfers);
    const placed = median(results.placements);
    const ratios = results.placements.map((value, round) => value / results.transfers[round]!);
    const summary = {
      date: new Date().toISOString(),
      clients: CLIENTS,
      seconds: SECONDS,
      rounds: ROUNDS,
      players: PLAYERS,
      events: book.length,
      outcomes,
      loadAverage: { start: loadAtStart, end: loadavg() },
      median: {
        ledgerTransfersPerSecond: transfers,
        placementsPerSecond: placed,
        placementP50Ms: median(results.p50),
        placementP99Ms: median(results.p99),
      },
      ratio: { placementsToTransfers: placed / transfers, medianOfRoundRatios: median(ratios) },
      otherApi: otherApi && {
        js: OTHER_API,
        placementsPerSecond: median(results.otherPlacements),
        placementP99Ms: median(results.otherP99),
        ratioToTransfers: median(results.otherPlacements) / transfers,
      },
      checked: { accepted, stakedMinor: String(stakedMinor), sportsStakesMinor: String(booked.accountMinor) },
      runs: results,
      refused: runs.map((run) => run.refused),
    };
    console.log(
      `\nmedian of ${ROUNDS}, ${CLIENTS} clients, ${SECONDS} s each ` +
        `(load ${loadAtStart.map((n) => n.toFixed(1)).join(' ')} → ${loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')}):\n` +
        `  bare ledger transfers/s          ${transfers.toFixed(0)}\n` +
        `  sports placements/s (HTTP)       ${placed.toFixed(0)}   p50 ${summary.median.placementP50Ms.toFixed(1)} ms, ` +
        `p99 ${summary.median.placementP99Ms.toFixed(1)} ms\n` +
        `  ratio placements to transfers    ${(placed / transfers).toFixed(2)} ` +
        `(median of the rounds' ratios ${median(ratios).toFixed(2)})` +
        (summary.otherApi
          ? `\n  other API placements/s           ${summary.otherApi.placementsPerSecond.toFixed(0)}   p99 ` +
            `${summary.otherApi.placementP99Ms.toFixed(1)} ms, ratio ${summary.otherApi.ratioToTransfers.toFixed(2)} ` +
            `(${OTHER_API})`
          : ''),
    );
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(
      join(RESULTS_DIR, `sports-placements-${summary.date.replace(/[:.]/g, '-')}.json`),
      JSON.stringify(summary, null, 2),
    );
  } catch (error) {
    // The API's side of a failure.
    if (existsSync(join(workDir, 'api.log')))
      console.error(readFileSync(join(workDir, 'api.log'), 'utf8').split('\n').slice(-40).join('\n'));
    throw error;
  } finally {
    await stopFeed?.();
    for (const child of children) {
      if (child.exitCode !== null) continue;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await connection?.close();
    rmSync(workDir, { recursive: true, force: true });
    await admin(ADMIN_URL, `drop database if exists ${database} with (force)`);
  }
}

await main();
