import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { newPlayer, type Player } from '../payments/support.ts';
import { kycCall, PNG, upload } from './support.ts';

/*
 * With NODE_ENV=production the identity sandbox does not exist (DESIGN §10): no sandbox key, no review
 * page, no sandbox provider at the webhook — and without a real provider configured, verification is
 * not offered (503), never faked. The same for sanctions and PEP screening: no sandbox list, and without
 * a provider nobody is screened — the back office's status says so (provider null).
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
      KYC_DOCUMENT_KEY: 'k'.repeat(40),
    },
  });
  player = await newPlayer(t, { identityVerified: false });
});
afterAll(() => t.close());

describe('identity verification in production', () => {
  it('has no sandbox key, serves no review page and knows no sandbox provider at the webhook', async () => {
    expect(t.config.secrets.KYC_SANDBOX_SECRET).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/api/kyc/sandbox/review' })).statusCode).toBe(404);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/kyc/sandbox/review/app_0123456789abcdef01234567',
      payload: 'answer=approved&level=full',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.statusCode).toBe(404);
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/kyc/webhook/sandbox-identity',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(webhook.statusCode).toBe(404);
  });

  it('answers that verification is unavailable rather than pretending, and stores nothing', async () => {
    const uploaded = await upload(t, player.token, 'selfie', PNG);
    expect(uploaded.statusCode).toBe(503);
    expect((await kycCall(t, 'POST', '/api/kyc/submit', player.token, {})).statusCode).toBe(503);
    const status = await kycCall(t, 'GET', '/api/kyc/status', player.token);
    expect(status.json().data).toMatchObject({ level: 'none', documents: [], canWithdraw: false });
  });
});

describe('sanctions and PEP screening in production', () => {
  it('has no sandbox list and screens nobody without a provider, and says so to staff', async () => {
    const { screening } = t.modules.screening;
    expect(screening.provider).toBeUndefined();
    expect(await screening.sweep()).toBe(0);
    expect(await screening.status()).toMatchObject({
      provider: null,
      listVersion: null,
      due: expect.any(Number),
    });
    expect((await screening.player(player.playerId)).state).toBe('pending');
    const sandboxList = await t.app.inject({ method: 'GET', url: '/api/admin/screening/sandbox/entries' });
    expect(sandboxList.statusCode).toBe(404);
  });
});
