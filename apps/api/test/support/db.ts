import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';
import pg from 'pg';
import { openDatabase, type DatabaseConnection } from '../../src/db/connection.ts';

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
