import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createTestApp, tempDir, testConfig } from '../support/app.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';

/* Production never starts while a demo staff member (published password and TOTP secret) is active. */

let database: TestDatabase;
const dir = tempDir();
beforeAll(async () => {
  database = await createTestDatabase();
  // A first start outside production seeds them.
  const dev = await createTestApp({ database });
  await dev.close();
});
afterAll(async () => {
  await database.close();
  dir.remove();
});

const secret = 'x'.repeat(40);
const production = () =>
  buildApp({
    config: testConfig(dir.path, {
      NODE_ENV: 'production',
      TOKEN_PEPPER: secret,
      SESSION_SECRET: secret,
      AUDIT_SIGNING_KEY: secret,
      KYC_DOCUMENT_KEY: secret,
    }),
    database,
  });

describe('demo staff in production', () => {
  it('refuses to start while one is active, and starts once they are disabled', async () => {
    const app = await production();
    await expect(app.ready()).rejects.toThrow(
      /7 demo staff member\(s\) with published credentials are active/,
    );
    await app.close().catch(() => undefined);
    await database.db.execute(sql`update staff set status = 'disabled' where demo`);
    const started = await production();
    await started.ready();
    await started.close();
  });
});
