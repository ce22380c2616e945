import { TransactionType } from '@lale/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { testClock } from '../support/accounts.ts';
import {
  adminDecide,
  adminToken,
  balances,
  CARD,
  deposit,
  expectLedgerSound,
  IBAN,
  METHOD,
  newPlayer,
  paymentsOf,
  post,
  signedEvent,
  withdraw,
  type Player,
} from './support.ts';

/*
 * Issue 23, item 4, as the cashier and the bonus engine are wired in app.ts: a first-deposit bonus needs
 * its deposit still in play. Deposit ₺100, withdraw it, claim the bonus: refused. A withdrawal that was
 * cancelled or rejected does not count. A claim sent together with a full withdrawal: never both.
 */

let t: TestApp;
let admin: string;
const clock = testClock('2026-03-10T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await adminToken(t);
});
afterAll(() => t.close());
afterEach(() => expectLedgerSound(t));

/** A player whose only money is one confirmed ₺100 card deposit. */
async function depositedPlayer(): Promise<Player> {
  const player = await newPlayer(t);
  const started = await deposit(t.app, player.token, METHOD.card, {
    amount: 100,
    CardNo: CARD,
    CardHolder: 'AYSE YILMAZ',
    ExpiryDate: '12/30',
    Cvv: '123',
  });
  expect(started.status).toBe(200);
  const [payment] = await paymentsOf(t, player.playerId);
  const event = signedEvent(t, clock, payment!);
  const delivered = await t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/sandbox-card',
    headers: event.headers,
    payload: event.body,
  });
  expect(delivered.statusCode).toBe(200);
  expect((await balances(t, player.playerId)).cash).toBe(10_000n);
  return player;
}

async function welcomeId(player: Player): Promise<number> {
  const list = await t.app.inject({
    method: 'GET',
    url: '/api/bonus/list',
    headers: { authorization: `Bearer ${player.token}` },
  });
  const offers = list.json<{ data: { offers: { id: number; trigger: string }[] } }>().data.offers;
  return offers.find((offer) => offer.trigger === 'first_deposit')!.id;
}

const claim = (player: Player, id: number) => post(t.app, player.token, '/api/bonus/claim', { id });
const withdrawAll = (player: Player) =>
  withdraw(t.app, player.token, METHOD.bankOut, { amount: 100, Iban: IBAN, FullName: 'Ayşe Yılmaz' });

describe('a first-deposit bonus needs its deposit still in play', () => {
  it('deposit ₺100, withdraw ₺100, claim: refused, with a message that says why; nothing granted', async () => {
    const player = await depositedPlayer();
    const id = await welcomeId(player);
    expect((await withdrawAll(player)).status).toBe(200);
    const refused = await claim(player, id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/withdraw/i);
    expect(await balances(t, player.playerId)).toEqual({ cash: 0n, bonus: 0n, withdrawHold: 10_000n });

    // Paid out by the operator: still refused.
    const [, payout] = await paymentsOf(t, player.playerId);
    expect((await adminDecide(t.app, admin, payout!.id, 'confirm')).status).toBe(200);
    expect((await claim(player, id)).status).toBe(409);
    expect(await balances(t, player.playerId)).toEqual({ cash: 0n, bonus: 0n, withdrawHold: 0n });
  });

  it('a withdrawal the player cancelled, or the operator rejected, does not count', async () => {
    for (const undo of ['cancel', 'reject'] as const) {
      const player = await depositedPlayer();
      const id = await welcomeId(player);
      expect((await withdrawAll(player)).status).toBe(200);
      const [, payout] = await paymentsOf(t, player.playerId);
      if (undo === 'cancel')
        expect(
          (await post(t.app, player.token, '/api/payment/cancelwithdraw', { id: payout!.id })).status,
        ).toBe(200);
      else expect((await adminDecide(t.app, admin, payout!.id, 'reject')).status).toBe(200);
      const granted = await claim(player, id);
      expect(granted.status, JSON.stringify(granted.body)).toBe(200);
      expect(await balances(t, player.playerId)).toEqual({ cash: 10_000n, bonus: 10_000n, withdrawHold: 0n });
    }
  });

  it('a claim sent at the same moment as a full withdrawal: never both (repeated)', async () => {
    for (let round = 0; round < 6; round += 1) {
      const player = await depositedPlayer();
      const id = await welcomeId(player);
      const [claimed, withdrawn] = await Promise.all([claim(player, id), withdrawAll(player)]);
      const both = claimed.status === 200 && withdrawn.status === 200;
      expect(both, `round ${round}: claim ${claimed.status}, withdrawal ${withdrawn.status}`).toBe(false);
      // Exactly one of them went through, and the money says which.
      expect([claimed.status, withdrawn.status].filter((status) => status === 200)).toHaveLength(1);
      const money = await balances(t, player.playerId);
      const withdrawals = (await paymentsOf(t, player.playerId)).filter(
        (payment) => payment.type === TransactionType.Withdraw,
      );
      if (claimed.status === 200) {
        expect(money).toEqual({ cash: 10_000n, bonus: 10_000n, withdrawHold: 0n });
        expect(withdrawals).toEqual([]);
      } else {
        expect(money).toEqual({ cash: 0n, bonus: 0n, withdrawHold: 10_000n });
        expect(withdrawals).toHaveLength(1);
      }
    }
  });
});
