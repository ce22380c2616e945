import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { call } from '../support/accounts.ts';
import { createTestApp, tempDir, type TestApp } from '../support/app.ts';
import { cashOf, frameCall, framedPlayer } from './support.ts';

/*
 * Which sportsbook frames are on: configured (the provider's variables), played by the sandbox outside
 * production, or off — then authData's fields are null, the bootstrap does not list it and neither its
 * wallet nor a sandbox page answers. And the sandbox frame itself: a bet placed and settled through it
 * moves the player's money through the real wallet endpoints.
 */

const FCG = {
  FCG_PARTNER_ID: 'lale-42',
  FCG_WALLET_SECRET: 'w'.repeat(40),
};

/** fcg is Betsy (issue #29); FCG_* above only keeps our old protocol settling the bets opened on it. */
const BETSY = {
  BETSY_URL: 'https://sport.betsy.example/frame',
  BETSY_CID: 'lale-cid',
  BETSY_PARTNER_SECRET: 'b'.repeat(40),
};

const dirs: { remove: () => void }[] = [];
const dataDir = () => {
  const dir = tempDir('lale-frames-config-');
  dirs.push(dir);
  return dir.path;
};
afterEach(() => dirs.splice(0).forEach((dir) => dir.remove()));

describe('configuration', () => {
  it('stops on half a provider configuration', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), FCG_PARTNER_ID: FCG.FCG_PARTNER_ID })).toThrow(
      /old fcg protocol needs FCG_PARTNER_ID and FCG_WALLET_SECRET: set both or none/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), BETCO_PARTNER_ID: 'x', BETCO_WALLET_SECRET: 'w'.repeat(40) }),
    ).toThrow(/betco sportsbook frame needs/);
  });

  it('uses a configured provider, the sandbox for the other outside production, and nothing in production', () => {
    const dev = loadConfig({ DATA_DIR: dataDir(), ...FCG });
    // FCG_* alone, outside production: the sandbox plays Betsy; the old protocol keeps its wallet to settle.
    expect(dev.sportsFrames).toEqual([
      expect.objectContaining({
        name: 'fcg',
        frameUrl: '/api/sandbox/sportsbook/fcg/frame',
        partnerId: 'sandbox-fcg',
        sandbox: true,
        betsy: expect.objectContaining({ sandbox: true, cid: 'sandbox-fcg' }),
        legacyWallet: { partnerId: 'lale-42', walletSecret: FCG.FCG_WALLET_SECRET },
      }),
      expect.objectContaining({
        name: 'betco',
        frameUrl: '/api/sandbox/sportsbook/betco/frame',
        sandbox: true,
      }),
    ]);
    const secrets = {
      TOKEN_PEPPER: 'p'.repeat(40),
      SESSION_SECRET: 's'.repeat(40),
      AUDIT_SIGNING_KEY: 'a'.repeat(40),
      KYC_DOCUMENT_KEY: 'a'.repeat(40),
    };
    const production = loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', ...secrets });
    expect(production.sportsFrames).toEqual([]);
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', ...secrets, SPORTS_FRAME_SANDBOX: 'on' }),
    ).toThrow(/SPORTS_FRAME_SANDBOX cannot be on in production/);
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir(),
        NODE_ENV: 'production',
        ...secrets,
        ...FCG,
      }),
    ).toThrow(/FCG_\* is the retired fcg protocol: set BETSY_URL/);
    const prod = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', ...secrets, ...env });
    expect(() => prod({ ...BETSY, BETSY_URL: 'http://sport.betsy.example/frame' })).toThrow(
      /BETSY_URL must be an https address in production/,
    );
    expect(() => prod(BETSY)).toThrow(/BETSY_CALLBACK_ALLOW is required in production/);
    expect(() => prod({ BETSY_CID: 'lale-cid' })).toThrow(/set all three or none/);
    const betsy = prod({ ...BETSY, BETSY_CALLBACK_ALLOW: '203.0.113.0/24' });
    expect(betsy.sportsFrames).toEqual([
      {
        name: 'fcg',
        frameUrl: BETSY.BETSY_URL,
        partnerId: 'lale-cid',
        walletSecret: BETSY.BETSY_PARTNER_SECRET,
        sandbox: false,
        betsy: {
          url: BETSY.BETSY_URL,
          cid: 'lale-cid',
          partnerSecret: BETSY.BETSY_PARTNER_SECRET,
          callbackAllow: ['203.0.113.0/24'],
          sandbox: false,
        },
      },
    ]);
  });
});

describe('with fcg configured and the sandbox off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...BETSY, ...FCG, SPORTS_FRAME_SANDBOX: 'off' } });
  });
  afterAll(() => t.close());

  it("fills fcg's fields from the configuration and leaves betco's null", async () => {
    const { auth } = await framedPlayer(t);
    expect(auth).toMatchObject({
      betsyCid: 'lale-cid',
      betsyUrl: BETSY.BETSY_URL,
      betcoUrl: null,
      betcoToken: null,
    });
    expect(auth.betsyToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The retiring old protocol still answers (its partner id), beside Betsy's endpoints.
    expect(
      await frameCall(t, 'fcg', '/balance', { token: auth.betsyToken }, { partnerId: 'lale-42' }),
    ).toMatchObject({
      code: 'OK',
      balance: 0,
    });
  });

  it('lists only fcg in the bootstrap, lets the site frame its origin, and mounts no betco wallet nor sandbox', async () => {
    const grouped = await t.app.inject({ method: 'GET', url: '/api/cms/grouped' });
    expect(grouped.json<{ data: { sportsFrameList: unknown } }>().data.sportsFrameList).toEqual([
      { provider: 'fcg', url: BETSY.BETSY_URL, partnerId: 'lale-cid' },
    ]);
    expect(String(grouped.headers['content-security-policy'])).toMatch(
      /frame-src 'self'[^;]* https:\/\/sport\.betsy\.example/,
    );
    const betco = await t.app.inject({ method: 'POST', url: '/api/providers/betco/balance', payload: {} });
    expect(betco.statusCode).toBe(404);
    const page = await t.app.inject({ method: 'GET', url: '/api/sandbox/sportsbook/fcg/frame' });
    expect(page.statusCode).toBe(404);
  });
});

describe('in production without configuration', () => {
  let t: TestApp;
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
  });
  afterAll(() => t.close());

  it('issues no frame token, lists no frame and mounts neither wallet nor sandbox', async () => {
    const { auth } = await framedPlayer(t);
    expect(auth).toMatchObject({
      betsyCid: null,
      betsyUrl: null,
      betsyToken: null,
      betcoToken: null,
      betcoUrl: null,
    });
    const grouped = await call<{ sportsFrameList: unknown }>(t.app, {
      method: 'GET',
      url: '/api/cms/grouped',
    });
    expect(grouped.body.data.sportsFrameList).toEqual([]);
    for (const url of [
      '/api/providers/fcg/balance',
      '/api/providers/betsy/user/profile',
      '/api/providers/betco/debit',
      '/api/sandbox/sportsbook/betco/bet',
    ]) {
      expect((await t.app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(404);
    }
  });
});

describe('the sandbox frame', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const sandbox = (url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/sandbox/sportsbook${url}`,
      payload,
      headers: { 'x-locale': 'en' },
    });

  it('serves a CSP-clean page: no inline script or style, its script and style beside it', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/sandbox/sportsbook/betco/frame?view=live&lang=tr',
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('BETCO Sportsbook');
    expect(page.body).toContain('Başakşehir');
    expect(page.body).not.toMatch(/<script>|<style|style="/);
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    for (const asset of ['frame.js', 'frame.css'])
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/sandbox/sportsbook/${asset}` })).statusCode,
      ).toBe(200);
  });

  it('places a bet through the signed wallet, pays it once when it wins, and refuses a forged ticket', async () => {
    const { auth, playerId } = await framedPlayer(t, 10_000n);
    const placed = await sandbox('/fcg/bet', {
      token: auth.betsyToken,
      event: 'gs-fb',
      pick: '1',
      stake: 20,
    });
    const bet = placed.json<{ ticket: string; balance: number }>();
    expect(bet.balance).toBe(80);
    expect(await cashOf(t, playerId)).toBe(8_000n);
    const won = await sandbox('/fcg/settle', { ticket: bet.ticket, result: 'won', token: auth.betsyToken });
    expect(won.json()).toMatchObject({
      done: false,
      settled: 'won',
      balance: 122,
      message: 'Win paid: 42.00 ₺',
    });
    // fcg's stand-in plays Betsy: a settlement restated pays nothing twice; a corrected result is
    // applied on the delta (lost: the win taken back; cancelled: the stake returned).
    const twice = await sandbox('/fcg/settle', { ticket: bet.ticket, result: 'won' });
    expect(twice.json()).toMatchObject({ done: false, settled: 'won' });
    expect(await cashOf(t, playerId)).toBe(12_200n);
    const otherwise = await sandbox('/fcg/settle', { ticket: bet.ticket, result: 'lost' });
    expect(otherwise.json()).toMatchObject({ done: false, settled: 'lost', message: 'The bet lost.' });
    expect(await cashOf(t, playerId)).toBe(8_000n);
    const cancel = await sandbox('/fcg/settle', { ticket: bet.ticket, result: 'cancel' });
    expect(cancel.json()).toMatchObject({ settled: 'cancel' });
    expect(await cashOf(t, playerId)).toBe(10_000n);
    const [payload, mac] = bet.ticket.split('.');
    const richer = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), odds: '99.00' }),
    ).toString('base64url');
    expect((await sandbox('/fcg/settle', { ticket: `${richer}.${mac}`, result: 'won' })).statusCode).toBe(
      404,
    );
  });

  it('cancels a bet by rollback and says so when the stake is missing', async () => {
    const { auth, playerId } = await framedPlayer(t, 500n);
    const refused = await sandbox('/betco/bet', {
      token: auth.betcoToken,
      event: 'rma-fcb',
      pick: 'X',
      stake: 10,
    });
    expect(refused.json()).toMatchObject({ message: 'Not enough balance.', balance: 5 });
    const placed = (
      await sandbox('/betco/bet', { token: auth.betcoToken, event: 'rma-fcb', pick: 'X', stake: 5 })
    ).json<{ ticket: string }>();
    expect(await cashOf(t, playerId)).toBe(0n);
    const cancelled = await sandbox('/betco/settle', {
      ticket: placed.ticket,
      result: 'cancel',
      token: auth.betcoToken,
    });
    expect(cancelled.json()).toMatchObject({ done: true, balance: 5 });
    expect(await cashOf(t, playerId)).toBe(500n);
  });
});
