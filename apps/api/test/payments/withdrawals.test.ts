import { staffToken } from '../support/staff.ts';
import { TransactionStatus } from '@lale/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BonusGate } from '../../src/modules/payments/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { bearer, call, testClock } from '../support/accounts.ts';
import { capturingPublisher } from '../notifications/support.ts';
import {
  adminDecide,
  adminToken,
  balances,
  expectLedgerSound,
  IBAN,
  METHOD,
  newPlayer,
  paymentsOf,
  post,
  withdraw,
} from './support.ts';

/*
 * Withdrawals (issue #11): the request moves cash to the hold at once (Pending); the operator pays it
 * out (Confirmed) or returns it (Rejected); the player may cancel a pending one (Cancelled). Refused
 * when cash is too low, the phone is not verified, or a bonus still has wagering to do.
 */

let t: TestApp;
let admin: string;
const clock = testClock('2026-03-10T09:00:00Z');
const realtime = capturingPublisher();
const wagering = new Set<number>();
const bonusGate: BonusGate = {
  hasWageringLeft: async (playerId) => wagering.has(playerId),
  depositConfirmed: async () => {},
};

beforeAll(async () => {
  t = await createTestApp({ clock, realtime: realtime.publisher, bonusGate });
  admin = await adminToken(t);
});
afterAll(() => t.close());
afterEach(() => expectLedgerSound(t));

const toBank = (amount: number) => ({ amount, Iban: IBAN, FullName: 'Ayşe Yılmaz' });

async function requested(cashMinor: bigint, amount: number) {
  const player = await newPlayer(t, { cashMinor });
  const answer = await withdraw(t.app, player.token, METHOD.bankOut, toBank(amount));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const [payment] = await paymentsOf(t, player.playerId);
  return { player, payment: payment! };
}

describe('a withdrawal request', () => {
  it('holds the amount at once, Pending, with the IBAN masked and a Withdraw notification', async () => {
    realtime.clear();
    const { player, payment } = await requested(100_000n, 400);
    expect(payment).toMatchObject({ type: 2, status: TransactionStatus.Pending, amountMinor: 40_000n });
    expect(payment.reference).toMatch(/^W-/);
    expect(payment.detailSummary).toEqual({ Iban: 'TR** **** … 1326', FullName: 'Ayşe Yılmaz' });
    expect(await balances(t, player.playerId)).toEqual({ cash: 60_000n, bonus: 0n, withdrawHold: 40_000n });
    const pushed = realtime.pushes.filter((p) => p.to === player.playerId).map((p) => p.message);
    // (The first is the welcome notification of sign-up.)
    expect(pushed.at(-1)).toMatchObject({ type: 2, title: 'Withdrawal requested' });
  });

  it('is refused above the cash balance, saying how much is available, and changes nothing', async () => {
    const player = await newPlayer(t, { cashMinor: 30_000n });
    const answer = await withdraw(t.app, player.token, METHOD.bankOut, toBank(300.01));
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(
      'Your cash balance is too low for this withdrawal. You can withdraw at most ₺300.00.',
    );
    expect(answer.body.data).toEqual({ errors: { 'detail.amount': answer.body.message } });
    expect(await paymentsOf(t, player.playerId)).toEqual([]);
    expect(await balances(t, player.playerId)).toEqual({ cash: 30_000n, bonus: 0n, withdrawHold: 0n });
  });

  it('is refused while the phone is not verified', async () => {
    const player = await newPlayer(t, { cashMinor: 100_000n, phoneVerified: false });
    const answer = await withdraw(t.app, player.token, METHOD.bankOut, toBank(200), 'tr');
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Para çekebilmek için önce telefon numaranızı doğrulayın.');
    expect(await paymentsOf(t, player.playerId)).toEqual([]);
    expect((await balances(t, player.playerId)).cash).toBe(100_000n);
  });

  it('is refused while a bonus still has wagering to do', async () => {
    const player = await newPlayer(t, { cashMinor: 100_000n });
    wagering.add(player.playerId);
    const answer = await withdraw(t.app, player.token, METHOD.bankOut, toBank(200));
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/^You cannot withdraw until your active bonus has been wagered/);
    expect(await paymentsOf(t, player.playerId)).toEqual([]);
  });

  it('many concurrent requests never hold more than the cash', async () => {
    const player = await newPlayer(t, { cashMinor: 50_000n });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => withdraw(t.app, player.token, METHOD.bankOut, toBank(200))),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(6);
    expect(await balances(t, player.playerId)).toEqual({ cash: 10_000n, bonus: 0n, withdrawHold: 40_000n });
    expect(await paymentsOf(t, player.playerId)).toHaveLength(2);
  });
});

describe('the operator and the player decide', () => {
  it('approve: Confirmed, paid out of the hold, recorded with who and when', async () => {
    const { player, payment } = await requested(100_000n, 400);
    realtime.clear();
    const answer = await adminDecide(t.app, admin, payment.id, 'confirm');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      status: TransactionStatus.Confirmed,
      decidedAt: clock.now().toISOString(),
    });
    expect(await balances(t, player.playerId)).toEqual({ cash: 60_000n, bonus: 0n, withdrawHold: 0n });
    const [row] = await paymentsOf(t, player.playerId);
    expect(row!.decidedBy).toBe(answer.body.data.decidedBy);
    expect(realtime.pushes.map((p) => p.message)).toMatchObject([
      { type: 2, title: 'Çekim talebiniz onaylandı' },
    ]);
    // Decided once: the player can no longer cancel it, the operator cannot reject it.
    expect((await post(t.app, player.token, '/api/payment/cancelwithdraw', { id: payment.id })).status).toBe(
      409,
    );
    expect((await adminDecide(t.app, admin, payment.id, 'reject')).status).toBe(409);
    expect(await balances(t, player.playerId)).toEqual({ cash: 60_000n, bonus: 0n, withdrawHold: 0n });
  });

  it('reject: Rejected with the note, the hold back in cash', async () => {
    const { player, payment } = await requested(100_000n, 400);
    // A rejection without a reason the player can read is refused, and nothing moves.
    for (const payload of [{}, { note: '  ' }]) {
      const refused = await adminDecide(t.app, admin, payment.id, 'reject', payload);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body.data)).toMatch(/note/);
    }
    expect((await paymentsOf(t, player.playerId))[0]!.status).toBe(TransactionStatus.Pending);
    const answer = await adminDecide(t.app, admin, payment.id, 'reject', { note: 'IBAN name mismatch' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      status: TransactionStatus.Rejected,
      note: 'IBAN name mismatch',
    });
    expect(await balances(t, player.playerId)).toEqual({ cash: 100_000n, bonus: 0n, withdrawHold: 0n });
  });

  it('cancel by the player: Cancelled, the hold back in cash; not twice, not by someone else', async () => {
    const { player, payment } = await requested(100_000n, 400);
    const stranger = await newPlayer(t);
    const foreign = await post(t.app, stranger.token, '/api/payment/cancelwithdraw', { id: payment.id });
    expect(foreign.status).toBe(404);

    const answer = await post(t.app, player.token, '/api/payment/cancelwithdraw', { id: payment.id });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(
      'Your withdrawal has been cancelled and the amount returned to your balance.',
    );
    expect(await balances(t, player.playerId)).toEqual({ cash: 100_000n, bonus: 0n, withdrawHold: 0n });
    expect((await paymentsOf(t, player.playerId))[0]!.status).toBe(TransactionStatus.Cancelled);

    expect((await post(t.app, player.token, '/api/payment/cancelwithdraw', { id: payment.id })).status).toBe(
      409,
    );
    expect((await adminDecide(t.app, admin, payment.id, 'confirm')).status).toBe(409);
    expect(await balances(t, player.playerId)).toEqual({ cash: 100_000n, bonus: 0n, withdrawHold: 0n });
  });

  it('concurrent approve, reject and cancel: exactly one wins, the ledger stays whole', async () => {
    const { player, payment } = await requested(100_000n, 400);
    const answers = await Promise.all([
      adminDecide(t.app, admin, payment.id, 'confirm'),
      adminDecide(t.app, admin, payment.id, 'reject'),
      post(t.app, player.token, '/api/payment/cancelwithdraw', { id: payment.id }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const b = await balances(t, player.playerId);
    expect(b.withdrawHold).toBe(0n);
    expect([60_000n, 100_000n]).toContain(b.cash);
  });

  it('only an admin decides', async () => {
    const { player, payment } = await requested(100_000n, 400);
    expect((await adminDecide(t.app, player.token, payment.id, 'confirm')).status).toBe(401);
    // Support may look at payments but not approve them.
    expect((await adminDecide(t.app, await staffToken(t, 'support'), payment.id, 'confirm')).status).toBe(
      403,
    );
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${payment.id}/confirm`,
      payload: {},
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('the lists', () => {
  it("payment/transactions: the player's own, newest first, filtered, with the total; cancellable marks", async () => {
    const player = await newPlayer(t, { cashMinor: 200_000n });
    await withdraw(t.app, player.token, METHOD.bankOut, toBank(100));
    clock.advance(60_000);
    await withdraw(t.app, player.token, METHOD.bankOut, toBank(200));
    const [first] = await paymentsOf(t, player.playerId);
    await adminDecide(t.app, admin, first!.id, 'reject', { note: 'Wrong IBAN' });

    type List = {
      items: { amount: number; status: number; cancellable: boolean; note: string | null }[];
      total: number;
    };
    const all = await post<List>(t.app, player.token, '/api/payment/transactions', {});
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(2);
    expect(all.body.data.items).toMatchObject([
      {
        amount: 200,
        status: TransactionStatus.Pending,
        cancellable: true,
        note: null,
        methodTitle: 'Banka Havalesi',
        currency: 'TRY',
      },
      { amount: 100, status: TransactionStatus.Rejected, cancellable: false, note: 'Wrong IBAN' },
    ]);
    const pending = await post<List>(t.app, player.token, '/api/payment/transactions', {
      status: TransactionStatus.Pending,
    });
    expect(pending.body.data.total).toBe(1);
    const paged = await post<List>(t.app, player.token, '/api/payment/transactions', { skip: 1, take: 1 });
    expect(paged.body.data).toMatchObject({ total: 2, items: [{ amount: 100 }] });
    // Days in Istanbul: 2026-03-10 12:00 there; the next day holds nothing.
    const today = await post<List>(t.app, player.token, '/api/payment/transactions', {
      from: '2026-03-10',
      to: '2026-03-10',
    });
    expect(today.body.data.total).toBe(2);
    const tomorrow = await post<List>(t.app, player.token, '/api/payment/transactions', {
      from: '2026-03-11',
    });
    expect(tomorrow.body.data.total).toBe(0);
    const deposits = await post<List>(t.app, player.token, '/api/payment/transactions', { type: 1 });
    expect(deposits.body.data.total).toBe(0);
  });

  it('GET /api/admin/payments: filtered by player, type and status, with masked details', async () => {
    const { player, payment } = await requested(100_000n, 400);
    const answer = await call<{
      items: { id: number; details: Record<string, string>; username: string }[];
      total: number;
    }>(t.app, {
      method: 'GET',
      url: `/api/admin/payments?playerId=${player.playerId}&type=2&status=2`,
      headers: bearer(admin),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.total).toBe(1);
    expect(answer.body.data.items[0]).toMatchObject({
      id: payment.id,
      details: { Iban: 'TR** **** … 1326' },
    });
    const none = await call<{ total: number }>(t.app, {
      method: 'GET',
      url: `/api/admin/payments?playerId=${player.playerId}&status=1`,
      headers: bearer(admin),
    });
    expect(none.body.data.total).toBe(0);
    const bad = await call(t.app, {
      method: 'GET',
      url: '/api/admin/payments?status=9',
      headers: bearer(admin),
    });
    expect(bad.status).toBe(400);
  });

  it('the Istanbul day boundary: 23:45 Istanbul (20:45 UTC) belongs to that day', async () => {
    // (Last in the file: the clock stays in the evening.)
    clock.set('2026-03-10T20:45:00Z'); // 23:45 in Istanbul
    const player = await newPlayer(t, { cashMinor: 100_000n });
    await withdraw(t.app, player.token, METHOD.bankOut, toBank(100));
    clock.set('2026-03-10T21:15:00Z'); // 00:15 on the 11th in Istanbul
    await withdraw(t.app, player.token, METHOD.bankOut, toBank(100));
    type List = { total: number };
    const on10th = await post<List>(t.app, player.token, '/api/payment/transactions', {
      from: '2026-03-10',
      to: '2026-03-10',
    });
    const on11th = await post<List>(t.app, player.token, '/api/payment/transactions', {
      from: '2026-03-11',
      to: '2026-03-11',
    });
    expect([on10th.body.data.total, on11th.body.data.total]).toEqual([1, 1]);
  });
});
