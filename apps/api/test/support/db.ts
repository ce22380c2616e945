import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseConnection } from '../../src/db/connection.ts';

/*
 * A fresh, migrated database per test file. With TEST_DATABASE_URL set (a PostgreSQL server where the
 * user may create databases), each file gets its own database `lale_t_<random>`, dropped afterwards;
 * otherwise an in-memory PGlite. Files never share state, so they can run in parallel.
 */

export type TestDatabase = DatabaseConnection & { label: string };

const ADMIN_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;

export const TEST_DATABASE_LABEL = ADMIN_URL ? 'postgres (TEST_DATABASE_URL)' : 'pglite (in-memory)';

/*
 * Say once per `vitest run` which engine the suite used. Each test file runs in a worker; they share
 * the runner's process id (threads) or parent process id (forks), which keys a marker file that only
 * the first file manages to create.
 */
function announceOnce(): void {
  const runId = isMainThread ? process.ppid : process.pid;
  try {
    writeFileSync(join(tmpdir(), `lale-api-tests-${runId}.announced`), TEST_DATABASE_LABEL, { flag: 'wx' });
    console.log(`[api tests] database: ${TEST_DATABASE_LABEL}`);
  } catch {
    // another file already said it
  }
}

/**
 * `migrated: false` leaves the database empty (a migration test applies migrations itself). `poolSize`
 * (PostgreSQL only) gives the app fewer connections than pg's 10: a race with more callers than
 * connections then shows any query that leaves its transaction for a second pool connection, which
 * would otherwise starve the pool only under load.
 */
export async function createTestDatabase({
  migrated = true,
  poolSize,
}: { migrated?: boolean; poolSize?: number } = {}): Promise<TestDatabase> {
  announceOnce();
  if (!ADMIN_URL) {
    const connection = await openDatabase({ pglite: 'memory' });
    if (migrated) await connection.migrate();
    return { ...connection, label: TEST_DATABASE_LABEL };
  }

  const name = `lale_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const connection = await openDatabase({ databaseUrl: url.toString(), poolSize });
  guardTransactions(connection.db);
  if (migrated) await connection.migrate();
  return {
    ...connection,
    label: TEST_DATABASE_LABEL,
    async close() {
      await connection.close();
      const dropper = new pg.Client({ connectionString: ADMIN_URL });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/*
 * A query that leaves its transaction for a second pool connection: the transaction holds one
 * connection (and often a row lock others wait on) while it waits for another, so enough of them at
 * once starve the pool and hang every request (stop 22's deposit-limits race did, under CI's load).
 * Every PostgreSQL test database refuses such a query at once, naming where the transaction began, so
 * the mistake fails the test that reaches it instead of a load test some day.
 */
const openTransaction = new AsyncLocalStorage<string>();

function guardTransactions(db: Database): void {
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const refuseInside = (what: string) => {
    const origin = openTransaction.getStore();
    if (origin)
      throw new Error(
        `${what} on the pool inside a transaction (use the transaction's executor); the transaction began ${origin}`,
      );
  };
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  Object.assign(pool, {
    query: (...args: unknown[]) => {
      const [config] = args;
      refuseInside(
        `query ${JSON.stringify(typeof config === 'string' ? config : (config as { text?: string })?.text)}`,
      );
      return query(...args);
    },
    connect: (...args: unknown[]) => {
      refuseInside('a nested transaction or connection');
      return connect(...args);
    },
  });
  const transaction = db.transaction.bind(db);
  Object.assign(db, {
    transaction: (
      work: Parameters<Database['transaction']>[0],
      config?: Parameters<Database['transaction']>[1],
    ) => {
      const origin = (new Error().stack ?? '')
        .split('\n')
        .slice(2)
        .filter((line) => !line.includes('node_modules') && !line.includes('node:'))
        .slice(0, 4)
        .map((line) => line.trim())
        .join(' < ');
      return transaction((tx) => openTransaction.run(origin, () => work(tx)), config);
    },
  });
}
