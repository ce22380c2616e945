import { z } from 'zod';
import { isProxyEntry, optionalUrl, PROXY_RANGE_NAMES } from '../../../platform/config.ts';
import { commaSeparated, emptyAsUndefined } from '../../../platform/env-values.ts';
import { keyedHash } from '../../../platform/keyed-hash.ts';
import { ConfigError, type Secrets } from '../../../platform/secrets.ts';
import type { SportsFrameConfig } from '../config.ts';

/*
 * Betco's settings (BETCO_*): BetConstruct's frame and its Partner API (protocol.ts), and the old
 * self-defined protocol's secret while bets placed on it are still open. The sports-frames slice
 * (../config.ts) spreads `BetcoEnvSchema` into its schema and asks `betcoFrame` for betco's entry.
 *
 * - BETCO_FRAME_URL, BETCO_PARTNER_ID (our site id at BetConstruct), BETCO_SHARED_KEY (the MD5 key
 *   BetConstruct issues): all three or none. Without them, outside production, the sandbox plays
 *   BetConstruct on the Partner API with a key derived from SPORTS_FRAME_SANDBOX_SECRET.
 * - BETCO_CALLBACK_ALLOW: BetConstruct's addresses (IPs, CIDRs). An MD5 of a shared key proves little
 *   against a captured body, so production will not start with the key and no list.
 * - BETCO_WALLET_SECRET: the OLD protocol's HMAC key. Set, the old routes stay mounted to settle and
 *   roll back the bets placed on them (they take no new bet); unset, they are retired (not mounted).
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

const betcoEnv = {
  /** BetConstruct's sportsbook frame page (https), opened with the player's token. */
  BETCO_FRAME_URL: optionalUrl,
  /** Our partner (site) id at BetConstruct, sent in the frame's address. */
  BETCO_PARTNER_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9._-]{1,64}$/, {
        message: 'must be 1 to 64 letters, digits, dots, dashes or underscores',
      })
      .optional(),
  ),
  /** The Partner API's shared key (MD5 hash of every call and answer), issued by BetConstruct. */
  BETCO_SHARED_KEY: z.preprocess(emptyAsUndefined, z.string().trim().min(16).optional()),
  BETCO_CALLBACK_ALLOW: CallbackAllow,
  /** The old self-defined protocol's key: set only while bets placed on it remain open. */
  BETCO_WALLET_SECRET: z.preprocess(emptyAsUndefined, z.string().trim().min(32).optional()),
};

/** Spread into the sports-frames slice's schema (../config.ts). */
export const BetcoEnvSchema = z.object(betcoEnv);
type BetcoEnv = z.output<typeof BetcoEnvSchema>;

/** Betco's Partner API settings, on its SportsFrameConfig entry. */
export type BetcoPartnerApiConfig = {
  sharedKey: string;
  /** The addresses BetConstruct calls from; undefined: any (development, tests). */
  callbackAllow: string[] | undefined;
  /** True: the old protocol's routes stay mounted to finish the bets placed on them. */
  oldRoutes: boolean;
};

export function betcoFrame(
  e: BetcoEnv,
  secrets: Secrets,
  isProduction: boolean,
  sandboxOff: boolean,
): SportsFrameConfig | undefined {
  const keys = ['BETCO_FRAME_URL', 'BETCO_PARTNER_ID', 'BETCO_SHARED_KEY'] as const;
  const given = keys.map((key) => e[key]);
  if (given.some((v) => v !== undefined) && given.includes(undefined))
    throw new ConfigError(`The betco sportsbook frame needs ${keys.join(', ')}: set all three or none.`);
  const [frameUrl, partnerId, sharedKey] = given;
  if (frameUrl && partnerId && sharedKey) {
    if (isProduction && !frameUrl.startsWith('https://'))
      throw new ConfigError('BETCO_FRAME_URL must be an https address in production.');
    if (isProduction && !e.BETCO_CALLBACK_ALLOW)
      throw new ConfigError(
        "BETCO_CALLBACK_ALLOW is required in production with BETCO_SHARED_KEY: BetConstruct's addresses.",
      );
    return {
      name: 'betco',
      frameUrl,
      partnerId,
      // The old routes are mounted only with their own key (partnerApi.oldRoutes); this value then
      // signs nothing and verifies nothing, it only keeps the entry's shape.
      walletSecret: e.BETCO_WALLET_SECRET ?? keyedHash(sharedKey, 'betco-old-protocol-retired'),
      sandbox: false,
      partnerApi: {
        sharedKey,
        callbackAllow: e.BETCO_CALLBACK_ALLOW,
        oldRoutes: e.BETCO_WALLET_SECRET !== undefined,
      },
    };
  }
  if (e.BETCO_WALLET_SECRET)
    throw new ConfigError(
      'BETCO_WALLET_SECRET alone no longer configures betco: it speaks BetConstruct’s Partner API ' +
        '(BETCO_FRAME_URL, BETCO_PARTNER_ID, BETCO_SHARED_KEY); keep the old key beside them only while ' +
        'bets placed on the old protocol are open.',
    );
  const sandboxSecret = secrets.SPORTS_FRAME_SANDBOX_SECRET;
  if (isProduction || sandboxOff || !sandboxSecret) return undefined;
  return {
    name: 'betco',
    frameUrl: '/api/sandbox/sportsbook/betco/frame',
    partnerId: 'sandbox-betco',
    // The same derivation as before the Partner API, so old sandbox bets and tickets still verify.
    walletSecret: keyedHash(sandboxSecret, 'sports-frame-wallet', 'betco'),
    sandbox: true,
    partnerApi: {
      sharedKey: keyedHash(sandboxSecret, 'betco-partner-api'),
      callbackAllow: e.BETCO_CALLBACK_ALLOW,
      oldRoutes: true,
    },
  };
}
