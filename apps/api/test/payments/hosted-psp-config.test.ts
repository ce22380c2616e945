import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { securityHeaders } from '../../src/platform/security.ts';
import { tempDir } from '../support/app.ts';

/*
 * The hosted PSPs' configuration (modules/payments/config.ts): what an operator sets per provider, and
 * what stops start-up naming the variable to fix. And the CSP that follows from it: the cashier's
 * Iframe mode shows each PSP's page, so frame-src lists its page origin (platform/security.ts).
 */

const dirs: { remove: () => void }[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => dir.remove()));

const SECRET = 'w'.repeat(40);
const CARDCO = {
  PSP_PROVIDERS: 'cardco',
  PSP_CARDCO_API_URL: 'https://api.cardco.example/',
  PSP_CARDCO_API_KEY: 'sk_live_cardco',
  PSP_CARDCO_WEBHOOK_SECRET: SECRET,
};

function production(env: Record<string, string | undefined> = {}) {
  const dir = tempDir('lale-psp-config-');
  dirs.push(dir);
  return loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dir.path,
    TOKEN_PEPPER: 'p'.repeat(40),
    SESSION_SECRET: 's'.repeat(40),
    AUDIT_SIGNING_KEY: 'a'.repeat(40),
    KYC_DOCUMENT_KEY: 'a'.repeat(40),
    PUBLIC_URL: 'https://lale.bet',
    ...env,
  });
}

const frameSrc = (config: ReturnType<typeof loadConfig>) =>
  (new Map(securityHeaders(config)).get('content-security-policy') ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('frame-src '));

describe('the hosted PSPs of PSP_PROVIDERS', () => {
  it('are none unless listed', () => {
    expect(production().payments).toEqual({ hostedPsps: [] });
  });

  it('reads each listed provider’s variables; its pages are on its API’s origin unless told otherwise', () => {
    const config = production({
      ...CARDCO,
      PSP_PROVIDERS: 'cardco, pay-way',
      PSP_PAY_WAY_API_URL: 'https://api.payway.example/v2',
      PSP_PAY_WAY_API_KEY: 'pw_key',
      PSP_PAY_WAY_WEBHOOK_SECRET: 'x'.repeat(32),
      PSP_PAY_WAY_PAGE_ORIGIN: 'https://checkout.payway.example',
    });
    expect(config.payments.hostedPsps).toEqual([
      {
        name: 'cardco',
        apiUrl: 'https://api.cardco.example',
        apiKey: 'sk_live_cardco',
        webhookSecret: SECRET,
        pageOrigin: 'https://api.cardco.example',
      },
      {
        name: 'pay-way',
        apiUrl: 'https://api.payway.example/v2',
        apiKey: 'pw_key',
        webhookSecret: 'x'.repeat(32),
        pageOrigin: 'https://checkout.payway.example',
      },
    ]);
  });

  it('refuses to start when a listed provider’s secret is missing, naming the variable', () => {
    expect(() => production({ ...CARDCO, PSP_CARDCO_WEBHOOK_SECRET: undefined })).toThrow(
      /PSP_CARDCO_WEBHOOK_SECRET: required/,
    );
    expect(() => production({ ...CARDCO, PSP_CARDCO_WEBHOOK_SECRET: '' })).toThrow(
      /PSP_CARDCO_WEBHOOK_SECRET: required/,
    );
  });

  it('refuses a short secret, a bad URL or page origin, and names every bad variable at once', () => {
    expect(() =>
      production({
        ...CARDCO,
        PSP_CARDCO_API_URL: 'not a url',
        PSP_CARDCO_API_KEY: undefined,
        PSP_CARDCO_WEBHOOK_SECRET: 'short',
        PSP_CARDCO_PAGE_ORIGIN: 'https://pay.cardco.example/checkout',
      }),
    ).toThrow(
      /PSP_CARDCO_API_URL: must be an http\(s\) URL; PSP_CARDCO_API_KEY: required; PSP_CARDCO_WEBHOOK_SECRET: must be at least 32 characters long; PSP_CARDCO_PAGE_ORIGIN: must be an origin/,
    );
  });

  it('refuses a bad name, a name given twice and a payment sandbox’s name', () => {
    expect(() => production({ ...CARDCO, PSP_PROVIDERS: 'Card_Co' })).toThrow(/PSP_PROVIDERS: must list/);
    expect(() => production({ ...CARDCO, PSP_PROVIDERS: 'cardco,cardco' })).toThrow(
      /PSP_PROVIDERS: names a provider twice/,
    );
    expect(() => production({ PSP_PROVIDERS: 'sandbox-card' })).toThrow(
      /PSP_PROVIDERS: must not name a payment sandbox provider/,
    );
    // Outside production too: the sandbox's names are taken there.
    const dir = tempDir('lale-psp-config-');
    dirs.push(dir);
    expect(() =>
      loadConfig({ NODE_ENV: 'test', DATA_DIR: dir.path, PSP_PROVIDERS: 'sandbox-crypto' }),
    ).toThrow(/PSP_PROVIDERS: must not name a payment sandbox provider/);
  });
});

describe("the production CSP's frame-src", () => {
  it("lists each configured PSP's page origin, so the cashier can frame its page", () => {
    expect(frameSrc(production())).toBe("frame-src 'self' https://embed.tawk.to https://*.tawk.to");
    const config = production({
      ...CARDCO,
      PSP_PROVIDERS: 'cardco,payway',
      PSP_PAYWAY_API_URL: 'https://api.payway.example',
      PSP_PAYWAY_API_KEY: 'pw_key',
      PSP_PAYWAY_WEBHOOK_SECRET: SECRET,
      PSP_PAYWAY_PAGE_ORIGIN: 'https://checkout.payway.example',
    });
    expect(frameSrc(config)).toBe(
      "frame-src 'self' https://embed.tawk.to https://*.tawk.to https://api.cardco.example https://checkout.payway.example",
    );
  });
});
