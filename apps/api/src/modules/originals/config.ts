import { z } from 'zod';
import { configSlice } from '../../platform/config.ts';
import { emptyAsUndefined } from '../../platform/env-values.ts';

/*
 * The operator's caps on Lale Originals (this module's slice of the configuration; src/config.ts loads it).
 */

const OriginalsEnvSchema = z.object({
  /** The operator's caps on Lale Originals, in the site currency's units (e.g. 250000): one round's pay, one stake. */
  ORIGINALS_MAX_WIN: z.preprocess(emptyAsUndefined, z.coerce.number().positive().max(1e12).optional()),
  ORIGINALS_MAX_STAKE: z.preprocess(emptyAsUndefined, z.coerce.number().positive().max(1e12).optional()),
});

/** The operator's caps in the site currency's units (undefined: the games' own). */
export type OriginalsConfig = { maxWin: number | undefined; maxStake: number | undefined };

/** ORIGINALS_MAX_WIN, ORIGINALS_MAX_STAKE → `config.originals`. */
export const originalsConfigSlice = configSlice(OriginalsEnvSchema, (e): OriginalsConfig => ({
  maxWin: e.ORIGINALS_MAX_WIN,
  maxStake: e.ORIGINALS_MAX_STAKE,
}));

declare module '../../platform/config.ts' {
  interface ModuleConfig {
    originals: OriginalsConfig;
  }
}
