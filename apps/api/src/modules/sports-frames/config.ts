import { z } from 'zod';
import { configSlice } from '../../platform/config.ts';
import { emptyAsUndefined } from '../../platform/env-values.ts';
import { keyedHash } from '../../platform/keyed-hash.ts';
import { ConfigError, type Secrets } from '../../platform/secrets.ts';
import { BetcoEnvSchema, betcoFrame, type BetcoPartnerApiConfig } from './betco/config.ts';
import { betsyConfig, BetsyEnvSchema, type BetsyConfig } from './betsy/config.ts';

/*
 * The sportsbook frames' settings (FCG, Betco, and the sandbox outside production): this module's slice
 * of the configuration (src/config.ts loads it).
 */

/** The two providers whose sportsbook frames the site embeds (spec §2 routes /spor/<name>, /livespor/<name>). */
export const SPORTS_FRAME_NAMES = ['fcg', 'betco'] as const;
export type SportsFrameName = (typeof SPORTS_FRAME_NAMES)[number];

/**
 * Our old fcg protocol's wallet, kept only to settle and roll back the bets opened on it (issue #29: fcg
 * is Betsy now). Its frame address went with it: no new bet is placed on that protocol.
 */
const legacyFcgEnv = {
  /** Our partner id on the old protocol, sent in every old wallet call. */
  FCG_PARTNER_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9._-]{1,64}$/, {
        message: 'must be 1 to 64 letters, digits, dots, dashes or underscores',
      })
      .optional(),
  ),
  /** The HMAC-SHA256 key both sides signed the old wallet calls with. */
  FCG_WALLET_SECRET: z.preprocess(emptyAsUndefined, z.string().trim().min(32).optional()),
};

const SportsFramesEnvSchema = z.object({
  ...legacyFcgEnv,
  // betco: BetConstruct's Partner API (betco/config.ts).
  ...BetcoEnvSchema.shape,
  // fcg is Betsy (issue #29): BETSY_* (betsy/config.ts); FCG_* only settles bets opened on our old protocol.
  ...BetsyEnvSchema,
  /** The stand-in frames outside production: `off` hides every provider that has no configuration. */
  SPORTS_FRAME_SANDBOX: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).optional()),
});

export type SportsFrameConfig = {
  name: SportsFrameName;
  /** The frame's address: the provider's https page, or the sandbox's own path (same origin). */
  frameUrl: string;
  partnerId: string;
  /** Key of the wallet calls' `X-Lale-Signature` (HMAC-SHA256 of the raw body). */
  walletSecret: string;
  /** True: played by the sandbox frame (never in production). */
  sandbox: boolean;
  /** betco only: BetConstruct's Partner API (betco/config.ts); its wallet is that, not protocol.ts. */
  partnerApi?: BetcoPartnerApiConfig;
  /** fcg only: Betsy's protocol (betsy/), which new bets use; frameUrl/partnerId are its url/cid. */
  betsy?: BetsyConfig;
  /**
   * fcg only: our old protocol's wallet (FCG_PARTNER_ID / FCG_WALLET_SECRET, or the sandbox's), kept
   * answering settlements and rollbacks of bets opened on it; it takes no new bet (betsy/README in notes).
   */
  legacyWallet?: { partnerId: string; walletSecret: string };
};

/** The sandbox frame page of a provider (modules/sports-frames/sandbox), a same-origin path. */
export const sportsFrameSandboxPath = (name: SportsFrameName) => `/api/sandbox/sportsbook/${name}/frame`;

/**
 * A frame is on with its provider's configuration (fcg: Betsy's, betco: BetConstruct's; half of one stops
 * start-up, in every environment); without it, outside production, the sandbox plays it with a secret
 * derived from SPORTS_FRAME_SANDBOX_SECRET; in production it is off (its menu entries hidden, its routes
 * our own book).
 */
function sportsFramesConfig(
  e: z.output<typeof SportsFramesEnvSchema>,
  secrets: Secrets,
  isProduction: boolean,
): { sportsFrames: SportsFrameConfig[] } {
  if (isProduction && e.SPORTS_FRAME_SANDBOX === 'on')
    throw new ConfigError(
      'SPORTS_FRAME_SANDBOX cannot be on in production: a sandbox frame is never a real book.',
    );
  const frames: SportsFrameConfig[] = [];
  const fcg = fcgFrame(e, secrets, isProduction);
  if (fcg) frames.push(fcg);
  const betco = betcoFrame(e, secrets, isProduction, e.SPORTS_FRAME_SANDBOX === 'off');
  if (betco) frames.push(betco);
  return { sportsFrames: frames };
}

/**
 * The fcg frame is Betsy's (betsy/config.ts). FCG_PARTNER_ID / FCG_WALLET_SECRET, when set, keep our old
 * protocol's routes answering the settlements and rollbacks of bets opened on it; they alone (no Betsy)
 * stop start-up, since nothing would take the frame's new bets. Outside production the sandbox plays both.
 */
function fcgFrame(
  e: z.output<typeof SportsFramesEnvSchema>,
  secrets: Secrets,
  isProduction: boolean,
): SportsFrameConfig | undefined {
  const { FCG_PARTNER_ID: partnerId, FCG_WALLET_SECRET: walletSecret } = e;
  if ((partnerId === undefined) !== (walletSecret === undefined))
    throw new ConfigError(
      'The old fcg protocol needs FCG_PARTNER_ID and FCG_WALLET_SECRET: set both or none.',
    );
  const betsy = betsyConfig(e, secrets, isProduction, sportsFrameSandboxPath('fcg'));
  const sandboxSecret = secrets.SPORTS_FRAME_SANDBOX_SECRET;
  const legacyWallet =
    partnerId && walletSecret
      ? { partnerId, walletSecret }
      : betsy?.sandbox && sandboxSecret
        ? { partnerId: 'sandbox-fcg', walletSecret: keyedHash(sandboxSecret, 'sports-frame-wallet', 'fcg') }
        : undefined;
  if (!betsy) {
    if (partnerId)
      throw new ConfigError(
        'FCG_* is the retired fcg protocol: set BETSY_URL, BETSY_CID and BETSY_PARTNER_SECRET (fcg is Betsy).',
      );
    return undefined;
  }
  return {
    name: 'fcg',
    frameUrl: betsy.url,
    partnerId: betsy.cid,
    walletSecret: legacyWallet?.walletSecret ?? betsy.partnerSecret,
    sandbox: betsy.sandbox,
    betsy,
    ...(legacyWallet && { legacyWallet }),
  };
}

/** FCG_*, BETCO_*, SPORTS_FRAME_SANDBOX → `config.sportsFrames` (the frames that are on, fcg first). */
export const sportsFramesConfigSlice = configSlice(
  SportsFramesEnvSchema,
  (e, { secrets, isProduction }) => sportsFramesConfig(e, secrets, isProduction).sportsFrames,
);

declare module '../../platform/config.ts' {
  interface ModuleConfig {
    sportsFrames: SportsFrameConfig[];
  }
}
