import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { latestJournalMigration } from '../src/db/migrations-status.ts';
import { CHECK_TIMEOUT_MS, createReadinessProbe } from '../src/modules/health/readiness.ts';
import { createLifecycle } from '../src/platform/lifecycle.ts';
import { createTestApp, type TestApp } from './support/app.ts';
import { createTestDatabase, type TestDatabase } from './support/db.ts';

/*
 * The probes a proxy or an orchestrator polls: liveness (the process answers) apart from readiness
 * (database, Redis, migrations; draining after SIGTERM). Redis lost is redis-loss.test.ts; the drain
 * itself, start-stop.test.ts.
 */

const quiet = { warn: () => undefined };

describe('GET /health/live and /health/ready', () => {
  const lifecycle = createLifecycle();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ lifecycle });
  });
  afterAll(() => t.close());

  it('answers liveness with no dependency behind it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'alive' });
  });

  it('is ready on a migrated database, without Redis when none is configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { database: 'up', redis: 'not-configured', migrations: 'applied', replica: 'none' },
    });
  });

  it('answers 503 "draining" from the moment the stop begins, while liveness stays 200', async () => {
    lifecycle.startDraining();
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'draining', checks: { database: 'up' } });
    expect((await t.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
  });
});

describe('readiness and migrations', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('stays "pending" until the database holds the build\'s last migration, then turns ready', async () => {
    // A build one migration ahead of this database: as when new replicas start before `npm run migrate`.
    const next = latestJournalMigration() + 1;
    const probe = createReadinessProbe({
      db: database.db,
      redis: undefined,
      lifecycle: createLifecycle(),
      latestInBuild: next,
      log: quiet,
    });
    expect(await probe()).toEqual({
      ready: false,
      body: {
        status: 'not-ready',
        checks: { database: 'up', redis: 'not-configured', migrations: 'pending', replica: 'none' },
      },
    });

    // What the migrator records when it applies that migration.
    await database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('next', ${next})`,
    );
    expect(await probe()).toMatchObject({ ready: true, body: { checks: { migrations: 'applied' } } });
  });

  it('counts a database ahead of the build as applied (the next release migrated first)', async () => {
    const probe = createReadinessProbe({
      db: database.db,
      redis: undefined,
      lifecycle: createLifecycle(),
      latestInBuild: latestJournalMigration() - 1,
      log: quiet,
    });
    expect((await probe()).ready).toBe(true);
  });

  it('reports the database and Redis down when they do not answer, and never throws', async () => {
    const probe = createReadinessProbe({
      db: { execute: () => Promise.reject(new Error('connection refused')) } as never,
      redis: { ping: () => Promise.reject(new Error('Stream is not writeable')) },
      lifecycle: createLifecycle(),
      latestInBuild: latestJournalMigration(),
      log: quiet,
    });
    expect(await probe()).toEqual({
      ready: false,
      body: {
        status: 'not-ready',
        checks: { database: 'down', redis: 'down', migrations: 'unknown', replica: 'none' },
      },
    });
  });

  it('stays in the pool, degraded, when only Redis is down (the money does not need it)', async () => {
    const probe = createReadinessProbe({
      db: database.db,
      redis: { ping: () => Promise.reject(new Error('Stream is not writeable')) },
      lifecycle: createLifecycle(),
      latestInBuild: latestJournalMigration(),
      log: quiet,
    });
    expect(await probe()).toEqual({
      ready: true,
      body: {
        status: 'degraded',
        checks: { database: 'up', redis: 'down', migrations: 'applied', replica: 'none' },
      },
    });
  });

  it('answers "down" for a dependency that hangs, within its time bound', async () => {
    vi.useFakeTimers();
    try {
      const probe = createReadinessProbe({
        db: database.db,
        redis: { ping: () => new Promise(() => undefined) },
        lifecycle: createLifecycle(),
        latestInBuild: latestJournalMigration(),
        log: quiet,
      });
      const answer = probe();
      await vi.advanceTimersByTimeAsync(CHECK_TIMEOUT_MS);
      expect((await answer).body.checks.redis).toBe('down');
    } finally {
      vi.useRealTimers();
    }
  });
});
