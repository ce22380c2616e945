import { z } from 'zod';
import { configSlice } from '../../platform/config.ts';
import { emptyAsUndefined } from '../../platform/env-values.ts';

/*
 * The sessions' settings (this module's slice of the configuration; src/config.ts loads it).
 */

const SessionEnvSchema = z.object({
  /** A session unused for this long ends (60 min: a player reading a page is still polling the balance). */
  SESSION_IDLE_MINUTES: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(1440).default(60)),
  /** Every session ends this long after sign-in, however active (24 h). */
  SESSION_MAX_HOURS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(720).default(24)),
});

export type SessionConfig = { idleMs: number; absoluteMs: number };

function sessionConfig(e: z.output<typeof SessionEnvSchema>): { session: SessionConfig } {
  return {
    session: { idleMs: e.SESSION_IDLE_MINUTES * 60_000, absoluteMs: e.SESSION_MAX_HOURS * 3_600_000 },
  };
}

/** SESSION_IDLE_MINUTES, SESSION_MAX_HOURS → `config.session`. */
export const sessionConfigSlice = configSlice(SessionEnvSchema, (e) => sessionConfig(e).session);

declare module '../../platform/config.ts' {
  interface ModuleConfig {
    session: SessionConfig;
  }
}
