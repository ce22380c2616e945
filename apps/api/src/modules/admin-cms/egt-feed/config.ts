import { z } from 'zod';
import { configSlice, optionalUrl } from '../../../platform/config.ts';
import { emptyAsUndefined } from '../../../platform/env-values.ts';
import { ConfigError } from '../../../platform/secrets.ts';

/*
 * EGT Digital's jackpot feed (egt-feed/poller.ts): this module's slice of the configuration. Without
 * EGT_JACKPOT_FEED_URL there is no feed anywhere, production included, and the operator sets EGT's cards
 * by hand as before — nothing is faked in its place.
 */

const EgtJackpotsEnvSchema = z.object({
  /** Where the feed answers GET with every EGT jackpot's levels (the shape: feed-answer.ts). */
  EGT_JACKPOT_FEED_URL: optionalUrl,
  /** Sent as `Authorization: Bearer …` when set (the vendor's document will say what it really wants). */
  EGT_JACKPOT_FEED_TOKEN: z.preprocess(emptyAsUndefined, z.string().trim().min(8).max(500).optional()),
  /** How often the feed is asked (10 s). */
  EGT_JACKPOT_FEED_POLL_SECONDS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(600).default(10),
  ),
  /** With no good answer for this long the feed's cards leave the site until it answers again (5 min). */
  EGT_JACKPOT_FEED_STALE_MINUTES: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(1440).default(5),
  ),
});

export type EgtJackpotFeedConfig = {
  url: string;
  token: string | undefined;
  pollMs: number;
  staleMs: number;
};

/** EGT_JACKPOT_FEED_* → `config.egtJackpots.feed` (undefined: no feed, the operator sets the cards). */
export const egtJackpotsConfigSlice = configSlice(
  EgtJackpotsEnvSchema,
  (e, { isProduction }): { feed: EgtJackpotFeedConfig | undefined } => {
    if (!e.EGT_JACKPOT_FEED_URL) {
      if (e.EGT_JACKPOT_FEED_TOKEN)
        throw new ConfigError('EGT_JACKPOT_FEED_TOKEN is for the feed: set EGT_JACKPOT_FEED_URL too.');
      return { feed: undefined };
    }
    // The values are advertised to players and the token travels with each poll: not in clear text.
    if (isProduction && !e.EGT_JACKPOT_FEED_URL.startsWith('https:'))
      throw new ConfigError('EGT_JACKPOT_FEED_URL must be https in production.');
    return {
      feed: {
        url: e.EGT_JACKPOT_FEED_URL,
        token: e.EGT_JACKPOT_FEED_TOKEN,
        pollMs: e.EGT_JACKPOT_FEED_POLL_SECONDS * 1_000,
        staleMs: e.EGT_JACKPOT_FEED_STALE_MINUTES * 60_000,
      },
    };
  },
);

declare module '../../../platform/config.ts' {
  interface ModuleConfig {
    egtJackpots: { feed: EgtJackpotFeedConfig | undefined };
  }
}
