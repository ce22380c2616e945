import { statSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import {
  DEFAULT_BACKOFFICE_DIST,
  DEFAULT_DATA_DIR,
  DEFAULT_WEB_DIST,
  REPO_ROOT,
} from '../src/platform/paths.ts';
import { requireProductionServices } from '../src/platform/config.ts';
import { ConfigError, SECRET_NAMES, SECRETS_FILE } from '../src/platform/secrets.ts';
import { tempDir } from './support/app.ts';

const dirs: { remove: () => void }[] = [];
function dataDir(): string {
  const dir = tempDir('lale-config-');
  dirs.push(dir);
  return dir.path;
}
afterEach(() => dirs.splice(0).forEach((dir) => dir.remove()));

const strong = (c: string) => c.repeat(40);

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      isProduction: false,
      port: 3000,
      host: '0.0.0.0',
      dataDir: dir,
      databaseUrl: undefined,
      databasePoolSize: 10,
      publicUrl: 'http://localhost:3000',
      webDist: DEFAULT_WEB_DIST,
      backofficeDist: DEFAULT_BACKOFFICE_DIST,
      logLevel: 'info',
    });
    expect(DEFAULT_WEB_DIST).toBe(join(REPO_ROOT, 'apps', 'web', 'dist'));
    expect(DEFAULT_BACKOFFICE_DIST).toBe(join(REPO_ROOT, 'apps', 'backoffice', 'dist'));
    expect(DEFAULT_DATA_DIR).toBe(join(REPO_ROOT, 'data'));
  });

  it('follows PORT in the default public URL and resolves relative paths against the working directory', () => {
    const dir = dataDir();
    const config = loadConfig(
      { PORT: '3100', DATA_DIR: 'data-x', WEB_DIST: 'web', BACKOFFICE_DIST: 'bo' },
      dir,
    );
    expect(config.publicUrl).toBe('http://localhost:3100');
    expect(config.dataDir).toBe(resolve(dir, 'data-x'));
    expect(config.webDist).toBe(resolve(dir, 'web'));
    expect(config.backofficeDist).toBe(resolve(dir, 'bo'));
  });

  it('names the variable when a value is invalid', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: dataDir() })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url', DATA_DIR: dataDir() })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ NODE_ENV: 'staging', DATA_DIR: dataDir() })).toThrow(/NODE_ENV/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0', DATA_DIR: dataDir() })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('generates missing secrets once in development and keeps them in DATA_DIR/secrets.json (0600)', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    const file = join(dir, SECRETS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    for (const name of SECRET_NAMES) expect(first.secrets[name].length).toBeGreaterThanOrEqual(32);
    expect(first.secrets.TOKEN_PEPPER).not.toBe(first.secrets.SESSION_SECRET);

    const second = loadConfig({ DATA_DIR: dir, NODE_ENV: 'test' });
    expect(second.secrets).toEqual(first.secrets);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first.secrets);
  });

  it('prefers secrets from the environment and only generates the missing ones', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir, TOKEN_PEPPER: strong('p') });
    expect(config.secrets.TOKEN_PEPPER).toBe(strong('p'));
    const stored = JSON.parse(readFileSync(join(dir, SECRETS_FILE), 'utf8')) as Record<string, string>;
    expect(stored.TOKEN_PEPPER).toBeUndefined();
    expect(stored.SESSION_SECRET).toBe(config.secrets.SESSION_SECRET);
  });

  it('refuses a secret that is too short', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), SESSION_SECRET: 'short' })).toThrow(
      /SESSION_SECRET must be at least 32/,
    );
  });

  it('stops production start-up when a secret is missing, naming it, and writes nothing', () => {
    const dir = dataDir();
    const production = { NODE_ENV: 'production', DATA_DIR: dir };
    expect(() =>
      loadConfig({
        ...production,
        SESSION_SECRET: strong('s'),
        AUDIT_SIGNING_KEY: strong('a'),
        KYC_DOCUMENT_KEY: strong('k'),
      }),
    ).toThrow(/Missing required secret TOKEN_PEPPER/);
    expect(() => loadConfig(production)).toThrow(
      /TOKEN_PEPPER, SESSION_SECRET, AUDIT_SIGNING_KEY, KYC_DOCUMENT_KEY/,
    );
    // The audit trail's key too: without it nobody could tell a rewritten trail from the real one.
    const withoutAuditKey = {
      ...production,
      TOKEN_PEPPER: strong('p'),
      SESSION_SECRET: strong('s'),
      KYC_DOCUMENT_KEY: strong('k'),
    };
    expect(() => loadConfig(withoutAuditKey)).toThrow(/Missing required secret AUDIT_SIGNING_KEY/);
    expect(() => loadConfig({ ...withoutAuditKey, AUDIT_SIGNING_KEY: 'short' })).toThrow(
      /AUDIT_SIGNING_KEY must be at least 32/,
    );
    // An old development file must not satisfy production either.
    writeFileSync(
      join(dir, SECRETS_FILE),
      JSON.stringify({ TOKEN_PEPPER: strong('a'), SESSION_SECRET: strong('b') }),
    );
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dir })).toThrow(/Missing required secrets/);
  });

  it('starts in production when every secret is given', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir(),
      TOKEN_PEPPER: strong('p'),
      SESSION_SECRET: strong('s'),
      AUDIT_SIGNING_KEY: strong('a'),
      KYC_DOCUMENT_KEY: strong('k'),
      PUBLIC_URL: 'https://lale.bet/',
    });
    expect(config.isProduction).toBe(true);
    expect(config.publicUrl).toBe('https://lale.bet');
  });
});

describe('production services (server.ts start)', () => {
  const production = () => ({
    NODE_ENV: 'production',
    DATA_DIR: dataDir(),
    TOKEN_PEPPER: strong('p'),
    SESSION_SECRET: strong('s'),
    AUDIT_SIGNING_KEY: strong('a'),
    KYC_DOCUMENT_KEY: strong('k'),
  });
  const services = {
    DATABASE_URL: 'postgresql://lale@db.internal:6432/lale',
    REDIS_URL: 'redis://redis.internal:6379',
    TRUST_PROXY: '10.0.0.0/8',
  };

  it('refuses production without DATABASE_URL, REDIS_URL or TRUST_PROXY, naming each one missing', () => {
    expect(() => requireProductionServices(loadConfig(production()))).toThrow(
      new ConfigError(
        'NODE_ENV=production needs DATABASE_URL, REDIS_URL, TRUST_PROXY: set them in the environment ' +
          '(DATABASE_URL: the PostgreSQL server; REDIS_URL: Redis shared by every API process; ' +
          'TRUST_PROXY: the proxies in front of the API).',
      ),
    );
    for (const name of Object.keys(services)) {
      const config = loadConfig({ ...production(), ...services, [name]: '' });
      expect(() => requireProductionServices(config)).toThrow(`NODE_ENV=production needs ${name}: set it`);
    }
    expect(() => requireProductionServices(loadConfig({ ...production(), ...services }))).not.toThrow();
  });

  it('asks nothing of them outside production (npm start runs on PGlite, alone)', () => {
    expect(() => requireProductionServices(loadConfig({ DATA_DIR: dataDir() }))).not.toThrow();
  });

  it('migrates over DATABASE_MIGRATION_URL, else DATABASE_URL; named statements unless switched off', () => {
    const direct = 'postgresql://lale@db.internal:5432/lale';
    const config = loadConfig({ ...production(), ...services });
    expect(config.databaseMigrationUrl).toBe(services.DATABASE_URL);
    expect(config.databaseNamedStatements).toBe(true);
    const split = loadConfig({
      ...production(),
      ...services,
      DATABASE_MIGRATION_URL: direct,
      DATABASE_NAMED_STATEMENTS: 'off',
    });
    expect(split.databaseMigrationUrl).toBe(direct);
    expect(split.databaseNamedStatements).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_NAMED_STATEMENTS: 'no' })).toThrow(
      /DATABASE_NAMED_STATEMENTS/,
    );
  });
});

describe('loadConfig: mail sender and SMS gateway', () => {
  it('defaults to the local sender address and no SMS gateway', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.mailFrom).toBe('Lale <no-reply@lale.local>');
    expect(config.smsGateway).toBeUndefined();
  });

  it('reads the gateway with its token and sender id (LALE by default)', () => {
    const env = {
      DATA_DIR: dataDir(),
      SMS_GATEWAY_URL: 'https://sms.example.com/send',
      SMS_GATEWAY_TOKEN: 'tok',
    };
    expect(loadConfig(env).smsGateway).toEqual({
      url: 'https://sms.example.com/send',
      token: 'tok',
      senderId: 'LALE',
    });
    expect(loadConfig({ ...env, SMS_SENDER_ID: 'LALEBET', MAIL_FROM: 'Lale <hi@lale.bet>' })).toMatchObject({
      mailFrom: 'Lale <hi@lale.bet>',
      smsGateway: { senderId: 'LALEBET' },
    });
  });

  it('names the variable when a messaging value is invalid', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), SMS_GATEWAY_URL: 'sms gateway' })).toThrow(
      /SMS_GATEWAY_URL/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), SMS_SENDER_ID: 'LALE-CASINO-TR' })).toThrow(
      /SMS_SENDER_ID/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), MAIL_FROM: 'Lale' })).toThrow(/MAIL_FROM/);
  });

  it('needs SMS_GATEWAY_TOKEN only in production and only with SMS_GATEWAY_URL', () => {
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: dataDir(),
      TOKEN_PEPPER: strong('p'),
      SESSION_SECRET: strong('s'),
      AUDIT_SIGNING_KEY: strong('a'),
      KYC_DOCUMENT_KEY: strong('k'),
    };
    const url = 'https://sms.example.com/send';
    expect(() => loadConfig({ ...production, SMS_GATEWAY_URL: url })).toThrow(
      /Missing required secret SMS_GATEWAY_TOKEN/,
    );
    expect(
      loadConfig({ ...production, SMS_GATEWAY_URL: url, SMS_GATEWAY_TOKEN: 'tok' }).smsGateway?.token,
    ).toBe('tok');
    expect(loadConfig(production).smsGateway).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), SMS_GATEWAY_URL: url }).smsGateway?.token).toBeUndefined();
  });
});
