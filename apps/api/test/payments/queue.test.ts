import { staffHeaders } from '../support/staff-headers.ts';
import { TransactionStatus, type AdminPayment, type AdminPaymentQueue } from '@lale/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE, testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { adminCall, anotherAdmin, type Staff, staffToken } from '../support/staff.ts';
import {
  adminToken,
  CARD_DETAIL,
  deliverWebhook,
  deposit,
  expectLedgerSound,
  METHOD,
  newPlayer,
  paymentsOf,
  signedEvent,
  pendingWithdrawal,
} from './support.ts';

/*
 * The payments queue (issue #25): what waits for an operator in one currency, oldest first — pending
 * manual deposits and withdrawals, the withdrawals "on hold" (their amount sits in withdraw_hold), the
 * amount on hold (checked against the ledger's withdraw_hold balances), the waits; a payment's provider
 * events; the list's CSV twin.
 */

let t: TestApp;
/** Fresh staff sessions: these tests move the clock past a session's 15 idle minutes. */
const adminNow = () => adminToken(t);
let colleague: Staff;
const clock = testClock('2026-03-10T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock });
  colleague = await anotherAdmin(t);
});
afterAll(() => t.close());
afterEach(() => expectLedgerSound(t));

const queue = async (query = '') =>
  adminCall<AdminPaymentQueue>(t.app, await adminNow(), 'GET', `/api/admin/payments/queue${query}`);

async function heldInLedger(): Promise<bigint> {
  const result = (await t.database.db.execute(
    sql`select coalesce(sum(balance), 0)::text as held from ledger_accounts where kind = 'withdraw_hold'`,
  )) as unknown as { rows: { held: string }[] };
  return BigInt(result.rows[0]!.held);
}

describe('the queue', () => {
  let ids: number[] = [];

  it('is empty at first', async () => {
    const answer = await queue();
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      summary: {
        pending: 0,
        onHold: 0,
        awaitingSecondApproval: 0,
        queuedAmount: 0,
        averageWaitSeconds: 0,
        oldestWaitSeconds: 0,
        currency: 'TRY',
      },
      items: [],
      total: 0,
    });
  });

  it('counts the pending deposits and withdrawals, the ones on hold and their amount, oldest first', async () => {
    // 09:00 a bank-transfer deposit (Pending), 09:10 a withdrawal of 300, 09:20 a withdrawal of 250.50
    // above the threshold that one member confirmed, 09:25 a withdrawal the player cancels (not queued).
    const depositor = await newPlayer(t);
    expect(
      (await deposit(t.app, depositor.token, METHOD.havale, { amount: 100, FullName: 'Ayşe Yılmaz' })).status,
    ).toBe(200);
    clock.advance(10 * MINUTE);
    await pendingWithdrawal(t, 300);
    clock.advance(10 * MINUTE);
    await adminCall(t.app, await adminNow(), 'PUT', '/api/admin/settings/withdrawal-approval', {
      thresholds: [{ currency: 'TRY', amount: 250 }],
    });
    const { payment: big } = await pendingWithdrawal(t, 250.5);
    expect(
      (
        await adminCall<AdminPayment>(
          t.app,
          (await anotherAdmin(t)).token,
          'POST',
          `/api/admin/payments/${big.id}/confirm`,
          {},
        )
      ).body.data.needsSecondApproval,
    ).toBe(true);
    clock.advance(5 * MINUTE);
    const { player: three, payment: cancelled } = await pendingWithdrawal(t, 100);
    const cancel = await adminCall(t.app, three.token, 'POST', '/api/payment/cancelwithdraw', {
      id: cancelled.id,
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    clock.advance(5 * MINUTE); // now 09:30

    const answer = await queue();
    const data = answer.body.data;
    expect(data.summary).toEqual({
      pending: 3,
      onHold: 2,
      awaitingSecondApproval: 1,
      queuedAmount: 550.5,
      averageWaitSeconds: ((30 + 20 + 10) * 60) / 3,
      oldestWaitSeconds: 30 * 60,
      currency: 'TRY',
    });
    expect(await heldInLedger()).toBe(550_50n);
    expect(data.total).toBe(3);
    expect(data.items.map((p) => p.type)).toEqual([1, 2, 2]);
    expect(data.items.map((p) => p.createdAt)).toEqual([...data.items.map((p) => p.createdAt)].sort());
    expect(data.items[2]).toMatchObject({
      amount: 250.5,
      needsSecondApproval: true,
      approvals: [{ staffId: colleague.id }],
    });
    ids = data.items.map((p) => p.id);

    const page = await queue('?skip=1&take=1');
    expect(page.body.data.items.map((p) => p.id)).toEqual([ids[1]]);
    expect(page.body.data.summary.pending).toBe(3);
  });

  it('refuses an unknown currency, a player (401) and a role without payments.view (403)', async () => {
    expect((await queue('?currency=XXX')).status).toBe(400);
    const player = await newPlayer(t);
    expect((await adminCall(t.app, player.token, 'GET', '/api/admin/payments/queue')).status).toBe(401);
    const trader = await staffToken(t, 'trader');
    expect((await adminCall(t.app, trader, 'GET', '/api/admin/payments/queue')).status).toBe(403);
  });
});

describe("a payment's provider events", () => {
  it('lists what the provider sent, in order, with what each did', async () => {
    const player = await newPlayer(t);
    expect((await deposit(t.app, player.token, METHOD.card, { amount: 200, ...CARD_DETAIL })).status).toBe(
      200,
    );
    const [payment] = await paymentsOf(t, player.playerId);
    const send = (type?: string) => deliverWebhook(t, signedEvent(t, clock, payment!, type ? { type } : {}));
    expect((await send()).statusCode).toBe(200);
    clock.advance(1000);
    expect((await send('payment.declined')).statusCode).toBe(200);

    const answer = await adminCall<{
      items: { outcome: string; result: string; provider: string }[];
      total: number;
    }>(t.app, await adminNow(), 'GET', `/api/admin/payments/${payment!.id}/events`);
    expect(answer.status).toBe(200);
    expect(answer.body.data.total).toBe(2);
    expect(answer.body.data.items).toMatchObject([
      { provider: 'sandbox-card', outcome: 'paid', result: 'applied' },
      { provider: 'sandbox-card', outcome: 'declined', result: 'ignored' },
    ]);
    expect(
      (await adminCall(t.app, await adminNow(), 'GET', '/api/admin/payments/999999/events')).status,
    ).toBe(404);
  });
});

describe('the CSV export of the payments list', () => {
  it('carries the filtered list, newest first, as a download', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payments/export?status=${TransactionStatus.Pending}`,
      headers: staffHeaders(await adminNow()),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="payments-2026-03-10.csv"');
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,createdAt,type,status,playerId,username,amount,currency,method,provider,reference,providerRef,decidedBy,decidedAt,approvals,note',
    );
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).every((line) => line.includes(',Pending,'))).toBe(true);
    expect(lines[1]).toContain(',250.5,TRY,');
    expect(lines[1]).toContain(`,${colleague.id},`);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payments/export',
      headers: staffHeaders(await staffToken(t, 'trader')),
    });
    expect(refused.statusCode).toBe(403);
  });
});
