import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { CARD, deposit, METHOD, newPlayer, post, type Player } from './support.ts';

/*
 * With NODE_ENV=production the payment sandbox does not exist (DESIGN §10): no checkout page, no
 * sandbox webhook, no sandbox key, and a hosted method without a real provider is not offered.
 */

let t: TestApp;
let player: Player;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      NODE_ENV: 'production',
      TOKEN_PEPPER: 'p'.repeat(40),
      SESSION_SECRET: 's'.repeat(40),
      AUDIT_SIGNING_KEY: 'a'.repeat(40),
      KYC_DOCUMENT_KEY: 'a'.repeat(40),
    },
  });
  // Not identity-verified: production has no identity sandbox to verify through (test/kyc/production.test.ts).
  player = await newPlayer(t, { cashMinor: 100_000n, identityVerified: false });
});
afterAll(() => t.close());

describe('payments in production', () => {
  it('has no sandbox key and serves no sandbox page or stylesheet', async () => {
    expect(t.config.secrets.PAYMENT_SANDBOX_SECRET).toBeUndefined();
    for (const url of [
      '/api/payments/sandbox/checkout/1.' + 'A'.repeat(32),
      '/api/payments/sandbox/checkout.css',
    ]) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
    }
  });

  it('offers only methods it can complete: the manual bank transfer, not the sandbox-hosted ones', async () => {
    const methods = await post<{ title: string }[]>(t.app, player.token, '/api/payment/methods', { type: 1 });
    expect(methods.body.data.map((m) => m.title)).toEqual(['Havale/EFT']);
    const card = await deposit(t.app, player.token, METHOD.card, {
      amount: 500,
      CardNo: CARD,
      CardHolder: 'AYSE YILMAZ',
      ExpiryDate: '12/30',
      Cvv: '123',
    });
    expect(card.status).toBe(404);
  });

  it('knows no sandbox provider at the webhook', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/sandbox-card',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.statusCode).toBe(404);
  });
});
