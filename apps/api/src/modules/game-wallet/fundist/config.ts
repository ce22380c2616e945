import { isIP } from 'node:net';
import { z } from 'zod';
import { isProxyEntry, optionalUrl, PROXY_RANGE_NAMES } from '../../../platform/config.ts';
import { commaSeparated, emptyAsUndefined } from '../../../platform/env-values.ts';
import { ConfigError } from '../../../platform/secrets.ts';

/*
 * SoftGamings through Fundist OneWallet (PROTOCOLS §4): its part of the game wallet's configuration,
 * spread into game-wallet/config.ts. Two sides with their own credentials:
 * - the wallet callback (SOFTGAMINGS_SECRET: the HMAC secret Fundist signs its calls with, and we our
 *   answers; SOFTGAMINGS_CALLBACK_ALLOW: Fundist's addresses);
 * - the launch (SOFTGAMINGS_API_URL, _API_KEY, _API_PASSWORD and _SERVER_IP: the API key and password
 *   of our Fundist account and the address our server calls Fundist from, which its MD5 hash covers).
 * There is no sandbox key: SoftGamings without a secret has no wallet; outside production the game
 * sandbox plays its games (casino/launch/sandbox-adapter.ts), in production they stay hidden.
 */

const CallbackAllowSchema = z.preprocess(
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

const text = (max: number) => z.preprocess(emptyAsUndefined, z.string().trim().min(1).max(max).optional());

export const FundistEnvSchema = z.object({
  /** Fundist's OneWallet HMAC secret (its HMAC key is SHA-256 of it); unset: no SoftGamings wallet. */
  SOFTGAMINGS_SECRET: z.preprocess(emptyAsUndefined, z.string().trim().min(8).optional()),
  SOFTGAMINGS_CALLBACK_ALLOW: CallbackAllowSchema,
  /** Fundist's API base (e.g. https://apitest.fundist.org): the launch calls {url}/System/Api/{key}/…. */
  SOFTGAMINGS_API_URL: optionalUrl,
  SOFTGAMINGS_API_KEY: text(100),
  SOFTGAMINGS_API_PASSWORD: text(200),
  /**
   * Optional: an origin of its own for the play page (e.g. https://play.lale.example, this API behind
   * it). Unset: the page runs in an opaque sandbox on our origin (fundist-page.ts says why).
   */
  SOFTGAMINGS_PLAY_ORIGIN: optionalUrl,
  /** Our server's outbound address as registered with Fundist: every API call's hash covers it. */
  SOFTGAMINGS_SERVER_IP: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .refine((value) => isIP(value) !== 0, { message: 'must be an IP address' })
      .optional(),
  ),
});

export type FundistWalletConfig = { secret: string; callbackAllow: string[] | undefined };
export type FundistLaunchConfig = {
  apiUrl: string;
  apiKey: string;
  apiPassword: string;
  serverIp: string;
  /** The play page's own origin (SOFTGAMINGS_PLAY_ORIGIN); undefined: our origin, opaque sandbox. */
  playOrigin?: string;
};

export type FundistConfig = {
  /** Undefined: the SoftGamings wallet is not mounted. */
  wallet: FundistWalletConfig | undefined;
  /** Undefined: SoftGamings does not launch for real. */
  launch: FundistLaunchConfig | undefined;
};

export function fundistConfig(e: z.output<typeof FundistEnvSchema>, isProduction: boolean): FundistConfig {
  const launch = [
    e.SOFTGAMINGS_API_URL,
    e.SOFTGAMINGS_API_KEY,
    e.SOFTGAMINGS_API_PASSWORD,
    e.SOFTGAMINGS_SERVER_IP,
  ];
  if (launch.some((v) => v !== undefined) && (launch.includes(undefined) || !e.SOFTGAMINGS_SECRET)) {
    throw new ConfigError(
      'SoftGamings launches need SOFTGAMINGS_API_URL, SOFTGAMINGS_API_KEY, SOFTGAMINGS_API_PASSWORD, ' +
        'SOFTGAMINGS_SERVER_IP and the wallet secret SOFTGAMINGS_SECRET: set all five or none.',
    );
  }
  // An HMAC proves who wrote a body, not who posts it now: production takes Fundist's calls only from
  // its addresses (callback-allow.ts), and will not start without the list.
  if (isProduction && e.SOFTGAMINGS_SECRET && !e.SOFTGAMINGS_CALLBACK_ALLOW) {
    throw new ConfigError(
      "SOFTGAMINGS_CALLBACK_ALLOW is required in production with SOFTGAMINGS_SECRET: Fundist's addresses.",
    );
  }
  return {
    wallet: e.SOFTGAMINGS_SECRET
      ? { secret: e.SOFTGAMINGS_SECRET, callbackAllow: e.SOFTGAMINGS_CALLBACK_ALLOW }
      : undefined,
    launch:
      e.SOFTGAMINGS_API_URL && e.SOFTGAMINGS_API_KEY && e.SOFTGAMINGS_API_PASSWORD && e.SOFTGAMINGS_SERVER_IP
        ? {
            apiUrl: e.SOFTGAMINGS_API_URL.replace(/\/+$/, ''),
            apiKey: e.SOFTGAMINGS_API_KEY,
            apiPassword: e.SOFTGAMINGS_API_PASSWORD,
            serverIp: e.SOFTGAMINGS_SERVER_IP,
            ...(e.SOFTGAMINGS_PLAY_ORIGIN ? { playOrigin: new URL(e.SOFTGAMINGS_PLAY_ORIGIN).origin } : {}),
          }
        : undefined,
  };
}
