import { z } from 'zod';
import { emptyAsUndefined } from './env-values.ts';
import { ConfigError } from './secrets.ts';

/*
 * The read replica's settings (db/read-replica.ts, ARCHITECTURE "Reads on a replica"): a PostgreSQL
 * streaming replica of DATABASE_URL, so PostgreSQL only — the embedded database has no replica.
 */

export const ReplicaEnvSchema = z.object({
  DATABASE_REPLICA_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** A replica further behind the primary than this is not read from until it catches up. */
  DATABASE_REPLICA_MAX_LAG_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(0).max(600_000).default(5_000),
  ),
});

export type ReplicaConfig = { url: string; maxLagMs: number };

export function replicaConfig(
  e: z.output<typeof ReplicaEnvSchema> & { DATABASE_URL?: string | undefined },
): ReplicaConfig | undefined {
  if (!e.DATABASE_REPLICA_URL) return undefined;
  if (!e.DATABASE_URL)
    throw new ConfigError(
      'DATABASE_REPLICA_URL needs DATABASE_URL: a read replica is a PostgreSQL standby of the primary.',
    );
  return { url: e.DATABASE_REPLICA_URL, maxLagMs: e.DATABASE_REPLICA_MAX_LAG_MS };
}
