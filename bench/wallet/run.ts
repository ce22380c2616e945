import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type DatabaseConnection } from '../../apps/api/src/db/connection.ts';
import { players } from '../../apps/api/src/db/schema.ts';
import { seedDatabase } from '../../apps/api/src/db/seed.ts';
import { runLedgerTransfers } from '../support/ledger-transfers.ts';
import { admin, databaseUrl } from '../support/scratch.ts';
import { createWalletService, type Wallet } from '../../apps/api/src/modules/wallet/service.ts';

/*
 * Ledger transfers/s on real PostgreSQL against pgbench in the same run (DESIGN §8): `tpcb-like`
 * (3 balance UPDATEs, 1 SELECT, 1 history INSERT per transaction) and a script doing exactly one
 * balance UPDATE and one history INSERT (the database's own ceiling for one bet). Same client count,
 * same duration, rounds interleaved so drift on a shared machine hits all three alike; medians reported.
 *
 *   npx tsx bench/wallet/run.ts
 *   BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres BENCH_CLIENTS=16 BENCH_SECONDS=10 \
 *   BENCH_ROUNDS=3 PGBENCH=/usr/lib/postgresql/15/bin/pgbench npx tsx bench/wallet/run.ts
 *
 * Creates two scratch databases (lale_bench_*) and drops them at the end.
 */

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
// The ledger's pg Pool gets one connection per client (DATABASE_POOL_SIZE in the API).
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PGBENCH = process.env.PGBENCH ?? 'pgbench';
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 10_000);
const TRY = 1;
const RESULTS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'results');

// One bet: one balance UPDATE and one history INSERT, as pgbench variables.
const ONE_BET_SCRIPT = `\\set aid random(1, 100000 * :scale)
\\set delta random(-5000, 5000)
BEGIN;
UPDATE pgbench_accounts SET abalance = abalance + :delta WHERE aid = :aid;
INSERT INTO pgbench_history (tid, bid, aid, delta, mtime) VALUES (1, 1, :aid, :delta, CURRENT_TIMESTAMP);
END;
`;

/** A migrated, seeded ledger with PLAYERS funded players. */
async function prepareLedger(
  connection: DatabaseConnection,
): Promise<{ wallet: Wallet; playerIds: number[] }> {
  await connection.migrate();
  await seedDatabase(connection.db);
  const wallet = createWalletService(connection.db);
  const rows = Array.from({ length: PLAYERS }, (_, i) => ({
    usercode: `B${i}`,
    username: `bench${i}`,
    usernameKey: `bench${i}`,
    email: `bench${i}@example.test`,
    emailKey: `bench${i}@example.test`,
    phone: `90599${String(i).padStart(7, '0')}`,
    name: 'Bench',
    surname: 'Player',
    countryId: 1,
    currencyId: TRY,
    passwordHash: 'not-a-hash',
  }));
  const playerIds: number[] = [];
  // In slices: one INSERT of 10,000 rows would pass more bind parameters than the protocol allows.
  for (let start = 0; start < rows.length; start += 1_000) {
    const inserted = await connection.db
      .insert(players)
      .values(rows.slice(start, start + 1_000))
      .returning({ id: players.id });
    playerIds.push(...inserted.map((row) => row.id));
  }
  await wallet.openSystemAccounts(TRY);
  const fund = async (id: number) => {
    await wallet.openPlayerAccounts(id, TRY);
    await wallet.transfer({
      idempotencyKey: `bench:deposit:${id}`,
      from: { type: 'system', kind: 'payments_clearing', currencyId: TRY },
      to: { type: 'player', playerId: id, kind: 'cash', currencyId: TRY },
      amountMinor: 100_000_000n,
      kind: 'deposit',
    });
  };
  for (let start = 0; start < playerIds.length; start += CLIENTS) {
    await Promise.all(playerIds.slice(start, start + CLIENTS).map(fund));
  }
  return { wallet, playerIds };
}

/** CLIENTS loops posting bets and wins on random players for SECONDS; applied transfers per second. */
async function runLedger(wallet: Wallet, playerIds: readonly number[], round: number): Promise<number> {
  const { perSecond, notApplied } = await runLedgerTransfers({
    wallet,
    playerIds,
    currencyId: TRY,
    clients: CLIENTS,
    seconds: SECONDS,
    keyPrefix: `bench:${round}`,
  });
  if (notApplied > 0) console.warn(`[wallet bench] ${notApplied} transfers not applied`);
  return perSecond;
}

function pgbench(args: string[]): string {
  const run = spawnSync(PGBENCH, args, { encoding: 'utf8' });
  if (run.status !== 0)
    throw new Error(`pgbench ${args.join(' ')} failed: ${run.stderr || run.error?.message}`);
  return run.stdout;
}

/** TPS of one pgbench run; extended protocol without prepared statements, as node-postgres speaks. */
function runPgbench(url: string, script: string[]): number {
  const out = pgbench([
    '-n',
    '-M',
    'extended',
    '-c',
    String(CLIENTS),
    '-j',
    String(CLIENTS),
    '-T',
    String(SECONDS),
    ...script,
    url,
  ]);
  const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(out);
  if (!match) throw new Error(`no tps in pgbench output:\n${out}`);
  return Number(match[1]);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const suffix = randomBytes(4).toString('hex');
  const ledgerDb = `lale_bench_wallet_${suffix}`;
  const pgbenchDb = `lale_bench_pgbench_${suffix}`;
  const scriptFile = join(tmpdir(), `lale-bench-one-bet-${suffix}.sql`);
  writeFileSync(scriptFile, ONE_BET_SCRIPT);
  await admin(ADMIN_URL, `create database ${ledgerDb}`);
  await admin(ADMIN_URL, `create database ${pgbenchDb}`);
  let connection: DatabaseConnection | undefined;
  let unnamedConnection: DatabaseConnection | undefined;
  try {
    connection = await openDatabase({ databaseUrl: databaseUrl(ADMIN_URL, ledgerDb), poolSize: CLIENTS });
    const { wallet, playerIds } = await prepareLedger(connection);
    // The same ledger as DATABASE_NAMED_STATEMENTS=off sends it (a transaction pooler older than
    // PgBouncer 1.21): every statement unnamed, so parsed and planned on every call.
    unnamedConnection = await openDatabase({
      databaseUrl: databaseUrl(ADMIN_URL, ledgerDb),
      poolSize: CLIENTS,
      namedStatements: false,
    });
    const unnamedWallet = createWalletService(unnamedConnection.db);
    // Scale = clients, as pgbench advises: at scale 1 every tpcb-like transaction updates the single
    // branch row, and the baseline would measure that hot row instead of the database.
    pgbench(['-i', '-q', '-s', String(CLIENTS), databaseUrl(ADMIN_URL, pgbenchDb)]);

    const results = {
      ledger: [] as number[],
      ledgerUnnamed: [] as number[],
      tpcb: [] as number[],
      oneBet: [] as number[],
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      results.ledger.push(await runLedger(wallet, playerIds, round));
      results.ledgerUnnamed.push(await runLedger(unnamedWallet, playerIds, ROUNDS + round));
      results.tpcb.push(runPgbench(databaseUrl(ADMIN_URL, pgbenchDb), ['-b', 'tpcb-like']));
      results.oneBet.push(runPgbench(databaseUrl(ADMIN_URL, pgbenchDb), ['-f', scriptFile]));
      console.log(
        `round ${round + 1}: ledger ${results.ledger[round]!.toFixed(0)}/s, ` +
          `unnamed ${results.ledgerUnnamed[round]!.toFixed(0)}/s, ` +
          `tpcb-like ${results.tpcb[round]!.toFixed(0)} tps, one-bet ${results.oneBet[round]!.toFixed(0)} tps`,
      );
    }
    const ledger = median(results.ledger);
    const ledgerUnnamed = median(results.ledgerUnnamed);
    const tpcb = median(results.tpcb);
    const oneBet = median(results.oneBet);
    const summary = {
      date: new Date().toISOString(),
      clients: CLIENTS,
      seconds: SECONDS,
      rounds: ROUNDS,
      median: {
        ledgerTransfersPerSecond: ledger,
        ledgerUnnamedTransfersPerSecond: ledgerUnnamed,
        tpcbLikeTps: tpcb,
        oneBetTps: oneBet,
      },
      ratio: {
        ledgerToTpcbLike: ledger / tpcb,
        ledgerToOneBet: ledger / oneBet,
        unnamedToNamed: ledgerUnnamed / ledger,
      },
      runs: results,
    };
    console.log(
      `\nmedian of ${ROUNDS}, ${CLIENTS} clients, ${SECONDS} s each:\n` +
        `  ledger transfers/s      ${ledger.toFixed(0)}\n` +
        `  … statements unnamed    ${ledgerUnnamed.toFixed(0)}   ratio to named ${(ledgerUnnamed / ledger).toFixed(2)}\n` +
        `  pgbench tpcb-like tps   ${tpcb.toFixed(0)}   ratio ${(ledger / tpcb).toFixed(2)} (target >= 0.60)\n` +
        `  pgbench one-bet tps     ${oneBet.toFixed(0)}   ratio ${(ledger / oneBet).toFixed(2)}`,
    );
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(
      join(RESULTS_DIR, `wallet-${summary.date.replace(/[:.]/g, '-')}.json`),
      JSON.stringify(summary, null, 2),
    );
  } finally {
    await connection?.close();
    await unnamedConnection?.close();
    await admin(ADMIN_URL, `drop database if exists ${ledgerDb} with (force)`);
    await admin(ADMIN_URL, `drop database if exists ${pgbenchDb} with (force)`);
  }
}

await main();
