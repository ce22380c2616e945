import { buildApp } from './app.ts';
import { openDatabase } from './db/connection.ts';
import { seedDatabase } from './db/seed.ts';
import { seedDemoAccounts } from './modules/auth/index.ts';
import { loadConfig } from './platform/config.ts';
import { ConfigError } from './platform/secrets.ts';
import { join } from 'node:path';

/*
 * Entry point: configuration → database (migrate, seed) → HTTP. On SIGTERM/SIGINT the server stops
 * accepting connections, lets running requests finish (app.close), then closes the database.
 */

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pglite: join(config.dataDir, 'pglite') },
  );
  await database.migrate();
  await seedDatabase(database.db);
  // Known passwords: never in production.
  if (!config.isProduction) await seedDemoAccounts(database.db);

  const app = await buildApp({ config, database });
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', (signal) => void shutdown(signal));
  process.once('SIGINT', (signal) => void shutdown(signal));

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
