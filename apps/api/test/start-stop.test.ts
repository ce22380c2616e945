import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDatabase } from '../src/db/seed.ts';
import { seedDemoAccounts } from '../src/modules/auth/index.ts';
import { ConfigError } from '../src/platform/secrets.ts';
import { createServer, createShutdown, stopOnSignals } from '../src/serve.ts';
import { createTestApp, tempDir, testConfig, type TestApp } from './support/app.ts';
import { createTestDatabase, type TestDatabase } from './support/db.ts';

/*
 * The server's start-up check (no demo accounts in production) and its graceful stop (every request
 * accepted before SIGTERM gets its answer), driven through serve.ts as server.ts wires them.
 */

describe('production start', () => {
  let database: TestDatabase;
  const dir = tempDir();
  const secret = 'x'.repeat(40);
  const production = () =>
    testConfig(dir.path, {
      NODE_ENV: 'production',
      TOKEN_PEPPER: secret,
      SESSION_SECRET: secret,
      AUDIT_SIGNING_KEY: secret,
      KYC_DOCUMENT_KEY: secret,
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    // A database first started outside production: the seed created the demo accounts.
    await seedDatabase(database.db);
    await seedDemoAccounts(database.db);
  });
  afterAll(async () => {
    await database.close();
    dir.remove();
  });

  it('refuses while the demo accounts exist, naming them and how to remove them', async () => {
    const refusal = await createServer(production(), database).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(ConfigError);
    const message = (refusal as Error).message;
    expect(message).toContain('demo accounts demo1234,');
    expect(message).toMatch(/UPDATE players .* WHERE username IN \('demo1234'\);/);

    // The way the message gives works: afterwards production starts.
    const statement = /UPDATE players .*;$/.exec(message)![0];
    await database.db.execute(sql.raw(statement));
    const app = await createServer(production(), database);
    await app.close();
  });

  it('starts outside production with the demo accounts', async () => {
    const fresh = await createTestDatabase();
    try {
      await seedDatabase(fresh.db);
      await seedDemoAccounts(fresh.db);
      const app = await createServer(testConfig(dir.path), fresh);
      await app.close();
    } finally {
      await fresh.close();
    }
  });
});

describe('graceful stop', () => {
  const SLOW_REQUESTS = 5;
  let t: TestApp;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let started = 0;

  beforeAll(async () => {
    t = await createTestApp({
      extend(app) {
        app.get('/api/test/slow', async () => {
          started += 1;
          await released;
          return { success: true, message: '', data: null };
        });
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('answers every request accepted before SIGTERM, then closes the database and exits 0', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/api/test/slow`;
    const answers = Array.from({ length: SLOW_REQUESTS }, () =>
      fetch(url).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as unknown,
      })),
    );
    await vi.waitFor(() => expect(started).toBe(SLOW_REQUESTS));

    const order: string[] = [];
    const exit = vi.fn((code: number) => order.push(`exit ${code}`));
    const database = { close: vi.fn(async () => void order.push('database closed')) };
    const signals = new EventEmitter();
    stopOnSignals(createShutdown({ app: t.app, database, exit }), signals);
    signals.emit('SIGTERM', 'SIGTERM');
    // A second signal while draining changes nothing (no second close, no early exit).
    signals.emit('SIGINT', 'SIGINT');

    // No new connection is taken once the stop has begun.
    await vi.waitFor(() => expect(t.app.server.listening).toBe(false));
    await expect(fetch(url)).rejects.toThrow();
    expect(exit).not.toHaveBeenCalled();

    release();
    const results = await Promise.all(answers);
    order.push('answered');
    expect(results).toEqual(
      Array.from({ length: SLOW_REQUESTS }, () => ({
        status: 200,
        body: { success: true, message: '', data: null },
      })),
    );
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
    expect(exit).toHaveBeenCalledTimes(1);
    expect(database.close).toHaveBeenCalledTimes(1);
    expect(order.indexOf('database closed')).toBeLessThan(order.indexOf('exit 0'));
  });
});
