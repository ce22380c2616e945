import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * Secrets the server needs. Production must be given every one of them in the environment; in
 * development and test a missing one is generated once and kept in `${DATA_DIR}/secrets.json`
 * (mode 0600) so sessions and hashed codes survive restarts without anyone configuring anything.
 */

export const SECRET_NAMES = [
  /** HMAC key mixed into every stored hash of a session token or one-time code. */
  'TOKEN_PEPPER',
  /** Key for values the server signs and later gets back (e.g. launch state, hub tickets). */
  'SESSION_SECRET',
] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

/*
 * Keys only a sandbox uses (DESIGN §10: a sandbox plays an external party outside production). Generated
 * outside production like the others; production never mounts a sandbox, so it neither needs nor reads
 * them (a real provider brings its own key with its own configuration).
 */
export const SANDBOX_SECRET_NAMES = [
  /** HMAC key the payment sandbox signs its webhooks with (modules/payments). */
  'PAYMENT_SANDBOX_SECRET',
] as const;
export type SandboxSecretName = (typeof SANDBOX_SECRET_NAMES)[number];

export type Secrets = Record<SecretName, string> & Partial<Record<SandboxSecretName, string>>;

/** Shorter values are refused: they would be guessable. */
export const MIN_SECRET_LENGTH = 32;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const SECRETS_FILE = 'secrets.json';

function readSecretsFile(path: string): Partial<Record<string, string>> {
  if (!existsSync(path)) return {};
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    throw new ConfigError(`${path} is not valid JSON; fix or delete it to have secrets generated again.`);
  }
}

export function resolveSecrets(
  env: Record<string, string | undefined>,
  options: { production: boolean; dataDir: string },
): Secrets {
  const fromEnv: Partial<Secrets> = {};
  const names = options.production ? SECRET_NAMES : [...SECRET_NAMES, ...SANDBOX_SECRET_NAMES];
  for (const name of names) {
    const value = env[name]?.trim();
    if (!value) continue;
    if (value.length < MIN_SECRET_LENGTH) {
      throw new ConfigError(`${name} must be at least ${MIN_SECRET_LENGTH} characters long.`);
    }
    fromEnv[name] = value;
  }

  const missing = names.filter((name) => fromEnv[name] === undefined);
  if (missing.length === 0) return fromEnv as Secrets;
  if (options.production) {
    throw new ConfigError(
      `Missing required secret${missing.length > 1 ? 's' : ''} ${missing.join(', ')}: ` +
        `set ${missing.length > 1 ? 'them' : 'it'} in the environment (NODE_ENV=production never generates secrets).`,
    );
  }

  const file = join(options.dataDir, SECRETS_FILE);
  const stored = readSecretsFile(file);
  let changed = false;
  for (const name of missing) {
    const existing = stored[name];
    if (typeof existing === 'string' && existing.length >= MIN_SECRET_LENGTH) {
      fromEnv[name] = existing;
    } else {
      fromEnv[name] = stored[name] = randomBytes(32).toString('base64url');
      changed = true;
    }
  }
  if (changed) {
    mkdirSync(options.dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    // writeFileSync only applies the mode when it creates the file; an older file is tightened too.
    chmodSync(file, 0o600);
  }
  return fromEnv as Secrets;
}
