import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_DATA_DIR, DEFAULT_WEB_DIST } from './paths.ts';
import { ConfigError, resolveSecrets, type Secrets } from './secrets.ts';

/*
 * The server's whole configuration, read once from the environment and validated, so a typo fails
 * at start-up with the variable's name instead of surfacing later as an odd runtime error.
 */

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const emptyAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());

const EnvSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyAsUndefined,
    z.enum(['development', 'test', 'production']).default('development'),
  ),
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  WEB_DIST: z.preprocess(emptyAsUndefined, z.string().optional()),
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(LOG_LEVELS).optional()),
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
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  /** Origin the site is reached at (used for links in mails and the CSP's websocket origin). */
  publicUrl: string;
  /** Absolute path of the built web app. */
  webDist: string;
  logLevel: LogLevel;
  secrets: Secrets;
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
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    webDist: e.WEB_DIST ? resolve(cwd, e.WEB_DIST) : DEFAULT_WEB_DIST,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    secrets: resolveSecrets(env, { production: isProduction, dataDir }),
  };
}
