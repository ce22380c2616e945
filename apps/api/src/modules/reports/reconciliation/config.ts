import { RECONCILED_PROVIDERS, type ReconciledProvider } from '@lale/contracts';
import { z } from 'zod';
import { configSlice, optionalUrl } from '../../../platform/config.ts';
import { emptyAsUndefined } from '../../../platform/env-values.ts';
import { ConfigError } from '../../../platform/secrets.ts';

/*
 * The provider reconciliation's settings (issue #29). A provider's totals feed is `<P>_TOTALS_URL`
 * (HUB88_TOTALS_URL, PRAGMATIC_TOTALS_URL, ..., FCG_TOTALS_URL): a source speaking OUR JSON shape
 * (totals-feed.ts), never a vendor's API we pretend to know. Unset — the usual case, since most vendors
 * send a statement and publish no totals API — the provider has no automatic source: its days wait for
 * an uploaded statement, and nothing is made up in its place.
 */

/** `HUB88`, `PRAGMATIC`, ...: the prefix of a provider's variables. */
export const envPrefixOf = (provider: ReconciledProvider) => provider.toUpperCase();

const token = z.preprocess(emptyAsUndefined, z.string().trim().min(8).max(500).optional());

const ReconciliationEnvSchema = z.object({
  ...Object.fromEntries(
    RECONCILED_PROVIDERS.flatMap((provider) => [
      [`${envPrefixOf(provider)}_TOTALS_URL`, optionalUrl],
      [`${envPrefixOf(provider)}_TOTALS_TOKEN`, token],
    ]),
  ),
  /** Hours after a UTC day ends before the job reconciles it (late calls, the vendors' own cut-off). */
  RECONCILIATION_GRACE_HOURS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(0).max(72).default(6),
  ),
  /** How many closed days back the job looks for days not yet reconciled or still awaiting a feed. */
  RECONCILIATION_LOOKBACK_DAYS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(60).default(7),
  ),
}) as z.ZodObject<Record<string, z.ZodType<string | number | undefined>>>;

const isLoopback = (url: string) => {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
};

export type TotalsFeedConfig = { url: string; token: string | undefined };

export type ReconciliationConfig = {
  feeds: Partial<Record<ReconciledProvider, TotalsFeedConfig>>;
  graceMs: number;
  lookbackDays: number;
};

export const reconciliationConfigSlice = configSlice(
  ReconciliationEnvSchema,
  (e, { isProduction }): ReconciliationConfig => {
    const feeds: Partial<Record<ReconciledProvider, TotalsFeedConfig>> = {};
    for (const provider of RECONCILED_PROVIDERS) {
      const prefix = envPrefixOf(provider);
      const url = e[`${prefix}_TOTALS_URL`] as string | undefined;
      const secret = e[`${prefix}_TOTALS_TOKEN`] as string | undefined;
      if (!url) {
        if (secret)
          throw new ConfigError(`${prefix}_TOTALS_TOKEN is for the feed: set ${prefix}_TOTALS_URL too.`);
        continue;
      }
      // A provider's turnover and its token travel on it: never in clear text in production, unless it
      // never leaves the machine (a stand-in or a sidecar on the loopback).
      if (isProduction && !url.startsWith('https:') && !isLoopback(url))
        throw new ConfigError(`${prefix}_TOTALS_URL must be https in production (or on the loopback).`);
      feeds[provider] = { url, token: secret };
    }
    return {
      feeds,
      graceMs: (e.RECONCILIATION_GRACE_HOURS as number) * 3_600_000,
      lookbackDays: e.RECONCILIATION_LOOKBACK_DAYS as number,
    };
  },
);

declare module '../../../platform/config.ts' {
  interface ModuleConfig {
    reconciliation: ReconciliationConfig;
  }
}
