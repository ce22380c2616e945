import { type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseConnection } from '../../apps/api/src/db/connection.ts';
import { admin, databaseUrl } from '../support/scratch.ts';
import {
  ADMIN_URL,
  buildApi,
  CLIENTS,
  median,
  prepare,
  RESULTS_DIR,
  ROUNDS,
  runHub88,
  SECONDS,
  startApi,
} from './harness.ts';

/*
 * The wager gate with every safer-play limit set (issue #26): Hub88 bet+win pairs per second by players
 * who each have a daily, weekly and monthly loss, wager and session-time limit (never reached: the bench
 * measures the judging, not refusals) against players with none — the same API process, the same
 * database, rounds alternating which goes first; medians. Target: the limited players' pairs are at
 * least 0.90 of the others' (the gate with every limit costs ≤ 10 %).
 *
 *   npx tsx bench/game-wallet/limits.ts      (BENCH_CLIENTS, BENCH_SECONDS, BENCH_ROUNDS, BENCH_PLAYERS)
 *
 * Both groups pay for player_play_hours (the ledger's trigger keeps every player's hours, limit or
 * not): that is the limits' bookkeeping, not the gate, and bench/README.md gives its cost separately.
 */

// A session-time limit's amount is minutes (a whole 30-day window: never reached in a bench run).
const KINDS = ['loss', 'wager', 'session'] as const;
const AMOUNT: Record<(typeof KINDS)[number], string> = {
  loss: '1000000000000000',
  wager: '1000000000000000',
  session: '43200',
};
const PERIODS = ['daily', 'weekly', 'monthly'] as const;

/** Every limit on each of `playerIds`, far above anything the bench stakes. */
async function setEveryLimit(connection: DatabaseConnection, playerIds: readonly number[]) {
  for (let start = 0; start < playerIds.length; start += 500) {
    const rows = playerIds
      .slice(start, start + 500)
      .flatMap((id) =>
        KINDS.flatMap((kind) =>
          PERIODS.map((period) => sql`(${id}, 1, ${kind}, ${period}, ${AMOUNT[kind]}::bigint, now())`),
        ),
      );
    await connection.db.execute(
      sql`insert into deposit_limits (player_id, currency_id, kind, period, amount_minor, updated_at)
          values ${sql.join(rows, sql`, `)}`,
    );
  }
}

async function main(): Promise<void> {
  const loadAtStart = loadavg();
  const database = `lale_bench_limits_${randomBytes(4).toString('hex')}`;
  const workDir = mkdtempSync(join(tmpdir(), 'lale-bench-limits-'));
  let child: ChildProcess | undefined;
  let connection: DatabaseConnection | undefined;
  try {
    buildApi();
    await admin(ADMIN_URL, `create database ${database}`);
    const url = databaseUrl(ADMIN_URL, database);
    const pepper = randomBytes(32).toString('base64url');
    connection = await openDatabase({ databaseUrl: url, poolSize: CLIENTS });
    const { sessions, gameCode } = await prepare(connection, pepper);
    const limited = sessions.filter((_, i) => i % 2 === 0);
    const free = sessions.filter((_, i) => i % 2 === 1);
    await setEveryLimit(
      connection,
      limited.map((session) => session.playerId),
    );

    const hub88 = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const operator = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const started = await startApi(url, pepper, workDir, { hub88, operator });
    child = started.child;
    const run = (group: typeof sessions) => runHub88(started.api, hub88.privateKey, group, gameCode);

    await run(limited);
    await run(free);
    const results = { limited: [] as number[], free: [] as number[] };
    for (let round = 0; round < ROUNDS; round += 1) {
      // Alternate which group goes first, so a machine warming or cooling does not favour one.
      const order = round % 2 === 0 ? (['limited', 'free'] as const) : (['free', 'limited'] as const);
      for (const group of order) results[group].push(await run(group === 'limited' ? limited : free));
      console.log(
        `round ${round + 1}: every limit set ${results.limited[round]!.toFixed(0)} pairs/s, ` +
          `no limit ${results.free[round]!.toFixed(0)} pairs/s`,
      );
    }
    const withLimits = median(results.limited);
    const without = median(results.free);
    const summary = {
      date: new Date().toISOString(),
      clients: CLIENTS,
      seconds: SECONDS,
      rounds: ROUNDS,
      loadAverage: { start: loadAtStart, end: loadavg() },
      median: { everyLimitPairsPerSecond: withLimits, noLimitPairsPerSecond: without },
      ratio: { everyLimitToNoLimit: withLimits / without },
      runs: results,
    };
    console.log(
      `\nmedian of ${ROUNDS}, ${CLIENTS} clients, ${SECONDS} s each (load ${loadAtStart.map((n) => n.toFixed(1)).join(' ')}):\n` +
        `  Hub88 pairs/s, every limit set  ${withLimits.toFixed(0)}\n` +
        `  Hub88 pairs/s, no limit         ${without.toFixed(0)}\n` +
        `  ratio                           ${(withLimits / without).toFixed(2)} (target >= 0.90)`,
    );
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(
      join(RESULTS_DIR, `game-wallet-limits-${summary.date.replace(/[:.]/g, '-')}.json`),
      JSON.stringify(summary, null, 2),
    );
  } finally {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child!.once('exit', resolve));
    }
    await connection?.close();
    rmSync(workDir, { recursive: true, force: true });
    await admin(ADMIN_URL, `drop database if exists ${database} with (force)`);
  }
}

await main();
