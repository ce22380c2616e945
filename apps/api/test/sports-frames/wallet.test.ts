import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sportsFrameBets } from '../../src/db/schema.ts';
import { ledgerInvariants } from '../../src/modules/wallet/invariants.ts';
import { SPORTS_FRAME_NAMES } from '../../src/modules/sports-frames/index.ts';
import { bearer, call, testClock, type TestClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { cashOf, credit, debit, frameCall, framedPlayer, frameToken, systemBalance } from './support.ts';

/*
 * The sportsbook frames' wallet (fcg and betco speak the same protocol): signed calls, idempotent by
 * the provider's transaction id, settlement once, rollback, funds, concurrency and revocation with the
 * session. Both providers are played by the sandbox here (no configuration, outside production).
 */

let t: TestApp;
let clock: TestClock;

beforeAll(async () => {
  clock = testClock('2026-11-24T10:00:00Z');
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

// fcg speaks Betsy (betsy.test.ts); its old-protocol wallet only settles what was opened on it.
describe.each(SPORTS_FRAME_NAMES.filter((name) => name !== 'fcg'))('the %s wallet', (name) => {
  it("answers the balance of the token's player, in kuruş", async () => {
    const { auth, playerId } = await framedPlayer(t, 12_345n);
    const answer = await frameCall(t, name, '/balance', { token: frameToken(auth, name) });
    expect(answer).toMatchObject({
      status: 200,
      code: 'OK',
      playerId: String(playerId),
      currency: 'TRY',
      balance: 12_345,
    });
  });

  it('refuses a bad signature, a foreign partner id and a malformed body, changing nothing', async () => {
    const { auth, playerId } = await framedPlayer(t, 10_000n);
    const token = frameToken(auth, name);
    const bet = randomUUID();
    const forged = await frameCall(t, name, '/debit', debit({ token, bet, amount: 500 }), {
      signature: 'ab'.repeat(32),
    });
    expect(forged).toMatchObject({ status: 401, code: 'INVALID_SIGNATURE', requestId: null });
    expect(forged.balance).toBeUndefined();
    const foreign = await frameCall(t, name, '/debit', debit({ token, bet, amount: 500 }), {
      partnerId: 'someone',
    });
    expect(foreign).toMatchObject({ status: 403, code: 'INVALID_PARTNER' });
    const floaty = await frameCall(t, name, '/debit', debit({ token, bet, amount: 5.5 }));
    expect(floaty).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    const euro = await frameCall(t, name, '/debit', debit({ token, bet, amount: 500, currency: 'EUR' }));
    expect(euro).toMatchObject({ status: 400, code: 'WRONG_CURRENCY' });
    const stranger = await frameCall(t, name, '/debit', debit({ token: 'x'.repeat(43), bet, amount: 500 }));
    expect(stranger).toMatchObject({ status: 403, code: 'INVALID_TOKEN' });
    expect(await cashOf(t, playerId)).toBe(10_000n);
    const rows = await t.database.db
      .select()
      .from(sportsFrameBets)
      .where(eq(sportsFrameBets.providerBet, bet));
    expect(rows).toHaveLength(0);
  });

  it('takes a stake into sports_stakes once per transaction id, and pays a win from house_sports once', async () => {
    const { auth, playerId } = await framedPlayer(t, 10_000n);
    const token = frameToken(auth, name);
    const bet = randomUUID();
    const stakesBefore = await systemBalance(t, 'sports_stakes');
    const houseBefore = await systemBalance(t, 'house_sports');
    const placed = debit({ token, bet, amount: 2_500 });

    const first = await frameCall(t, name, '/debit', placed);
    expect(first).toMatchObject({ status: 200, code: 'OK', balance: 7_500 });
    expect(await systemBalance(t, 'sports_stakes')).toBe(stakesBefore + 2_500n);
    // A retry answers the first result with the current balance; the same id with another amount is refused.
    const again = await frameCall(t, name, '/debit', placed);
    expect(again).toMatchObject({
      status: 200,
      code: 'OK',
      transactionId: first.transactionId,
      balance: 7_500,
    });
    const changed = await frameCall(t, name, '/debit', { ...placed, amount: 100 });
    expect(changed).toMatchObject({ status: 409, code: 'DUPLICATE_TRANSACTION' });
    const secondDebit = await frameCall(t, name, '/debit', debit({ token, bet, amount: 100 }));
    expect(secondDebit).toMatchObject({ status: 409, code: 'DUPLICATE_TRANSACTION' });
    expect(await cashOf(t, playerId)).toBe(7_500n);

    const win = credit({ bet, amount: 5_250 });
    const paid = await frameCall(t, name, '/credit', win);
    expect(paid).toMatchObject({ status: 200, code: 'OK', balance: 12_750 });
    expect(await frameCall(t, name, '/credit', win)).toMatchObject({
      status: 200,
      code: 'OK',
      balance: 12_750,
    });
    expect(await frameCall(t, name, '/credit', credit({ bet, amount: 5_250 }))).toMatchObject({
      status: 409,
      code: 'BET_SETTLED',
    });
    expect(await frameCall(t, name, '/rollback', { betId: bet, transactionId: randomUUID() })).toMatchObject({
      status: 409,
      code: 'BET_SETTLED',
    });
    expect(await cashOf(t, playerId)).toBe(12_750n);
    expect(await systemBalance(t, 'sports_stakes')).toBe(stakesBefore);
    // The house kept the stake and paid the win: −2,750 net.
    expect(await systemBalance(t, 'house_sports')).toBe(houseBefore - 2_750n);
    expect((await ledgerInvariants(t.database.db)).ok).toBe(true);
  });

  it('settles a lost bet with a credit of 0 (the stake goes to the house)', async () => {
    const { auth, playerId } = await framedPlayer(t, 1_000n);
    const bet = randomUUID();
    const houseBefore = await systemBalance(t, 'house_sports');
    await frameCall(t, name, '/debit', debit({ token: frameToken(auth, name), bet, amount: 1_000 }));
    expect(await frameCall(t, name, '/credit', credit({ bet, amount: 0 }))).toMatchObject({
      code: 'OK',
      balance: 0,
    });
    expect(await cashOf(t, playerId)).toBe(0n);
    expect(await systemBalance(t, 'house_sports')).toBe(houseBefore + 1_000n);
  });

  it('rolls back an open bet exactly, and reserves the id of a bet it never saw', async () => {
    const { auth, playerId } = await framedPlayer(t, 5_000n);
    const token = frameToken(auth, name);
    const bet = randomUUID();
    await frameCall(t, name, '/debit', debit({ token, bet, amount: 3_000 }));
    const rollback = { betId: bet, transactionId: randomUUID() };
    expect(await frameCall(t, name, '/rollback', rollback)).toMatchObject({
      status: 200,
      code: 'OK',
      balance: 5_000,
    });
    expect(await frameCall(t, name, '/rollback', rollback)).toMatchObject({
      status: 200,
      code: 'OK',
      balance: 5_000,
    });
    expect(await frameCall(t, name, '/credit', credit({ bet, amount: 6_000 }))).toMatchObject({
      status: 409,
      code: 'BET_ROLLED_BACK',
    });
    expect(await cashOf(t, playerId)).toBe(5_000n);

    // A rollback arriving before its debit: answered, and the late debit is refused.
    const late = randomUUID();
    const early = await frameCall(t, name, '/rollback', { betId: late, transactionId: randomUUID() });
    expect(early).toMatchObject({ status: 200, code: 'OK' });
    expect(early.balance).toBeUndefined();
    expect(await frameCall(t, name, '/debit', debit({ token, bet: late, amount: 1_000 }))).toMatchObject({
      status: 409,
      code: 'BET_ROLLED_BACK',
    });
    expect(await frameCall(t, name, '/credit', credit({ bet: randomUUID(), amount: 1 }))).toMatchObject({
      status: 404,
      code: 'BET_NOT_FOUND',
    });
    expect(await cashOf(t, playerId)).toBe(5_000n);
  });

  it('refuses a stake the cash cannot cover with the balance, keeping no bet', async () => {
    const { auth, playerId } = await framedPlayer(t, 999n);
    const bet = randomUUID();
    const refused = await frameCall(
      t,
      name,
      '/debit',
      debit({ token: frameToken(auth, name), bet, amount: 1_000 }),
    );
    expect(refused).toMatchObject({ status: 402, code: 'INSUFFICIENT_FUNDS', balance: 999 });
    expect(await cashOf(t, playerId)).toBe(999n);
    const rows = await t.database.db
      .select()
      .from(sportsFrameBets)
      .where(eq(sportsFrameBets.providerBet, bet));
    expect(rows).toHaveLength(0);
  });

  it('applies 24 concurrent debits (with retries) only as far as the cash goes, keeping the ledger sound', async () => {
    const { auth, playerId } = await framedPlayer(t, 10_000n);
    const token = frameToken(auth, name);
    const stakesBefore = await systemBalance(t, 'sports_stakes');
    const calls = Array.from({ length: 24 }, () => debit({ token, bet: randomUUID(), amount: 1_000 }));
    const answers = await Promise.all(
      [...calls, ...calls.slice(0, 6)].map((body) => frameCall(t, name, '/debit', body)),
    );
    const firstRound = answers.slice(0, 24);
    const accepted = firstRound.filter((a) => a.code === 'OK');
    expect(accepted).toHaveLength(10);
    expect(firstRound.filter((a) => a.code === 'INSUFFICIENT_FUNDS')).toHaveLength(14);
    expect(await cashOf(t, playerId)).toBe(0n);
    expect(await systemBalance(t, 'sports_stakes')).toBe(stakesBefore + 10_000n);
    expect((await ledgerInvariants(t.database.db)).ok).toBe(true);
  });

  it('refuses the token once its session ends (logout), while the provider can still settle', async () => {
    const { auth, playerId } = await framedPlayer(t, 5_000n);
    const token = frameToken(auth, name);
    const bet = randomUUID();
    expect(await frameCall(t, name, '/debit', debit({ token, bet, amount: 2_000 }))).toMatchObject({
      code: 'OK',
    });
    const out = await call(t.app, { method: 'GET', url: '/api/auth/logout', headers: bearer(auth.token) });
    expect(out.status).toBe(200);
    expect(await frameCall(t, name, '/balance', { token })).toMatchObject({
      status: 403,
      code: 'INVALID_TOKEN',
    });
    expect(
      await frameCall(t, name, '/debit', debit({ token, bet: randomUUID(), amount: 100 })),
    ).toMatchObject({
      status: 403,
      code: 'INVALID_TOKEN',
    });
    expect(await frameCall(t, name, '/credit', credit({ bet, amount: 4_000 }))).toMatchObject({
      code: 'OK',
      balance: 7_000,
    });
    expect(await cashOf(t, playerId)).toBe(7_000n);
  });

  it('refuses the token once its session expires', async () => {
    const { auth } = await framedPlayer(t);
    const token = frameToken(auth, name);
    expect(await frameCall(t, name, '/balance', { token })).toMatchObject({ code: 'OK' });
    clock.advance(61 * 60_000); // past the 60 idle minutes
    expect(await frameCall(t, name, '/balance', { token })).toMatchObject({
      status: 403,
      code: 'INVALID_TOKEN',
    });
  });
});

describe('tokens', () => {
  it('are issued per provider and session: login fills the five authData fields', async () => {
    const { auth, username, password } = await framedPlayer(t);
    expect(auth).toMatchObject({
      betsyCid: 'sandbox-fcg',
      betsyUrl: '/api/sandbox/sportsbook/fcg/frame',
      betcoUrl: '/api/sandbox/sportsbook/betco/frame',
    });
    const answer = await call<typeof auth>(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
    });
    expect(answer.status).toBe(200);
    const login = answer.body.data;
    expect(login.betsyToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(login.betcoToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set([login.betsyToken, login.betcoToken, auth.betsyToken, auth.betcoToken]).size).toBe(4);
    // A token is one provider's: fcg's token means nothing to betco.
    expect(await frameCall(t, 'betco', '/balance', { token: login.betsyToken })).toMatchObject({
      code: 'INVALID_TOKEN',
    });
  });

  it('are published with the bootstrap only as url and partner id', async () => {
    const answer = await call<{ sportsFrameList: unknown }>(t.app, {
      method: 'GET',
      url: '/api/cms/grouped',
    });
    expect(answer.body.data.sportsFrameList).toEqual([
      { provider: 'fcg', url: '/api/sandbox/sportsbook/fcg/frame', partnerId: 'sandbox-fcg' },
      { provider: 'betco', url: '/api/sandbox/sportsbook/betco/frame', partnerId: 'sandbox-betco' },
    ]);
  });
});
