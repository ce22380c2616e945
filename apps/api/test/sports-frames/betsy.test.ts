import { createHmac, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerBonuses, players, sportsFrameTokens } from '../../src/db/schema.ts';
import { createWalletService } from '../../src/modules/wallet/index.ts';
import { ledgerInvariants } from '../../src/modules/wallet/invariants.ts';
import { bearer, call } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { cashOf, frameCall, framedPlayer, systemBalance } from './support.ts';

/*
 * Betsy's operator API (fcg; sports-frames/betsy) on literal vectors: the detached JWS of each fixed
 * body below was computed once outside the adapter, with node:crypto directly —
 *   node -e 'const h=Buffer.from(JSON.stringify({alg:"HS256",typ:"JWT"})).toString("base64url");
 *     console.log(h+".."+require("crypto").createHmac("sha256","betsy-test-partner-secret-0001")
 *       .update(h+"."+Buffer.from(BODY).toString("base64url")).digest("base64url"))'
 * Bodies holding a player's token (issued at registration, random) are signed here with createHmac too,
 * never with the adapter's jose signer; our answers' JWS is checked the same independent way.
 */

const SECRET = 'betsy-test-partner-secret-0001';
const JWS_PROTECTED = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9';

const VECTORS = {
  profileUnknownToken: {
    body: '{"token":"5caa4cabce523c2f7610c50ce9819bfb","requestId":"d9195aef-9492-43dd-88d0-dc1732a37f4e"}',
    jws: `${JWS_PROTECTED}..qaXokbDTWRcOaNAKmHckwGafMb7JwThcTswN6qHAHro`,
  },
  rollbackUnknown: {
    body: '{"requestId":"rq-rollback-unknown-0001","transactionId":"tx-never-placed-0001","currency":"TRY","amount":12.12,"type":3,"errorCode":8}',
    jws: `${JWS_PROTECTED}..dV82PXqrTh1qZRPTNcnxyrDEYu8dQQAmnn5qmFB20AU`,
  },
  settle42: {
    body: '{"requestId":"rq-settle-0001","transactionId":"tx-literal-0001","currency":"TRY","amount":42,"type":2}',
    jws: `${JWS_PROTECTED}..WB3l8gNeml56ZHTdRPST2DhwMv8OeGO-J3UqSyEQ9lE`,
  },
  resettleLost: {
    body: '{"requestId":"rq-resettle-0001","transactionId":"tx-literal-0001","currency":"TRY","amount":0,"type":2}',
    jws: `${JWS_PROTECTED}..Lif0Ofm5H1oPB4Ajs2sjqh50kinBlvoBagTdfK3O1EM`,
  },
  unsettle: {
    body: '{"requestId":"rq-unsettle-0001","transactionId":"tx-literal-0001","currency":"TRY","amount":0,"type":1}',
    jws: `${JWS_PROTECTED}..-aHaLduiYMgXOeTiBC9GjnNKTFqunc5Z6aXBQajd6Lk`,
  },
  settleAgain42: {
    body: '{"requestId":"rq-settle-0002","transactionId":"tx-literal-0001","currency":"TRY","amount":42,"type":2}',
    jws: `${JWS_PROTECTED}..ara74UQ6P86ET2l5hOcq8iSlEBMuIyFcWppLVC9kJg0`,
  },
} as const;

/** The detached JWS of `text`, by hand (HMAC-SHA256 over `protected.payload`). */
const jwsOf = (text: string, secret = SECRET) =>
  `${JWS_PROTECTED}..${createHmac('sha256', secret)
    .update(`${JWS_PROTECTED}.${Buffer.from(text).toString('base64url')}`)
    .digest('base64url')}`;

type Answer = {
  status: number;
  code?: number;
  message?: string;
  userId?: string;
  currency?: string;
  currencies?: string[];
  amount?: number;
  transactionId?: string;
  isTest?: boolean;
};

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      BETSY_URL: 'https://sport.betsy.example/frame',
      BETSY_CID: 'lale-cid',
      BETSY_PARTNER_SECRET: SECRET,
      BETSY_CALLBACK_ALLOW: '127.0.0.1,203.0.113.7',
      // Our old protocol's fcg wallet, retiring: it settles only what was opened on it.
      FCG_PARTNER_ID: 'lale-42',
      FCG_WALLET_SECRET: 'w'.repeat(40),
    },
  });
});
afterAll(() => t.close());

async function betsy(
  method: 'POST' | 'PUT',
  path: '/user/profile' | '/user/balance' | '/payment/bet',
  text: string,
  { jws, remoteAddress }: { jws?: string | null; remoteAddress?: string } = {},
): Promise<Answer> {
  const response = await t.app.inject({
    method,
    url: `/api/providers/betsy${path}`,
    headers: {
      'content-type': 'application/json',
      ...(jws !== null && { 'x-sign-jws': jws ?? jwsOf(text) }),
    },
    payload: text,
    ...(remoteAddress && { remoteAddress }),
  });
  // Every answer is signed the same way, over its exact bytes.
  expect(response.headers['x-sign-jws']).toBe(jwsOf(response.body));
  return { status: response.statusCode, ...(JSON.parse(response.body) as Omit<Answer, 'status'>) };
}

const place = (p: { token: string; userId: number; tx: string; amount: number; requestId?: string }) =>
  JSON.stringify({
    token: p.token,
    transactionId: p.tx,
    currency: 'TRY',
    amount: p.amount,
    userId: String(p.userId),
    type: 1,
    requestId: p.requestId ?? randomUUID(),
    coefficient: 2.1,
    gameType: 'sportsbook',
  });

const put = (p: { tx: string; type: 1 | 2 | 3; amount: number; requestId?: string }) =>
  JSON.stringify({
    requestId: p.requestId ?? randomUUID(),
    transactionId: p.tx,
    currency: 'TRY',
    amount: p.amount,
    type: p.type,
  });

async function invariantsHold() {
  expect((await ledgerInvariants(t.database.db)).ok).toBe(true);
}

describe("Betsy's signature and callers", () => {
  it('checks the literal vector: a valid JWS over an unknown token reaches the token check (3)', async () => {
    const { body, jws } = VECTORS.profileUnknownToken;
    expect(jwsOf(body)).toBe(jws);
    expect(await betsy('POST', '/user/profile', body, { jws })).toMatchObject({
      status: 400,
      code: 3,
      message: 'Invalid token',
    });
  });

  it('refuses a JWS of another body, of another secret, with alg none, or none at all, with 1', async () => {
    const { body, jws } = VECTORS.profileUnknownToken;
    const other = body.replace('d9195aef', 'd9195aee');
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}..`;
    for (const attempt of [
      await betsy('POST', '/user/profile', other, { jws }),
      await betsy('POST', '/user/profile', body, { jws: jwsOf(body, 'another-partner-secret') }),
      await betsy('POST', '/user/profile', body, { jws: unsigned }),
      await betsy('POST', '/user/profile', body, { jws: jws.replace('..', `.${'x'}.`) }),
      await betsy('POST', '/user/profile', body, { jws: null }),
    ])
      expect(attempt).toMatchObject({ status: 400, code: 1 });
  });

  it('refuses a caller outside BETSY_CALLBACK_ALLOW with 1 even when signed, and takes one inside', async () => {
    const { auth } = await framedPlayer(t, 100n);
    const body = JSON.stringify({ token: auth.betsyToken, requestId: randomUUID() });
    expect(await betsy('POST', '/user/profile', body, { remoteAddress: '203.0.113.8' })).toMatchObject({
      status: 400,
      code: 1,
    });
    expect(await betsy('POST', '/user/profile', body, { remoteAddress: '203.0.113.7' })).toMatchObject({
      status: 200,
    });
  });

  it('refuses a malformed body with 5, after the signature', async () => {
    expect(await betsy('POST', '/user/profile', '{"token":', {})).toMatchObject({ status: 400, code: 5 });
    expect(await betsy('POST', '/user/profile', '{"token":"short"}')).toMatchObject({ status: 400, code: 5 });
  });
});

describe("Betsy's calls", () => {
  it("answers the profile and the balance of the token's player, in lira", async () => {
    const { auth, playerId } = await framedPlayer(t, 12_345n);
    const token = auth.betsyToken!;
    expect(auth).toMatchObject({ betsyCid: 'lale-cid', betsyUrl: 'https://sport.betsy.example/frame' });
    expect(await betsy('POST', '/user/profile', JSON.stringify({ token, requestId: randomUUID() }))).toEqual({
      status: 200,
      userId: String(playerId),
      currency: 'TRY',
      currencies: ['TRY'],
      isTest: false,
    });
    const balance = JSON.stringify({
      userId: String(playerId),
      currency: 'TRY',
      token,
      requestId: randomUUID(),
    });
    expect(await betsy('POST', '/user/balance', balance)).toEqual({
      status: 200,
      userId: String(playerId),
      currency: 'TRY',
      amount: 123.45,
    });
    // Another player's id with this token is not this token's player.
    const foreign = balance.replace(`"userId":"${playerId}"`, `"userId":"${playerId + 1}"`);
    expect(await betsy('POST', '/user/balance', foreign)).toMatchObject({ status: 400, code: 3 });
  });

  it('places a bet once per requestId; the transactionId again, or the requestId with other content, is 8', async () => {
    const { auth, playerId } = await framedPlayer(t, 10_000n);
    const token = auth.betsyToken!;
    const tx = randomUUID();
    const stakesBefore = await systemBalance(t, 'sports_stakes');
    const first = place({ token, userId: playerId, tx, amount: 25 });
    expect(await betsy('POST', '/payment/bet', first)).toEqual({
      status: 200,
      userId: String(playerId),
      currency: 'TRY',
      amount: 75,
      transactionId: tx,
    });
    expect(await systemBalance(t, 'sports_stakes')).toBe(stakesBefore + 2_500n);
    // A replay (same requestId, same content): the first answer, nothing applied.
    expect(await betsy('POST', '/payment/bet', first)).toMatchObject({ status: 200, amount: 75 });
    const requestId = (JSON.parse(first) as { requestId: string }).requestId;
    const otherContent = place({ token, userId: playerId, tx, amount: 30, requestId });
    expect(await betsy('POST', '/payment/bet', otherContent)).toMatchObject({ status: 400, code: 8 });
    const sameBetAgain = place({ token, userId: playerId, tx, amount: 25 });
    expect(await betsy('POST', '/payment/bet', sameBetAgain)).toMatchObject({ status: 400, code: 8 });
    expect(await cashOf(t, playerId)).toBe(7_500n);
    await invariantsHold();
  });

  it('refuses not enough money with 7, and amounts beyond kuruş, a wrong currency or 0 with 5', async () => {
    const { auth, playerId } = await framedPlayer(t, 1_000n);
    const token = auth.betsyToken!;
    const short = place({ token, userId: playerId, tx: randomUUID(), amount: 10.01 });
    expect(await betsy('POST', '/payment/bet', short)).toMatchObject({ status: 400, code: 7 });
    const fine = place({ token, userId: playerId, tx: randomUUID(), amount: 0.125 });
    expect(await betsy('POST', '/payment/bet', fine)).toMatchObject({ status: 400, code: 5 });
    const zero = place({ token, userId: playerId, tx: randomUUID(), amount: 0 });
    expect(await betsy('POST', '/payment/bet', zero)).toMatchObject({ status: 400, code: 5 });
    const euro = place({ token, userId: playerId, tx: randomUUID(), amount: 1 }).replace('"TRY"', '"EUR"');
    expect(await betsy('POST', '/payment/bet', euro)).toMatchObject({ status: 400, code: 5 });
    expect(await cashOf(t, playerId)).toBe(1_000n);
    await invariantsHold();
  });

  it('settles, replays, resettles to lost, unsettles and settles again on the literal vectors', async () => {
    const { auth, playerId } = await framedPlayer(t, 10_000n);
    const placed = place({ token: auth.betsyToken!, userId: playerId, tx: 'tx-literal-0001', amount: 20 });
    expect(await betsy('PUT', '/payment/bet', placed.replace('"type":1', '"type":2'))).toMatchObject({
      code: 5, // a settle of a bet never placed
    });
    expect(await betsy('POST', '/payment/bet', placed)).toMatchObject({ status: 200, amount: 80 });
    const stakes0 = await systemBalance(t, 'sports_stakes');
    const house0 = await systemBalance(t, 'house_sports');

    const won = await betsy('PUT', '/payment/bet', VECTORS.settle42.body, { jws: VECTORS.settle42.jws });
    expect(won).toEqual({
      status: 200,
      userId: String(playerId),
      currency: 'TRY',
      amount: 122,
      transactionId: 'tx-literal-0001',
    });
    expect(await systemBalance(t, 'sports_stakes')).toBe(stakes0 - 2_000n);
    expect(await systemBalance(t, 'house_sports')).toBe(house0 + 2_000n - 4_200n);
    // Betsy retries the same request: the first answer, nothing applied.
    expect(
      await betsy('PUT', '/payment/bet', VECTORS.settle42.body, { jws: VECTORS.settle42.jws }),
    ).toMatchObject({ status: 200, amount: 122 });
    await invariantsHold();

    // The result was wrong: the bet lost. The win is taken back, the stake stays with the house.
    const lost = await betsy('PUT', '/payment/bet', VECTORS.resettleLost.body, {
      jws: VECTORS.resettleLost.jws,
    });
    expect(lost).toMatchObject({ status: 200, amount: 80 });
    expect(await systemBalance(t, 'house_sports')).toBe(house0 + 2_000n);
    await invariantsHold();

    // Unsettled: the bet is open again, its stake back in sports_stakes.
    const open = await betsy('PUT', '/payment/bet', VECTORS.unsettle.body, { jws: VECTORS.unsettle.jws });
    expect(open).toMatchObject({ status: 200, amount: 80 });
    expect(await systemBalance(t, 'sports_stakes')).toBe(stakes0);
    expect(await systemBalance(t, 'house_sports')).toBe(house0);
    await invariantsHold();

    // Settled again as won.
    const again = await betsy('PUT', '/payment/bet', VECTORS.settleAgain42.body, {
      jws: VECTORS.settleAgain42.jws,
    });
    expect(again).toMatchObject({ status: 200, amount: 122 });
    expect(await cashOf(t, playerId)).toBe(12_200n);
    expect(await systemBalance(t, 'house_sports')).toBe(house0 + 2_000n - 4_200n);
    // An old request replayed now answers its first result and moves nothing.
    expect(
      await betsy('PUT', '/payment/bet', VECTORS.resettleLost.body, { jws: VECTORS.resettleLost.jws }),
    ).toMatchObject({ status: 200, amount: 122 });
    expect(await cashOf(t, playerId)).toBe(12_200n);
    await invariantsHold();
  });

  it('resettles a win up and down on the delta; a settle restating the same payout moves nothing', async () => {
    const { auth, playerId } = await framedPlayer(t, 5_000n);
    const tx = randomUUID();
    await betsy('POST', '/payment/bet', place({ token: auth.betsyToken!, userId: playerId, tx, amount: 10 }));
    expect(await betsy('PUT', '/payment/bet', put({ tx, type: 2, amount: 21 }))).toMatchObject({
      amount: 61,
    });
    expect(await betsy('PUT', '/payment/bet', put({ tx, type: 2, amount: 21 }))).toMatchObject({
      amount: 61,
    });
    // The event was cancelled: the bet is returned (its stake).
    expect(await betsy('PUT', '/payment/bet', put({ tx, type: 2, amount: 10 }))).toMatchObject({
      amount: 50,
    });
    expect(await betsy('PUT', '/payment/bet', put({ tx, type: 2, amount: 30.5 }))).toMatchObject({
      amount: 70.5,
    });
    expect(await cashOf(t, playerId)).toBe(7_050n);
    await invariantsHold();
  });

  it('refuses with 21, moving nothing, to take back a win the player has already spent', async () => {
    const { auth, playerId } = await framedPlayer(t, 1_000n);
    const tx = randomUUID();
    await betsy('POST', '/payment/bet', place({ token: auth.betsyToken!, userId: playerId, tx, amount: 10 }));
    expect(await betsy('PUT', '/payment/bet', put({ tx, type: 2, amount: 100 }))).toMatchObject({
      amount: 100,
    });
    // The player spends 95 of it elsewhere (a casino stake, a withdrawal: cash leaves).
    await createWalletService(t.database.db).transfer({
      idempotencyKey: `spent:${tx}`,
      from: { type: 'player', playerId, kind: 'cash', currencyId: 1 },
      to: { type: 'system', kind: 'payments_clearing', currencyId: 1 },
      amountMinor: 9_500n,
      kind: 'seed',
    });
    const house = await systemBalance(t, 'house_sports');
    expect(await betsy('PUT', '/payment/bet', put({ tx, type: 2, amount: 0 }))).toMatchObject({
      status: 400,
      code: 21,
    });
    expect(await betsy('PUT', '/payment/bet', put({ tx, type: 1, amount: 0 }))).toMatchObject({
      status: 400,
      code: 21,
    });
    expect(await cashOf(t, playerId)).toBe(500n);
    expect(await systemBalance(t, 'house_sports')).toBe(house);
    // A smaller correction the balance covers still goes through.
    expect(await betsy('PUT', '/payment/bet', put({ tx, type: 2, amount: 96 }))).toMatchObject({ amount: 1 });
    await invariantsHold();
  });

  it('rolls an open bet back once; a rollback before the bet (literal) makes its place 8; a settled bet is not rolled back', async () => {
    const { auth, playerId } = await framedPlayer(t, 5_000n);
    const token = auth.betsyToken!;
    const early = await betsy('PUT', '/payment/bet', VECTORS.rollbackUnknown.body, {
      jws: VECTORS.rollbackUnknown.jws,
    });
    expect(early).toEqual({ status: 200, currency: 'TRY', transactionId: 'tx-never-placed-0001' });
    const late = place({ token, userId: playerId, tx: 'tx-never-placed-0001', amount: 12.12 });
    expect(await betsy('POST', '/payment/bet', late)).toMatchObject({ status: 400, code: 8 });

    const tx = randomUUID();
    await betsy('POST', '/payment/bet', place({ token, userId: playerId, tx, amount: 20 }));
    const rollback = put({ tx, type: 3, amount: 20 });
    expect(await betsy('PUT', '/payment/bet', rollback)).toMatchObject({ status: 200, amount: 50 });
    expect(await betsy('PUT', '/payment/bet', rollback)).toMatchObject({ status: 200, amount: 50 });
    expect(await betsy('PUT', '/payment/bet', put({ tx, type: 3, amount: 20 }))).toMatchObject({
      status: 200,
      amount: 50,
    });
    expect(await betsy('PUT', '/payment/bet', put({ tx, type: 2, amount: 40 }))).toMatchObject({ code: 8 });

    const settled = randomUUID();
    await betsy('POST', '/payment/bet', place({ token, userId: playerId, tx: settled, amount: 10 }));
    await betsy('PUT', '/payment/bet', put({ tx: settled, type: 2, amount: 0 }));
    expect(await betsy('PUT', '/payment/bet', put({ tx: settled, type: 3, amount: 10 }))).toMatchObject({
      status: 400,
      code: 8,
    });
    expect(await cashOf(t, playerId)).toBe(4_000n);
    await invariantsHold();
  });

  it('takes parallel bets over one balance without overdrawing it', async () => {
    const { auth, playerId } = await framedPlayer(t, 10_000n);
    const token = auth.betsyToken!;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        betsy('POST', '/payment/bet', place({ token, userId: playerId, tx: randomUUID(), amount: 30 })),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.code === 7)).toHaveLength(5);
    expect(await cashOf(t, playerId)).toBe(1_000n);
    await invariantsHold();
  });

  it("answers the wager gate's refusals in Betsy's codes: ended session 4, blocked account 9, unknown token 3", async () => {
    const { auth, playerId } = await framedPlayer(t, 5_000n);
    const token = auth.betsyToken!;
    await t.database.db.update(players).set({ status: 'blocked' }).where(eq(players.id, playerId));
    expect(
      await betsy('POST', '/payment/bet', place({ token, userId: playerId, tx: randomUUID(), amount: 5 })),
    ).toMatchObject({ status: 400, code: 9 });
    await t.database.db.update(players).set({ status: 'active' }).where(eq(players.id, playerId));

    const out = await call(t.app, { method: 'GET', url: '/api/auth/logout', headers: bearer(auth.token) });
    expect(out.status).toBeLessThan(300);
    expect(
      await betsy('POST', '/payment/bet', place({ token, userId: playerId, tx: randomUUID(), amount: 5 })),
    ).toMatchObject({ status: 400, code: 4 });
    expect(
      await betsy('POST', '/user/profile', JSON.stringify({ token, requestId: randomUUID() })),
    ).toMatchObject({ status: 400, code: 4 });
    const stranger = place({ token: 'z'.repeat(43), userId: playerId, tx: randomUUID(), amount: 5 });
    expect(await betsy('POST', '/payment/bet', stranger)).toMatchObject({ status: 400, code: 3 });
    expect(await cashOf(t, playerId)).toBe(5_000n);
    await invariantsHold();
  });
});

describe("Betsy's bets and the running bonus", () => {
  it('count their stake once, at the first settlement: a resettle or an unsettle and settle again count nothing more', async () => {
    const { auth, playerId } = await framedPlayer(t, 10_000n);
    const claimed = await call(t.app, {
      method: 'GET',
      url: '/api/bonus/definetrialbonus',
      headers: bearer(auth.token),
    });
    expect(claimed.status).toBe(200);
    const done = async () =>
      (await t.database.db.select().from(playerBonuses).where(eq(playerBonuses.playerId, playerId)))[0]!
        .wageringDoneMinor;
    const tx = randomUUID();
    await betsy('POST', '/payment/bet', place({ token: auth.betsyToken!, userId: playerId, tx, amount: 10 }));
    expect(await done()).toBe(0n);
    await betsy('PUT', '/payment/bet', put({ tx, type: 2, amount: 0 }));
    expect(await done()).toBe(1_000n);
    await betsy('PUT', '/payment/bet', put({ tx, type: 2, amount: 25 }));
    await betsy('PUT', '/payment/bet', put({ tx, type: 1, amount: 0 }));
    await betsy('PUT', '/payment/bet', put({ tx, type: 2, amount: 0 }));
    expect(await done()).toBe(1_000n);
    await invariantsHold();
  });
});

describe('the old fcg protocol beside Betsy', () => {
  it('takes no new bet, and still settles a bet opened on it', async () => {
    const { auth, playerId } = await framedPlayer(t, 5_000n);
    const refused = await frameCall(
      t,
      'fcg',
      '/debit',
      {
        token: auth.betsyToken,
        betId: randomUUID(),
        transactionId: randomUUID(),
        amount: 100,
        currency: 'TRY',
      },
      { partnerId: 'lale-42' },
    );
    expect(refused).toMatchObject({ status: 410, code: 'PROTOCOL_RETIRED' });
    // A bet placed on the old protocol before the switch (its book is 'fcg').
    const bet = randomUUID();
    const [session] = await t.database.db
      .select({ id: sportsFrameTokens.sessionId })
      .from(sportsFrameTokens)
      .where(and(eq(sportsFrameTokens.playerId, playerId), eq(sportsFrameTokens.provider, 'fcg')));
    const opened = await t.modules.sportsFrames.wallet.debit({
      provider: 'fcg',
      providerTx: `${bet}:debit`,
      providerBet: bet,
      playerId,
      currencyId: 1,
      siteSessionId: session!.id,
      amountMinor: 1_000n,
    });
    expect(opened.code).toBe('OK');
    const settled = await frameCall(
      t,
      'fcg',
      '/credit',
      { betId: bet, transactionId: `${bet}:credit`, amount: 2_500, currency: 'TRY' },
      { partnerId: 'lale-42' },
    );
    expect(settled).toMatchObject({ status: 200, code: 'OK', balance: 6_500 });
    await invariantsHold();
  });
});
