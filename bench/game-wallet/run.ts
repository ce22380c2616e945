import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type DatabaseConnection } from '../../apps/api/src/db/connection.ts';
import type { Wallet } from '../../apps/api/src/modules/wallet/service.ts';
import { runLedgerTransfers } from '../support/ledger-transfers.ts';
import { admin, databaseUrl, freePort } from '../support/scratch.ts';
import {
  ADMIN_URL,
  buildApi,
  CLIENTS,
  median,
  pem,
  prepare,
  RESULTS_DIR,
  ROUNDS,
  runHub88,
  SECONDS,
  startApi,
  TRY,
  waitUntilServing,
} from './harness.ts';

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

/** bench/wallet's loop (bench/support/ledger-transfers.ts): applied transfers/s. */
async function runLedger(wallet: Wallet, ids: readonly number[], round: number): Promise<number> {
  const loop = { wallet, playerIds: ids, currencyId: TRY, clients: CLIENTS, seconds: SECONDS };
  return (await runLedgerTransfers({ ...loop, keyPrefix: `gbench:${round}` })).perSecond;
}

async function main(): Promise<void> {
  const loadAtStart = loadavg();
  const database = `lale_bench_gw_${randomBytes(4).toString('hex')}`;
  const workDir = mkdtempSync(join(tmpdir(), 'lale-bench-gw-'));
  let child: ChildProcess | undefined;
  let floor: ChildProcess | undefined;
  let sameWork: ChildProcess | undefined;
  let connection: DatabaseConnection | undefined;
  try {
    buildApi();
    await admin(ADMIN_URL, `create database ${database}`);
    const url = databaseUrl(ADMIN_URL, database);
    const pepper = randomBytes(32).toString('base64url');
    connection = await openDatabase({ databaseUrl: url, poolSize: CLIENTS });
    const { wallet, ids, sessions, gameCode } = await prepare(connection, pepper);

    const hub88 = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const operator = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const { child: api88, api } = await startApi(url, pepper, workDir, { hub88, operator });
    child = api88;
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
