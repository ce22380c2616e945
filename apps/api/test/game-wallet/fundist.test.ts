import { createHash } from 'node:crypto';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, casinoProviders } from '../../src/db/schema.ts';
import {
  fundistApiHash,
  fundistLaunch,
  fundistPassword,
  parseFundistCsv,
} from '../../src/modules/casino/launch/fundist-launch.ts';
import { fundistPageRoutes } from '../../src/modules/casino/launch/fundist-page.ts';
import type { FundistRepo } from '../../src/modules/casino/launch/fundist-repo.ts';
import { fundistHmac } from '../../src/modules/game-wallet/index.ts';
import { ledgerInvariants } from '../../src/modules/wallet/invariants.ts';
import { fundistConfig, FundistEnvSchema } from '../../src/modules/game-wallet/fundist/config.ts';
import { bearer, call } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  fundist,
  FUNDIST_SECRET,
  fundistTestHmac,
  newPlayer,
  seedGames,
  sessionFor,
  someGame,
  TRY,
} from './support.ts';

/*
 * SoftGamings' Fundist OneWallet callback (PROTOCOLS §4) on literal vectors: every HMAC and MD5 below
 * was computed with python3's hashlib/hmac, not with the adapter; the calls are signed by the test's own
 * node:crypto signer (support.ts), itself checked against those vectors. Every answer's hmac is checked.
 */

const SECRET_VECTORS = {
  /** {type:'ping'} → HMAC over "ping". */
  pingRequest: 'afb43cd913e6b073831020fdb39b2c7bd94572a4d836dd68138ea3f5bbdba333',
  /** Our answer {status:'OK'} → over "OK". */
  pingAnswer: '04522d641da90decf6a1c8d0094d77e676432ed0eabdcc5c399069b4f4b400c8',
  /** {error:'Invalid HMAC'}. */
  invalidHmac: 'a9d197a9c2f3ebd17663baa0138280a98c9d98167320fe7f5a0eeae85c11e962',
  /** The debit below: "10.50TRYtokr-10t-0001debitlale_42". */
  debit: 'dd30d7d0c9607b340d6c754739274c2065c07cfb9ba2131653a0a60f80bd51f6',
  /** The roundinfo below, its actions flattened: "a11.001700000000debita22.501700000001creditr-9roundinfo". */
  roundinfo: '9c6c6b1e07ac989a126e2ac5a35a903f2ddd7e42791eb7da0046518ed438cc3b',
  /** {status:'OK', tid:'t-0001', balance:'89.50'} → "89.50OKt-0001". */
  debitAnswer: 'ea48736bcf5a69aa7ac9d1caad387423f996fe9307d17dddf198faa4e6d1d1d3',
};

const DEBIT_VECTOR = {
  type: 'debit',
  userid: 'lale_42',
  currency: 'TRY',
  tid: 't-0001',
  amount: '10.50',
  i_gameid: 'r-1',
  i_extparam: 'tok',
  round_ended: '0',
};
const ROUNDINFO_VECTOR = {
  type: 'roundinfo',
  i_gameid: 'r-9',
  actions: [
    { type: 'debit', actid: 'a1', amount: '1.00', timestamp: '1700000000' },
    { type: 'credit', actid: 'a2', amount: '2.50', timestamp: '1700000001' },
  ],
};

let t: TestApp;
let game: { id: number; code: string };

beforeAll(async () => {
  t = await createTestApp({ env: { SOFTGAMINGS_SECRET: FUNDIST_SECRET } });
  await seedGames(t);
  game = await someGame(t, 'SoftGamings');
});
afterAll(() => t.close());

const invariantsHold = async () => expect((await ledgerInvariants(t.database.db)).ok).toBe(true);
const cashOf = async (playerId: number) => (await t.modules.gameWallet.games.balances(playerId, TRY)).cash;
const tid = () => randomUUID().replace(/-/g, '');

/** A player with `cashMinor` and a launch of a SoftGamings game (its token is what i_extparam echoes). */
async function player(cashMinor = 10_000n) {
  const { playerId, token: siteToken } = await newPlayer(t, { cashMinor });
  const token = await sessionFor(t, playerId, game.id);
  return { playerId, siteToken, userid: `lale_${playerId}`, token };
}

type P = Awaited<ReturnType<typeof player>>;
const money = (p: P, type: 'debit' | 'credit', amount: string, extra: Record<string, string> = {}) => ({
  type,
  userid: p.userid,
  currency: 'TRY',
  tid: tid(),
  amount,
  i_gameid: 'r-default',
  i_extparam: p.token,
  i_gamedesc: `939:${game.code}`,
  round_ended: '0',
  ...extra,
});

describe('Fundist HMAC on literal vectors', () => {
  it('the test signer and the adapter both give the python3 vectors', () => {
    expect(fundistTestHmac({ type: 'ping' })).toBe(SECRET_VECTORS.pingRequest);
    expect(fundistTestHmac(DEBIT_VECTOR)).toBe(SECRET_VECTORS.debit);
    expect(fundistTestHmac(ROUNDINFO_VECTOR)).toBe(SECRET_VECTORS.roundinfo);
    expect(fundistTestHmac({ status: 'OK', tid: 't-0001', balance: '89.50' })).toBe(
      SECRET_VECTORS.debitAnswer,
    );
    expect(fundistHmac(DEBIT_VECTOR, FUNDIST_SECRET)).toBe(SECRET_VECTORS.debit);
    expect(fundistHmac(ROUNDINFO_VECTOR, FUNDIST_SECRET)).toBe(SECRET_VECTORS.roundinfo);
    expect(fundistHmac({ ...DEBIT_VECTOR, hmac: 'ignored' }, FUNDIST_SECRET)).toBe(SECRET_VECTORS.debit);
  });

  it('answers a literal ping with a literal signed OK, and roundinfo with OK', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/providers/softgamings/wallet',
      headers: { 'content-type': 'application/json' },
      payload: `{"type":"ping","hmac":"${SECRET_VECTORS.pingRequest}"}`,
    });
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ status: 'OK', hmac: SECRET_VECTORS.pingAnswer });
    expect(await fundist(t, ROUNDINFO_VECTOR)).toEqual({ status: 'OK', hmac: SECRET_VECTORS.pingAnswer });
  });

  it('answers a wrong HMAC with the literal signed "Invalid HMAC" (HTTP 200), and moves nothing', async () => {
    const p = await player();
    const body = money(p, 'debit', '5.00');
    expect(await fundist(t, body, { hmac: 'ab'.repeat(32) })).toEqual({
      error: 'Invalid HMAC',
      hmac: SECRET_VECTORS.invalidHmac,
    });
    // Signed, then changed on the way.
    const signed = fundistTestHmac(body);
    expect((await fundist(t, { ...body, amount: '50.00' }, { hmac: signed })).error).toBe('Invalid HMAC');
    expect((await fundist(t, {}, { raw: '{"type":"debit",' })).error).toBe('Invalid request');
    expect((await fundist(t, { type: 'transfer' })).error).toBe('Invalid request');
    expect((await fundist(t, { ...body, tid: 'x'.repeat(33) })).error).toBe('Invalid request');
    expect(await cashOf(p.playerId)).toBe(10_000n);
  });
});

describe('Fundist OneWallet calls', () => {
  it('balance: the player by Fundist login, a 2-decimal string; unknown login and wrong currency refused', async () => {
    const p = await player(12_345n);
    expect(
      await fundist(t, { type: 'balance', userid: p.userid, currency: 'TRY', i_extparam: p.token }),
    ).toMatchObject({
      status: 'OK',
      balance: '123.45',
    });
    expect((await fundist(t, { type: 'balance', userid: 'lale_999999999', currency: 'TRY' })).error).toBe(
      'Invalid userid',
    );
    expect((await fundist(t, { type: 'balance', userid: String(p.playerId), currency: 'TRY' })).error).toBe(
      'Invalid userid',
    );
    expect((await fundist(t, { type: 'balance', userid: p.userid, currency: 'EUR' })).error).toBe(
      'Invalid currency',
    );
  });

  it('debit then credit with round_ended: the stake and the win move once, the round completes', async () => {
    const p = await player();
    const round = `sg-${tid()}`;
    const debit = money(p, 'debit', '10.50', { i_gameid: round, round_start: '1' });
    expect(await fundist(t, debit)).toMatchObject({ status: 'OK', tid: debit.tid, balance: '89.50' });
    const credit = money(p, 'credit', '25.00', { i_gameid: round, round_ended: '1' });
    expect(await fundist(t, credit)).toMatchObject({ status: 'OK', tid: credit.tid, balance: '114.50' });
    const [row] = await t.database.db.select().from(gameRounds).where(eq(gameRounds.providerRound, round));
    expect(row).toMatchObject({ status: 2, betMinor: 1_050n, winMinor: 2_500n });
    expect(await cashOf(p.playerId)).toBe(11_450n);
    await invariantsHold();
  });

  it('a replayed debit or credit answers OK with the current balance and applies nothing', async () => {
    const p = await player();
    const round = `sg-${tid()}`;
    const debit = money(p, 'debit', '10.00', { i_gameid: round });
    expect((await fundist(t, debit)).balance).toBe('90.00');
    const credit = money(p, 'credit', '3.00', { i_gameid: round, round_ended: '1' });
    expect((await fundist(t, credit)).balance).toBe('93.00');
    expect(await fundist(t, debit)).toMatchObject({ status: 'OK', tid: debit.tid, balance: '93.00' });
    expect(await fundist(t, credit)).toMatchObject({ status: 'OK', tid: credit.tid, balance: '93.00' });
    expect(await cashOf(p.playerId)).toBe(9_300n);
    await invariantsHold();
  });

  it('the same tid with other content is "Transaction parameter mismatch", and nothing moves', async () => {
    const p = await player();
    const debit = money(p, 'debit', '10.00', { i_gameid: `sg-${tid()}` });
    expect((await fundist(t, debit)).status).toBe('OK');
    expect((await fundist(t, { ...debit, amount: '11.00' })).error).toBe('Transaction parameter mismatch');
    expect((await fundist(t, { ...debit, i_gameid: 'another-round' })).error).toBe(
      'Transaction parameter mismatch',
    );
    expect(await cashOf(p.playerId)).toBe(9_000n);
    await invariantsHold();
  });

  it('a debit beyond the balance is "Insufficient funds"; a bad amount or launch is refused', async () => {
    const p = await player(500n);
    expect((await fundist(t, money(p, 'debit', '5.01'))).error).toBe('Insufficient funds');
    expect((await fundist(t, money(p, 'debit', '1.001'))).error).toBe('Invalid amount');
    const { amount: _none, ...noAmount } = money(p, 'debit', '1.00');
    expect((await fundist(t, noAmount)).error).toBe('Invalid amount');
    expect((await fundist(t, money(p, 'debit', '1.00', { i_extparam: 'not-a-launch' }))).error).toBe(
      'Invalid session',
    );
    const other = await player();
    expect((await fundist(t, money(p, 'debit', '1.00', { i_extparam: other.token }))).error).toBe(
      'Invalid session',
    );
    expect(await cashOf(p.playerId)).toBe(500n);
    await invariantsHold();
  });
});

describe('Fundist rollbacks (i_rollback, checked before type)', () => {
  it('a credit carrying i_rollback reverses the debit it names (not a win), once', async () => {
    const p = await player();
    const round = `sg-${tid()}`;
    const debit = money(p, 'debit', '20.00', { i_gameid: round });
    expect((await fundist(t, debit)).balance).toBe('80.00');
    const rollback = money(p, 'credit', '20.00', { i_gameid: round, i_rollback: debit.tid });
    expect(await fundist(t, rollback)).toMatchObject({ status: 'OK', tid: rollback.tid, balance: '100.00' });
    // Resent: the first answer, nothing more (a fresh credit would have paid 20 again).
    expect(await fundist(t, rollback)).toMatchObject({ status: 'OK', balance: '100.00' });
    // The same rollback tid naming another debit is a mismatch; the debit resent is a replay: nothing taken.
    expect((await fundist(t, { ...rollback, i_rollback: 'other' })).error).toBe(
      'Transaction parameter mismatch',
    );
    expect(await fundist(t, debit)).toMatchObject({ status: 'OK', balance: '100.00' });
    const [row] = await t.database.db.select().from(gameRounds).where(eq(gameRounds.providerRound, round));
    expect(row).toMatchObject({ status: 3, betMinor: 0n });
    expect(await cashOf(p.playerId)).toBe(10_000n);
    await invariantsHold();
  });

  it('a debit carrying i_rollback names a credit: not taken back ("Rollback not supported"), nothing moves', async () => {
    const p = await player();
    const round = `sg-${tid()}`;
    await fundist(t, money(p, 'debit', '10.00', { i_gameid: round }));
    const credit = money(p, 'credit', '30.00', { i_gameid: round, round_ended: '1' });
    expect((await fundist(t, credit)).balance).toBe('120.00');
    const rollback = money(p, 'debit', '30.00', { i_gameid: round, i_rollback: credit.tid });
    expect((await fundist(t, rollback)).error).toBe('Rollback not supported');
    expect(await cashOf(p.playerId)).toBe(12_000n);
    await invariantsHold();
  });

  it('a rollback of an unknown tid answers OK, moves nothing, and the transaction arriving later is refused', async () => {
    const p = await player();
    // A rollback without an amount is read as well (it names what it reverses).
    const { amount: _unused, ...bare } = money(p, 'credit', '0.00', { i_rollback: 'never-seen-tid' });
    expect(await fundist(t, bare)).toMatchObject({ status: 'OK', balance: '100.00' });
    const lateDebit = money(p, 'debit', '10.00', { i_gameid: `sg-${tid()}` });
    const creditRollback = money(p, 'credit', '10.00', { i_rollback: lateDebit.tid });
    expect(await fundist(t, creditRollback)).toMatchObject({ status: 'OK', balance: '100.00' });
    expect((await fundist(t, lateDebit)).error).toBe('Transaction rolled back');
    const lateCredit = money(p, 'credit', '10.00', { i_gameid: `sg-${tid()}` });
    const debitRollback = money(p, 'debit', '10.00', { i_rollback: lateCredit.tid });
    expect(await fundist(t, debitRollback)).toMatchObject({ status: 'OK', balance: '100.00' });
    expect((await fundist(t, lateCredit)).error).toBe('Transaction rolled back');
    expect(await cashOf(p.playerId)).toBe(10_000n);
    await invariantsHold();
  });

  it('a rollback of a debit whose round already has a credit is held for the operator ("Rollback held for review")', async () => {
    const p = await player();
    const round = `sg-${tid()}`;
    const debit = money(p, 'debit', '10.00', { i_gameid: round });
    await fundist(t, debit);
    expect((await fundist(t, money(p, 'credit', '15.00', { i_gameid: round }))).balance).toBe('105.00');
    const rollback = money(p, 'credit', '10.00', { i_gameid: round, i_rollback: debit.tid });
    expect((await fundist(t, rollback)).error).toBe('Rollback held for review');
    // Resent: the same answer; nothing moved either time.
    expect((await fundist(t, rollback)).error).toBe('Rollback held for review');
    expect(await cashOf(p.playerId)).toBe(10_500n);
    await invariantsHold();
  });

  it('a rollback naming another player’s debit is refused', async () => {
    const a = await player();
    const b = await player();
    const debit = money(a, 'debit', '10.00', { i_gameid: `sg-${tid()}` });
    await fundist(t, debit);
    expect((await fundist(t, money(b, 'credit', '10.00', { i_rollback: debit.tid }))).error).toBe(
      'Transaction not found',
    );
    expect(await cashOf(a.playerId)).toBe(9_000n);
    expect(await cashOf(b.playerId)).toBe(10_000n);
    await invariantsHold();
  });
});

describe('Fundist concurrency and the wager gate', () => {
  it('parallel debits on real PostgreSQL never overdraw: 50.00 takes exactly five of ten 10.00 debits', async () => {
    const p = await player(5_000n);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => fundist(t, money(p, 'debit', '10.00', { i_gameid: `sg-${tid()}` }))),
    );
    expect(answers.filter((a) => a.status === 'OK')).toHaveLength(5);
    expect(answers.filter((a) => a.error === 'Insufficient funds')).toHaveLength(5);
    expect(await cashOf(p.playerId)).toBe(0n);
    // The same debit sent ten times at once is taken once.
    const q = await player(5_000n);
    const once = money(q, 'debit', '10.00', { i_gameid: `sg-${tid()}` });
    const replies = await Promise.all(Array.from({ length: 10 }, () => fundist(t, once)));
    expect(replies.every((a) => a.status === 'OK')).toBe(true);
    expect(await cashOf(q.playerId)).toBe(4_000n);
    await invariantsHold();
  });

  it('the gate refuses after logout ("Session expired") and over a loss limit ("Limit reached"); credits still pay', async () => {
    const p = await player();
    const round = `sg-${tid()}`;
    await fundist(t, money(p, 'debit', '1.00', { i_gameid: round }));
    const limited = await call(t.app, {
      method: 'POST',
      url: '/api/saferplay/setlimit',
      headers: { ...bearer(p.siteToken), 'x-locale': 'en' },
      payload: { kind: 'loss', period: 'daily', amount: 0.5 },
    });
    expect(limited.status).toBe(200);
    expect((await fundist(t, money(p, 'debit', '1.00'))).error).toBe('Limit reached');
    const out = await call(t.app, { method: 'GET', url: '/api/auth/logout', headers: bearer(p.siteToken) });
    expect(out.status).toBe(200);
    expect((await fundist(t, money(p, 'debit', '1.00'))).error).toBe('Session expired');
    // A round begun before the logout is still paid.
    expect(await fundist(t, money(p, 'credit', '4.00', { i_gameid: round, round_ended: '1' }))).toMatchObject(
      {
        status: 'OK',
        balance: '103.00',
      },
    );
    await invariantsHold();
  });

  it('a provider switched off refuses debits with "Game disabled"', async () => {
    const p = await player();
    const where = eq(casinoProviders.name, 'SoftGamings');
    await t.database.db.update(casinoProviders).set({ enabled: false }).where(where);
    try {
      expect((await fundist(t, money(p, 'debit', '1.00'))).error).toBe('Game disabled');
    } finally {
      await t.database.db.update(casinoProviders).set({ enabled: true }).where(and(where));
    }
    expect(await cashOf(p.playerId)).toBe(10_000n);
  });
});

describe('Fundist callers and configuration', () => {
  let guarded: TestApp;
  beforeAll(async () => {
    guarded = await createTestApp({
      env: { SOFTGAMINGS_SECRET: FUNDIST_SECRET, SOFTGAMINGS_CALLBACK_ALLOW: '203.0.113.7' },
    });
  });
  afterAll(() => guarded.close());

  it('refuses a validly signed call from outside SOFTGAMINGS_CALLBACK_ALLOW with "Invalid HMAC"', async () => {
    expect(await fundist(guarded, { type: 'ping' }, { remoteAddress: '203.0.113.8' })).toEqual({
      error: 'Invalid HMAC',
      hmac: SECRET_VECTORS.invalidHmac,
    });
    expect(await fundist(guarded, { type: 'ping' }, { remoteAddress: '203.0.113.7' })).toEqual({
      status: 'OK',
      hmac: SECRET_VECTORS.pingAnswer,
    });
  });

  it('production refuses to start with the secret but no allow-list; launches need every setting', () => {
    const read = (env: Record<string, string>, production = true) =>
      fundistConfig(FundistEnvSchema.parse(env), production);
    expect(() => read({ SOFTGAMINGS_SECRET: FUNDIST_SECRET })).toThrow(
      /SOFTGAMINGS_CALLBACK_ALLOW is required in production/,
    );
    expect(read({ SOFTGAMINGS_SECRET: FUNDIST_SECRET }, false)).toEqual({
      wallet: { secret: FUNDIST_SECRET, callbackAllow: undefined },
      launch: undefined,
    });
    const launch = {
      SOFTGAMINGS_SECRET: FUNDIST_SECRET,
      SOFTGAMINGS_CALLBACK_ALLOW: '203.0.113.7',
      SOFTGAMINGS_API_URL: 'https://apitest.fundist.example/',
      SOFTGAMINGS_API_KEY: 'lale-key',
      SOFTGAMINGS_API_PASSWORD: 'api-pass',
      SOFTGAMINGS_SERVER_IP: '203.0.113.10',
    };
    expect(read(launch).launch).toEqual({
      apiUrl: 'https://apitest.fundist.example',
      apiKey: 'lale-key',
      apiPassword: 'api-pass',
      serverIp: '203.0.113.10',
    });
    expect(() => read({ ...launch, SOFTGAMINGS_SERVER_IP: '' })).toThrow(/SoftGamings launches need/);
    expect(() => read({ ...launch, SOFTGAMINGS_SECRET: '' })).toThrow(/SoftGamings launches need/);
    expect(() => FundistEnvSchema.parse({ SOFTGAMINGS_SERVER_IP: 'fundist.example' })).toThrow();
  });
});

describe('the Fundist launch (User/Add, User/AuthHTML)', () => {
  it('hashes the calls with MD5 over the documented order (literal vectors) and derives the password', () => {
    const parts = ['203.0.113.10', '0123456789abcdef0123456789abcdef', 'lale-key', 'lale_42', 'pSECRET'];
    expect(fundistApiHash(['User/AuthHTML', ...parts, '939', 'api-pass'])).toBe(
      '80b1cce95669bac531439dc6150a3ea5',
    );
    expect(fundistApiHash(['User/Add', ...parts, 'TRY', 'api-pass'])).toBe(
      '896363717990768b25e319975974c40a',
    );
    expect(fundistPassword('api-pass', 42)).toBe('p8f28ab9089e3f3ea33cf264');
    expect(parseFundistCsv('1,<div>a,b</div>')).toEqual({ ok: true, code: '1', payload: '<div>a,b</div>' });
    expect(parseFundistCsv('34,Invalid Request')).toMatchObject({ ok: false, code: '34' });
  });

  it('adds the player once, launches with AuthHTML, and hands the site a sandboxed frame of our play page', async () => {
    const calls: URL[] = [];
    const added = new Set<number>();
    const kept: string[] = [];
    const answers = [
      '1',
      '1,<div id="g"></div><script>go()</script>',
      '1,<div></div><script>again()</script>',
      '21,Game disabled',
    ];
    const adapter = fundistLaunch({
      apiUrl: 'https://fundist.example',
      apiKey: 'lale-key',
      apiPassword: 'api-pass',
      serverIp: '203.0.113.10',
      publicUrl: 'https://lale.example',
      players: {
        known: async (id) => added.has(id),
        remember: async (id) => void added.add(id),
      },
      pages: {
        keep: async (_token, html) => {
          kept.push(html);
          return `/api/casino/softgamings/play/${'A'.repeat(43)}`;
        },
      },
      fetch: async (url) => {
        calls.push(new URL(String(url)));
        return new Response(answers.shift()!);
      },
    });
    const request = {
      token: 'launch-token',
      playerId: 42,
      game: { id: 1, code: 'book-of-x', name: 'Book "of" X', productId: null, system: '939' },
      language: 'en' as const,
      mobile: false,
      lobbyUrl: undefined,
      currency: 'TRY',
      country: 'TR',
      ip: '198.51.100.9',
    };
    const target = await adapter(request);
    expect(calls.map((u) => u.pathname)).toEqual([
      '/System/Api/lale-key/User/Add/',
      '/System/Api/lale-key/User/AuthHTML/',
    ]);
    const md5 = (text: string) => createHash('md5').update(text).digest('hex');
    const [add, auth] = calls.map((u) => Object.fromEntries(u.searchParams));
    const password = 'p8f28ab9089e3f3ea33cf264';
    expect(add).toMatchObject({ Login: 'lale_42', Password: password, Currency: 'TRY' });
    expect(add!.Hash).toBe(
      md5(`User/Add/203.0.113.10/${add!.TID}/lale-key/lale_42/${password}/TRY/api-pass`),
    );
    expect(auth).toMatchObject({
      Login: 'lale_42',
      Password: password,
      System: '939',
      Page: 'book-of-x',
      UserIP: '198.51.100.9',
      ExtParam: 'launch-token',
      Currency: 'TRY',
    });
    expect(auth!.TID).toMatch(/^[0-9a-f]{32}$/);
    expect(auth!.Hash).toBe(
      md5(`User/AuthHTML/203.0.113.10/${auth!.TID}/lale-key/lale_42/${password}/939/api-pass`),
    );
    expect(kept).toEqual(['<div id="g"></div><script>go()</script>']);
    expect(target).toEqual({
      kind: 'html',
      html: `<iframe src="https://lale.example/api/casino/softgamings/play/${'A'.repeat(43)}?lang=en" title="Book &#34;of&#34; X" sandbox="allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-pointer-lock allow-orientation-lock" allow="autoplay; fullscreen" referrerpolicy="no-referrer"></iframe>`,
    });
    // The second launch: the player exists at Fundist, AuthHTML only.
    await adapter(request);
    expect(calls.map((u) => u.pathname.split('/').slice(-2, -1)[0])).toEqual(['Add', 'AuthHTML', 'AuthHTML']);
    // An error answer fails the launch.
    await expect(adapter(request)).rejects.toThrow(/answered 21/);
    // With an origin of its own, the frame is that origin's and keeps it.
    const own = fundistLaunch({
      apiUrl: 'https://fundist.example',
      apiKey: 'lale-key',
      apiPassword: 'api-pass',
      serverIp: '203.0.113.10',
      playOrigin: 'https://play.lale.example',
      publicUrl: 'https://lale.example',
      players: { known: async () => true, remember: async () => undefined },
      pages: { keep: async () => '/api/casino/softgamings/play/x' },
      fetch: async () => new Response('1,<div></div>'),
    });
    expect(await own(request)).toMatchObject({
      html: expect.stringMatching(
        /^<iframe src="https:\/\/play\.lale\.example\/api\/casino\/softgamings\/play\/x\?lang=en" .*sandbox="[^"]* allow-same-origin"/,
      ),
    });
  });
});

describe('the SoftGamings play page (the CSP decision)', () => {
  const PAGE = `/api/casino/softgamings/play/${'B'.repeat(43)}`;
  async function pageApp(options: { playOrigin?: string; refused?: boolean } = {}) {
    const app = Fastify();
    await app.register(fundistPageRoutes, {
      repo: {
        page: async (id: string) =>
          id === 'B'.repeat(43)
            ? { gameSessionId: 7, html: '<div id="g"></div><SCRIPT>go()</SCRIPT>' }
            : undefined,
      } as unknown as FundistRepo,
      clock: { now: () => new Date() } as never,
      refusal: async () => (options.refused ? 'session_ended' : undefined),
      siteOrigin: 'https://lale.example',
      playOrigin: options.playOrigin,
    });
    return app;
  }

  it('serves Fundist’s HTML with a fresh nonce on its scripts, opaque-sandboxed, framed only by the site', async () => {
    const app = await pageApp();
    const first = await app.inject({ method: 'GET', url: PAGE, headers: { host: 'lale.example' } });
    expect(first.statusCode).toBe(200);
    const csp = String(first.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    expect(csp).toBe(
      `default-src * data: blob:; script-src 'nonce-${nonce}' 'strict-dynamic'; style-src * 'unsafe-inline'; img-src * data: blob:; object-src 'none'; base-uri 'none'; frame-ancestors https://lale.example; sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-pointer-lock allow-orientation-lock`,
    );
    expect(first.body).toContain(`<body><div id="g"></div><script nonce="${nonce}">go()</SCRIPT></body>`);
    // The launch's language is the page's; none (or another) is the site's default.
    expect(first.body).toMatch(/^<!doctype html><html lang="tr">/);
    const english = await app.inject({ method: 'GET', url: `${PAGE}?lang=en` });
    expect(english.body).toMatch(/^<!doctype html><html lang="en">/);
    const other = await app.inject({ method: 'GET', url: `${PAGE}?lang=de%22` });
    expect(other.body).toMatch(/^<!doctype html><html lang="tr">/);
    expect(first.headers['cache-control']).toBe('no-store');
    const second = await app.inject({ method: 'GET', url: PAGE });
    expect(second.headers['content-security-policy']).not.toBe(csp);
    expect(
      (await app.inject({ method: 'GET', url: `/api/casino/softgamings/play/${'C'.repeat(43)}` })).statusCode,
    ).toBe(410);
    expect((await app.inject({ method: 'GET', url: '/api/casino/softgamings/play/short' })).statusCode).toBe(
      410,
    );
    await app.close();
  });

  it('keeps its origin only on SOFTGAMINGS_PLAY_ORIGIN’s host, and closes once the launch is refused', async () => {
    const app = await pageApp({ playOrigin: 'https://play.lale.example' });
    const own = await app.inject({ method: 'GET', url: PAGE, headers: { host: 'play.lale.example' } });
    expect(String(own.headers['content-security-policy'])).toMatch(
      /allow-orientation-lock allow-same-origin$/,
    );
    const site = await app.inject({ method: 'GET', url: PAGE, headers: { host: 'lale.example' } });
    expect(String(site.headers['content-security-policy'])).not.toContain('allow-same-origin');
    await app.close();
    const closed = await pageApp({ refused: true });
    expect((await closed.inject({ method: 'GET', url: PAGE })).statusCode).toBe(410);
    await closed.close();
  });
});
