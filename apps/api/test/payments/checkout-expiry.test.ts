import { TransactionStatus } from '@lale/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_LIFETIME_MS } from '../../src/modules/payments/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { testClock } from '../support/accounts.ts';
import { capturingPublisher } from '../notifications/support.ts';
import {
  balances,
  CARD,
  deposit,
  expectLedgerSound,
  METHOD,
  newPlayer,
  paymentsOf,
  signedEvent,
} from './support.ts';

/*
 * A hosted checkout the player never finished (issue #11): after CHECKOUT_LIFETIME_MS the sweep cancels
 * it, with a notification, so it stops counting towards the deposit limits; a late payment event for it
 * credits nothing (statuses only move forward).
 */

let t: TestApp;
const clock = testClock('2026-03-10T09:00:00Z');
const realtime = capturingPublisher();

beforeAll(async () => {
  t = await createTestApp({ clock, realtime: realtime.publisher });
});
afterAll(() => t.close());
afterEach(() => expectLedgerSound(t));

describe('an abandoned hosted checkout', () => {
  it('stays Created within its lifetime, is Cancelled after it, and a late payment credits nothing', async () => {
    const player = await newPlayer(t);
    const started = await deposit(t.app, player.token, METHOD.card, {
      amount: 300,
      CardNo: CARD,
      CardHolder: 'AYSE YILMAZ',
      ExpiryDate: '12/30',
      Cvv: '123',
    });
    expect(started.status).toBe(200);

    clock.advance(CHECKOUT_LIFETIME_MS - 60_000);
    await t.modules.payments.checkoutSweep.tick();
    expect((await paymentsOf(t, player.playerId))[0]!.status).toBe(TransactionStatus.Created);

    realtime.clear();
    clock.advance(2 * 60_000);
    await t.modules.payments.checkoutSweep.tick();
    const [payment] = await paymentsOf(t, player.playerId);
    expect(payment!.status).toBe(TransactionStatus.Cancelled);
    const pushed = realtime.pushes.filter((p) => p.to === player.playerId);
    expect(pushed).toHaveLength(1);
    expect(pushed[0]!.message).toMatchObject({ type: 1 });

    const late = signedEvent(t, clock, payment!);
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/sandbox-card',
      headers: late.headers,
      payload: late.body,
    });
    expect((await balances(t, player.playerId)).cash).toBe(0n);
    expect((await paymentsOf(t, player.playerId))[0]!.status).toBe(TransactionStatus.Cancelled);
  });
});
