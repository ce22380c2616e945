import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { testClock } from '../support/accounts.ts';
import {
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
 * The cashier and the bonus engine as app.ts wires them (issue #11): a confirmed card deposit makes the
 * first-deposit bonus claimable, a running bonus blocks withdrawals with its own message, and once it is
 * forfeited the withdrawal goes through.
 */

let t: TestApp;
let player: Player;
const clock = testClock('2026-03-10T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock });
  player = await newPlayer(t, { cashMinor: 100_000n });
});
afterAll(() => t.close());
afterEach(() => expectLedgerSound(t));

type Listing = {
  offers: { id: number; title: string; amount: number }[];
  bonuses: { id: number; status: string; amount: number; wageringRequired: number; wageringDone: number }[];
};
const list = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/bonus/list',
      headers: { authorization: `Bearer ${player.token}` },
    })
  ).json<{
    data: Listing;
  }>().data;

describe('deposit, bonus and withdrawal together', () => {
  it('a confirmed deposit offers the welcome bonus; its wagering blocks withdrawals until forfeited', async () => {
    const started = await deposit(t.app, player.token, METHOD.card, {
      amount: 500,
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
    expect((await balances(t, player.playerId)).cash).toBe(150_000n);

    const welcome = (await list()).offers.find(
      (offer) => offer.title === 'Welcome Bonus' || offer.title === 'Hoş Geldin Bonusu',
    );
    expect(welcome?.amount).toBe(500);
    expect((await post(t.app, player.token, '/api/bonus/claim', { id: welcome!.id })).status).toBe(200);
    const [bonus] = (await list()).bonuses;
    expect(bonus).toMatchObject({ status: 'active', amount: 500, wageringRequired: 5000, wageringDone: 0 });
    expect((await balances(t, player.playerId)).bonus).toBe(50_000n);

    const bankOut = { amount: 200, Iban: IBAN, FullName: 'Ayşe Yılmaz' };
    const refused = await withdraw(t.app, player.token, METHOD.bankOut, bankOut);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/wager/i);
    expect((await balances(t, player.playerId)).withdrawHold).toBe(0n);

    expect((await post(t.app, player.token, '/api/bonus/forfeit', { id: bonus!.id })).status).toBe(200);
    expect((await balances(t, player.playerId)).bonus).toBe(0n);
    const accepted = await withdraw(t.app, player.token, METHOD.bankOut, bankOut);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(await balances(t, player.playerId)).toMatchObject({ cash: 130_000n, withdrawHold: 20_000n });
  });
});
