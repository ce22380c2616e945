import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestAppliedMigration, latestJournalMigration } from '../src/db/migrations-status.ts';
import { migrateCommand } from '../src/migrate-command.ts';
import { existingDemoAccounts } from '../src/modules/auth/index.ts';
import { createReadinessProbe } from '../src/modules/health/readiness.ts';
import { createLifecycle } from '../src/platform/lifecycle.ts';
import { API_ROOT } from '../src/platform/paths.ts';
import { ConfigError, SECRET_NAMES } from '../src/platform/secrets.ts';
import { tempDir, testConfig } from './support/app.ts';
import { createTestDatabase, type TestDatabase } from './support/db.ts';

/*
 * `npm run migrate` (src/migrate.ts) as an operator runs it, in a process of its own, on a new
 * PostgreSQL database: a production server's readiness says "pending" until it has run, then "applied".
 * Needs TEST_DATABASE_URL (an in-memory PGlite cannot be reached from another process).
 */

const ADMIN_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;
if (!ADMIN_URL) console.log('[api tests] migrate-command: skipped, TEST_DATABASE_URL is not set');

/** Runs the command's source entry (dist/migrate.js is its bundle) with exactly `env`. */
function runMigrate(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/migrate.ts'], {
      cwd: API_ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

const ORIGINALS_GAMES = sql`select count(*) as n from casino_games g
  join casino_providers p on p.id = g.provider_id where p.name = 'Lale Originals'`;
const MIGRATIONS = sql`select count(*) as n from drizzle.__drizzle_migrations`;
const CURRENCIES = sql`select count(*) as n from currencies`;

describe.skipIf(!ADMIN_URL)('the migrate command', () => {
  const dir = tempDir();
  let fresh: TestDatabase;
  const production = {
    NODE_ENV: 'production',
    DATA_DIR: dir.path,
    ...Object.fromEntries(SECRET_NAMES.map((name) => [name, randomBytes(32).toString('hex')])),
  };
  const count = async (query: SQL) =>
    Number(((await fresh.db.execute(query)) as unknown as { rows: { n: string }[] }).rows[0]?.n);

  beforeAll(async () => {
    fresh = await createTestDatabase({ migrated: false });
  });
  afterAll(async () => {
    await fresh?.close();
    dir.remove();
  });

  it(
    'migrates and seeds a new database over DATABASE_MIGRATION_URL, turning readiness from pending to applied',
    { timeout: 240_000 },
    async () => {
      const probe = createReadinessProbe({
        db: fresh.db,
        redis: undefined,
        lifecycle: createLifecycle(),
        log: { warn: () => undefined },
      });
      expect((await probe()).body).toEqual({
        status: 'not-ready',
        checks: { database: 'up', redis: 'not-configured', migrations: 'pending', replica: 'none' },
      });

      const run = await runMigrate({
        ...production,
        // The pooled URL the servers use: the command must take the direct one.
        DATABASE_URL: 'postgresql://lale@pooler.invalid:6432/lale',
        DATABASE_MIGRATION_URL: fresh.url!,
      });
      expect(run, run.output).toMatchObject({ code: 0 });
      expect(run.output).toContain('Migrations and seeds applied (production).');

      expect((await probe()).body).toEqual({
        status: 'ready',
        checks: { database: 'up', redis: 'not-configured', migrations: 'applied', replica: 'none' },
      });
      expect(await latestAppliedMigration(fresh.db)).toBe(latestJournalMigration());
      // Production's seeds: reference data and our own games; never the demo accounts.
      expect(await count(CURRENCIES)).toBeGreaterThan(0);
      const originals = await count(ORIGINALS_GAMES);
      expect(originals).toBeGreaterThan(0);
      expect(await existingDemoAccounts(fresh.db)).toEqual([]);

      // A second run (a retried deploy, or two at once) changes nothing; DATABASE_URL serves alone too.
      const migrations = await count(MIGRATIONS);
      await migrateCommand(testConfig(dir.path, { ...production, DATABASE_URL: fresh.url! }));
      expect(await count(MIGRATIONS)).toBe(migrations);
      expect(await count(ORIGINALS_GAMES)).toBe(originals);
    },
  );

  it('refuses to run without a PostgreSQL URL, saying which variable to set', async () => {
    await expect(migrateCommand(testConfig(dir.path, production))).rejects.toThrow(
      new ConfigError(
        'DATABASE_MIGRATION_URL (a direct PostgreSQL URL) or DATABASE_URL must be set: the migrate command ' +
          'migrates a PostgreSQL server (an embedded database is migrated by the server itself at start).',
      ),
    );
  });
});
