import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { scheduledLeaders } from '../src/db/schema.ts';
import { seedDatabase } from '../src/db/seed.ts';
import { seedDemoAccounts } from '../src/modules/auth/index.ts';
import { createLifecycle } from '../src/platform/lifecycle.ts';
import { ConfigError, SECRET_NAMES } from '../src/platform/secrets.ts';
import { createServer, createShutdown, stopOnSignals } from '../src/serve.ts';
import { createTestApp, tempDir, testConfig, type TestApp } from './support/app.ts';
import { createTestDatabase, type TestDatabase } from './support/db.ts';
import { WebSocketClient } from './realtime/support.ts';

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
  const DRAIN_MS = 5_000;
  const lifecycle = createLifecycle();
  let t: TestApp;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let started = 0;

  beforeAll(async () => {
    t = await createTestApp({
      lifecycle,
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

  it('leaves the pool first, serves through the drain, answers what it accepted, releases its leases, then exits 0', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    const url = `${base}/api/test/slow`;
    const answers = Array.from({ length: SLOW_REQUESTS }, () =>
      fetch(url).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as unknown,
      })),
    );
    await vi.waitFor(() => expect(started).toBe(SLOW_REQUESTS));
    // The crash game's scheduler runs in this process and holds its lease.
    await vi.waitFor(() => expect(t.modules.originals.crash.scheduler.leading).toBe(true));
    const hubSocket = new WebSocketClient(`${base.replace(/^http/, 'ws')}/hub/odds`);
    const hubClosed = new Promise<void>((resolve) => hubSocket.on('close', () => resolve()));
    await new Promise<void>((resolve, reject) => {
      hubSocket.on('open', resolve);
      hubSocket.on('error', reject);
    });

    const order: string[] = [];
    // The drain's timer, held by the test: the drain lasts exactly as long as the test says.
    let endDrain!: () => void;
    const wait = vi.fn((ms: number) => {
      order.push(`drain ${ms} ms`);
      return new Promise<void>((resolve) => (endDrain = resolve));
    });
    const exit = vi.fn((code: number) => order.push(`exit ${code}`));
    const database = { close: vi.fn(async () => void order.push('database closed')) };
    const signals = new EventEmitter();
    stopOnSignals(
      createShutdown({ app: t.app, database, exit, lifecycle, drainMs: DRAIN_MS, wait }),
      signals,
    );
    signals.emit('SIGTERM', 'SIGTERM');
    // A second signal while draining changes nothing (no second drain, no second close, no early exit).
    signals.emit('SIGINT', 'SIGINT');
    expect(wait).toHaveBeenCalledTimes(1);
    expect(wait).toHaveBeenCalledWith(DRAIN_MS);

    // During the drain: readiness says 503 at once, so the proxy takes the process out of its pool...
    const readiness = await fetch(`${base}/health/ready`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toMatchObject({ status: 'draining' });
    // ...while whatever the proxy still sends before it notices is served, on new connections too.
    expect(t.app.server.listening).toBe(true);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect((await fetch(`${base}/health/live`)).status).toBe(200);
    expect(hubSocket.readyState).toBe(1); // ws OPEN
    expect(exit).not.toHaveBeenCalled();

    endDrain();
    // No new connection is taken once the drain is over; the sockets are closed (clients reconnect elsewhere).
    await vi.waitFor(() => expect(t.app.server.listening).toBe(false));
    await expect(fetch(url)).rejects.toThrow();
    await hubClosed;
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
    expect(order).toEqual([`drain ${DRAIN_MS} ms`, 'answered', 'database closed', 'exit 0']);
    // The jobs stopped: the scheduler gave its lease up, so another process takes the game over at once.
    expect(t.modules.originals.crash.scheduler.leading).toBe(false);
    const live = await t.database.db
      .select()
      .from(scheduledLeaders)
      .where(gt(scheduledLeaders.expiresAt, new Date()));
    expect(live).toEqual([]);
  });
});

describe('drain length', () => {
  it('is 5 s in production unless SHUTDOWN_DRAIN_MS says otherwise, and none outside production', () => {
    const dir = tempDir();
    try {
      const secrets = Object.fromEntries(SECRET_NAMES.map((name) => [name, 'x'.repeat(40)]));
      expect(testConfig(dir.path).shutdownDrainMs).toBe(0);
      expect(testConfig(dir.path, { NODE_ENV: 'production', ...secrets }).shutdownDrainMs).toBe(5_000);
      expect(
        testConfig(dir.path, { NODE_ENV: 'production', ...secrets, SHUTDOWN_DRAIN_MS: '12000' })
          .shutdownDrainMs,
      ).toBe(12_000);
      expect(() => testConfig(dir.path, { SHUTDOWN_DRAIN_MS: '-1' })).toThrow(/SHUTDOWN_DRAIN_MS/);
    } finally {
      dir.remove();
    }
  });

  it('skips the wait when there is no drain', async () => {
    const wait = vi.fn(async () => undefined);
    const exit = vi.fn();
    const app = { log: { info: vi.fn(), error: vi.fn() }, close: vi.fn(async () => undefined) };
    const lifecycle = createLifecycle();
    await createShutdown({
      app: app as never,
      database: { close: async () => undefined },
      exit,
      lifecycle,
      wait,
    })('SIGTERM');
    expect(lifecycle.draining).toBe(true);
    expect(wait).not.toHaveBeenCalled();
    expect(exit).toHaveBeenCalledWith(0);
  });
});
