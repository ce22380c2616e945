import { z } from 'zod';
import { isProxyEntry, optionalUrl, PROXY_RANGE_NAMES } from '../../../platform/config.ts';
import { commaSeparated, emptyAsUndefined } from '../../../platform/env-values.ts';
import { keyedHash } from '../../../platform/keyed-hash.ts';
import { ConfigError, type Secrets } from '../../../platform/secrets.ts';

/*
 * Betsy (BETER's sportsbook frame, our "fcg" frame): its variables and the config it yields. The
 * sports-frames slice (../config.ts) spreads the schema and calls `betsyConfig`; the result rides on the
 * fcg frame's entry (`SportsFrameConfig.betsy`).
 *
 * - BETSY_URL, BETSY_CID, BETSY_PARTNER_SECRET: all three or none (half a configuration stops start-up).
 * - BETSY_CALLBACK_ALLOW: the addresses Betsy calls from; production refuses to start without it when
 *   Betsy is configured (the JWS proves who wrote a body, not who replays it now).
 * - None of them, outside production, with SPORTS_FRAME_SANDBOX_SECRET: the sandbox plays Betsy on
 *   Betsy's own protocol, with a partner secret derived from the sandbox secret. In production: off.
 */

const CallbackAllow = z.preprocess(
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

export const BetsyEnvSchema = {
  /** Betsy's frame page (https in production); the site opens `{url}?locale&cid&token`. */
  BETSY_URL: optionalUrl,
  /** Our client id at Betsy (`cid` of the frame's address). */
  BETSY_CID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9._-]{1,64}$/, {
        message: 'must be 1 to 64 letters, digits, dots, dashes or underscores',
      })
      .optional(),
  ),
  /** PARTNER_SECRET issued by Betsy's account manager: the HS256 key of every x-sign-jws. */
  BETSY_PARTNER_SECRET: z.preprocess(emptyAsUndefined, z.string().trim().min(16).optional()),
  BETSY_CALLBACK_ALLOW: CallbackAllow,
};

export type BetsyEnv = {
  BETSY_URL?: string | undefined;
  BETSY_CID?: string | undefined;
  BETSY_PARTNER_SECRET?: string | undefined;
  BETSY_CALLBACK_ALLOW?: string[] | undefined;
  SPORTS_FRAME_SANDBOX?: 'on' | 'off' | undefined;
};

export type BetsyConfig = {
  /** The frame's address: Betsy's page, or the sandbox's own path (same origin). */
  url: string;
  cid: string;
  partnerSecret: string;
  /** Undefined: any address (development, tests). */
  callbackAllow: string[] | undefined;
  /** True: played by the sandbox (never in production). */
  sandbox: boolean;
};

/** Betsy's configuration, the sandbox's outside production, or undefined (the fcg frame off). */
export function betsyConfig(
  e: BetsyEnv,
  secrets: Secrets,
  isProduction: boolean,
  sandboxUrl: string,
): BetsyConfig | undefined {
  const given = [e.BETSY_URL, e.BETSY_CID, e.BETSY_PARTNER_SECRET];
  if (given.some((v) => v !== undefined) && given.includes(undefined))
    throw new ConfigError(
      'Betsy needs BETSY_URL, BETSY_CID and BETSY_PARTNER_SECRET: set all three or none.',
    );
  const [url, cid, partnerSecret] = given;
  if (url && cid && partnerSecret) {
    if (isProduction && !url.startsWith('https://'))
      throw new ConfigError('BETSY_URL must be an https address in production.');
    if (isProduction && !e.BETSY_CALLBACK_ALLOW)
      throw new ConfigError(
        "BETSY_CALLBACK_ALLOW is required in production with Betsy's secret: the addresses Betsy calls from.",
      );
    return { url, cid, partnerSecret, callbackAllow: e.BETSY_CALLBACK_ALLOW, sandbox: false };
  }
  const sandboxSecret = secrets.SPORTS_FRAME_SANDBOX_SECRET;
  if (isProduction || e.SPORTS_FRAME_SANDBOX === 'off' || !sandboxSecret) return undefined;
  return {
    url: sandboxUrl,
    cid: 'sandbox-fcg',
    partnerSecret: keyedHash(sandboxSecret, 'betsy-partner-secret', 'fcg'),
    callbackAllow: e.BETSY_CALLBACK_ALLOW,
    sandbox: true,
  };
}
