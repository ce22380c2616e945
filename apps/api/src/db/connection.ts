import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../platform/paths.ts';
import { NO_REPLICA, openReadReplica, type ReplicaOptions, type ReplicaStatus } from './read-replica.ts';
import * as schema from './schema.ts';

/*
 * One database API over two engines: embedded PGlite (a file under DATA_DIR, or memory in tests) when
 * no DATABASE_URL is given, a real PostgreSQL through a pg Pool when it is. Both speak the PostgreSQL
 * dialect, so schema, migrations and queries are identical; code only ever sees `Database`.
 */

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

/**
 * The database for reads that may be a few seconds old (the catalogue listing, site content, reports):
 * selects and raw reads only — no insert, update, delete or transaction — so a repo that writes, which
 * takes a `Database`, cannot be handed one. It is the read replica while that is in use, else the
 * primary (ARCHITECTURE "Reads on a replica"). A `Database` may stand in for it.
 */
export type ReadDatabase = Pick<
  Database,
  'select' | 'selectDistinct' | 'selectDistinctOn' | '$count' | 'execute' | 'query'
>;

export type DatabaseConnection = {
  /** The primary: every write, and every read a decision rests on (money, switches, limits, sessions). */
  db: Database;
  /** The replica while it is fresh, else the primary; `db` itself without DATABASE_REPLICA_URL. */
  readDb: ReadDatabase;
  /** The replica's state and lag for readiness and metrics ('none' without one). */
  replica: ReplicaStatus;
  kind: DatabaseKind;
  /** Applies pending SQL migrations from apps/api/drizzle. */
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export type OpenDatabaseOptions =
  /**
   * poolSize: connections of the pg Pool (default pg's 10); replica: the read replica, if any;
   * namedStatements: false sends every statement unnamed (see UnnamedStatementClient), default true.
   */
  | { databaseUrl: string; poolSize?: number; replica?: ReplicaOptions; namedStatements?: boolean }
  /** A directory for a persistent embedded database, or `'memory'` for a throw-away one. */
  | { pglite: string };

// An arbitrary fixed key: every API process that starts at the same time migrates one after another.
const MIGRATION_LOCK_KEY = 7_261_443;

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseConnection> {
  if ('databaseUrl' in options)
    return openPostgres(
      options.databaseUrl,
      options.poolSize,
      options.replica,
      options.namedStatements ?? true,
    );
  return openPglite(options.pglite);
}

/**
 * A pg client that drops the name of every statement it is given, so PostgreSQL parses and plans it on
 * each call (DATABASE_NAMED_STATEMENTS=off). A named prepared statement lives in one server session; a
 * transaction pooler that does not track them (PgBouncer before 1.21, or without
 * max_prepared_statements) hands the next transaction another session, where the name is unknown
 * ("prepared statement … does not exist"). One place, below drizzle: both drizzle's `.prepare(name)`
 * and db/named-statement.ts reach PostgreSQL through here.
 */
class UnnamedStatementClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [config] = args;
    if (config && typeof config === 'object' && 'name' in config && !('submit' in config))
      args[0] = { ...config, name: undefined };
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

async function openPostgres(
  connectionString: string,
  poolSize: number | undefined,
  replicaOptions: ReplicaOptions | undefined,
  namedStatements: boolean,
): Promise<DatabaseConnection> {
  const pool = new pg.Pool({
    connectionString,
    ...(poolSize === undefined ? {} : { max: poolSize }),
    ...(namedStatements ? {} : { Client: UnnamedStatementClient }),
  });
  // An idle connection that breaks (server restart, network) is dropped by the pool; without a
  // listener its error would crash the process. The next query reports the outage instead.
  pool.on('error', (err) => console.warn(`[db] idle PostgreSQL connection lost: ${err.message}`));
  // pool.end() resolves before the sockets are closed; close() waits for them so the server (or a
  // test dropping its database) knows no session is left behind.
  const disconnected = new Set<Promise<void>>();
  pool.on('connect', (client) => {
    disconnected.add(new Promise((resolve) => client.once('end', () => resolve())));
  });
  const db = drizzlePg(pool, { schema });
  await db.execute(sql`select 1`); // fail at start-up, not on the first request
  // An unreachable replica does not stop the start: its reads go to the primary until it answers.
  const replica = replicaOptions && (await openReadReplica(pool, { poolSize, ...replicaOptions }));
  return {
    db: db as unknown as Database,
    readDb: replica ? (drizzlePg({ client: replica.client as pg.Pool, schema }) as unknown as Database) : db,
    replica: replica?.status ?? NO_REPLICA,
    kind: 'postgres',
    async migrate() {
      // The advisory lock is held by one session, so migrate over one dedicated connection.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    async close() {
      await replica?.close();
      await pool.end();
      await Promise.all(disconnected);
    },
  };
}

async function openPglite(location: string): Promise<DatabaseConnection> {
  if (location !== 'memory') mkdirSync(location, { recursive: true });
  // pg_trgm backs the casino game search index (migration 0009); PGlite loads contrib extensions here.
  const extensions = { pg_trgm };
  const client = location === 'memory' ? new PGlite({ extensions }) : new PGlite(location, { extensions });
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    readDb: db as unknown as Database,
    replica: NO_REPLICA,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}
