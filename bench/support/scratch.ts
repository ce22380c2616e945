import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';
import { openDatabase, type DatabaseConnection } from '../../apps/api/src/db/connection.ts';
import { seedDatabase } from '../../apps/api/src/db/seed.ts';

/*
 * What several benchmarks need around their measurement: scratch PostgreSQL databases created and
 * dropped through an admin connection, and a free loopback port for a server they start.
 */

/** The connection string of database `name` on the server `adminUrl` points at. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement (create/drop database) over a short-lived admin connection. */
export async function admin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * A scratch database `<prefix>_<random>` on the server `adminUrl` points at, migrated and seeded as the
 * server seeds it (reference data, site content), with a small pool open on it; `drop` removes it.
 */
export async function seededScratchDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; connection: DatabaseConnection; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await admin(adminUrl, `create database ${name}`);
  const drop = () => admin(adminUrl, `drop database if exists ${name} with (force)`);
  try {
    const url = databaseUrl(adminUrl, name);
    const connection = await openDatabase({ databaseUrl: url, poolSize: 4 });
    await connection.migrate();
    await seedDatabase(connection.db);
    return { url, connection, drop };
  } catch (err) {
    await drop();
    throw err;
  }
}
