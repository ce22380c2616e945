import { z } from 'zod';
import { commaSeparated, emptyAsUndefined } from '../../../platform/env-values.ts';
import { isProxyEntry, optionalUrl, PROXY_RANGE_NAMES } from '../../../platform/config.ts';
import { ConfigError } from '../../../platform/secrets.ts';

/*
 * Digitain's direct casino wallet and launch (PROTOCOLS §4b): the DIGITAIN_* slice of the game wallet's
 * configuration, spread into game-wallet/config.ts. The direct wallet routes are mounted whenever the
 * operator id and secret are set (in every mode: the route-choice rule shared with the EveryMatrix and Amusnet adapters); its launch needs the launch URL too.
 * There is no sandbox secret: without configuration Digitain's games keep the sandbox launch outside
 * production and are hidden in production (casino/launch/adapters.ts).
 */

/** DIGITAIN_CALLBACK_ALLOW: the addresses (IPs, CIDRs, comma separated) Digitain's calls may come from. */
const AllowSchema = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .transform(commaSeparated)
    .refine(
      (entries) => entries.length > 0 && entries.every((e) => !PROXY_RANGE_NAMES.has(e) && isProxyEntry(e)),
      { message: 'must list IP addresses or CIDRs (e.g. 203.0.113.0/24,198.51.100.7), comma separated' },
    )
    .optional(),
);

export const DigitainEnvSchema = z.object({
  /** Our operator id at Digitain: every call carries it and the signature covers it. */
  DIGITAIN_OPERATOR_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, _ or -')
      .optional(),
  ),
  /** The shared secret of the HMAC-SHA256 signatures (Digitain's calls and our answers). */
  DIGITAIN_SECRET: z.preprocess(emptyAsUndefined, z.string().trim().min(16).optional()),
  /** Digitain's game page: the launch URL our token and the game's id are appended to. */
  DIGITAIN_LAUNCH_URL: optionalUrl,
  DIGITAIN_CALLBACK_ALLOW: AllowSchema,
});

export type DigitainEnv = z.output<typeof DigitainEnvSchema>;

export type DigitainWalletConfig = {
  operatorId: string;
  secret: string;
  /** Undefined: any address (development, tests); production demands the list. */
  callbackAllow: string[] | undefined;
};

export type DigitainLaunchConfig = { launchUrl: string; operatorId: string };

export function digitainConfig(
  e: DigitainEnv,
  isProduction: boolean,
): { wallet: DigitainWalletConfig | undefined; launch: DigitainLaunchConfig | undefined } {
  const { DIGITAIN_OPERATOR_ID: operatorId, DIGITAIN_SECRET: secret } = e;
  if ((operatorId === undefined) !== (secret === undefined))
    throw new ConfigError('DIGITAIN_OPERATOR_ID and DIGITAIN_SECRET go together: set both or neither.');
  if (e.DIGITAIN_LAUNCH_URL && !secret)
    throw new ConfigError('DIGITAIN_LAUNCH_URL launches into Digitain’s wallet: set DIGITAIN_SECRET too.');
  // The signature covers the timestamp and operator id only, not the body (wallet.ts): a pair captured
  // once signs any body until it is stale. Production takes Digitain's calls only from its addresses.
  if (isProduction && secret && !e.DIGITAIN_CALLBACK_ALLOW)
    throw new ConfigError(
      "DIGITAIN_CALLBACK_ALLOW is required in production with DIGITAIN_SECRET: Digitain's addresses.",
    );
  if (!operatorId || !secret) return { wallet: undefined, launch: undefined };
  return {
    wallet: { operatorId, secret, callbackAllow: e.DIGITAIN_CALLBACK_ALLOW },
    launch: e.DIGITAIN_LAUNCH_URL ? { launchUrl: e.DIGITAIN_LAUNCH_URL, operatorId } : undefined,
  };
}
