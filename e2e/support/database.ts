import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseConnection } from '../../apps/api/src/db/connection.ts';

/*
 * Where a journey's server keeps its data. By default the embedded database in the server's data
 * folder, as `npm start` runs. With E2E_DATABASE=postgres and TEST_DATABASE_URL, every server gets a
 * PostgreSQL database of its own instead, copied from the run's seeded template database and dropped
 * when it stops: the embedded engine runs inside the server's process as WebAssembly (about a quarter
 * of a journey's CPU, six seconds of each start), and PostgreSQL's pool answers requests side by side,
 * which the embedded database's single connection never does — it brought out a real race (a draw's
 * finished frame before its wins were paid). It is not the default yet: two journeys (the aviator's
 * take-off, the back office's picture upload) each failed once in four full runs on it, unexplained;
 * see ARCHITECTURE "Browser journeys".
 */
const ADMIN_URL =
  process.env.E2E_DATABASE === 'postgres' ? process.env.TEST_DATABASE_URL?.trim() || undefined : undefined;

/** Whether the journeys' servers run on PostgreSQL (else on the embedded database). */
export const JOURNEYS_ON_POSTGRES = ADMIN_URL !== undefined;

/** The env var through which the e2e project's global setup hands every journey its template database. */
export const DATABASE_TEMPLATE_ENV = 'E2E_DATABASE_TEMPLATE';

/**
 * The connection URL of database `name` on the configured server (`adminUrl`: another PostgreSQL
 * server's, for a production journey, which needs PostgreSQL whatever E2E_DATABASE says).
 */
export function journeyDatabaseUrl(name: string, adminUrl = ADMIN_URL): string {
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function asAdmin<T>(work: (admin: pg.Client) => Promise<T>, adminUrl = ADMIN_URL): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A new database `lale_e2e_<random>`: a copy of `template` (the seeded demo state), or empty for the
 * server to migrate and seed itself. A journey's data need not survive a crash of the machine, so its
 * commits do not wait for the disk.
 */
export function createJourneyDatabase(template?: string, adminUrl = ADMIN_URL): Promise<string> {
  const name = `lale_e2e_${randomBytes(6).toString('hex')}`;
  return asAdmin(async (admin) => {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
    await admin.query(`alter database ${name} set synchronous_commit = off`);
    return name;
  }, adminUrl);
}

/**
 * Makes `name` a template others copy: a copy needs nobody connected, and a stopped server's sessions
 * may outlive its exit by a moment.
 */
export function settleTemplateDatabase(name: string): Promise<void> {
  return asAdmin(async (admin) => {
    for (let waited = 0; waited < 50; waited += 1) {
      const open = await admin.query('select 1 from pg_stat_activity where datname = $1', [name]);
      if (open.rowCount === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the template database ${name} still has sessions 5 s after its server stopped`);
  });
}

export function dropJourneyDatabase(name: string, adminUrl = ADMIN_URL): Promise<void> {
  return asAdmin(async (admin) => {
    await admin.query(`drop database if exists ${name} with (force)`);
  }, adminUrl);
}

/**
 * The database of a stopped (halted or killed) journey server, opened the way the server opens it
 * (db/connection.ts): for a journey that changes something behind the API's back.
 */
export function openServerDatabase(server: {
  dataDir: string;
  databaseUrl?: string;
}): Promise<DatabaseConnection> {
  return openDatabase(
    server.databaseUrl ? { databaseUrl: server.databaseUrl } : { pglite: join(server.dataDir, 'pglite') },
  );
}
