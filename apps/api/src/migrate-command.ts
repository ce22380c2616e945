import { migrateAndSeed } from './database-setup.ts';
import { openDatabase } from './db/connection.ts';
import type { Config } from './platform/config.ts';
import { ConfigError } from './platform/secrets.ts';

/*
 * What `npm run migrate` does (src/migrate.ts is its entry): this build's migrations and its idempotent
 * seeds, once per release, before or while the new API processes start (they never migrate in
 * production; their readiness stays 503 until this has run). It connects to DATABASE_MIGRATION_URL, a
 * direct PostgreSQL URL — the migrator's session advisory lock (db/connection.ts) would not survive a
 * transaction pooler — or DATABASE_URL when that is unset. Running it twice, or from two places at
 * once, is harmless.
 */
export async function migrateCommand(config: Config): Promise<string> {
  const url = config.databaseMigrationUrl;
  if (!url) {
    throw new ConfigError(
      'DATABASE_MIGRATION_URL (a direct PostgreSQL URL) or DATABASE_URL must be set: the migrate command ' +
        'migrates a PostgreSQL server (an embedded database is migrated by the server itself at start).',
    );
  }
  // One connection holds the migration lock; one more serves the seeds.
  const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
  try {
    await migrateAndSeed(database, { production: config.isProduction });
  } finally {
    await database.close();
  }
  return `Migrations and seeds applied (${config.nodeEnv}).`;
}
