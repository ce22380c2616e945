import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { loadConfig } from './config.ts';
import { migrateAndSeed } from './database-setup.ts';
import { openDatabase, type DatabaseConnection } from './db/connection.ts';
import { latestAppliedMigration, latestJournalMigration } from './db/migrations-status.ts';
import { requireProductionServices } from './platform/config.ts';
import { createLifecycle } from './platform/lifecycle.ts';
import { ConfigError } from './platform/secrets.ts';
import { createServer, createShutdown, stopOnSignals } from './serve.ts';

/*
 * Entry point: configuration → database → start-up checks → HTTP. Outside production the server
 * migrates and seeds its database itself; in production `npm run migrate` does (src/migrate.ts) and the
 * server only reports, through readiness, whether it has run. On SIGTERM/SIGINT readiness turns 503,
 * the server drains, answers the requests it accepted, then closes the database (serve.ts).
 */

/** How often a production server on a database without any schema looks again. */
const SCHEMA_POLL_MS = 2_000;

async function main(): Promise<void> {
  const config = loadConfig();
  requireProductionServices(config);
  const database = await openDatabase(
    config.databaseUrl
      ? {
          databaseUrl: config.databaseUrl,
          poolSize: config.databasePoolSize,
          namedStatements: config.databaseNamedStatements,
          replica: config.databaseReplica,
        }
      : { pglite: join(config.dataDir, 'pglite') },
  );
  if (config.isProduction) await awaitSchema(database);
  else await migrateAndSeed(database, { production: false });

  const lifecycle = createLifecycle();
  const app = await createServer(config, database, lifecycle);
  stopOnSignals(
    createShutdown({
      app,
      database,
      lifecycle,
      drainMs: config.shutdownDrainMs,
      exit: (code) => process.exit(code),
    }),
  );

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, dataDir: config.dataDir, webDist: config.webDist },
    `Lale is listening at ${config.publicUrl} (API docs: ${config.publicUrl}/api/docs)`,
  );
}

/**
 * Production never migrates. A database one release behind is served as it is (readiness says
 * "pending" until the migrate command has run); a database with no schema at all cannot be (the app
 * reads its reference data at start), so the server waits for the first migrate.
 */
async function awaitSchema(database: DatabaseConnection): Promise<void> {
  const latest = await latestAppliedMigration(database.db);
  if (latest !== null) {
    if (latest < latestJournalMigration())
      console.warn(
        'Migrations pending: readiness answers 503 until `npm run migrate` has run for this release.',
      );
    return;
  }
  console.warn('The database has no schema yet: waiting for `npm run migrate`.');
  while ((await latestAppliedMigration(database.db)) === null) await delay(SCHEMA_POLL_MS);
}

main().catch((err: unknown) => {
  // A configuration problem is the operator's to fix: print the message alone, without a stack.
  if (err instanceof ConfigError) console.error(`Configuration error: ${err.message}`);
  else console.error('Start-up failed:', err);
  process.exit(1);
});
