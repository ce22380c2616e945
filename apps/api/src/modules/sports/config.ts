import { z } from 'zod';
import { configSlice } from '../../platform/config.ts';
import { emptyAsUndefined } from '../../platform/env-values.ts';
import { ConfigError } from '../../platform/secrets.ts';

/*
 * The sportsbook's settings: stake limits, the live delay, the simulated feed (this module's slice of
 * the configuration; src/config.ts loads it).
 */

const decimalAmount = (fallback: string) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .regex(/^\d{1,12}(\.\d{1,2})?$/, { message: 'must be an amount like 5 or 2.50' })
      .default(fallback),
  );

const SportsEnvSchema = z.object({
  /** Stake limits and the most one bet may pay, in the player's currency (decimals). */
  SPORTS_MIN_STAKE: decimalAmount('1'),
  SPORTS_MAX_STAKE: decimalAmount('10000'),
  SPORTS_MAX_PAYOUT: decimalAmount('500000'),
  /** A live bet is accepted only after this delay, during which a bet stop refuses it (seconds). */
  SPORTS_LIVE_DELAY_SECONDS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(0).max(30).default(5),
  ),
  /** The simulated odds feed (development and demo): on by default there, never in production. */
  SPORTS_SIMULATED_FEED: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).optional()),
  /** Simulated seconds per real second (10: a football match in about 11 minutes). */
  SPORTS_SIMULATED_ACCELERATION: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().min(1).max(600).default(10),
  ),
});

export type SportsConfig = {
  minStake: string;
  maxStake: string;
  maxPayout: string;
  liveDelayMs: number;
  /** The simulated feed runs (never in production); undefined: it does not. */
  simulatedFeed: { acceleration: number } | undefined;
};

function sportsConfig(e: z.output<typeof SportsEnvSchema>, isProduction: boolean): { sports: SportsConfig } {
  if (Number(e.SPORTS_MIN_STAKE) > Number(e.SPORTS_MAX_STAKE))
    throw new ConfigError('SPORTS_MIN_STAKE must not exceed SPORTS_MAX_STAKE.');
  if (isProduction && e.SPORTS_SIMULATED_FEED === 'on')
    throw new ConfigError(
      'SPORTS_SIMULATED_FEED cannot be on in production: a simulated feed is never real odds.',
    );
  const simulated = !isProduction && e.SPORTS_SIMULATED_FEED !== 'off';
  return {
    sports: {
      minStake: e.SPORTS_MIN_STAKE,
      maxStake: e.SPORTS_MAX_STAKE,
      maxPayout: e.SPORTS_MAX_PAYOUT,
      liveDelayMs: e.SPORTS_LIVE_DELAY_SECONDS * 1_000,
      simulatedFeed: simulated ? { acceleration: e.SPORTS_SIMULATED_ACCELERATION } : undefined,
    },
  };
}

/** SPORTS_* (stakes, live delay, simulated feed) → `config.sports`. */
export const sportsConfigSlice = configSlice(
  SportsEnvSchema,
  (e, { isProduction }) => sportsConfig(e, isProduction).sports,
);

declare module '../../platform/config.ts' {
  interface ModuleConfig {
    sports: SportsConfig;
  }
}
