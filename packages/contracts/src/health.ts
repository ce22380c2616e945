import { z } from 'zod';
import { envelope, NoPayloadSchema } from './envelope.ts';

/** GET /api/health (not in spec §7): what operators and load balancers poll. */
export const HealthSchema = z.object({
  status: z.literal('ok'),
  /** The running build's version (package version or commit). */
  version: z.string().min(1),
  /** Which database the process uses: embedded PGlite (no DATABASE_URL) or a PostgreSQL server. */
  database: z.enum(['pglite', 'postgres']),
});
export const HealthRequestSchema = NoPayloadSchema;
export const HealthResponseSchema = envelope(HealthSchema);
export type Health = z.infer<typeof HealthSchema>;
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/*
 * The probes a proxy or an orchestrator polls, outside /api and outside the envelope (they are read by
 * machines, by status code first): liveness says the process runs, readiness whether it should be sent
 * traffic. They are not calls of the site (spec §7), so their paths live here and not in API_CONTRACT.
 */
export const PROBE_PATHS = { live: '/health/live', ready: '/health/ready' } as const;

/** GET /health/live: always 200 while the process can answer at all (no I/O behind it). */
export const LivenessSchema = z.object({ status: z.literal('alive') });
export type Liveness = z.infer<typeof LivenessSchema>;

/** Each dependency readiness looks at, with what it found. */
export const ReadinessChecksSchema = z.object({
  /** A `select 1` answered. */
  database: z.enum(['up', 'down']),
  /** A PING answered; `not-configured` without REDIS_URL (one process, nothing to share). */
  redis: z.enum(['up', 'down', 'not-configured']),
  /**
   * `applied`: the database holds every migration of this build's journal (or newer ones); `pending`:
   * `npm run migrate` has not run for this build yet; `unknown`: the database did not answer.
   */
  migrations: z.enum(['applied', 'pending', 'unknown']),
  /**
   * The read replica (DATABASE_REPLICA_URL): `in-use`, `lagging` or `down` (its reads go to the primary
   * meanwhile), `none` without one. Never affects readiness: the primary answers every read it would.
   */
  replica: z.enum(['in-use', 'lagging', 'down', 'none']),
});

/**
 * GET /health/ready. 200: `ready` (every check passes) or `degraded` (only Redis is down: money never
 * depends on it, and every process shares the one Redis, so failing readiness would take every process
 * out of the proxy's pool at once and stop the money with the pushes). 503: `not-ready` (the database
 * is down or the build's migrations are not applied) or `draining` (SIGTERM received: the process is
 * leaving the pool and finishing what it accepted).
 */
export const ReadinessSchema = z.object({
  status: z.enum(['ready', 'degraded', 'not-ready', 'draining']),
  checks: ReadinessChecksSchema,
});
export type ReadinessChecks = z.infer<typeof ReadinessChecksSchema>;
export type Readiness = z.infer<typeof ReadinessSchema>;
