import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes, randomUUID, sign, type KeyObject } from 'node:crypto';
import { mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { openDatabase, type DatabaseConnection } from '../../apps/api/src/db/connection.ts';
import {
  casinoGames,
  casinoProviders,
  gameSessions,
  players,
  sessions as siteSessions,
} from '../../apps/api/src/db/schema.ts';
import { seedDatabase } from '../../apps/api/src/db/seed.ts';
import { seedDemoCatalogue } from '../../apps/api/src/modules/casino/index.ts';
import { createWalletService, type Wallet } from '../../apps/api/src/modules/wallet/service.ts';
import { keyedHash } from '../../apps/api/src/platform/keyed-hash.ts';
import { runLedgerTransfers } from '../support/ledger-transfers.ts';
import { admin, databaseUrl, freePort } from '../support/scratch.ts';

/*
 * The game wallet over HTTP against the bare ledger in the same run (issue #12, DESIGN §8): Hub88
 * bet+win pairs per second — each call RSA-signed by the caller, its signature checked and the answer
 * signed by the API, one database transaction per call — from 16 clients, next to the ledger's own
 * transfers per second (bench/wallet's loop: bets and wins alternating) from 16 clients. A pair is two
 * transfers, so the fair ratio is pairs/s ÷ (ledger transfers/s ÷ 2); both ratios are reported.
 * Rounds interleaved; medians.
 *
 *   npm run bench:game-wallet -w @lale/bench     (or: npx tsx bench/game-wallet/run.ts)
 *   BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres BENCH_CLIENTS=16 BENCH_SECONDS=10 \
 *   BENCH_ROUNDS=3 npx tsx bench/game-wallet/run.ts
 *
 * The API is built as `npm run build` builds it (apps/api/dist/game-wallet/) and runs as production
 * does (NODE_ENV=production, PostgreSQL, Hub88 keys from the environment). The bench process is the
 * Hub88 side: it signs its requests, which costs it CPU on the same machine (noted with the figures).
 */

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 2_000);
const TRY = 1;
const REPO_ROOT = join(import.meta.dirname, '..', '..');
const API_DIR = join(REPO_ROOT, 'apps', 'api');
const RESULTS_DIR = join(REPO_ROOT, 'bench', 'results');

const pem = (key: KeyObject, type: 'pkcs8' | 'spki') => key.export({ type, format: 'pem' }).toString();

async function prepare(connection: DatabaseConnection, pepper: string) {
  await connection.migrate();
  await seedDatabase(connection.db);
  await seedDemoCatalogue(connection.db, 200);
  const [game] = await connection.db
    .select({ id: casinoGames.id, code: casinoGames.gameCode })
    .from(casinoGames)
    .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
    .where(and(eq(casinoProviders.name, 'Hub88'), eq(casinoGames.isLive, false)))
    .limit(1);
  const wallet = createWalletService(connection.db);
  const rows = Array.from({ length: PLAYERS }, (_, i) => ({
    usercode: `G${i}`,
    username: `gbench${i}`,
    usernameKey: `gbench${i}`,
    email: `gbench${i}@example.test`,
    emailKey: `gbench${i}@example.test`,
    phone: `90598${String(i).padStart(7, '0')}`,
    name: 'Bench',
    surname: 'Player',
    countryId: 1,
    currencyId: TRY,
    passwordHash: 'not-a-hash',
  }));
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += 1_000) {
    const inserted = await connection.db
      .insert(players)
      .values(rows.slice(start, start + 1_000))
      .returning({ id: players.id });
    ids.push(...inserted.map((row) => row.id));
  }
  await wallet.openSystemAccounts(TRY);
  const now = new Date();
  const sessions: { playerId: number; token: string }[] = [];
  const fund = async (id: number) => {
    await wallet.openPlayerAccounts(id, TRY);
    await wallet.transfer({
      idempotencyKey: `gbench:deposit:${id}`,
      from: { type: 'system', kind: 'payments_clearing', currencyId: TRY },
      to: { type: 'player', playerId: id, kind: 'cash', currencyId: TRY },
      amountMinor: 100_000_000n,
      kind: 'deposit',
    });
    // The site session the launch came from: the wager gate takes a stake only while it is alive.
    const [site] = await connection.db
      .insert(siteSessions)
      .values({
        playerId: id,
        tokenHash: keyedHash(pepper, 'bench-site-session', String(id)),
        ip: '127.0.0.1',
        expiresAt: new Date(now.getTime() + 86_400_000),
      })
      .returning({ id: siteSessions.id });
    // A launch's game session, written as the game wallet writes it (keyed hash of the token).
    const token = randomBytes(24).toString('base64url');
    await connection.db.insert(gameSessions).values({
      tokenHash: keyedHash(pepper, 'game-session', token),
      siteSessionId: site!.id,
      playerId: id,
      gameId: game!.id,
      currencyId: TRY,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 86_400_000),
    });
    sessions.push({ playerId: id, token });
  };
  for (let start = 0; start < ids.length; start += CLIENTS)
    await Promise.all(ids.slice(start, start + CLIENTS).map(fund));
  return { wallet, ids, sessions, gameCode: game!.code };
}

/** bench/wallet's loop (bench/support/ledger-transfers.ts): applied transfers/s. */
async function runLedger(wallet: Wallet, ids: readonly number[], round: number): Promise<number> {
  const loop = { wallet, playerIds: ids, currencyId: TRY, clients: CLIENTS, seconds: SECONDS };
  return (await runLedgerTransfers({ ...loop, keyPrefix: `gbench:${round}` })).perSecond;
}

/** CLIENTS workers each playing rounds over HTTP: a signed bet, then the signed win closing the round. */
async function runHub88(
  api: string,
  hub88Key: KeyObject,
  sessions: readonly { playerId: number; token: string }[],
  gameCode: string,
): Promise<number> {
  const deadline = performance.now() + SECONDS * 1_000;
  let pairs = 0;
  let failures = 0;
  const post = async (path: string, body: Record<string, unknown>) => {
    const text = JSON.stringify(body);
    const response = await fetch(`${api}/api/providers/hub88${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hub88-signature': sign('sha256', Buffer.from(text), hub88Key).toString('base64'),
      },
      body: text,
    });
    return ((await response.json()) as { status: string }).status;
  };
  const worker = async () => {
    while (performance.now() < deadline) {
      const session = sessions[Math.floor(Math.random() * sessions.length)]!;
      const round = randomUUID();
      const bet = randomUUID();
      const common = {
        user: String(session.playerId),
        token: session.token,
        round,
        game_code: gameCode,
        currency: 'TRY',
      };
      const amount = (1 + Math.floor(Math.random() * 50)) * 100_000;
      const placed = await post('/transaction/bet', {
        ...common,
        request_uuid: randomUUID(),
        transaction_uuid: bet,
        round_closed: false,
        amount,
        bet: 'spin',
        is_free: false,
      });
      const paid = await post('/transaction/win', {
        ...common,
        request_uuid: randomUUID(),
        transaction_uuid: randomUUID(),
        reference_transaction_uuid: bet,
        round_closed: true,
        amount: Math.random() < 0.4 ? amount * 2 : 0,
      });
      if (placed === 'RS_OK' && paid === 'RS_OK') pairs += 1;
      else failures += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, () => worker()));
  if (failures > 0) throw new Error(`${failures} rounds were not RS_OK`);
  return pairs / ((performance.now() - started) / 1_000);
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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const loadAtStart = loadavg();
  const database = `lale_bench_gw_${randomBytes(4).toString('hex')}`;
  const workDir = mkdtempSync(join(tmpdir(), 'lale-bench-gw-'));
  let child: ChildProcess | undefined;
  let floor: ChildProcess | undefined;
  let sameWork: ChildProcess | undefined;
  let connection: DatabaseConnection | undefined;
  try {
    const built = spawnSync(process.execPath, ['build.mjs'], {
      cwd: API_DIR,
      env: { ...process.env, API_OUTFILE: 'dist/game-wallet/server.js' },
      encoding: 'utf8',
    });
    if (built.status !== 0) throw new Error(`building the API failed:\n${built.stderr || built.stdout}`);
    await admin(ADMIN_URL, `create database ${database}`);
    const url = databaseUrl(ADMIN_URL, database);
    const pepper = randomBytes(32).toString('base64url');
    connection = await openDatabase({ databaseUrl: url, poolSize: CLIENTS });
    const { wallet, ids, sessions, gameCode } = await prepare(connection, pepper);

    const hub88 = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const operator = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const port = await freePort();
    const api = `http://127.0.0.1:${port}`;
    const log = openSync(join(workDir, 'api.log'), 'a');
    // BENCH_API_NODE_ARGS: extra node flags for the API, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'.
    const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
    child = spawn(process.execPath, [...nodeArgs, join(API_DIR, 'dist/game-wallet/server.js')], {
      stdio: ['ignore', log, log],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: api,
        DATA_DIR: workDir,
        WEB_DIST: join(workDir, 'no-site'),
        DATABASE_URL: url,
        DATABASE_POOL_SIZE: String(CLIENTS),
        REDIS_URL: '',
        TOKEN_PEPPER: pepper,
        SESSION_SECRET: randomBytes(32).toString('base64url'),
        AUDIT_SIGNING_KEY: randomBytes(32).toString('base64url'),
        KYC_DOCUMENT_KEY: randomBytes(32).toString('base64url'),
        HUB88_PUBLIC_KEY: pem(hub88.publicKey, 'spki'),
        HUB88_OPERATOR_PRIVATE_KEY: pem(operator.privateKey, 'pkcs8'),
        // Production takes a provider's wallet calls only from its listed addresses: the bench's.
        HUB88_CALLBACK_ALLOW: '127.0.0.1',
        // Hub88 counts as configured (so the wager gate takes its stakes) only with its launch API too;
        // the bench never launches, so the address is never called.
        HUB88_API_URL: 'https://hub88.invalid',
        HUB88_OPERATOR_ID: '1',
      },
    });
    const floorPort = await freePort();
    const floorUrl = `http://127.0.0.1:${floorPort}`;
    floor = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'signed-floor-server.ts')],
      {
        stdio: ['ignore', 'inherit', 'inherit'],
        env: {
          ...process.env,
          PORT: String(floorPort),
          HUB88_PUBLIC_KEY: pem(hub88.publicKey, 'spki'),
          HUB88_OPERATOR_PRIVATE_KEY: pem(operator.privateKey, 'pkcs8'),
        },
      },
    );
    // The same-work baseline (issue 24): signature, the call's ledger leg through the ledger's posting,
    // signed answer; same pool size and clients as the API.
    const sameWorkPort = await freePort();
    const sameWorkUrl = `http://127.0.0.1:${sameWorkPort}`;
    sameWork = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'same-work-server.ts')],
      {
        stdio: ['ignore', 'inherit', 'inherit'],
        env: {
          ...process.env,
          PORT: String(sameWorkPort),
          DATABASE_URL: url,
          DATABASE_POOL_SIZE: String(CLIENTS),
          HUB88_PUBLIC_KEY: pem(hub88.publicKey, 'spki'),
          HUB88_OPERATOR_PRIVATE_KEY: pem(operator.privateKey, 'pkcs8'),
        },
      },
    );
    await waitUntilServing(`${api}/api/health`, child);
    await waitUntilServing(`${floorUrl}/hello`, floor);
    await waitUntilServing(`${sameWorkUrl}/hello`, sameWork);

    // Warm every side (connections, JIT, plans) before measuring.
    await runHub88(api, hub88.privateKey, sessions, gameCode);
    await runHub88(floorUrl, hub88.privateKey, sessions, gameCode);
    await runHub88(sameWorkUrl, hub88.privateKey, sessions, gameCode);
    const results = {
      ledger: [] as number[],
      hub88Pairs: [] as number[],
      sameWorkPairs: [] as number[],
      floorPairs: [] as number[],
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      results.ledger.push(await runLedger(wallet, ids, round));
      results.hub88Pairs.push(await runHub88(api, hub88.privateKey, sessions, gameCode));
      results.sameWorkPairs.push(await runHub88(sameWorkUrl, hub88.privateKey, sessions, gameCode));
      results.floorPairs.push(await runHub88(floorUrl, hub88.privateKey, sessions, gameCode));
      console.log(
        `round ${round + 1}: ledger ${results.ledger[round]!.toFixed(0)} transfers/s, ` +
          `hub88 ${results.hub88Pairs[round]!.toFixed(0)} bet+win pairs/s, ` +
          `same-work ${results.sameWorkPairs[round]!.toFixed(0)} pairs/s, ` +
          `signed floor ${results.floorPairs[round]!.toFixed(0)} pairs/s`,
      );
    }
    const ledger = median(results.ledger);
    const pairs = median(results.hub88Pairs);
    const floorPairs = median(results.floorPairs);
    const sameWorkPairs = median(results.sameWorkPairs);
    const summary = {
      date: new Date().toISOString(),
      clients: CLIENTS,
      seconds: SECONDS,
      rounds: ROUNDS,
      loadAverage: { start: loadAtStart, end: loadavg() },
      median: {
        ledgerTransfersPerSecond: ledger,
        hub88PairsPerSecond: pairs,
        sameWorkPairsPerSecond: sameWorkPairs,
        signedFloorPairsPerSecond: floorPairs,
      },
      ratio: {
        pairsToSameWork: pairs / sameWorkPairs,
        pairsToLedgerPairs: pairs / (ledger / 2),
        pairsToLedgerTransfers: pairs / ledger,
        signedFloorToLedgerPairs: floorPairs / (ledger / 2),
        pairsToSignedFloor: pairs / floorPairs,
      },
      runs: results,
    };
    console.log(
      `\nmedian of ${ROUNDS}, ${CLIENTS} clients, ${SECONDS} s each (load ${loadAtStart.map((n) => n.toFixed(1)).join(' ')}):\n` +
        `  bare ledger transfers/s       ${ledger.toFixed(0)}  (= ${(ledger / 2).toFixed(0)} bet+win pairs/s)\n` +
        `  Hub88 bet+win pairs/s (HTTP)  ${pairs.toFixed(0)}\n` +
        `  same-work baseline pairs/s    ${sameWorkPairs.toFixed(0)}  (signature + the ledger legs + signed answer)\n` +
        `  ratio pairs to same-work      ${(pairs / sameWorkPairs).toFixed(2)} (target >= 0.70)\n` +
        `  ratio pairs to ledger pairs   ${(pairs / (ledger / 2)).toFixed(2)}\n` +
        `  ratio pairs to transfers      ${(pairs / ledger).toFixed(2)}\n` +
        `  signed floor pairs/s (no DB)  ${floorPairs.toFixed(0)}  (= ${(floorPairs / (ledger / 2)).toFixed(2)} of the ledger's pairs: the ceiling here)\n` +
        `  ratio pairs to signed floor   ${(pairs / floorPairs).toFixed(2)}`,
    );
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(
      join(RESULTS_DIR, `game-wallet-${summary.date.replace(/[:.]/g, '-')}.json`),
      JSON.stringify(summary, null, 2),
    );
  } finally {
    for (const proc of [child, floor, sameWork]) {
      if (proc && proc.exitCode === null) {
        proc.kill('SIGTERM');
        await new Promise((resolve) => proc.once('exit', resolve));
      }
    }
    await connection?.close();
    rmSync(workDir, { recursive: true, force: true });
    await admin(ADMIN_URL, `drop database if exists ${database} with (force)`);
  }
}

await main();
