import { openDatabase } from './db/connection.ts';
import { seedDatabase } from './db/seed.ts';
import { seedDemoAccounts } from './modules/auth/index.ts';
import { seedDemoPaymentMethods } from './modules/payments/index.ts';
import { seedDemoBonusDefinitions } from './modules/bonus/index.ts';
import { seedDemoCatalogue } from './modules/casino/index.ts';
import { seedOriginalsCatalogue } from './modules/originals/index.ts';
import { loadConfig } from './config.ts';
import { ConfigError } from './platform/secrets.ts';
import { createServer, createShutdown, stopOnSignals } from './serve.ts';
import { join } from 'node:path';

/*
 * Entry point: configuration → database (migrate, seed) → start-up checks → HTTP. On SIGTERM/SIGINT the
 * server stops accepting connections, answers the requests it accepted, then closes the database
 * (serve.ts).
 */

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? {
          databaseUrl: config.databaseUrl,
          poolSize: config.databasePoolSize,
          replica: config.databaseReplica,
        }
      : { pglite: join(config.dataDir, 'pglite') },
  );
  await database.migrate();
  await seedDatabase(database.db, { demoBonuses: !config.isProduction });
  // Demo data, never in production: known passwords; the sandbox's payment methods and a manual bank
  // account, demo bonus offers (the operator configures real ones) and a generated casino catalogue
  // (production's comes from the providers).
  if (!config.isProduction) {
    await seedDemoAccounts(database.db);
    await seedDemoPaymentMethods(database.db);
    await seedDemoBonusDefinitions(database.db);
    await seedDemoCatalogue(database.db);
  }
  // Our own games are in every catalogue, production's too (after the demo one: it wants an empty table).
  await seedOriginalsCatalogue(database.db);

  const app = await createServer(config, database);
  stopOnSignals(createShutdown({ app, database, exit: (code) => process.exit(code) }));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, dataDir: config.dataDir, webDist: config.webDist },
    `Lale is listening at ${config.publicUrl} (API docs: ${config.publicUrl}/api/docs)`,
  );
}

main().catch((err: unknown) => {
  // A configuration problem is the operator's to fix: print the message alone, without a stack.
  if (err instanceof ConfigError) console.error(`Configuration error: ${err.message}`);
  else console.error('Start-up failed:', err);
  process.exit(1);
});
