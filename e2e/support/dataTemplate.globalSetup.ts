import { rm } from 'node:fs/promises';
import { DATABASE_TEMPLATE_ENV, JOURNEYS_ON_POSTGRES, dropJourneyDatabase } from './database.ts';
import { DATA_TEMPLATE_ENV, seedDataTemplate } from './server.ts';

/*
 * Global setup of the e2e project (vitest.config.ts): seeds the demo state once for the whole run.
 * Every journey's server starts on a copy of it (support/server.ts), so parallel files share this one
 * start-up's work instead of each migrating and seeding an empty database. The folder (and, on
 * PostgreSQL, the template database: support/database.ts) is handed over through the environment,
 * which the test workers, started after this, inherit.
 */
export default async function seedOnce(): Promise<() => Promise<void>> {
  const template = await seedDataTemplate(JOURNEYS_ON_POSTGRES);
  process.env[DATA_TEMPLATE_ENV] = template.dataDir;
  if (template.database) process.env[DATABASE_TEMPLATE_ENV] = template.database;
  return async () => {
    delete process.env[DATA_TEMPLATE_ENV];
    delete process.env[DATABASE_TEMPLATE_ENV];
    await rm(template.dataDir, { recursive: true, force: true });
    if (template.database) await dropJourneyDatabase(template.database);
  };
}
