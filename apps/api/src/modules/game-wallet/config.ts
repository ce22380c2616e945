import { z } from 'zod';
import { configSlice, isProxyEntry, optionalUrl, PROXY_RANGE_NAMES } from '../../platform/config.ts';
import { commaSeparated, emptyAsUndefined } from '../../platform/env-values.ts';
import { ConfigError, type Secrets } from '../../platform/secrets.ts';
import {
  fundistConfig,
  FundistEnvSchema,
  type FundistLaunchConfig,
  type FundistWalletConfig,
} from './fundist/config.ts';
import {
  amusnetConfig,
  amusnetEnvShape,
  type AmusnetConfig,
  type AmusnetLaunchConfig,
} from './amusnet/config.ts';
import {
  digitainConfig,
  DigitainEnvSchema,
  type DigitainLaunchConfig,
  type DigitainWalletConfig,
} from './digitain/config.ts';
import {
  everyMatrixConfig,
  everyMatrixEnv,
  type EveryMatrixLaunchConfig,
  type EveryMatrixWalletConfig,
} from './everymatrix/config.ts';

/*
 * The providers' wallets and launches (Hub88, Pragmatic Play): this module's slice of the configuration
 * (src/config.ts loads it); modules/casino/launch reads its `launch` part.
 */

/** A PEM key from the environment; `\n` written as two characters (one-line env files) becomes a newline. */
const PemSchema = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .transform((value) => value.replace(/\\n/g, '\n').trim())
    .refine((value) => /^-----BEGIN [A-Z ]+-----\n[\s\S]+\n-----END [A-Z ]+-----$/.test(value), {
      message: 'must be a PEM key (-----BEGIN ... KEY-----)',
    })
    .optional(),
);

/** The studios the spec names that may be reached through Hub88 as an aggregator (three also have direct wallets, issue #29). */
const HUB88_AGGREGATED = ['Egt Digital', 'Amusnet', 'EveryMatrix', 'Digitain'] as const;

/**
 * HUB88_CALLBACK_ALLOW / PRAGMATIC_CALLBACK_ALLOW: the addresses (IPs, CIDRs, comma separated) a
 * provider's wallet calls may come from, checked against request.ip (so behind TRUST_PROXY's proxies).
 * Unset: any address, except in production, where a configured provider needs its list.
 */
const CallbackAllowSchema = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .transform(commaSeparated)
    .refine(
      (entries) => entries.length > 0 && entries.every((e) => !PROXY_RANGE_NAMES.has(e) && isProxyEntry(e)),
      {
        message: 'must list IP addresses or CIDRs (e.g. 203.0.113.0/24,198.51.100.7), comma separated',
      },
    )
    .optional(),
);

const GameWalletEnvSchema = z.object({
  /** A game session (one launch) is accepted for bets this long (24 h); wins and rollbacks never expire. */
  GAME_SESSION_HOURS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(168).default(24)),
  /** A round with no call for this long becomes Expired (60 min). */
  GAME_ROUND_EXPIRY_MINUTES: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(5).max(10080).default(60),
  ),
  HUB88_PUBLIC_KEY: PemSchema,
  HUB88_OPERATOR_PRIVATE_KEY: PemSchema,
  PRAGMATIC_SECRET_KEY: z.preprocess(emptyAsUndefined, z.string().trim().min(8).optional()),
  HUB88_CALLBACK_ALLOW: CallbackAllowSchema,
  PRAGMATIC_CALLBACK_ALLOW: CallbackAllowSchema,
  // Launches (modules/casino/launch): where a configured provider's launch request goes.
  HUB88_API_URL: optionalUrl,
  HUB88_OPERATOR_ID: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().optional()),
  /** Studios whose games launch through Hub88 (an aggregator) and play on its wallet, e.g. 'Egt Digital,Amusnet'. */
  HUB88_PROVIDERS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform(commaSeparated)
      .pipe(z.array(z.enum(HUB88_AGGREGATED)))
      .optional(),
  ),
  PRAGMATIC_API_URL: optionalUrl,
  /**
   * Where the game pages that launches answer are served (origins, comma separated), which the site's
   * CSP must let it frame. Hub88's and Pragmatic's launch APIs answer URLs on their CDNs, known from the
   * contract, not from the configuration; the direct launches' own URLs are added by themselves.
   */
  GAME_FRAME_ORIGINS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform(commaSeparated)
      .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin)))
      .optional(),
  ),
  PRAGMATIC_SECURE_LOGIN: z.preprocess(emptyAsUndefined, z.string().trim().min(1).max(100).optional()),
  // SoftGamings (Fundist OneWallet): SOFTGAMINGS_*, in fundist/config.ts.
  ...FundistEnvSchema.shape,
  ...amusnetEnvShape,
  AMUSNET_CALLBACK_ALLOW: CallbackAllowSchema,
  ...DigitainEnvSchema.shape,
  ...everyMatrixEnv,
});

export type GameWalletConfig = {
  sessionTtlMs: number;
  roundExpiryMs: number;
  /**
   * Hub88's public key and ours to sign answers; undefined: the Hub88 wallet is not mounted.
   * `callbackAllow`: the addresses its calls may come from (undefined: any).
   */
  hub88:
    | {
        hub88PublicKeyPem: string;
        operatorPrivateKeyPem: string;
        sandbox: boolean;
        callbackAllow: string[] | undefined;
      }
    | undefined;
  /** Undefined: the Pragmatic wallet is not mounted. */
  pragmatic: { secretKey: string; sandbox: boolean; callbackAllow: string[] | undefined } | undefined;
  /** SoftGamings' Fundist OneWallet (fundist/config.ts); undefined: not mounted. */
  softgamings: FundistWalletConfig | undefined;
  /** Amusnet's direct XML wallet (amusnet/); undefined: not mounted. */
  amusnet: AmusnetConfig | undefined;
  /** Digitain's direct wallet (digitain/config.ts); undefined: not mounted. */
  digitain: DigitainWalletConfig | undefined;
  /** EveryMatrix's OneWallet (everymatrix/config.ts); undefined: not mounted. */
  everymatrix: EveryMatrixWalletConfig;
  /**
   * The origins the site may frame for a launched game (the CSP's frame-src): GAME_FRAME_ORIGINS and the
   * origins of the direct launch URLs (EveryMatrix, Digitain, Amusnet).
   */
  frameOrigins: string[];
  /**
   * Real launches (modules/casino/launch): a provider is here only with its wallet's real keys and its
   * launch API; the others launch in the sandbox outside production and not at all in production.
   */
  launch: {
    hub88?: {
      apiUrl: string;
      operatorId: number;
      operatorPrivateKeyPem: string;
      providers: (typeof HUB88_AGGREGATED)[number][];
    };
    pragmatic?: { apiUrl: string; secureLogin: string; secretKey: string };
    softgamings?: FundistLaunchConfig;
    amusnet?: AmusnetLaunchConfig;
    digitain?: DigitainLaunchConfig;
    everymatrix?: EveryMatrixLaunchConfig;
  };
};

/**
 * A provider's wallet runs with its configured keys; without them, outside production, with the game
 * sandbox's generated ones (the stand-in provider signs with them); in production not at all.
 */
function gameWalletConfig(
  e: z.output<typeof GameWalletEnvSchema>,
  secrets: Secrets,
  isProduction: boolean,
): { gameWallet: GameWalletConfig } {
  const hub88Configured = e.HUB88_PUBLIC_KEY && e.HUB88_OPERATOR_PRIVATE_KEY;
  if (isProduction && (e.HUB88_PUBLIC_KEY !== undefined) !== (e.HUB88_OPERATOR_PRIVATE_KEY !== undefined)) {
    throw new ConfigError(
      'HUB88_PUBLIC_KEY and HUB88_OPERATOR_PRIVATE_KEY go together: set both or neither.',
    );
  }
  const hub88Launch = [e.HUB88_API_URL, e.HUB88_OPERATOR_ID];
  if (hub88Launch.some((v) => v !== undefined) && (!hub88Configured || hub88Launch.includes(undefined))) {
    throw new ConfigError(
      'Hub88 launches need HUB88_API_URL, HUB88_OPERATOR_ID and both Hub88 keys: set all four or none.',
    );
  }
  const pragmaticLaunch = [e.PRAGMATIC_API_URL, e.PRAGMATIC_SECURE_LOGIN, e.PRAGMATIC_SECRET_KEY];
  if (pragmaticLaunch.slice(0, 2).some((v) => v !== undefined) && pragmaticLaunch.includes(undefined)) {
    throw new ConfigError(
      'Pragmatic Play launches need PRAGMATIC_API_URL, PRAGMATIC_SECURE_LOGIN and PRAGMATIC_SECRET_KEY.',
    );
  }
  // A signature proves who wrote a body, not who posts it now: production takes real providers' calls
  // only from their addresses (callback-allow.ts), and will not start without the list.
  if (isProduction && hub88Configured && !e.HUB88_CALLBACK_ALLOW) {
    throw new ConfigError(
      "HUB88_CALLBACK_ALLOW is required in production with Hub88's keys: Hub88's addresses.",
    );
  }
  if (isProduction && e.PRAGMATIC_SECRET_KEY && !e.PRAGMATIC_CALLBACK_ALLOW) {
    throw new ConfigError(
      "PRAGMATIC_CALLBACK_ALLOW is required in production with PRAGMATIC_SECRET_KEY: Pragmatic's addresses.",
    );
  }
  if (e.HUB88_PROVIDERS?.length && !e.HUB88_API_URL) {
    throw new ConfigError('HUB88_PROVIDERS launches through Hub88: set HUB88_API_URL and its keys too.');
  }
  const fundist = fundistConfig(e, isProduction);
  const amusnet = amusnetConfig(e, isProduction);
  const sandboxHub88 =
    !isProduction && secrets.HUB88_SANDBOX_PROVIDER_KEY && secrets.HUB88_SANDBOX_OPERATOR_KEY;
  const sandboxPragmatic = !isProduction ? secrets.PRAGMATIC_SANDBOX_SECRET : undefined;
  const digitain = digitainConfig(e, isProduction);
  const everymatrix = everyMatrixConfig(e, isProduction);
  return {
    gameWallet: {
      sessionTtlMs: e.GAME_SESSION_HOURS * 3_600_000,
      roundExpiryMs: e.GAME_ROUND_EXPIRY_MINUTES * 60_000,
      hub88: hub88Configured
        ? {
            hub88PublicKeyPem: e.HUB88_PUBLIC_KEY!,
            operatorPrivateKeyPem: e.HUB88_OPERATOR_PRIVATE_KEY!,
            sandbox: false,
            callbackAllow: e.HUB88_CALLBACK_ALLOW,
          }
        : sandboxHub88
          ? {
              hub88PublicKeyPem: secrets.HUB88_SANDBOX_PROVIDER_KEY!,
              operatorPrivateKeyPem: secrets.HUB88_SANDBOX_OPERATOR_KEY!,
              sandbox: true,
              callbackAllow: e.HUB88_CALLBACK_ALLOW,
            }
          : undefined,
      pragmatic: e.PRAGMATIC_SECRET_KEY
        ? { secretKey: e.PRAGMATIC_SECRET_KEY, sandbox: false, callbackAllow: e.PRAGMATIC_CALLBACK_ALLOW }
        : sandboxPragmatic
          ? { secretKey: sandboxPragmatic, sandbox: true, callbackAllow: e.PRAGMATIC_CALLBACK_ALLOW }
          : undefined,
      softgamings: fundist.wallet,
      amusnet: amusnet.wallet,
      digitain: digitain.wallet,
      everymatrix: everymatrix.wallet,
      frameOrigins: [
        ...new Set([
          ...(e.GAME_FRAME_ORIGINS ?? []),
          ...[everymatrix.launch?.launchUrl, digitain.launch?.launchUrl, amusnet.launch?.launchUrl]
            .filter((url) => url !== undefined)
            .map((url) => new URL(url).origin),
        ]),
      ],
      launch: {
        ...(fundist.launch ? { softgamings: fundist.launch } : {}),
        everymatrix: everymatrix.launch,
        hub88:
          e.HUB88_API_URL && e.HUB88_OPERATOR_ID && e.HUB88_OPERATOR_PRIVATE_KEY
            ? {
                apiUrl: e.HUB88_API_URL.replace(/\/+$/, ''),
                operatorId: e.HUB88_OPERATOR_ID,
                operatorPrivateKeyPem: e.HUB88_OPERATOR_PRIVATE_KEY,
                providers: [...new Set(e.HUB88_PROVIDERS ?? [])],
              }
            : undefined,
        pragmatic:
          e.PRAGMATIC_API_URL && e.PRAGMATIC_SECURE_LOGIN && e.PRAGMATIC_SECRET_KEY
            ? {
                apiUrl: e.PRAGMATIC_API_URL.replace(/\/+$/, ''),
                secureLogin: e.PRAGMATIC_SECURE_LOGIN,
                secretKey: e.PRAGMATIC_SECRET_KEY,
              }
            : undefined,
        ...(amusnet.launch ? { amusnet: amusnet.launch } : {}),
        ...(digitain.launch ? { digitain: digitain.launch } : {}),
      },
    },
  };
}

/** GAME_*, HUB88_*, PRAGMATIC_*, SOFTGAMINGS_*, AMUSNET_*, DIGITAIN_*, EVERYMATRIX_* → `config.gameWallet`. */
export const gameWalletConfigSlice = configSlice(
  GameWalletEnvSchema,
  (e, { secrets, isProduction }) => gameWalletConfig(e, secrets, isProduction).gameWallet,
);

declare module '../../platform/config.ts' {
  interface ModuleConfig {
    gameWallet: GameWalletConfig;
  }
}
