import { generateKeyPairSync } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { casinoProviders, gameRounds } from '../../src/db/schema.ts';
import { createLaunchAdapters } from '../../src/modules/casino/launch/adapters.ts';
import { everyMatrixConfig } from '../../src/modules/game-wallet/everymatrix/config.ts';
import { ledgerInvariants } from '../../src/modules/wallet/invariants.ts';
import { loadConfig } from '../../src/config.ts';
import { ConfigError } from '../../src/platform/secrets.ts';
import { bearer, call, testClock, type TestClock } from '../support/accounts.ts';
import { createTestApp, tempDir, type TestApp } from '../support/app.ts';
import { EM_CREDENTIALS, EM_ENV, emCall, everyMatrix } from './everymatrix-support.ts';
import { hub88, hub88Bet, hub88Win, launchFor, newPlayer, seedGames, someGame } from './support.ts';

/*
 * EveryMatrix CasinoEngine OneWallet (PROTOCOLS §4a; known from one public integration, so UNVERIFIED:
 * the decisions these vectors pin are listed in modules/game-wallet/everymatrix/routes.ts's header).
 * Every request below is a literal JSON body as EveryMatrix posts it (only our SessionId and AccountId
 * differ per player); every answer is checked field by field. No hash or signature exists in this
 * protocol: the credentials travel in the body. After each test the ledger's invariants hold.
 */

const ANY_ID = expect.stringMatching(/^\d+$/);

let t: TestApp;
let clock: TestClock;
let game: { id: number; code: string };

beforeAll(async () => {
  clock = testClock('2026-11-29T10:00:00Z');
  t = await createTestApp({ clock, env: { ...EM_ENV } });
  await seedGames(t);
  game = await someGame(t, 'EveryMatrix');
});
afterAll(() => t.close());
afterEach(async () => {
  expect((await ledgerInvariants(t.database.db)).ok).toBe(true);
});

/** A player with `cashMinor` (100 TRY) and a launch of the EveryMatrix game: its SessionId and AccountId. */
async function player(cashMinor = 10_000n) {
  const { playerId, token: site } = await newPlayer(t, { cashMinor });
  const { token } = await launchFor(t, playerId, game.id);
  return { SessionId: token, AccountId: String(playerId), playerId, site };
}

async function providerRowId(name: string) {
  const [row] = await t.database.db
    .select({ id: casinoProviders.id })
    .from(casinoProviders)
    .where(eq(casinoProviders.name, name));
  return row!.id;
}

async function roundOf(providerName: string, providerRound: string) {
  const [row] = await t.database.db
    .select()
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.providerId, await providerRowId(providerName)),
        eq(gameRounds.providerRound, providerRound),
      ),
    );
  return row;
}

const balanceOf = async (p: { SessionId: string; AccountId: string }) =>
  (await emCall(t, { Request: 'GetBalance', AccountId: p.AccountId })).Balance;

describe('EveryMatrix wallet: account calls', () => {
  it('answers GetAccount for the launch’s SessionId with the account, currency and balance', async () => {
    const p = await player();
    const answer = await everyMatrix(t, {
      ApiVersion: '1.0',
      Request: 'GetAccount',
      LoginName: 'lale-em-test',
      Password: 'em-test-password-4193',
      OperatorId: '4193',
      SessionId: p.SessionId,
    });
    expect(answer).toEqual({
      ApiVersion: '1.0',
      Request: 'GetAccount',
      ReturnCode: 0,
      Message: 'Success',
      SessionId: p.SessionId,
      AccountId: p.AccountId,
      Balance: 100,
      Currency: 'TRY',
    });
  });

  it('answers GetBalance by SessionId or AccountId; an unknown session or account is 103', async () => {
    const p = await player(12_345n);
    expect(await emCall(t, { Request: 'GetBalance', SessionId: p.SessionId })).toEqual({
      ApiVersion: '1.0',
      Request: 'GetBalance',
      ReturnCode: 0,
      Message: 'Success',
      SessionId: p.SessionId,
      AccountId: p.AccountId,
      Balance: 123.45,
      Currency: 'TRY',
    });
    expect(await emCall(t, { Request: 'GetBalance', AccountId: Number(p.AccountId) })).toMatchObject({
      ReturnCode: 0,
      Balance: 123.45,
    });
    expect(await emCall(t, { Request: 'GetBalance', SessionId: 'no-such-session' })).toEqual({
      ApiVersion: '1.0',
      Request: 'GetBalance',
      ReturnCode: 103,
      Message: 'Session not found',
    });
    expect(await emCall(t, { Request: 'GetBalance', AccountId: '999999999' })).toMatchObject({
      ReturnCode: 103,
      Message: 'User not found',
    });
    expect(await emCall(t, { Request: 'GetAccount', SessionId: 'no-such-session' })).toMatchObject({
      ReturnCode: 103,
    });
  });
});

describe('EveryMatrix wallet: Wager, Result, Rollback', () => {
  it('takes a Wager and pays a Result; the round is Completed on the EveryMatrix provider row', async () => {
    const p = await player();
    const wager = await emCall(t, {
      Request: 'Wager',
      SessionId: p.SessionId,
      AccountId: p.AccountId,
      Amount: 10,
      TransactionId: 'em-w-1001',
      RoundId: 'em-r-1001',
      GPGameId: 'starburst',
      EMGameId: 4711,
      GPId: 12,
      Product: 'Casino',
      RoundStatus: 'Open',
    });
    expect(wager).toEqual({
      ApiVersion: '1.0',
      Request: 'Wager',
      ReturnCode: 0,
      Message: 'Success',
      SessionId: p.SessionId,
      Balance: 90,
      Currency: 'TRY',
      AccountTransactionId: ANY_ID,
    });
    const result = await emCall(t, {
      Request: 'Result',
      SessionId: p.SessionId,
      AccountId: p.AccountId,
      Amount: 25.5,
      TransactionId: 'em-x-1001',
      RoundId: 'em-r-1001',
      RoundStatus: 'Closed',
    });
    expect(result).toEqual({
      ApiVersion: '1.0',
      Request: 'Result',
      ReturnCode: 0,
      Message: 'Success',
      SessionId: p.SessionId,
      Balance: 115.5,
      Currency: 'TRY',
      AccountTransactionId: ANY_ID,
    });
    expect(await roundOf('EveryMatrix', 'em-r-1001')).toMatchObject({
      status: 2,
      betMinor: 1000n,
      winMinor: 2550n,
      playerId: p.playerId,
    });
    // A losing round: a Result of 0 closes it.
    await emCall(t, {
      Request: 'Wager',
      ...p,
      Amount: '5.25',
      TransactionId: 'em-w-1002',
      RoundId: 'em-r-1002',
    });
    const loss = await emCall(t, {
      Request: 'Result',
      ...p,
      Amount: 0,
      TransactionId: 'em-x-1002',
      RoundId: 'em-r-1002',
      RoundStatus: 'closed',
    });
    expect(loss).toMatchObject({ ReturnCode: 0, Balance: 110.25 });
    expect(await roundOf('EveryMatrix', 'em-r-1002')).toMatchObject({ status: 2, betMinor: 525n });
  });

  it('answers a replayed Wager and Result with the first answer and applies nothing', async () => {
    const p = await player();
    const wagerBody = {
      Request: 'Wager',
      SessionId: p.SessionId,
      AccountId: p.AccountId,
      Amount: 7,
      TransactionId: 'em-w-2001',
      RoundId: 'em-r-2001',
    };
    const first = await emCall(t, wagerBody);
    const again = await emCall(t, wagerBody);
    expect(again).toEqual(first);
    expect(first).toMatchObject({ ReturnCode: 0, Balance: 93 });
    const resultBody = {
      Request: 'Result',
      SessionId: p.SessionId,
      AccountId: p.AccountId,
      Amount: 3,
      TransactionId: 'em-x-2001',
      RoundId: 'em-r-2001',
      RoundStatus: 'Closed',
    };
    const paid = await emCall(t, resultBody);
    expect(await emCall(t, resultBody)).toEqual(paid);
    expect(paid).toMatchObject({ ReturnCode: 0, Balance: 96 });
    expect(await balanceOf(p)).toBe(96);
  });

  it('refuses a TransactionId reused with other content with 101, and moves nothing', async () => {
    const p = await player();
    const wager = { Request: 'Wager', ...p, Amount: 5, TransactionId: 'em-w-3001', RoundId: 'em-r-3001' };
    expect((await emCall(t, wager)).ReturnCode).toBe(0);
    expect(await emCall(t, { ...wager, Amount: 6 })).toEqual({
      ApiVersion: '1.0',
      Request: 'Wager',
      ReturnCode: 101,
      Message: 'TransactionId already used with other content',
    });
    expect((await emCall(t, { ...wager, RoundId: 'em-r-3002' })).ReturnCode).toBe(101);
    // A Result reusing the Wager's id is other content too.
    const reused = await emCall(t, { ...wager, Request: 'Result', Amount: 50 });
    expect(reused).toMatchObject({
      ReturnCode: 101,
      Message: 'TransactionId already used with other content',
    });
    expect(await balanceOf(p)).toBe(95);
  });

  it('rolls back a Wager (TransactionId names it); a resent Rollback is a replay; the status says RolledBack', async () => {
    const p = await player();
    await emCall(t, { Request: 'Wager', ...p, Amount: 20, TransactionId: 'em-w-4001', RoundId: 'em-r-4001' });
    expect(await balanceOf(p)).toBe(80);
    const rollback = {
      Request: 'Rollback',
      SessionId: p.SessionId,
      AccountId: p.AccountId,
      TransactionId: 'em-w-4001',
      RoundId: 'em-r-4001',
    };
    const first = await emCall(t, rollback);
    expect(first).toEqual({
      ApiVersion: '1.0',
      Request: 'Rollback',
      ReturnCode: 0,
      Message: 'Success',
      SessionId: p.SessionId,
      Balance: 100,
      Currency: 'TRY',
      AccountTransactionId: ANY_ID,
    });
    expect(await emCall(t, rollback)).toEqual(first);
    expect(await balanceOf(p)).toBe(100);
    expect(await roundOf('EveryMatrix', 'em-r-4001')).toMatchObject({ status: 3, betMinor: 0n });
    expect(
      await emCall(t, {
        Request: 'GetTransactionStatus',
        AccountId: p.AccountId,
        TransactionId: 'em-w-4001',
      }),
    ).toEqual({
      ApiVersion: '1.0',
      Request: 'GetTransactionStatus',
      ReturnCode: 0,
      Message: 'Success',
      TransactionId: 'em-w-4001',
      TransactionStatus: 'RolledBack',
      AccountTransactionId: ANY_ID,
      Balance: 100,
      Currency: 'TRY',
    });
    // The wager resent after its rollback is the replay it is: answered, nothing taken again.
    const late = await emCall(t, {
      Request: 'Wager',
      ...p,
      Amount: 20,
      TransactionId: 'em-w-4001',
      RoundId: 'em-r-4001',
    });
    expect(late).toMatchObject({ ReturnCode: 0, Balance: 100 });
  });

  it('records a Rollback of a wager it never saw, and refuses that wager when it arrives later', async () => {
    const p = await player();
    const rollback = await emCall(t, {
      Request: 'Rollback',
      AccountId: p.AccountId,
      TransactionId: 'em-w-5001',
    });
    expect(rollback).toEqual({
      ApiVersion: '1.0',
      Request: 'Rollback',
      ReturnCode: 0,
      Message: 'Success',
      Balance: 100,
      Currency: 'TRY',
      AccountTransactionId: ANY_ID,
    });
    expect(await emCall(t, { Request: 'GetTransactionStatus', TransactionId: 'em-w-5001' })).toMatchObject({
      ReturnCode: 0,
      TransactionStatus: 'Cancelled',
    });
    const late = await emCall(t, {
      Request: 'Wager',
      ...p,
      Amount: 10,
      TransactionId: 'em-w-5001',
      RoundId: 'em-r-5001',
    });
    expect(late).toEqual({
      ApiVersion: '1.0',
      Request: 'Wager',
      ReturnCode: 101,
      Message: 'Transaction already rolled back',
    });
    expect(await balanceOf(p)).toBe(100);
  });

  it('holds a Rollback of a Wager whose round already has a Result: 101, nothing moves, kept for the operator', async () => {
    const p = await player();
    await emCall(t, { Request: 'Wager', ...p, Amount: 10, TransactionId: 'em-w-5501', RoundId: 'em-r-5501' });
    await emCall(t, {
      Request: 'Result',
      ...p,
      Amount: 4,
      TransactionId: 'em-x-5501',
      RoundId: 'em-r-5501',
      RoundStatus: 'Closed',
    });
    const rollback = { Request: 'Rollback', AccountId: p.AccountId, TransactionId: 'em-w-5501' };
    const held = {
      ApiVersion: '1.0',
      Request: 'Rollback',
      ReturnCode: 101,
      Message: 'Rollback held for review: the round already has a result',
    };
    expect(await emCall(t, rollback)).toEqual(held);
    // Nothing was written: a resend finds the same situation and gets the same answer.
    expect(await emCall(t, rollback)).toEqual(held);
    expect(await balanceOf(p)).toBe(94);
    expect(
      await emCall(t, {
        Request: 'GetTransactionStatus',
        AccountId: p.AccountId,
        TransactionId: 'em-w-5501',
      }),
    ).toMatchObject({ ReturnCode: 0, TransactionStatus: 'Processed' });
  });

  it('answers 108 for a Result of an unknown round, a status of an unknown id, a Rollback of another player’s wager', async () => {
    const p = await player();
    const other = await player();
    expect(
      await emCall(t, {
        Request: 'Result',
        ...p,
        Amount: 10,
        TransactionId: 'em-x-6001',
        RoundId: 'em-r-never',
        RoundStatus: 'Closed',
      }),
    ).toEqual({ ApiVersion: '1.0', Request: 'Result', ReturnCode: 108, Message: 'Transaction not found' });
    expect(await emCall(t, { Request: 'GetTransactionStatus', TransactionId: 'em-never-seen' })).toEqual({
      ApiVersion: '1.0',
      Request: 'GetTransactionStatus',
      ReturnCode: 108,
      Message: 'Transaction not found',
    });
    await emCall(t, { Request: 'Wager', ...p, Amount: 10, TransactionId: 'em-w-6002', RoundId: 'em-r-6002' });
    // Another player's id asks after it: not found for them.
    expect(
      (
        await emCall(t, {
          Request: 'GetTransactionStatus',
          AccountId: other.AccountId,
          TransactionId: 'em-w-6002',
        })
      ).ReturnCode,
    ).toBe(108);
    expect(
      await emCall(t, { Request: 'Rollback', AccountId: other.AccountId, TransactionId: 'em-w-6002' }),
    ).toMatchObject({ ReturnCode: 108 });
    expect(await balanceOf(p)).toBe(90);
    expect(await balanceOf(other)).toBe(100);
    expect(
      await emCall(t, {
        Request: 'GetTransactionStatus',
        AccountId: p.AccountId,
        TransactionId: 'em-w-6002',
      }),
    ).toMatchObject({ ReturnCode: 0, TransactionStatus: 'Processed' });
  });

  it('refuses a Wager above the balance with 104 and the balance the player has', async () => {
    const p = await player(3_000n);
    expect(
      await emCall(t, {
        Request: 'Wager',
        ...p,
        Amount: 30.01,
        TransactionId: 'em-w-7001',
        RoundId: 'em-r-7001',
      }),
    ).toEqual({
      ApiVersion: '1.0',
      Request: 'Wager',
      ReturnCode: 104,
      Message: 'Insufficient funds',
      Balance: 30,
      Currency: 'TRY',
    });
    // Three decimals is not a TRY amount.
    expect(
      await emCall(t, {
        Request: 'Wager',
        ...p,
        Amount: 1.005,
        TransactionId: 'em-w-7002',
        RoundId: 'em-r-7002',
      }),
    ).toMatchObject({ ReturnCode: 101, Message: 'Invalid Amount' });
    expect(await balanceOf(p)).toBe(30);
  });
});

describe('EveryMatrix wallet: concurrency over the balance', () => {
  it('takes exactly as many parallel Wagers as the balance covers, and a TransactionId sent in parallel once', async () => {
    const p = await player(5_000n);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        emCall(t, { Request: 'Wager', ...p, Amount: 10, TransactionId: `em-w-8${i}`, RoundId: `em-r-8${i}` }),
      ),
    );
    const codes = answers.map((a) => a.ReturnCode).sort();
    expect(codes).toEqual([0, 0, 0, 0, 0, 104, 104, 104, 104, 104]);
    expect(await balanceOf(p)).toBe(0);

    const q = await player(5_000n);
    const same = { Request: 'Wager', ...q, Amount: 10, TransactionId: 'em-w-8100', RoundId: 'em-r-8100' };
    const replays = await Promise.all(Array.from({ length: 6 }, () => emCall(t, same)));
    expect(replays.every((a) => a.ReturnCode === 0 && a.Balance === 40)).toBe(true);
    expect(new Set(replays.map((a) => a.AccountTransactionId)).size).toBe(1);
    expect(await balanceOf(q)).toBe(40);
  });
});

describe('EveryMatrix wallet: the wager gate and the session', () => {
  it('refuses a Wager on an expired session with 103; a Result and a Rollback on it still settle', async () => {
    const p = await player();
    await emCall(t, { Request: 'Wager', ...p, Amount: 10, TransactionId: 'em-w-9001', RoundId: 'em-r-9001' });
    await emCall(t, { Request: 'Wager', ...p, Amount: 5, TransactionId: 'em-w-9002', RoundId: 'em-r-9002' });
    clock.advance(25 * 3_600_000);
    try {
      expect(
        await emCall(t, {
          Request: 'Wager',
          ...p,
          Amount: 1,
          TransactionId: 'em-w-9003',
          RoundId: 'em-r-9003',
        }),
      ).toEqual({ ApiVersion: '1.0', Request: 'Wager', ReturnCode: 103, Message: 'Session expired' });
      const result = await emCall(t, {
        Request: 'Result',
        ...p,
        Amount: 12,
        TransactionId: 'em-x-9001',
        RoundId: 'em-r-9001',
        RoundStatus: 'Closed',
      });
      expect(result).toMatchObject({ ReturnCode: 0, Balance: 97 });
      const rollback = await emCall(t, { Request: 'Rollback', ...p, TransactionId: 'em-w-9002' });
      expect(rollback).toMatchObject({ ReturnCode: 0, Balance: 102 });
    } finally {
      clock.advance(-25 * 3_600_000);
    }
  });

  it('refuses a Wager after the player logged out with 103, and one over the player’s loss limit with 112', async () => {
    const p = await player();
    expect(
      (await call(t.app, { method: 'GET', url: '/api/auth/logout', headers: bearer(p.site) })).status,
    ).toBe(200);
    expect(
      await emCall(t, {
        Request: 'Wager',
        ...p,
        Amount: 1,
        TransactionId: 'em-w-9101',
        RoundId: 'em-r-9101',
      }),
    ).toEqual({ ApiVersion: '1.0', Request: 'Wager', ReturnCode: 103, Message: 'Session ended' });

    const q = await player();
    const set = await call(t.app, {
      method: 'POST',
      url: '/api/saferplay/setlimit',
      headers: { ...bearer(q.site), 'x-locale': 'en' },
      payload: { kind: 'loss', period: 'daily', amount: 0.5 },
    });
    expect(set.status).toBe(200);
    expect(
      await emCall(t, {
        Request: 'Wager',
        ...q,
        Amount: 1,
        TransactionId: 'em-w-9102',
        RoundId: 'em-r-9102',
      }),
    ).toEqual({ ApiVersion: '1.0', Request: 'Wager', ReturnCode: 112, Message: 'Loss limit reached' });
    expect(await balanceOf(p)).toBe(100);
    expect(await balanceOf(q)).toBe(100);
  });

  it('refuses a Wager whose AccountId is not the session’s player with 103', async () => {
    const p = await player();
    const other = await player();
    expect(
      await emCall(t, {
        Request: 'Wager',
        SessionId: p.SessionId,
        AccountId: other.AccountId,
        Amount: 1,
        TransactionId: 'em-w-9201',
        RoundId: 'em-r-9201',
      }),
    ).toMatchObject({ ReturnCode: 103, Message: 'Session not found' });
    expect(await balanceOf(p)).toBe(100);
    expect(await balanceOf(other)).toBe(100);
  });
});

describe('EveryMatrix wallet: credentials and callers', () => {
  it('refuses wrong credentials with 101 and echoes nothing of the call', async () => {
    const p = await player();
    const wager = {
      ApiVersion: '1.0',
      Request: 'Wager',
      SessionId: p.SessionId,
      AccountId: p.AccountId,
      Amount: 10,
      TransactionId: 'em-w-10001',
      RoundId: 'em-r-10001',
    };
    const refused = { ApiVersion: '1.0', Request: null, ReturnCode: 101, Message: 'Authentication failed' };
    expect(await everyMatrix(t, { ...wager, ...EM_CREDENTIALS, Password: 'em-test-password-4194' })).toEqual(
      refused,
    );
    expect(await everyMatrix(t, { ...wager, ...EM_CREDENTIALS, LoginName: 'someone-else' })).toEqual(refused);
    expect(await everyMatrix(t, { ...wager, ...EM_CREDENTIALS, OperatorId: 4194 })).toEqual(refused);
    // No credentials at all, and a body that is not JSON.
    expect(await everyMatrix(t, wager)).toMatchObject({ ReturnCode: 101, Message: 'Invalid request' });
    expect(await everyMatrix(t, '{"Request": "Wager",')).toEqual({
      ApiVersion: '1.0',
      Request: null,
      ReturnCode: 101,
      Message: 'Malformed JSON',
    });
    expect(await everyMatrix(t, { ...EM_CREDENTIALS, Request: 'Deposit' })).toMatchObject({
      ReturnCode: 101,
    });
    expect(await balanceOf(p)).toBe(100);
    // The OperatorId may come as a number.
    expect((await everyMatrix(t, { ...wager, ...EM_CREDENTIALS, OperatorId: 4193 })).ReturnCode).toBe(0);
  });

  it('refuses callers outside EVERYMATRIX_CALLBACK_ALLOW, even with the right credentials', async () => {
    const allowed = await createTestApp({
      database: t.database,
      env: { ...EM_ENV, EVERYMATRIX_CALLBACK_ALLOW: '203.0.113.0/24' },
    });
    try {
      const { playerId } = await newPlayer(allowed, { cashMinor: 10_000n });
      const body = {
        ApiVersion: '1.0',
        Request: 'GetBalance',
        ...EM_CREDENTIALS,
        AccountId: String(playerId),
      };
      expect(await everyMatrix(allowed, body, { remoteAddress: '198.51.100.7' })).toEqual({
        ApiVersion: '1.0',
        Request: null,
        ReturnCode: 101,
        Message: 'Authentication failed',
      });
      expect(await everyMatrix(allowed, body, { remoteAddress: '203.0.113.9' })).toMatchObject({
        ReturnCode: 0,
        Balance: 100,
      });
    } finally {
      await allowed.close();
    }
  });

  it('refuses to start in production with the credentials and no EVERYMATRIX_CALLBACK_ALLOW', () => {
    const dir = tempDir('lale-em-allow-');
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: dir.path,
      TOKEN_PEPPER: 'p'.repeat(40),
      SESSION_SECRET: 's'.repeat(40),
      AUDIT_SIGNING_KEY: 'a'.repeat(40),
      KYC_DOCUMENT_KEY: 'a'.repeat(40),
      ...EM_ENV,
    };
    try {
      expect(() => loadConfig(production)).toThrow(/EVERYMATRIX_CALLBACK_ALLOW is required in production/);
      expect(() => loadConfig({ ...production, EVERYMATRIX_CALLBACK_ALLOW: 'em.example' })).toThrow(
        /EVERYMATRIX_CALLBACK_ALLOW/,
      );
      const config = loadConfig({ ...production, EVERYMATRIX_CALLBACK_ALLOW: '203.0.113.0/24, ::1' });
      expect(config.gameWallet.everymatrix).toMatchObject({ callbackAllow: ['203.0.113.0/24', '::1'] });
      expect(config.gameWallet.launch.everymatrix).toEqual({
        launchUrl: 'https://casino.em.example',
        domainId: 2041,
      });
    } finally {
      dir.remove();
    }
  });

  it('is configured all or nothing, and production demands the allow-list with the credentials', () => {
    const env: Parameters<typeof everyMatrixConfig>[0] = {
      EVERYMATRIX_LOGIN_NAME: 'x',
      EVERYMATRIX_PASSWORD: 'a-password-long-enough',
      EVERYMATRIX_OPERATOR_ID: '1',
      EVERYMATRIX_DOMAIN_ID: undefined,
      EVERYMATRIX_LAUNCH_URL: undefined,
      EVERYMATRIX_CALLBACK_ALLOW: undefined,
    };
    expect(everyMatrixConfig(env, false).wallet).toMatchObject({ loginName: 'x', callbackAllow: undefined });
    expect(() => everyMatrixConfig(env, true)).toThrow(ConfigError);
    expect(
      everyMatrixConfig({ ...env, EVERYMATRIX_CALLBACK_ALLOW: ['203.0.113.1'] }, true).wallet,
    ).toBeDefined();
    expect(() => everyMatrixConfig({ ...env, EVERYMATRIX_OPERATOR_ID: undefined }, false)).toThrow(
      ConfigError,
    );
    expect(() => everyMatrixConfig({ ...env, EVERYMATRIX_LAUNCH_URL: 'https://em.example' }, false)).toThrow(
      ConfigError,
    );
    const none = Object.fromEntries(Object.keys(env).map((k) => [k, undefined])) as unknown as typeof env;
    expect(everyMatrixConfig(none, true)).toEqual({ wallet: undefined, launch: undefined });
  });
});

describe('EveryMatrix launch and the route choice (issue #29)', () => {
  it('launches at Loader/Start/{domainId}/{slug} with language, funMode and our session as _sid', async () => {
    const { playerId, token: site } = await newPlayer(t, { cashMinor: 10_000n });
    const answer = await call<string>(t.app, {
      method: 'POST',
      url: '/api/casino/emlaunchurl',
      headers: { ...bearer(site), 'x-locale': 'en' },
      payload: { code: game.code, productId: 1 },
    });
    expect(answer.status).toBe(200);
    const url = new URL(answer.body.data);
    expect(`${url.origin}${url.pathname}`).toBe(
      `https://casino.em.example/Loader/Start/2041/${encodeURIComponent(game.code)}`,
    );
    expect(url.searchParams.get('language')).toBe('en');
    expect(url.searchParams.get('funMode')).toBe('false');
    const sid = url.searchParams.get('_sid')!;
    expect(await emCall(t, { Request: 'GetAccount', SessionId: sid })).toMatchObject({
      ReturnCode: 0,
      AccountId: String(playerId),
    });
  });

  it('launches EveryMatrix through Hub88 when HUB88_PROVIDERS lists it, directly otherwise', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const asked: string[] = [];
    const fetch = (async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify({ url: 'https://hub88.example/game' }), { status: 200 });
    }) as unknown as typeof globalThis.fetch;
    const everymatrix = { launchUrl: 'https://casino.em.example', domainId: 2041 };
    const hub88Launch = { apiUrl: 'https://hub88.example', operatorId: 1, operatorPrivateKeyPem: pem };
    const request = {
      token: 'tok',
      playerId: 1,
      game: { id: 1, code: 'em-1', name: 'x', productId: null, system: null },
      language: 'tr' as const,
      mobile: false,
      lobbyUrl: undefined,
      currency: 'TRY',
      country: 'TR',
      ip: '127.0.0.1',
    };
    const direct = createLaunchAdapters({
      isProduction: true,
      publicUrl: 'https://lale.example',
      launch: { everymatrix, hub88: { ...hub88Launch, providers: [] } },
      fetch,
    });
    expect(await direct.EveryMatrix!(request)).toEqual({
      kind: 'url',
      url: 'https://casino.em.example/Loader/Start/2041/em-1?language=tr&funMode=false&_sid=tok',
    });
    const viaHub88 = createLaunchAdapters({
      isProduction: true,
      publicUrl: 'https://lale.example',
      launch: { everymatrix, hub88: { ...hub88Launch, providers: ['EveryMatrix'] } },
      fetch,
    });
    expect(await viaHub88.EveryMatrix!(request)).toEqual({ kind: 'url', url: 'https://hub88.example/game' });
    expect(asked).toEqual(['https://hub88.example/operator/generic/v2/game/url']);
    // Production without either: not launched at all (its games hidden).
    expect(createLaunchAdapters({ isProduction: true, publicUrl: 'https://lale.example' }).EveryMatrix).toBe(
      undefined,
    );
  });

  it('finishes a round on the route it opened on after the launch choice moved, either way', async () => {
    const p = await player();
    const TRY_1 = 100_000; // Hub88 units
    // Opened through Hub88 (the choice then), on the same round id EveryMatrix will use for its own.
    const hubBet = hub88Bet({
      user: p.playerId,
      token: p.SessionId,
      game: game.code,
      round: 'switch-1',
      amount: 10 * TRY_1,
    });
    expect((await hub88(t, '/transaction/bet', hubBet)).status).toBe('RS_OK');
    // The choice moves to direct: a new launch plays on EveryMatrix's route, same round id, its own round.
    const direct = await launchFor(t, p.playerId, game.id);
    const emSide = { SessionId: direct.token, AccountId: p.AccountId };
    expect(
      await emCall(t, {
        Request: 'Wager',
        ...emSide,
        Amount: 4,
        TransactionId: 'switch-w-1',
        RoundId: 'switch-1',
      }),
    ).toMatchObject({ ReturnCode: 0, Balance: 86 });
    // Hub88 finishes its round on its route...
    const hubWin = hub88Win({
      user: p.playerId,
      token: p.SessionId,
      game: game.code,
      round: 'switch-1',
      amount: 30 * TRY_1,
      reference: hubBet.transaction_uuid,
    });
    expect(await hub88(t, '/transaction/win', hubWin)).toMatchObject({
      status: 'RS_OK',
      balance: 116 * TRY_1,
    });
    // ...and EveryMatrix cannot reverse Hub88's bet: on EveryMatrix's row that id is unknown, so its
    // Rollback only reserves it there, and nothing moves.
    expect(
      await emCall(t, {
        Request: 'Rollback',
        AccountId: p.AccountId,
        TransactionId: hubBet.transaction_uuid,
      }),
    ).toMatchObject({ ReturnCode: 0, Balance: 116 });
    expect(await roundOf('Hub88', 'switch-1')).toMatchObject({ status: 2, betMinor: 1000n, winMinor: 3000n });
    expect(await roundOf('EveryMatrix', 'switch-1')).toMatchObject({
      status: 1,
      betMinor: 400n,
      winMinor: 0n,
    });
    // The choice moves back to Hub88: the direct round still finishes on EveryMatrix's route.
    expect(
      await emCall(t, {
        Request: 'Result',
        ...emSide,
        Amount: 8,
        TransactionId: 'switch-x-1',
        RoundId: 'switch-1',
        RoundStatus: 'Closed',
      }),
    ).toMatchObject({ ReturnCode: 0, Balance: 124 });
    expect(await roundOf('EveryMatrix', 'switch-1')).toMatchObject({
      status: 2,
      betMinor: 400n,
      winMinor: 800n,
    });
    // Hub88's win for a round only EveryMatrix opened is refused: rounds are kept apart by provider row.
    const stray = hub88Win({
      user: p.playerId,
      token: p.SessionId,
      game: game.code,
      round: 'switch-only-em',
      amount: 5 * TRY_1,
      reference: 'switch-w-1',
    });
    expect((await hub88(t, '/transaction/win', stray)).status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect(await balanceOf(p)).toBe(124);
  });
});
