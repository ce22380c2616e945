import { rm } from 'node:fs/promises';
import { DATA_TEMPLATE_ENV, seedDataTemplate } from './server.ts';

/*
 * Global setup of the e2e project (vitest.config.ts): seeds the demo state once for the whole run.
 * Every journey's server starts on a copy of it (support/server.ts), so parallel files share this one
 * start-up's work instead of each migrating and seeding an empty database. The folder is handed over
 * through the environment, which the test workers, started after this, inherit.
 */
export default async function seedOnce(): Promise<() => Promise<void>> {
  const template = await seedDataTemplate();
  process.env[DATA_TEMPLATE_ENV] = template;
  return async () => {
    delete process.env[DATA_TEMPLATE_ENV];
    await rm(template, { recursive: true, force: true });
  };
}
