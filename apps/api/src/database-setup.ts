import type { DatabaseConnection } from './db/connection.ts';
import { seedDatabase } from './db/seed.ts';
import { seedDemoAccounts } from './modules/auth/index.ts';
import { seedDemoBonusDefinitions } from './modules/bonus/index.ts';
import { seedDemoCatalogue } from './modules/casino/index.ts';
import { seedOriginalsCatalogue } from './modules/originals/index.ts';
import { seedDemoPaymentMethods } from './modules/payments/index.ts';

/*
 * A database brought up to this build: migrations, then the idempotent seeds. Outside production the
 * server does this at every start (one process, possibly an embedded database: nothing else would);
 * in production the migrate command does it once per release (src/migrate.ts), before or while the new
 * processes start, and the servers never migrate.
 */
export async function migrateAndSeed(
  database: DatabaseConnection,
  { production }: { production: boolean },
): Promise<void> {
  await database.migrate();
  await seedDatabase(database.db, { demoBonuses: !production });
  // Demo data, never in production: known passwords; the sandbox's payment methods and a manual bank
  // account, demo bonus offers (the operator configures real ones) and a generated casino catalogue
  // (production's comes from the providers).
  if (!production) {
    await seedDemoAccounts(database.db);
    await seedDemoPaymentMethods(database.db);
    await seedDemoBonusDefinitions(database.db);
    await seedDemoCatalogue(database.db);
  }
  // Our own games are in every catalogue, production's too (after the demo one: it wants an empty table).
  await seedOriginalsCatalogue(database.db);
}
