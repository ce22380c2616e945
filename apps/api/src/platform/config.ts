import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { commaSeparated, emptyAsUndefined } from './env-values.ts';
import { liveChatConfig, LiveChatEnvSchema, type LiveChatConfig } from './live-chat.ts';
import { replicaConfig, ReplicaEnvSchema, type ReplicaConfig } from './replica-config.ts';
import { DEFAULT_BACKOFFICE_DIST, DEFAULT_DATA_DIR, DEFAULT_GAMES_DIST, DEFAULT_WEB_DIST } from './paths.ts';
import { ConfigError, MIN_SECRET_LENGTH, resolveSecrets, type Secrets } from './secrets.ts';

/*
 * The server's whole configuration, read once from the environment and validated, so a typo fails
 * at start-up with the variable's name instead of surfacing later as an odd runtime error.
 *
 * This file holds the platform's settings (process, database, Redis, paths, logging, proxies,
 * messaging, live chat) and the way a module adds its own: a module declares its slice (a zod schema of
 * its variables and what it makes of them, `modules/<m>/config.ts`) and adds its key to `ModuleConfig`
 * by declaration merging; src/config.ts lists the slices and loads them all in one parse, so `Config`
 * keeps one shape (`config.sports.minStake`) and platform/ imports no module.
 */

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());

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

// ── Proxies (used by app.ts: Fastify's trustProxy) ─────────────────────────────────────────────────────
/** proxy-addr's names for address ranges, accepted besides addresses and CIDRs. */
export const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export function isProxyEntry(entry: string): boolean {
  return PROXY_RANGE_NAMES.has(entry) || isAddressOrCidr(entry);
}

/** An IP address or a CIDR range (10.0.0.0/8, 2001:db8::/32). */
export function isAddressOrCidr(entry: string): boolean {
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

/**
 * A production server's drain after SIGTERM: long enough for a proxy polling readiness every 2 s to
 * see two failed checks and take the process out of its pool before it stops accepting.
 */
export const PRODUCTION_DRAIN_MS = 5_000;

/** What a production process cannot run without besides the secrets (secrets.ts demands those). */
const PRODUCTION_SERVICES = ['DATABASE_URL', 'REDIS_URL', 'TRUST_PROXY'] as const;

/**
 * Production runs several processes behind a proxy: an embedded database (no DATABASE_URL) would give
 * each its own ledger, no REDIS_URL would keep each hub's pushes and rate limits to one process, and no
 * TRUST_PROXY would make every player look like the proxy's address. server.ts calls this before it
 * opens anything. (Not part of loadConfig: tests build production apps on a test
 * database without these services.)
 */
export function requireProductionServices(
  config: Pick<PlatformConfig, 'isProduction' | 'databaseUrl' | 'redisUrl' | 'trustProxy'>,
): void {
  if (!config.isProduction) return;
  const given: Record<(typeof PRODUCTION_SERVICES)[number], boolean> = {
    DATABASE_URL: config.databaseUrl !== undefined,
    REDIS_URL: config.redisUrl !== undefined,
    TRUST_PROXY: config.trustProxy.length > 0,
  };
  const missing = PRODUCTION_SERVICES.filter((name) => !given[name]);
  if (missing.length === 0) return;
  throw new ConfigError(
    `NODE_ENV=production needs ${missing.join(', ')}: set ${missing.length === 1 ? 'it' : 'them'} in the environment ` +
      '(DATABASE_URL: the PostgreSQL server; REDIS_URL: Redis shared by every API process; TRUST_PROXY: the proxies in front of the API).',
  );
}
// ── Metrics (platform/metrics-endpoint.ts: where Prometheus reads /metrics; off unless one is set) ──────
const MetricsEnvSchema = z.object({
  /** A second listener serving only GET /metrics, never routed to by the proxy. */
  METRICS_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).optional()),
  /** The address METRICS_PORT binds to: loopback unless the scraper reaches the process from outside. */
  METRICS_HOST: z.preprocess(emptyAsUndefined, z.string().trim().min(1).default('127.0.0.1')),
  /** /metrics on the main port, answered only with `Authorization: Bearer <token>`; a secret. */
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .min(MIN_SECRET_LENGTH, { message: `must be at least ${MIN_SECRET_LENGTH} characters long` })
      .optional(),
  ),
});

export type MetricsConfig = {
  /** Unset: no metrics listener. */
  port: number | undefined;
  host: string;
  /** Unset: /metrics on the main port answers 404. */
  token: string | undefined;
};

function metricsConfig(e: z.output<typeof MetricsEnvSchema>, port: number): MetricsConfig {
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT !== 0 && e.METRICS_PORT === port)
    throw new ConfigError('METRICS_PORT must differ from PORT: the metrics listener is a second one.');
  return { port: e.METRICS_PORT, host: e.METRICS_HOST, token: e.METRICS_TOKEN };
}
// ── end metrics ──────────────────────────────────────────────────────────────────────────────────────

const PlatformEnvSchema = z.object({
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
  /**
   * A direct PostgreSQL URL for `npm run migrate` (src/migrate.ts), whose session advisory lock a
   * transaction pooler would not keep; unset → DATABASE_URL.
   */
  DATABASE_MIGRATION_URL: optionalUrl,
  /** `off`: unnamed statements instead of named prepared ones, for a transaction pooler that drops them. */
  DATABASE_NAMED_STATEMENTS: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).default('on')),
  /** After SIGTERM, how long readiness says "draining" while requests are still served (serve.ts). */
  SHUTDOWN_DRAIN_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(120_000).optional()),
  ...ReplicaEnvSchema.shape,
  REDIS_URL: optionalUrl,
  /** The pub/sub channel the realtime hub's processes share (tests use their own to avoid cross-talk). */
  REALTIME_CHANNEL: z.preprocess(emptyAsUndefined, z.string().trim().min(1).default('lale:realtime')),
  SMTP_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  WEB_DIST: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** The built back office (apps/backoffice/dist), served under /backoffice. */
  BACKOFFICE_DIST: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** The built Lale Originals game pages (apps/games/dist), served under /games/. */
  GAMES_DIST: z.preprocess(emptyAsUndefined, z.string().optional()),
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(LOG_LEVELS).optional()),
  TRUST_PROXY: TrustProxySchema,
  ...MessagingEnvSchema.shape,
  ...LiveChatEnvSchema.shape,
  ...MetricsEnvSchema.shape,
});

export type NodeEnv = 'development' | 'test' | 'production';
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The platform's own settings. */
export type PlatformConfig = {
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
  /** Where `npm run migrate` migrates: DATABASE_MIGRATION_URL, else DATABASE_URL. */
  databaseMigrationUrl: string | undefined;
  /** false: the pg Pool sends every statement unnamed (DATABASE_NAMED_STATEMENTS=off; db/connection.ts). */
  databaseNamedStatements: boolean;
  /** After SIGTERM, readiness answers 503 this long before the server stops accepting (serve.ts). */
  shutdownDrainMs: number;
  /** A streaming replica for the reads that may lag (platform/replica-config.ts); unset: none. */
  databaseReplica: ReplicaConfig | undefined;
  redisUrl: string | undefined;
  /** Redis channel of the realtime hub's fan-out (used only with redisUrl). */
  realtimeChannel: string;
  smtpUrl: string | undefined;
  /** Origin the site is reached at (used for links in mails and the CSP's websocket origin). */
  publicUrl: string;
  /** Absolute path of the built web app. */
  webDist: string;
  /** Absolute path of the built back office (apps/backoffice/dist). */
  backofficeDist: string;
  /** Absolute path of the built game pages (apps/games/dist). */
  gamesDist: string;
  logLevel: LogLevel;
  /** Reverse proxies whose X-Forwarded-For is believed (addresses, CIDRs); empty: none. */
  trustProxy: string[];
  secrets: Secrets;
} & MessagingConfig & {
    /** The live-chat widget's script base and origins, which the CSP allows (platform/live-chat.ts). */
    liveChat: LiveChatConfig;
  } & {
    /** Where /metrics is served (platform/metrics-endpoint.ts). */
    metrics: MetricsConfig;
  };

/**
 * Each module's settings under its own key (`config.sports`, `config.gameWallet`, ...). A module adds
 * its key with `declare module '../../platform/config.ts' { interface ModuleConfig { <key>: <Type> } }`
 * beside its slice; src/config.ts must then list the slice, or it does not compile.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ModuleConfig {}

export type Config = PlatformConfig & ModuleConfig;

/** What a slice may read besides its own variables. */
export type ConfigContext = {
  isProduction: boolean;
  secrets: Secrets;
  publicUrl: string;
  /**
   * The whole environment as given, for a slice whose variables are named after another's value
   * (PSP_PROVIDERS=cardco → PSP_CARDCO_API_URL, …), which no fixed schema can list.
   */
  env: Readonly<Record<string, string | undefined>>;
};

/** A module's settings: its variables (a zod object) and the value it makes of them. */
export type ConfigSlice<V> = {
  env: z.ZodObject;
  read: (env: never, context: ConfigContext) => V;
};

/** A slice whose reader gets exactly its own schema's output. */
export function configSlice<S extends z.ZodObject, V>(
  env: S,
  read: (env: z.output<S>, context: ConfigContext) => V,
): ConfigSlice<V> {
  return { env, read };
}

/** One slice per key of ModuleConfig: the mapped type makes a missing slice a compile error. */
export type ConfigSlices = { [K in keyof ModuleConfig]: ConfigSlice<ModuleConfig[K]> };

/** The platform's settings and every module's slice, from one parse of the environment (src/config.ts). */
export function loadConfigWith(
  slices: ConfigSlices,
  env: Record<string, string | undefined> = process.env,
  cwd: string = process.cwd(),
): Config {
  const sliceList: ConfigSlice<unknown>[] = Object.values(slices);
  // One schema for all, so an invalid environment is reported whole, every bad variable at once.
  const EnvSchema = sliceList.reduce<z.ZodObject>(
    (schema, slice) => schema.extend(slice.env.shape),
    PlatformEnvSchema,
  );
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  const e = parsed.data as z.output<typeof PlatformEnvSchema>;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = e.DATA_DIR ? resolve(cwd, e.DATA_DIR) : DEFAULT_DATA_DIR;
  const secrets = resolveSecrets(env, { production: isProduction, dataDir });
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const context: ConfigContext = { isProduction, secrets, publicUrl, env };
  const modules = Object.fromEntries(
    Object.entries(slices).map(([key, slice]: [string, ConfigSlice<unknown>]) => [
      key,
      (slice.read as (env: unknown, context: ConfigContext) => unknown)(parsed.data, context),
    ]),
  ) as unknown as ModuleConfig;
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseMigrationUrl: e.DATABASE_MIGRATION_URL ?? e.DATABASE_URL,
    databaseNamedStatements: e.DATABASE_NAMED_STATEMENTS === 'on',
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (isProduction ? PRODUCTION_DRAIN_MS : 0),
    databaseReplica: replicaConfig(e),
    redisUrl: e.REDIS_URL,
    realtimeChannel: e.REALTIME_CHANNEL,
    smtpUrl: e.SMTP_URL,
    publicUrl,
    webDist: e.WEB_DIST ? resolve(cwd, e.WEB_DIST) : DEFAULT_WEB_DIST,
    backofficeDist: e.BACKOFFICE_DIST ? resolve(cwd, e.BACKOFFICE_DIST) : DEFAULT_BACKOFFICE_DIST,
    gamesDist: e.GAMES_DIST ? resolve(cwd, e.GAMES_DIST) : DEFAULT_GAMES_DIST,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: e.TRUST_PROXY,
    secrets,
    ...messagingConfig(e, isProduction),
    ...liveChatConfig(e, isProduction, publicUrl),
    metrics: metricsConfig(e, e.PORT),
    ...modules,
  };
}
