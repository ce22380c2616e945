import { staffToken } from '../support/staff.ts';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, gameTransactions } from '../../src/db/schema.ts';
import { createWalletService } from '../../src/modules/wallet/index.ts';
import { ledgerInvariants } from '../../src/modules/wallet/invariants.ts';
import { loadConfig } from '../../src/config.ts';
import { createTestApp, tempDir, type TestApp } from '../support/app.ts';
import { adminToken } from '../payments/support.ts';
import { bearer } from '../support/accounts.ts';
import {
  hub88,
  hub88Bet,
  hub88Win,
  newPlayer,
  pragmatic,
  pragmaticBody,
  pragmaticRaw,
  seedGames,
  sessionFor,
  someGame,
  TRY,
} from './support.ts';

/*
 * Issue 23, items 6, 7 and 8 (Hub88 is_free), played as a hostile caller would: a provider call that
 * reverses a bet whose round already paid, a validly hashed Pragmatic body posted to another call, and
 * free rounds. Every test checks the player's cash and bonus, the house accounts and the ledger.
 */

const TRY_1 = 100_000; // 1.00 TRY in Hub88 units

let t: TestApp;
let hub88Game: { id: number; code: string };
let ppGame: { id: number; code: string };
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedGames(t);
  hub88Game = await someGame(t, 'Hub88');
  ppGame = await someGame(t, 'Pragmatic Play');
  admin = await adminToken(t);
});
afterAll(() => t.close());

const wallet = () => createWalletService(t.database.db);
const house = (kind: 'house_casino' | 'house_promotions') => wallet().systemAccountBalance(kind, TRY);
const balances = (playerId: number) => wallet().playerBalances(playerId, TRY);

async function invariantsHold() {
  const report = await ledgerInvariants(t.database.db);
  expect(report).toMatchObject({ ok: true });
}

type HeldRefund = {
  id: number;
  provider: string;
  rollbackId: string;
  betReference: string;
  round: string;
  playerId: number;
  currency: string;
  stake: number;
  roundWin: number;
  answered: string;
  status: string;
};

async function heldRefunds(): Promise<HeldRefund[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/admin/game-wallet/held-refunds',
    headers: bearer(admin),
  });
  expect(response.statusCode).toBe(200);
  return (JSON.parse(response.body) as { data: { items: HeldRefund[] } }).data.items;
}

async function hub88Player(cashMinor = 10_000n) {
  const { playerId } = await newPlayer(t, { cashMinor });
  const token = await sessionFor(t, playerId, hub88Game.id);
  return { user: playerId, token, game: hub88Game.code };
}

const hub88Rollback = (p: { user: number; token: string; game: string }, round: string, betId: string) => ({
  user: String(p.user),
  token: p.token,
  request_uuid: randomUUID(),
  transaction_uuid: randomUUID(),
  reference_transaction_uuid: betId,
  round,
  game_code: p.game,
});

async function ppPlayer(cashMinor = 10_000n) {
  const { playerId } = await newPlayer(t, { cashMinor });
  await sessionFor(t, playerId, ppGame.id);
  return { userId: String(playerId), playerId };
}

const ppMoney = (p: { userId: string }, roundId: string, amount: string, reference = randomUUID()) => ({
  userId: p.userId,
  gameId: ppGame.code,
  roundId,
  amount,
  reference,
  timestamp: '1764000000000',
  roundDetails: 'spin',
});

describe('6. a rollback of a bet whose round already paid a win', () => {
  it('Hub88: bet, win with the round closed, rollback of the bet: refused, the stake stays with the house, listed for review', async () => {
    const p = await hub88Player();
    const houseBefore = await house('house_casino');
    const round = `rb-after-win-${randomUUID()}`;
    const bet = hub88Bet({ ...p, round, amount: 10 * TRY_1 });
    expect((await hub88(t, '/transaction/bet', bet)).status).toBe('RS_OK');
    const win = hub88Win({ ...p, round, amount: 25 * TRY_1, reference: bet.transaction_uuid });
    expect(await hub88(t, '/transaction/win', win)).toMatchObject({ status: 'RS_OK', balance: 115 * TRY_1 });

    const rollback = hub88Rollback(p, round, bet.transaction_uuid);
    const first = await hub88(t, '/transaction/rollback', rollback);
    // Hub88 rolls back bets whose call failed; a bet that a win settled did not fail (ARCHITECTURE).
    expect(first).toMatchObject({ status: 'RS_ERROR_UNKNOWN', request_uuid: rollback.request_uuid });
    // Hub88 retries: the same answer, still nothing paid, still one entry.
    expect((await hub88(t, '/transaction/rollback', rollback)).status).toBe('RS_ERROR_UNKNOWN');

    expect(await balances(p.user)).toMatchObject({ cash: 11_500n, bonus: 0n });
    expect(await house('house_casino')).toBe(houseBefore - 1_500n);
    const held = (await heldRefunds()).filter((row) => row.playerId === p.user);
    expect(held).toEqual([
      expect.objectContaining({
        provider: 'Hub88',
        rollbackId: rollback.transaction_uuid,
        betReference: bet.transaction_uuid,
        round,
        currency: 'TRY',
        stake: 10,
        roundWin: 25,
        answered: 'RS_ERROR_UNKNOWN',
        status: 'held',
      }),
    ]);
    const [row] = await t.database.db.select().from(gameRounds).where(eq(gameRounds.providerRound, round));
    expect(row).toMatchObject({ betMinor: 1_000n, winMinor: 2_500n, status: 2 });
    await invariantsHold();
  });

  it('Hub88: a rollback of a bet whose round has no win yet still pays the stake back', async () => {
    const p = await hub88Player();
    const round = `rb-open-${randomUUID()}`;
    const bet = hub88Bet({ ...p, round, amount: 10 * TRY_1 });
    await hub88(t, '/transaction/bet', bet);
    const answer = await hub88(t, '/transaction/rollback', hub88Rollback(p, round, bet.transaction_uuid));
    expect(answer).toMatchObject({ status: 'RS_OK', balance: 100 * TRY_1 });
    expect(await balances(p.user)).toMatchObject({ cash: 10_000n, bonus: 0n });
    await invariantsHold();
  });

  it('Hub88: a win and a rollback of the same bet sent at once never both pay', async () => {
    const players = await Promise.all(Array.from({ length: 8 }, () => hub88Player()));
    const houseBefore = await house('house_casino');
    const rounds = await Promise.all(
      players.map(async (p) => {
        const round = `race-${randomUUID()}`;
        const bet = hub88Bet({ ...p, round, amount: 10 * TRY_1 });
        expect((await hub88(t, '/transaction/bet', bet)).status).toBe('RS_OK');
        const [won, back] = await Promise.all([
          hub88(
            t,
            '/transaction/win',
            hub88Win({ ...p, round, amount: 25 * TRY_1, reference: bet.transaction_uuid }),
          ),
          hub88(t, '/transaction/rollback', hub88Rollback(p, round, bet.transaction_uuid)),
        ]);
        return { p, won: won.status === 'RS_OK', back: back.status === 'RS_OK' };
      }),
    );
    let owed = 0n;
    for (const { p, won, back } of rounds) {
      // Exactly one of the two applied: the win (stake lost, 25 paid) or the rollback (stake back).
      expect(won !== back).toBe(true);
      const cash = (await balances(p.user)).cash;
      expect(cash).toBe(won ? 11_500n : 10_000n);
      owed += won ? 1_500n : 0n;
    }
    expect(await house('house_casino')).toBe(houseBefore - owed);
    await invariantsHold();
  });

  it('Pragmatic: bet, result, refund: held for review (error 120), the stake is not paid back beside the win', async () => {
    const p = await ppPlayer();
    const houseBefore = await house('house_casino');
    const roundId = `pp-after-win-${randomUUID()}`;
    const bet = ppMoney(p, roundId, '10.00');
    expect((await pragmatic(t, 'bet', bet)).error).toBe(0);
    expect(await pragmatic(t, 'result', ppMoney(p, roundId, '30.50'))).toMatchObject({
      error: 0,
      cash: 120.5,
    });

    const refund = { userId: p.userId, reference: bet.reference };
    expect(await pragmatic(t, 'refund', refund)).toMatchObject({ error: 120 });
    expect(await pragmatic(t, 'refund', refund)).toMatchObject({ error: 120 });

    expect(await balances(p.playerId)).toMatchObject({ cash: 12_050n, bonus: 0n });
    expect(await house('house_casino')).toBe(houseBefore - 2_050n);
    const held = (await heldRefunds()).filter((row) => row.playerId === p.playerId);
    expect(held).toEqual([
      expect.objectContaining({
        provider: 'Pragmatic Play',
        betReference: bet.reference,
        round: roundId,
        stake: 10,
        roundWin: 30.5,
        answered: '120',
        status: 'held',
      }),
    ]);
    await invariantsHold();
  });

  it('Pragmatic: a refund after a lost round (result 0) is held too: the loss is not turned into a free bet', async () => {
    const p = await ppPlayer();
    const roundId = `pp-after-loss-${randomUUID()}`;
    const bet = ppMoney(p, roundId, '10.00');
    await pragmatic(t, 'bet', bet);
    expect((await pragmatic(t, 'result', ppMoney(p, roundId, '0.00'))).error).toBe(0);
    expect((await pragmatic(t, 'refund', { userId: p.userId, reference: bet.reference })).error).toBe(120);
    expect(await balances(p.playerId)).toMatchObject({ cash: 9_000n, bonus: 0n });
    expect((await heldRefunds()).filter((row) => row.playerId === p.playerId)).toHaveLength(1);
    await invariantsHold();
  });
});

describe('6. the operator reviews held refunds', () => {
  const resolve = (id: number, body: unknown, token = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/game-wallet/held-refunds/${id}/resolve`,
      headers: bearer(token),
      payload: body as Record<string, unknown>,
    });

  it('marks one resolved with a reason, once; moves no money; players and bad input are refused', async () => {
    const p = await ppPlayer();
    const roundId = `pp-resolve-${randomUUID()}`;
    const bet = ppMoney(p, roundId, '10.00');
    await pragmatic(t, 'bet', bet);
    await pragmatic(t, 'result', ppMoney(p, roundId, '20.00'));
    expect((await pragmatic(t, 'refund', { userId: p.userId, reference: bet.reference })).error).toBe(120);
    const [held] = (await heldRefunds()).filter((row) => row.playerId === p.playerId);
    const cashBefore = (await balances(p.playerId)).cash;

    const player = await newPlayer(t);
    expect((await resolve(held!.id, { reason: 'mine' }, player.token)).statusCode).toBe(401);
    expect((await resolve(held!.id, { reason: 'mine' }, await staffToken(t, 'support'))).statusCode).toBe(
      403,
    );
    const empty = await resolve(held!.id, { reason: '' });
    expect(empty.statusCode).toBe(400);
    expect(JSON.parse(empty.body)).toMatchObject({ success: false });

    const done = await resolve(held!.id, { reason: 'Pragmatic confirmed the round stands; no refund owed.' });
    expect(done.statusCode).toBe(200);
    expect(JSON.parse(done.body).data).toMatchObject({
      id: held!.id,
      status: 'resolved',
      resolution: 'Pragmatic confirmed the round stands; no refund owed.',
    });
    const again = await resolve(held!.id, { reason: 'twice' });
    expect(again.statusCode).toBe(404);
    expect(JSON.parse(again.body).message).toMatch(/daha önce sonuçlandırıldı/);
    expect((await balances(p.playerId)).cash).toBe(cashBefore);
    // A retried refund still finds the round settled: held again, nothing paid.
    expect((await pragmatic(t, 'refund', { userId: p.userId, reference: bet.reference })).error).toBe(120);
    expect((await balances(p.playerId)).cash).toBe(cashBefore);
    await invariantsHold();
  });
});

describe('7. a Pragmatic call accepts exactly its own parameters', () => {
  it('a validly hashed bet body posted unchanged to refund.html after its result is not paid', async () => {
    const p = await ppPlayer();
    const roundId = `pp-replay-${randomUUID()}`;
    const betParams = ppMoney(p, roundId, '10.00');
    const captured = pragmaticBody(t, betParams);
    expect((await pragmaticRaw(t, 'bet', captured)).error).toBe(0);
    expect((await pragmatic(t, 'result', ppMoney(p, roundId, '0.00'))).error).toBe(0);
    const replayed = await pragmaticRaw(t, 'refund', captured);
    expect(replayed.error).not.toBe(0);
    expect(await balances(p.playerId)).toMatchObject({ cash: 9_000n, bonus: 0n });
    await invariantsHold();
  });

  it("refuses another call's body, or a body with an unknown or missing parameter, with error 7 and changes nothing", async () => {
    const p = await ppPlayer();
    const roundId = `pp-cross-${randomUUID()}`;
    const bet = ppMoney(p, roundId, '10.00');
    expect((await pragmatic(t, 'bet', bet)).error).toBe(0);
    const promo = {
      userId: p.userId,
      campaignId: 'tournament-9',
      campaignType: 'T',
      amount: '25.00',
      currency: 'TRY',
      reference: randomUUID(),
      timestamp: '1764000000000',
    };
    const cases: [string, Record<string, string>][] = [
      // A bet body carries amount and reference, which endRound does not take.
      ['endRound', bet],
      // A promo win's campaign fields are no refund's.
      ['refund', promo],
      // A bet with a parameter no bet has.
      ['bet', { ...ppMoney(p, roundId, '1.00'), bonusAmount: '500.00' }],
      // A bet without its round.
      ['bet', { userId: p.userId, gameId: ppGame.code, amount: '1.00', reference: randomUUID() }],
      // A refund body (no game, round or amount) is no bet.
      ['bet', { userId: p.userId, reference: randomUUID() }],
      // The authenticate body (a token) is no balance call.
      ['balance', { token: 'x'.repeat(20) }],
      // A balance body with a stray amount.
      ['balance', { userId: p.userId, amount: '5.00' }],
    ];
    for (const [call, params] of cases) {
      const answer = await pragmatic(t, call, params);
      expect({ call, params: Object.keys(params), error: answer.error }).toEqual({
        call,
        params: Object.keys(params),
        error: 7,
      });
    }
    expect(await balances(p.playerId)).toMatchObject({ cash: 9_000n, bonus: 0n });
    // Nothing was written for the promo's reference (no tombstone from the refused refund).
    const rows = await t.database.db
      .select()
      .from(gameTransactions)
      .where(eq(gameTransactions.providerTx, promo.reference));
    expect(rows).toHaveLength(0);
    await invariantsHold();
  });

  it('overlap: bet, result, bonusWin and jackpotWin share one parameter set, and a bet body posted to result.html is refused by its own reference', async () => {
    const p = await ppPlayer();
    const roundId = `pp-overlap-${randomUUID()}`;
    const captured = pragmaticBody(t, ppMoney(p, roundId, '10.00'));
    expect((await pragmaticRaw(t, 'bet', captured)).error).toBe(0);
    for (const call of ['result', 'bonusWin', 'jackpotWin']) {
      expect({ call, error: (await pragmaticRaw(t, call, captured)).error }).toEqual({ call, error: 7 });
    }
    expect(await balances(p.playerId)).toMatchObject({ cash: 9_000n, bonus: 0n });
    await invariantsHold();
  });

  it("overlap: Pragmatic's refund takes a bet's fields as optional, so an open round's bet body is a refund by form (the round is cancelled, its result refused)", async () => {
    const p = await ppPlayer();
    const roundId = `pp-open-refund-${randomUUID()}`;
    const betParams = ppMoney(p, roundId, '10.00');
    const captured = pragmaticBody(t, betParams);
    expect((await pragmaticRaw(t, 'bet', captured)).error).toBe(0);
    expect((await pragmaticRaw(t, 'refund', captured)).error).toBe(0);
    expect((await pragmatic(t, 'result', ppMoney(p, roundId, '50.00'))).error).toBe(7);
    expect(await balances(p.playerId)).toMatchObject({ cash: 10_000n, bonus: 0n });
    const [round] = await t.database.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.providerRound, roundId));
    expect(round).toMatchObject({ status: 3, betMinor: 0n, winMinor: 0n });
    await invariantsHold();
  });
});

describe('7. callbacks only from the provider’s addresses', () => {
  let guarded: TestApp;
  beforeAll(async () => {
    guarded = await createTestApp({
      env: {
        HUB88_CALLBACK_ALLOW: '203.0.113.7',
        PRAGMATIC_CALLBACK_ALLOW: '198.51.100.0/24, 2001:db8::/32',
        TRUST_PROXY: '10.0.0.1',
      },
    });
    await seedGames(guarded);
  });
  afterAll(() => guarded.close());

  it('refuses a validly signed Hub88 bet from another address with RS_ERROR_INVALID_SIGNATURE, and takes it from the allowed one', async () => {
    const game = await someGame(guarded, 'Hub88');
    const { playerId } = await newPlayer(guarded, { cashMinor: 10_000n });
    const token = await sessionFor(guarded, playerId, game.id);
    const bet = hub88Bet({ user: playerId, token, game: game.code, round: 'ip-1', amount: 10 * TRY_1 });
    const outside = await hub88(guarded, '/transaction/bet', bet, { remoteAddress: '203.0.113.8' });
    expect(outside).toMatchObject({ status: 'RS_ERROR_INVALID_SIGNATURE' });
    expect(await createWalletService(guarded.database.db).playerBalances(playerId, TRY)).toMatchObject({
      cash: 10_000n,
    });
    const inside = await hub88(guarded, '/transaction/bet', bet, { remoteAddress: '203.0.113.7' });
    expect(inside).toMatchObject({ status: 'RS_OK', balance: 90 * TRY_1 });
    expect((await ledgerInvariants(guarded.database.db)).ok).toBe(true);
  });

  it('refuses a validly hashed Pragmatic call from another address with error 5, and takes it from the allowed range', async () => {
    const game = await someGame(guarded, 'Pragmatic Play');
    const { playerId } = await newPlayer(guarded, { cashMinor: 10_000n });
    // bet.html names no launch: the wager gate wants the player's live launch of the game.
    await sessionFor(guarded, playerId, game.id);
    const params = {
      userId: String(playerId),
      gameId: game.code,
      roundId: 'ip-pp',
      amount: '10.00',
      reference: randomUUID(),
      timestamp: '1764000000000',
    };
    const body = pragmaticBody(guarded, params);
    expect((await pragmaticRaw(guarded, 'bet', body, { remoteAddress: '192.0.2.1' })).error).toBe(5);
    expect((await pragmaticRaw(guarded, 'bet', body, { remoteAddress: '2001:db9::1' })).error).toBe(5);
    expect(await createWalletService(guarded.database.db).playerBalances(playerId, TRY)).toMatchObject({
      cash: 10_000n,
    });
    expect(await pragmaticRaw(guarded, 'bet', body, { remoteAddress: '198.51.100.42' })).toMatchObject({
      error: 0,
      cash: 90,
    });
    // X-Forwarded-For is believed only from the proxy TRUST_PROXY names: a caller cannot claim an allowed address.
    const forged = pragmaticBody(guarded, { ...params, reference: randomUUID() });
    const xff = { 'x-forwarded-for': '198.51.100.42' };
    expect(
      (await pragmaticRaw(guarded, 'bet', forged, { remoteAddress: '192.0.2.1', headers: xff })).error,
    ).toBe(5);
    expect(
      await pragmaticRaw(guarded, 'bet', forged, { remoteAddress: '10.0.0.1', headers: xff }),
    ).toMatchObject({
      error: 0,
      cash: 80,
    });
    expect(
      (
        await pragmaticRaw(guarded, 'balance', pragmaticBody(guarded, { userId: String(playerId) }), {
          remoteAddress: '2001:db8::5',
        })
      ).error,
    ).toBe(0);
    expect((await ledgerInvariants(guarded.database.db)).ok).toBe(true);
  });
});

describe('8. Hub88 free rounds (is_free, is_supplier_promo)', () => {
  it('a free bet never debits the player; its win is paid from the promotions account', async () => {
    const p = await hub88Player();
    const casinoBefore = await house('house_casino');
    const promosBefore = await house('house_promotions');
    const round = `free-${randomUUID()}`;
    const bet = { ...hub88Bet({ ...p, round, amount: 10 * TRY_1 }), is_free: true };
    expect(await hub88(t, '/transaction/bet', bet)).toMatchObject({ status: 'RS_OK', balance: 100 * TRY_1 });
    // Hub88 retries the bet: still nothing taken.
    expect(await hub88(t, '/transaction/bet', bet)).toMatchObject({ status: 'RS_OK', balance: 100 * TRY_1 });
    expect(await balances(p.user)).toMatchObject({ cash: 10_000n, bonus: 0n });

    const win = hub88Win({ ...p, round, amount: 7 * TRY_1, reference: bet.transaction_uuid });
    expect(await hub88(t, '/transaction/win', win)).toMatchObject({ status: 'RS_OK', balance: 107 * TRY_1 });
    expect(await balances(p.user)).toMatchObject({ cash: 10_700n, bonus: 0n });
    expect(await house('house_promotions')).toBe(promosBefore - 700n);
    expect(await house('house_casino')).toBe(casinoBefore);
    await invariantsHold();
  });

  it('a free bet taken from a player with no money, and its rollback, move nothing from or to the player', async () => {
    const p = await hub88Player(0n);
    const round = `free-rb-${randomUUID()}`;
    const bet = { ...hub88Bet({ ...p, round, amount: 10 * TRY_1 }), is_free: true };
    expect(await hub88(t, '/transaction/bet', bet)).toMatchObject({ status: 'RS_OK', balance: 0 });
    const back = await hub88(t, '/transaction/rollback', hub88Rollback(p, round, bet.transaction_uuid));
    expect(back).toMatchObject({ status: 'RS_OK', balance: 0 });
    expect(await balances(p.user)).toMatchObject({ cash: 0n, bonus: 0n });
    await invariantsHold();
  });

  it('a supplier-funded promo bet (is_supplier_promo) is a free round too: nothing debited, its win from promotions', async () => {
    const p = await hub88Player();
    const promosBefore = await house('house_promotions');
    const round = `promo-${randomUUID()}`;
    const bet = { ...hub88Bet({ ...p, round, amount: 10 * TRY_1 }), is_supplier_promo: true };
    expect(await hub88(t, '/transaction/bet', bet)).toMatchObject({ status: 'RS_OK', balance: 100 * TRY_1 });
    expect(await balances(p.user)).toMatchObject({ cash: 10_000n, bonus: 0n });
    const win = hub88Win({ ...p, round, amount: 4 * TRY_1, reference: bet.transaction_uuid });
    expect(await hub88(t, '/transaction/win', win)).toMatchObject({ status: 'RS_OK', balance: 104 * TRY_1 });
    expect(await balances(p.user)).toMatchObject({ cash: 10_400n, bonus: 0n });
    expect(await house('house_promotions')).toBe(promosBefore - 400n);
    await invariantsHold();
  });

  it('the same transaction id as a paid bet after a free one is a duplicate, not a charge', async () => {
    const p = await hub88Player();
    const round = `free-dup-${randomUUID()}`;
    const bet = { ...hub88Bet({ ...p, round, amount: 10 * TRY_1 }), is_free: true };
    await hub88(t, '/transaction/bet', bet);
    const paid = await hub88(t, '/transaction/bet', { ...bet, request_uuid: randomUUID(), is_free: false });
    expect(paid.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect(await balances(p.user)).toMatchObject({ cash: 10_000n, bonus: 0n });
    const [row] = await t.database.db
      .select()
      .from(gameTransactions)
      .where(and(eq(gameTransactions.providerTx, bet.transaction_uuid), eq(gameTransactions.kind, 'bet')));
    expect(row).toMatchObject({ cashMinor: 0n, bonusMinor: 0n });
    await invariantsHold();
  });
});

describe('7. the callback allow-lists in production', () => {
  const production = {
    NODE_ENV: 'production',
    TOKEN_PEPPER: 'p'.repeat(40),
    SESSION_SECRET: 's'.repeat(40),
    AUDIT_SIGNING_KEY: 'a'.repeat(40),
    KYC_DOCUMENT_KEY: 'a'.repeat(40),
    PRAGMATIC_SECRET_KEY: 'pragmatic-secret-for-tests',
  };

  it('refuses to start with a provider configured and no allow-list, and refuses a list that is no addresses', () => {
    const dir = tempDir('lale-allow-');
    try {
      expect(() => loadConfig({ ...production, DATA_DIR: dir.path })).toThrow(
        /PRAGMATIC_CALLBACK_ALLOW is required/,
      );
      expect(() =>
        loadConfig({
          ...production,
          DATA_DIR: dir.path,
          PRAGMATIC_CALLBACK_ALLOW: 'pragmatic.example, 10.0.0.0/40',
        }),
      ).toThrow(/PRAGMATIC_CALLBACK_ALLOW/);
      const config = loadConfig({
        ...production,
        DATA_DIR: dir.path,
        PRAGMATIC_CALLBACK_ALLOW: ' 10.0.0.0/8 , ::1 ',
      });
      expect(config.gameWallet.pragmatic).toMatchObject({ callbackAllow: ['10.0.0.0/8', '::1'] });
    } finally {
      dir.remove();
    }
  });
});
