import type { Readiness, ReadinessChecks } from '@lale/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { latestJournalMigration, migrationsApplied } from '../../db/migrations-status.ts';
import type { Lifecycle } from '../../platform/lifecycle.ts';

/*
 * What GET /health/ready reports: whether this process should be sent traffic. The database and this
 * build's migrations are required; Redis is reported but only degrades (contracts health.ts says why). Each check is bounded in
 * time, so a dependency that hangs makes the probe answer "down" instead of making the proxy's probe time
 * out. Migrations are read from the database until they are found applied, then never again (they are
 * not undone): a replica started before `npm run migrate` turns ready by itself once it has run, and a
 * ready replica's probe costs a `select 1` and a PING.
 */

/** Longer than a healthy answer takes by far, shorter than a proxy's probe timeout (HAProxy: 2 s). */
export const CHECK_TIMEOUT_MS = 1_500;

export type ReadinessProbe = () => Promise<{ ready: boolean; body: Readiness }>;

export function createReadinessProbe({
  db,
  redis,
  lifecycle,
  replica = () => 'none',
  latestInBuild = latestJournalMigration(),
  log,
}: {
  db: Database;
  /** The read replica's state (db/read-replica.ts), reported only. */
  replica?: () => ReadinessChecks['replica'];
  /** The platform's Redis connection (the rate limiter's); undefined without REDIS_URL. */
  redis: { ping(): Promise<unknown> } | undefined;
  lifecycle: Pick<Lifecycle, 'draining'>;
  latestInBuild?: number;
  log: { warn(details: object, message: string): void };
}): ReadinessProbe {
  let migrated = false;

  async function database(): Promise<Pick<ReadinessChecks, 'database' | 'migrations'>> {
    try {
      await withinTimeout(db.execute(sql`select 1`));
    } catch (err) {
      log.warn({ err }, 'readiness: database unreachable');
      return { database: 'down', migrations: migrated ? 'applied' : 'unknown' };
    }
    if (!migrated) {
      try {
        migrated = await withinTimeout(migrationsApplied(db, latestInBuild));
      } catch (err) {
        log.warn({ err }, 'readiness: could not read the applied migrations');
        return { database: 'up', migrations: 'unknown' };
      }
    }
    return { database: 'up', migrations: migrated ? 'applied' : 'pending' };
  }

  async function redisState(): Promise<ReadinessChecks['redis']> {
    if (!redis) return 'not-configured';
    try {
      await withinTimeout(redis.ping());
      return 'up';
    } catch {
      // The Redis clients log their own connection errors; one more line per probe would be noise.
      return 'down';
    }
  }

  return async () => {
    const [dbChecks, redisCheck] = await Promise.all([database(), redisState()]);
    const checks: ReadinessChecks = { ...dbChecks, redis: redisCheck, replica: replica() };
    const serving = checks.database === 'up' && checks.migrations === 'applied';
    const status = lifecycle.draining
      ? 'draining'
      : !serving
        ? 'not-ready'
        : checks.redis === 'down'
          ? 'degraded'
          : 'ready';
    return { ready: status === 'ready' || status === 'degraded', body: { status, checks } };
  };
}

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
