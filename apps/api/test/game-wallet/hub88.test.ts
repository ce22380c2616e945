import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds } from '../../src/db/schema.ts';
import { ledgerInvariants } from '../../src/modules/wallet/invariants.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { testClock, type TestClock } from '../support/accounts.ts';
import { hub88Sign } from '../../src/modules/game-wallet/index.ts';
import { hub88, hub88Bet, hub88Win, newPlayer, seedGames, sessionFor, someGame } from './support.ts';

/*
 * Hub88's operator wallet API replayed with requests signed by the test key (PROTOCOLS §2): every
 * answer is signed by us (support.ts checks it), amounts are ×100000, statuses as Hub88 documents.
 */

const TRY_1 = 100_000; // 1.00 TRY in Hub88 units

let t: TestApp;
let clock: TestClock;
let game: { id: number; code: string };

beforeAll(async () => {
  clock = testClock('2026-11-24T10:00:00Z');
  t = await createTestApp({ clock });
  await seedGames(t);
  game = await someGame(t, 'Hub88');
});
afterAll(() => t.close());

/** A player with 100 TRY and a game session. */
async function player(cashMinor = 10_000n) {
  const { playerId } = await newPlayer(t, { cashMinor });
  const token = await sessionFor(t, playerId, game.id);
  return { user: playerId, token, game: game.code };
}

describe('Hub88 wallet: user calls', () => {
  it('answers /user/info for a session token, and /user/balance in ×100000 units', async () => {
    const p = await player();
    const info = await hub88(t, '/user/info', { request_uuid: 'r-1', token: p.token });
    expect(info).toMatchObject({ status: 'RS_OK', user: String(p.user), request_uuid: 'r-1' });
    const balance = await hub88(t, '/user/balance', {
      request_uuid: 'r-2',
      user: String(p.user),
      token: p.token,
    });
    expect(balance).toMatchObject({
      status: 'RS_OK',
      balance: 100 * TRY_1,
      currency: 'TRY',
      request_uuid: 'r-2',
    });
  });

  it('refuses a call whose signature is not Hub88s, and changes nothing', async () => {
    const p = await player();
    const body = hub88Bet({ ...p, round: 'sig-1', amount: 5 * TRY_1 });
    const forged = await hub88(t, '/transaction/bet', body, {
      signature: Buffer.alloc(256, 7).toString('base64'),
    });
    expect(forged).toMatchObject({ status: 'RS_ERROR_INVALID_SIGNATURE', request_uuid: body.request_uuid });
    // Signed by Hub88, then changed on the way: the signature is over the raw bytes, so it no longer fits.
    const tampered = await hub88(t, '/transaction/bet', body, {
      raw: JSON.stringify({ ...body, amount: 50 * TRY_1 }),
      signature: hub88Sign(JSON.stringify(body), t.config.secrets.HUB88_SANDBOX_PROVIDER_KEY!),
    });
    expect(tampered.status).toBe('RS_ERROR_INVALID_SIGNATURE');
    const balance = await hub88(t, '/user/balance', { request_uuid: randomUUID(), user: String(p.user) });
    expect(balance.balance).toBe(100 * TRY_1);
  });

  it('answers RS_ERROR_INVALID_TOKEN for an unknown token and RS_ERROR_WRONG_SYNTAX for broken JSON', async () => {
    const p = await player();
    expect((await hub88(t, '/user/info', { request_uuid: 'x', token: 'nope' })).status).toBe(
      'RS_ERROR_INVALID_TOKEN',
    );
    const broken = await hub88(t, '/transaction/bet', {}, { raw: '{"request_uuid": "b",' });
    expect(broken.status).toBe('RS_ERROR_WRONG_SYNTAX');
    const wrongType = await hub88(t, '/transaction/bet', {
      ...hub88Bet({ ...p, round: 'w', amount: 1 }),
      amount: '1.5',
    });
    expect(wrongType.status).toBe('RS_ERROR_WRONG_TYPES');
  });
});

describe('Hub88 wallet: bets, wins and rollbacks', () => {
  it('takes a bet and pays a win, and the round is Completed with both amounts', async () => {
    const p = await player();
    const bet = hub88Bet({ ...p, round: 'round-ok', amount: 10 * TRY_1 });
    expect(await hub88(t, '/transaction/bet', bet)).toMatchObject({ status: 'RS_OK', balance: 90 * TRY_1 });
    const win = hub88Win({ ...p, round: 'round-ok', amount: 25 * TRY_1, reference: bet.transaction_uuid });
    expect(await hub88(t, '/transaction/win', win)).toMatchObject({ status: 'RS_OK', balance: 115 * TRY_1 });
    const [round] = await t.database.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.providerRound, 'round-ok'));
    expect(round).toMatchObject({ status: 2, betMinor: 1000n, winMinor: 2500n, playerId: p.user });
  });

  it('refuses a bet above the balance with RS_ERROR_NOT_ENOUGH_MONEY and the actual balance', async () => {
    const p = await player(3_000n);
    const answer = await hub88(t, '/transaction/bet', hub88Bet({ ...p, round: 'poor', amount: 31 * TRY_1 }));
    expect(answer).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 30 * TRY_1 });
  });

  it('refuses the same transaction id with another amount as a duplicate', async () => {
    const p = await player();
    const bet = hub88Bet({ ...p, round: 'dup', amount: 5 * TRY_1 });
    expect((await hub88(t, '/transaction/bet', bet)).status).toBe('RS_OK');
    const again = await hub88(t, '/transaction/bet', {
      ...bet,
      request_uuid: randomUUID(),
      amount: 6 * TRY_1,
    });
    expect(again.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    const balance = await hub88(t, '/user/balance', { request_uuid: randomUUID(), user: String(p.user) });
    expect(balance.balance).toBe(95 * TRY_1);
  });

  it('answers an identical replay with the first answer and applies nothing', async () => {
    const p = await player();
    const bet = hub88Bet({ ...p, round: 'replay', amount: 7 * TRY_1 });
    const first = await hub88(t, '/transaction/bet', bet);
    const second = await hub88(t, '/transaction/bet', bet);
    expect(second).toEqual(first);
    expect(first).toMatchObject({ status: 'RS_OK', balance: 93 * TRY_1 });
    const win = hub88Win({ ...p, round: 'replay', amount: 2 * TRY_1, reference: bet.transaction_uuid });
    const won = await hub88(t, '/transaction/win', win);
    expect(await hub88(t, '/transaction/win', win)).toEqual(won);
    expect(won.balance).toBe(95 * TRY_1);
  });

  it('refuses a win for a bet it does not know', async () => {
    const p = await player();
    const bet = hub88Bet({ ...p, round: 'known', amount: TRY_1 });
    await hub88(t, '/transaction/bet', bet);
    const unknownBet = hub88Win({ ...p, round: 'known', amount: 5 * TRY_1, reference: 'never-sent' });
    expect((await hub88(t, '/transaction/win', unknownBet)).status).toBe(
      'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    );
    const unknownRound = hub88Win({
      ...p,
      round: 'no-such-round',
      amount: 5 * TRY_1,
      reference: bet.transaction_uuid,
    });
    expect((await hub88(t, '/transaction/win', unknownRound)).status).toBe(
      'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    );
    const balance = await hub88(t, '/user/balance', { request_uuid: randomUUID(), user: String(p.user) });
    expect(balance.balance).toBe(99 * TRY_1);
  });

  it('rolls back a bet exactly once, and the round is Cancelled', async () => {
    const p = await player();
    const bet = hub88Bet({ ...p, round: 'rb', amount: 12 * TRY_1 });
    await hub88(t, '/transaction/bet', bet);
    const rollback = {
      user: String(p.user),
      token: p.token,
      request_uuid: randomUUID(),
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: bet.transaction_uuid,
      round: 'rb',
      game_code: p.game,
    };
    expect(await hub88(t, '/transaction/rollback', rollback)).toMatchObject({
      status: 'RS_OK',
      balance: 100 * TRY_1,
    });
    expect(await hub88(t, '/transaction/rollback', rollback)).toMatchObject({
      status: 'RS_OK',
      balance: 100 * TRY_1,
    });
    const [round] = await t.database.db.select().from(gameRounds).where(eq(gameRounds.providerRound, 'rb'));
    expect(round).toMatchObject({ status: 3, betMinor: 0n });
    // A win for the rolled-back bet is refused.
    const win = hub88Win({ ...p, round: 'rb', amount: TRY_1, reference: bet.transaction_uuid });
    expect((await hub88(t, '/transaction/win', win)).status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
  });

  it('records a rollback of an unknown bet, then refuses that bet when it arrives late', async () => {
    const p = await player();
    const betId = randomUUID();
    const rollback = {
      user: String(p.user),
      token: p.token,
      request_uuid: randomUUID(),
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: betId,
    };
    expect(await hub88(t, '/transaction/rollback', rollback)).toMatchObject({
      status: 'RS_OK',
      balance: 100 * TRY_1,
    });
    const late = await hub88(
      t,
      '/transaction/bet',
      hub88Bet({ ...p, round: 'late', amount: 5 * TRY_1, tx: betId }),
    );
    expect(late.status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    const balance = await hub88(t, '/user/balance', { request_uuid: randomUUID(), user: String(p.user) });
    expect(balance.balance).toBe(100 * TRY_1);
  });

  it('refuses a bet on an expired session but still pays the win of a bet taken before', async () => {
    const p = await player();
    const bet = hub88Bet({ ...p, round: 'late-win', amount: 4 * TRY_1 });
    await hub88(t, '/transaction/bet', bet);
    clock.advance(25 * 3_600_000);
    const expired = await hub88(
      t,
      '/transaction/bet',
      hub88Bet({ ...p, round: 'late-win-2', amount: TRY_1 }),
    );
    expect(expired.status).toBe('RS_ERROR_TOKEN_EXPIRED');
    const win = hub88Win({ ...p, round: 'late-win', amount: 8 * TRY_1, reference: bet.transaction_uuid });
    expect(await hub88(t, '/transaction/win', win)).toMatchObject({ status: 'RS_OK', balance: 104 * TRY_1 });
  });

  it('refuses another currency and another game than the session', async () => {
    const p = await player();
    const eur = await hub88(t, '/transaction/bet', {
      ...hub88Bet({ ...p, round: 'cur', amount: TRY_1 }),
      currency: 'EUR',
    });
    expect(eur.status).toBe('RS_ERROR_WRONG_CURRENCY');
    const other = await hub88(
      t,
      '/transaction/bet',
      hub88Bet({ ...p, game: 'not-this-game', round: 'g', amount: TRY_1 }),
    );
    expect(other.status).toBe('RS_ERROR_INVALID_GAME');
    const fraction = await hub88(t, '/transaction/bet', hub88Bet({ ...p, round: 'frac', amount: 123 }));
    expect(fraction.status).toBe('RS_ERROR_WRONG_TYPES');
  });

  it('keeps the ledger consistent', async () => {
    expect((await ledgerInvariants(t.database.db)).ok).toBe(true);
  });
});
