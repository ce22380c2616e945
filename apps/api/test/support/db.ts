import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseConnection } from '../../src/db/connection.ts';
import type { ReplicaOptions } from '../../src/db/read-replica.ts';
import { MIGRATIONS_DIR } from '../../src/platform/paths.ts';

/*
 * A fresh, migrated database per test file. With TEST_DATABASE_URL set (a PostgreSQL server where the
 * user may create databases), each file gets its own database `lale_t_<random>`, dropped afterwards;
 * otherwise an in-memory PGlite. Files never share state, so they can run in parallel.
 */

export type TestDatabase = DatabaseConnection & {
  label: string;
  /** PostgreSQL only: the database's connection string (`secondConnection`; a replica test points one app at another's). */
  url?: string;
};

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
 * `migrated: false` leaves the database empty (a migration test applies migrations itself). `replica`
 * (PostgreSQL only) opens a read replica beside it, as DATABASE_REPLICA_URL does. `poolSize`
 * (PostgreSQL only) gives the app fewer connections than pg's 10: a race with more callers than
 * connections then shows any query that leaves its transaction for a second pool connection, which
 * would otherwise starve the pool only under load.
 */
export async function createTestDatabase({
  migrated = true,
  poolSize,
  replica,
}: { migrated?: boolean; poolSize?: number; replica?: ReplicaOptions } = {}): Promise<TestDatabase> {
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
    if (migrated) await admin.query(`create database ${name} template ${await migratedTemplate(admin)}`);
    else await admin.query(`create database ${name}`);
    // A test database need not survive a crash of the machine: commits stop waiting for the disk
    // (every test file commits thousands of times; each waited for a WAL flush).
    await admin.query(`alter database ${name} set synchronous_commit = off`);
  } finally {
    await admin.end();
  }
  const connection = await openDatabase({ databaseUrl: databaseUrl(name), poolSize, replica });
  guardTransactions(connection.db);
  // A no-op on the template's copy (its migrations are recorded); kept so a test sees the app's own path.
  if (migrated) await connection.migrate();
  return {
    ...connection,
    label: TEST_DATABASE_LABEL,
    url: databaseUrl(name),
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

/**
 * Another pool on the same database, as a second API process has (PostgreSQL): two apps built on the two
 * race each other through separate connections. On PGlite (one in-process engine) the same connection.
 * Closing it closes only its pool; the database goes with the first.
 */
export async function secondConnection(database: TestDatabase): Promise<TestDatabase> {
  if (!database.url) return { ...database, close: async () => {} };
  const connection = await openDatabase({ databaseUrl: database.url });
  guardTransactions(connection.db);
  return { ...connection, label: database.label };
}

function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The migrations as they stand: a changed or added migration makes (and uses) a new template. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort())
    hash.update(file.slice(MIGRATIONS_DIR.length)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

// Any fixed key, apart from the app's migration lock: the files of a run build the template one at a time.
const TEMPLATE_LOCK_KEY = 7_261_444;

/**
 * A database migrated once per set of migrations, `lale_tpl_<hash>`, that each test file's database
 * is copied from (a copy takes a fraction of the thirty migrations' time). It is built under another
 * name and renamed when complete, so a run that dies half-way never leaves a broken template behind.
 * Templates of older migrations stay until someone drops them (a few megabytes each).
 */
async function migratedTemplate(admin: pg.Client): Promise<string> {
  const template = `lale_tpl_${migrationsHash()}`;
  await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (found.rowCount === 0) {
      const building = `${template}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const connection = await openDatabase({ databaseUrl: databaseUrl(building) });
      try {
        await connection.migrate();
      } finally {
        await connection.close();
      }
      // A closed connection's server process may outlive the socket by a moment; a rename (and a
      // copy) needs nobody connected.
      for (let waited = 0; waited < 50; waited += 1) {
        const open = await admin.query('select 1 from pg_stat_activity where datname = $1', [building]);
        if (open.rowCount === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await admin.query(`alter database ${building} rename to ${template}`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
  }
  return template;
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
