import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { commaSeparated, emptyAsUndefined } from './env-values.ts';
import { keyedHash } from './keyed-hash.ts';
import { liveChatConfig, LiveChatEnvSchema, type LiveChatConfig } from './live-chat.ts';
import { DEFAULT_DATA_DIR, DEFAULT_GAMES_DIST, DEFAULT_WEB_DIST } from './paths.ts';
import { ConfigError, resolveSecrets, type Secrets } from './secrets.ts';

/*
 * The server's whole configuration, read once from the environment and validated, so a typo fails
 * at start-up with the variable's name instead of surfacing later as an odd runtime error.
 */

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());

// ── Messaging: mail sender and SMS gateway (used by platform/messaging-factory.ts) ──────────────────
const MessagingEnvSchema = z.object({
  MAIL_FROM: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .includes('@', { message: 'must hold an e-mail address' })
      .default('Lale <no-reply@lale.local>'),
  ),
  SMS_GATEWAY_URL: optionalUrl,
  /** Issued by the gateway, so never generated like the secrets in secrets.ts. */
  SMS_GATEWAY_TOKEN: z.preprocess(emptyAsUndefined, z.string().trim().optional()),
  // Alphanumeric sender names are limited to 11 characters by the GSM network.
  SMS_SENDER_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9 ]{1,11}$/, { message: 'must be 1 to 11 letters, digits or spaces' })
      .default('LALE'),
  ),
});

export type SmsGatewayConfig = { url: string; token: string | undefined; senderId: string };

export type MessagingConfig = {
  /** From header of every e-mail. */
  mailFrom: string;
  /** Unset (no SMS_GATEWAY_URL) → SMS messages reach only the dev outbox and the log. */
  smsGateway: SmsGatewayConfig | undefined;
};

function messagingConfig(e: z.output<typeof MessagingEnvSchema>, isProduction: boolean): MessagingConfig {
  if (isProduction && e.SMS_GATEWAY_URL && !e.SMS_GATEWAY_TOKEN) {
    throw new ConfigError(
      'Missing required secret SMS_GATEWAY_TOKEN: set it in the environment (required in production when SMS_GATEWAY_URL is set).',
    );
  }
  return {
    mailFrom: e.MAIL_FROM,
    smsGateway: e.SMS_GATEWAY_URL
      ? { url: e.SMS_GATEWAY_URL, token: e.SMS_GATEWAY_TOKEN, senderId: e.SMS_SENDER_ID }
      : undefined,
  };
}
// ── end messaging ────────────────────────────────────────────────────────────────────────────────────

// ── Sessions (used by modules/session) ──────────────────────────────────────────────────────────────
const SessionEnvSchema = z.object({
  /** A session unused for this long ends (60 min: a player reading a page is still polling the balance). */
  SESSION_IDLE_MINUTES: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(1440).default(60)),
  /** Every session ends this long after sign-in, however active (24 h). */
  SESSION_MAX_HOURS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(720).default(24)),
});

export type SessionConfig = { idleMs: number; absoluteMs: number };

function sessionConfig(e: z.output<typeof SessionEnvSchema>): { session: SessionConfig } {
  return {
    session: { idleMs: e.SESSION_IDLE_MINUTES * 60_000, absoluteMs: e.SESSION_MAX_HOURS * 3_600_000 },
  };
}
// ── end sessions ─────────────────────────────────────────────────────────────────────────────────────

// ── Game wallet (used by modules/game-wallet) ──────────────────────────────────────────────────────
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

/** The studios the spec names that we reach only through an aggregator (no wallet protocol of their own here). */
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
  PRAGMATIC_SECURE_LOGIN: z.preprocess(emptyAsUndefined, z.string().trim().min(1).max(100).optional()),
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
  const sandboxHub88 =
    !isProduction && secrets.HUB88_SANDBOX_PROVIDER_KEY && secrets.HUB88_SANDBOX_OPERATOR_KEY;
  const sandboxPragmatic = !isProduction ? secrets.PRAGMATIC_SANDBOX_SECRET : undefined;
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
      launch: {
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
      },
    },
  };
}
// ── end game wallet ──────────────────────────────────────────────────────────────────────────────────

// ── Sports (used by modules/sports) ─────────────────────────────────────────────────────────────────
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
// ── end sports ───────────────────────────────────────────────────────────────────────────────────────

// ── Sportsbook frames (used by modules/sports-frames) ──────────────────────────────────────────────
/** The two providers whose sportsbook frames the site embeds (spec §2 routes /spor/<name>, /livespor/<name>). */
export const SPORTS_FRAME_NAMES = ['fcg', 'betco'] as const;
export type SportsFrameName = (typeof SPORTS_FRAME_NAMES)[number];

const frameEnv = (prefix: 'FCG' | 'BETCO') => ({
  /** The provider's frame page (https), opened in the site's iframe with the player's token. */
  [`${prefix}_FRAME_URL`]: optionalUrl,
  /** Our partner (client) id at the provider, sent in the frame's address and in every wallet call. */
  [`${prefix}_PARTNER_ID`]: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9._-]{1,64}$/, {
        message: 'must be 1 to 64 letters, digits, dots, dashes or underscores',
      })
      .optional(),
  ),
  /** The HMAC-SHA256 key both sides sign the wallet calls with (issued by the provider). */
  [`${prefix}_WALLET_SECRET`]: z.preprocess(emptyAsUndefined, z.string().trim().min(32).optional()),
});

const SportsFramesEnvSchema = z.object({
  ...frameEnv('FCG'),
  ...frameEnv('BETCO'),
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
};

/** The sandbox frame page of a provider (modules/sports-frames/sandbox), a same-origin path. */
export const sportsFrameSandboxPath = (name: SportsFrameName) => `/api/sandbox/sportsbook/${name}/frame`;

/**
 * A provider is on with all three of its variables (half a configuration stops start-up, in every
 * environment); without them, outside production, the sandbox plays it with a secret derived from
 * SPORTS_FRAME_SANDBOX_SECRET; in production it is off (its menu entries hidden, its routes our own book).
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
  const values = e as Record<string, string | undefined>;
  const frames: SportsFrameConfig[] = [];
  for (const name of SPORTS_FRAME_NAMES) {
    const prefix = name.toUpperCase();
    const keys = [`${prefix}_FRAME_URL`, `${prefix}_PARTNER_ID`, `${prefix}_WALLET_SECRET`];
    const given = keys.map((key) => values[key]);
    if (given.some((v) => v !== undefined) && given.includes(undefined)) {
      throw new ConfigError(`The ${name} sportsbook frame needs ${keys.join(', ')}: set all three or none.`);
    }
    const [frameUrl, partnerId, walletSecret] = given;
    if (frameUrl && partnerId && walletSecret) {
      if (isProduction && !frameUrl.startsWith('https://'))
        throw new ConfigError(`${prefix}_FRAME_URL must be an https address in production.`);
      frames.push({ name, frameUrl, partnerId, walletSecret, sandbox: false });
      continue;
    }
    const sandboxSecret = secrets.SPORTS_FRAME_SANDBOX_SECRET;
    if (isProduction || e.SPORTS_FRAME_SANDBOX === 'off' || !sandboxSecret) continue;
    frames.push({
      name,
      frameUrl: sportsFrameSandboxPath(name),
      partnerId: `sandbox-${name}`,
      walletSecret: keyedHash(sandboxSecret, 'sports-frame-wallet', name),
      sandbox: true,
    });
  }
  return { sportsFrames: frames };
}
// ── end sportsbook frames ────────────────────────────────────────────────────────────────────────────

// ── Proxies (used by app.ts: Fastify's trustProxy) ─────────────────────────────────────────────────────
/** proxy-addr's names for address ranges, accepted besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * TRUST_PROXY: the addresses (or CIDRs) of the reverse proxies in front of the API, comma separated.
 * Only a request arriving from one of them has its X-Forwarded-For believed, so `request.ip` (limits,
 * sessions, call requests) is the client's address and a client cannot forge one. Unset: trust nobody.
 */
const TrustProxySchema = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .optional()
    .transform((value) => commaSeparated(value ?? ''))
    .refine((entries) => entries.every(isProxyEntry), {
      message: 'must list IP addresses or CIDRs (e.g. 10.0.0.0/8,127.0.0.1), comma separated',
    }),
);
// ── end proxies ──────────────────────────────────────────────────────────────────────────────────────

const EnvSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyAsUndefined,
    z.enum(['development', 'test', 'production']).default('development'),
  ),
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  DATABASE_URL: optionalUrl,
  /**
   * PostgreSQL connections per API process (pg's default is 10). Concurrent ledger postings beyond it
   * queue in the process; raise it with the load, keeping processes × size under max_connections.
   */
  DATABASE_POOL_SIZE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(200).default(10)),
  REDIS_URL: optionalUrl,
  /** The pub/sub channel the realtime hub's processes share (tests use their own to avoid cross-talk). */
  REALTIME_CHANNEL: z.preprocess(emptyAsUndefined, z.string().trim().min(1).default('lale:realtime')),
  SMTP_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  WEB_DIST: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** The built Lale Originals game pages (apps/games/dist), served under /games/. */
  GAMES_DIST: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** The operator's caps on Lale Originals, in the site currency's units (e.g. 250000): one round's pay, one stake. */
  ORIGINALS_MAX_WIN: z.preprocess(emptyAsUndefined, z.coerce.number().positive().max(1e12).optional()),
  ORIGINALS_MAX_STAKE: z.preprocess(emptyAsUndefined, z.coerce.number().positive().max(1e12).optional()),
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(LOG_LEVELS).optional()),
  TRUST_PROXY: TrustProxySchema,
  ...MessagingEnvSchema.shape,
  ...SessionEnvSchema.shape,
  ...GameWalletEnvSchema.shape,
  ...SportsEnvSchema.shape,
  ...SportsFramesEnvSchema.shape,
  ...LiveChatEnvSchema.shape,
});

export type NodeEnv = 'development' | 'test' | 'production';
export type LogLevel = (typeof LOG_LEVELS)[number];

export type Config = {
  nodeEnv: NodeEnv;
  isProduction: boolean;
  port: number;
  host: string;
  /** Absolute; holds the embedded database and generated development secrets. */
  dataDir: string;
  /** Unset → embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  /** Connections of the pg Pool (DATABASE_URL only; PGlite is one connection). */
  databasePoolSize: number;
  redisUrl: string | undefined;
  /** Redis channel of the realtime hub's fan-out (used only with redisUrl). */
  realtimeChannel: string;
  smtpUrl: string | undefined;
  /** Origin the site is reached at (used for links in mails and the CSP's websocket origin). */
  publicUrl: string;
  /** Absolute path of the built web app. */
  webDist: string;
  /** Absolute path of the built game pages (apps/games/dist). */
  gamesDist: string;
  /** The operator's caps on Lale Originals in the site currency's units (undefined: the games' own). */
  originals: { maxWin: number | undefined; maxStake: number | undefined };
  logLevel: LogLevel;
  /** Reverse proxies whose X-Forwarded-For is believed (addresses, CIDRs); empty: none. */
  trustProxy: string[];
  secrets: Secrets;
} & MessagingConfig & { session: SessionConfig } & { gameWallet: GameWalletConfig } & {
    sports: SportsConfig;
  } & {
    /** The sportsbook frames that are on (configured, or the sandbox outside production), fcg first. */
    sportsFrames: SportsFrameConfig[];
  } & {
    /** The live-chat widget's script base and origins, which the CSP allows (platform/live-chat.ts). */
    liveChat: LiveChatConfig;
  };

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  cwd: string = process.cwd(),
): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = e.DATA_DIR ? resolve(cwd, e.DATA_DIR) : DEFAULT_DATA_DIR;
  const secrets = resolveSecrets(env, { production: isProduction, dataDir });
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    realtimeChannel: e.REALTIME_CHANNEL,
    smtpUrl: e.SMTP_URL,
    publicUrl,
    webDist: e.WEB_DIST ? resolve(cwd, e.WEB_DIST) : DEFAULT_WEB_DIST,
    gamesDist: e.GAMES_DIST ? resolve(cwd, e.GAMES_DIST) : DEFAULT_GAMES_DIST,
    originals: { maxWin: e.ORIGINALS_MAX_WIN, maxStake: e.ORIGINALS_MAX_STAKE },
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: e.TRUST_PROXY,
    secrets,
    ...messagingConfig(e, isProduction),
    ...sessionConfig(e),
    ...gameWalletConfig(e, secrets, isProduction),
    ...sportsConfig(e, isProduction),
    ...sportsFramesConfig(e, secrets, isProduction),
    ...liveChatConfig(e, isProduction, publicUrl),
  };
}
