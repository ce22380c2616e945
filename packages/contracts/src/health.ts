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
