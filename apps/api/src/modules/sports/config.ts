import { z } from 'zod';
import { configSlice, optionalUrl } from '../../platform/config.ts';
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
  /**
   * Sportradar's Unified Odds Feed (uof/): its AMQP broker, e.g. amqps://<token>:@mq.betradar.com/<vhost>
   * (or the UOF stand-in's RabbitMQ). Set: the adapter feeds the book, in production and outside it
   * (where it replaces the simulated feed); unset: no real feed.
   */
  UOF_AMQP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .regex(/^amqps?:\/\//)
      .optional(),
  ),
  /** UOF's REST API (fixtures, recovery), e.g. https://api.betradar.com (or the stand-in's). */
  UOF_API_URL: optionalUrl,
  /** The access token UOF issued, sent as `x-access-token` on every REST call. */
  UOF_ACCESS_TOKEN: z.preprocess(emptyAsUndefined, z.string().trim().min(1).optional()),
  /** Our node id when several systems share one UOF account: recovery messages come back to it only. */
  UOF_NODE_ID: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(9999).optional()),
  /** The topic exchange; Sportradar's is `unifiedfeed` (another name only for stand-ins and tests). */
  UOF_EXCHANGE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_.:-]{1,100}$/)
      .default('unifiedfeed'),
  ),
});

/** The Unified Odds Feed adapter's settings (uof/consumer.ts). */
export type UofConfig = {
  amqpUrl: string;
  apiUrl: string;
  accessToken: string;
  nodeId: number | undefined;
  exchange: string;
};

export type SportsConfig = {
  minStake: string;
  maxStake: string;
  maxPayout: string;
  liveDelayMs: number;
  /** The simulated feed runs (never in production); undefined: it does not. */
  simulatedFeed: { acceleration: number } | undefined;
  /** The Unified Odds Feed adapter runs; undefined: it does not. */
  uof?: UofConfig | undefined;
};

function sportsConfig(e: z.output<typeof SportsEnvSchema>, isProduction: boolean): { sports: SportsConfig } {
  if (Number(e.SPORTS_MIN_STAKE) > Number(e.SPORTS_MAX_STAKE))
    throw new ConfigError('SPORTS_MIN_STAKE must not exceed SPORTS_MAX_STAKE.');
  if (isProduction && e.SPORTS_SIMULATED_FEED === 'on')
    throw new ConfigError(
      'SPORTS_SIMULATED_FEED cannot be on in production: a simulated feed is never real odds.',
    );
  const uof = uofConfig(e);
  if (uof && e.SPORTS_SIMULATED_FEED === 'on')
    throw new ConfigError(
      'UOF_AMQP_URL and SPORTS_SIMULATED_FEED=on exclude each other: the book takes one feed. Unset one of them.',
    );
  // A real feed replaces the simulated one.
  const simulated = !isProduction && !uof && e.SPORTS_SIMULATED_FEED !== 'off';
  return {
    sports: {
      minStake: e.SPORTS_MIN_STAKE,
      maxStake: e.SPORTS_MAX_STAKE,
      maxPayout: e.SPORTS_MAX_PAYOUT,
      liveDelayMs: e.SPORTS_LIVE_DELAY_SECONDS * 1_000,
      simulatedFeed: simulated ? { acceleration: e.SPORTS_SIMULATED_ACCELERATION } : undefined,
      uof,
    },
  };
}

function uofConfig(e: z.output<typeof SportsEnvSchema>): UofConfig | undefined {
  if (!e.UOF_AMQP_URL) {
    if (e.UOF_API_URL || e.UOF_ACCESS_TOKEN)
      throw new ConfigError('UOF_API_URL and UOF_ACCESS_TOKEN need UOF_AMQP_URL (the feed itself).');
    return undefined;
  }
  if (!e.UOF_API_URL || !e.UOF_ACCESS_TOKEN)
    throw new ConfigError(
      'UOF_AMQP_URL needs UOF_API_URL and UOF_ACCESS_TOKEN: the adapter reads fixtures and recovers through the API.',
    );
  return {
    amqpUrl: e.UOF_AMQP_URL,
    apiUrl: e.UOF_API_URL,
    accessToken: e.UOF_ACCESS_TOKEN,
    nodeId: e.UOF_NODE_ID,
    exchange: e.UOF_EXCHANGE,
  };
}

/** SPORTS_* (stakes, live delay, simulated feed) and UOF_* (the real feed) → `config.sports`. */
export const sportsConfigSlice = configSlice(
  SportsEnvSchema,
  (e, { isProduction }) => sportsConfig(e, isProduction).sports,
);

declare module '../../platform/config.ts' {
  interface ModuleConfig {
    sports: SportsConfig;
  }
}
