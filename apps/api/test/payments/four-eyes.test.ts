import { TransactionStatus, type AdminPayment, type WithdrawalApprovalThresholds } from '@lale/contracts';
import { eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers, paymentApprovals } from '../../src/db/schema.ts';
import { testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { adminCall, anotherAdmin, demoAdmin, staffToken, type Staff } from '../support/staff.ts';
import { balances, expectLedgerSound, pendingWithdrawal } from './support.ts';

/*
 * Four eyes on large withdrawals (issue #25): above its currency's threshold a withdrawal is paid out
 * only on the confirmation of a SECOND, different staff member; the same member twice is refused; a
 * reject by anyone ends it; two confirmations at once pay out exactly once.
 */

let t: TestApp;
let first: Staff;
let second: Staff;
let third: Staff;
const clock = testClock('2026-03-10T09:00:00Z');
const THRESHOLDS = '/api/admin/settings/withdrawal-approval';

beforeAll(async () => {
  t = await createTestApp({ clock });
  first = await demoAdmin(t);
  second = await anotherAdmin(t);
  third = await anotherAdmin(t);
});
afterAll(() => t.close());
afterEach(() => expectLedgerSound(t));

const decide = (
  staff: Staff,
  id: number,
  decision: 'confirm' | 'reject',
  payload: object = decision === 'reject' ? { note: 'Rejected in a test' } : {},
) => adminCall<AdminPayment>(t.app, staff.token, 'POST', `/api/admin/payments/${id}/${decision}`, payload);

const requested = (amount: number) => pendingWithdrawal(t, amount);

/** The payout transfers a withdrawal got (the wallet's key withdraw-payout:<id>): 0 or 1, never 2. */
async function payouts(paymentId: number) {
  const rows = await t.database.db
    .select({ id: ledgerTransfers.id })
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.idempotencyKey, `withdraw-payout:${paymentId}`));
  return rows.length;
}

describe('the thresholds', () => {
  it('start empty, are set by an admin (whole set), and refuse bad amounts and currencies', async () => {
    const empty = await adminCall<WithdrawalApprovalThresholds>(t.app, first.token, 'GET', THRESHOLDS);
    expect(empty.body.data).toEqual({ thresholds: [] });

    const set = await adminCall<WithdrawalApprovalThresholds>(t.app, first.token, 'PUT', THRESHOLDS, {
      thresholds: [{ currency: 'TRY', amount: 500 }],
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data).toEqual({ thresholds: [{ currency: 'TRY', amount: 500 }] });

    const decimals = await adminCall(t.app, first.token, 'PUT', THRESHOLDS, {
      thresholds: [{ currency: 'TRY', amount: 500.001 }],
    });
    expect(decimals.status).toBe(400);
    expect(decimals.body.data).toEqual({ errors: { 'thresholds.0.amount': expect.any(String) } });
    const unknown = await adminCall(t.app, first.token, 'PUT', THRESHOLDS, {
      thresholds: [{ currency: 'XXX', amount: 5 }],
    });
    expect(unknown.status).toBe(400);
    const negative = await adminCall(t.app, first.token, 'PUT', THRESHOLDS, {
      thresholds: [{ currency: 'TRY', amount: -1 }],
    });
    expect(negative.status).toBe(400);
    // Only the owner sets them: the payments member may approve but not move the threshold.
    const payments = await staffToken(t, 'payments');
    expect((await adminCall(t.app, payments, 'PUT', THRESHOLDS, { thresholds: [] })).status).toBe(403);
    // Nothing the refusals sent was kept.
    const kept = await adminCall<WithdrawalApprovalThresholds>(t.app, first.token, 'GET', THRESHOLDS);
    expect(kept.body.data).toEqual({ thresholds: [{ currency: 'TRY', amount: 500 }] });
  });
});

describe('a withdrawal at or below the threshold', () => {
  it('is paid out on one confirmation', async () => {
    const { payment } = await requested(500);
    const answer = await decide(first, payment.id, 'confirm');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      status: TransactionStatus.Confirmed,
      approvals: [],
      needsSecondApproval: false,
    });
    expect(await payouts(payment.id)).toBe(1);
  });
});

describe('a withdrawal above the threshold', () => {
  it('stays Pending on the first confirmation, refuses the same member again, pays on a different one', async () => {
    const { player, payment } = await requested(600);
    const once = await decide(first, payment.id, 'confirm');
    expect(once.status).toBe(200);
    expect(once.body.message).toBe(
      'Your confirmation is recorded. The withdrawal waits for a second confirmation by a different staff member.',
    );
    expect(once.body.data).toMatchObject({
      status: TransactionStatus.Pending,
      needsSecondApproval: true,
      approvals: [{ staffId: first.id, at: clock.now().toISOString() }],
      decidedBy: null,
    });
    expect(await payouts(payment.id)).toBe(0);
    expect(await balances(t, player.playerId)).toMatchObject({ withdrawHold: 600_00n });

    const again = await decide(first, payment.id, 'confirm');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'You have already confirmed this withdrawal. Above the threshold, a different staff member must give the second confirmation.',
    );
    expect(await payouts(payment.id)).toBe(0);

    const paid = await decide(second, payment.id, 'confirm');
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({
      status: TransactionStatus.Confirmed,
      needsSecondApproval: false,
      decidedBy: second.id,
    });
    expect(paid.body.data.approvals.map((a) => a.staffId)).toEqual([first.id, second.id]);
    expect(await payouts(payment.id)).toBe(1);
    expect(await balances(t, player.playerId)).toEqual({ cash: 400_00n, bonus: 0n, withdrawHold: 0n });
    // Decided: a third confirmation is a plain "cannot change", not a third approval.
    expect((await decide(third, payment.id, 'confirm')).status).toBe(409);
  });

  it('ends on a reject by anyone, even after a first confirmation: the hold back in cash', async () => {
    const { player, payment } = await requested(700);
    expect((await decide(first, payment.id, 'confirm')).body.data.needsSecondApproval).toBe(true);
    const rejected = await decide(first, payment.id, 'reject', { note: 'Name does not match the IBAN' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({
      status: TransactionStatus.Rejected,
      needsSecondApproval: false,
    });
    expect(await balances(t, player.playerId)).toEqual({ cash: 1_000_00n, bonus: 0n, withdrawHold: 0n });
    expect((await decide(second, payment.id, 'confirm')).status).toBe(409);
    expect(await payouts(payment.id)).toBe(0);
  });

  it('two different members confirming at once: one first confirmation, one payout', async () => {
    const { payment } = await requested(800);
    const answers = await Promise.all([
      decide(first, payment.id, 'confirm'),
      decide(second, payment.id, 'confirm'),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.data.status).sort()).toEqual([
      TransactionStatus.Confirmed,
      TransactionStatus.Pending,
    ]);
    expect(await payouts(payment.id)).toBe(1);
  });

  it('after a first confirmation, two more at once: exactly one pays out, the other is refused', async () => {
    const { payment } = await requested(900);
    await decide(first, payment.id, 'confirm');
    const answers = await Promise.all([
      decide(second, payment.id, 'confirm'),
      decide(third, payment.id, 'confirm'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await payouts(payment.id)).toBe(1);
    const approvals = await t.database.db
      .select()
      .from(paymentApprovals)
      .where(eq(paymentApprovals.paymentId, payment.id));
    expect(approvals).toHaveLength(2);
  });

  it('the same member confirming twice at once: one confirmation kept, one refused, nothing paid', async () => {
    const { payment } = await requested(650);
    const answers = await Promise.all([
      decide(first, payment.id, 'confirm'),
      decide(first, payment.id, 'confirm'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await payouts(payment.id)).toBe(0);
  });
});
