import { join } from 'node:path';
import { openDatabase } from './db/connection.ts';
import { collectFindings } from './modules/integrity/index.ts';
import { loadConfig } from './config.ts';
import { ok } from './platform/envelope.ts';
import { ConfigError } from './platform/secrets.ts';

/*
 * `npm run integrity:findings -w @lale/api`: prints the integrity findings as the admin call answers them
 * (GET /api/admin/integrity/findings), for an operator at a shell. It reads the database the server
 * would (DATABASE_URL, or the embedded one under DATA_DIR: stop the server first, PGlite has one owner)
 * and writes nothing: it does not migrate, so it runs against the schema the server left.
 */

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl, poolSize: 1 }
      : { pglite: join(config.dataDir, 'pglite') },
  );
  try {
    const groups = await collectFindings(database.db);
    process.stdout.write(`${JSON.stringify(ok(groups), null, 2)}\n`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(`Configuration error: ${err.message}`);
  else console.error('integrity:findings failed:', err);
  process.exit(1);
});
