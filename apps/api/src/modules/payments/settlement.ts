import { TransactionStatus, TransactionType } from '@lale/contracts';
import type { DbExecutor } from '../../db/executor.ts';
import type { Clock } from '../../platform/clock.ts';
import { refuse } from '../../platform/domain-errors.ts';
import type { MoneyService } from '../../platform/money.ts';
import type { NotificationService, Staged } from '../notification/index.ts';
import type { TransferInput, WalletService } from '../wallet/index.ts';
import { paymentNotification } from './messages.ts';
import type { BonusGate, DepositWatch } from './ports.ts';
import type { PaymentsRepo, StoredPayment } from './repo.ts';

/*
 * Every status change of a payment after it was created, in one place (the webhook, the operator and
 * the player's cancel all come through here), each inside the caller's transaction with the payment
 * row locked (`repo.lock`, FOR UPDATE): the status moves only forward along the allowed transitions,
 * the money moves through the ledger with the payment's own idempotency key, and the notification is
 * staged in the same transaction (pushed after the commit by the caller).
 *
 * Allowed transitions:
 *   deposit, hosted:  Created → Confirmed | Rejected | Cancelled   (the provider's webhook)
 *   deposit, manual:  Pending → Confirmed | Rejected               (an operator)
 *   withdraw:         Pending → Confirmed | Rejected               (an operator)
 *                     Pending → Cancelled                          (the player)
 * Ledger keys: deposit:<id> (clearing → cash), withdraw:<id> (cash → hold, at the request),
 * withdraw-payout:<id> (hold → clearing), withdraw-return:<id> (hold → cash).
 */

type Deps = {
  repo: PaymentsRepo;
  wallet: WalletService;
  money: MoneyService;
  notifications: NotificationService;
  bonusGate: BonusGate;
  /** AML monitoring: each confirmed deposit, inside its transaction. */
  depositWatch: DepositWatch;
  clock: Clock;
};

export type Decision = { decidedBy?: number | null; note?: string | null; providerRef?: string | null };

export function createSettlement({
  repo,
  wallet,
  money,
  notifications,
  bonusGate,
  depositWatch,
  clock,
}: Deps) {
  /** A ledger movement that must happen exactly once: applied now, or already applied by a retry. */
  async function moveOnce(tx: DbExecutor, input: TransferInput): Promise<void> {
    const result = await wallet.transfer(input, tx);
    if (result.status === 'applied' || result.status === 'replayed') return;
    // A hold or a clearing debit cannot run short, and a key is never reused with other content:
    // either would be a bug, so the whole transaction is undone.
    throw new Error(`payment ledger movement ${input.idempotencyKey}: ${result.status}`);
  }

  const player = (p: StoredPayment, kind: 'cash' | 'withdraw_hold') =>
    ({ type: 'player', playerId: p.playerId, kind, currencyId: p.currencyId }) as const;
  const clearing = (p: StoredPayment) =>
    ({ type: 'system', kind: 'payments_clearing', currencyId: p.currencyId }) as const;

  async function setStatus(
    tx: DbExecutor,
    payment: StoredPayment,
    status: number,
    decision: Decision,
  ): Promise<{ payment: StoredPayment; notice: Staged | undefined }> {
    const updated = await repo.setStatus(tx, payment.id, { status, at: clock.now(), ...decision });
    const content = paymentNotification(updated, await money.currency(updated.currencyId));
    const notice = content ? await notifications.stage(tx, updated.playerId, content) : undefined;
    return { payment: updated, notice };
  }

  function assertStatus(payment: StoredPayment, expected: number): void {
    if (payment.status !== expected) {
      throw refuse({ code: 'PaymentTransitionNotAllowed', status: payment.status });
    }
  }

  return {
    /** A new payment's notification (a pending bank transfer or withdrawal), staged in `tx`. */
    async announce(tx: DbExecutor, payment: StoredPayment): Promise<Staged | undefined> {
      const content = paymentNotification(payment, await money.currency(payment.currencyId));
      return content ? notifications.stage(tx, payment.playerId, content) : undefined;
    },

    /** Credits the player and confirms: `from` is Created (hosted) or Pending (manual). */
    async confirmDeposit(tx: DbExecutor, payment: StoredPayment, from: number, decision: Decision) {
      assertStatus(payment, from);
      await moveOnce(tx, {
        idempotencyKey: `deposit:${payment.id}`,
        from: clearing(payment),
        to: player(payment, 'cash'),
        amountMinor: payment.amountMinor,
        kind: 'deposit',
        reference: payment.reference,
      });
      const result = await setStatus(tx, payment, TransactionStatus.Confirmed, decision);
      await bonusGate.depositConfirmed(tx, {
        playerId: payment.playerId,
        currencyId: payment.currencyId,
        paymentId: payment.id,
        amountMinor: payment.amountMinor,
        confirmedAt: result.payment.updatedAt,
      });
      // AML rules see the deposit credited and Confirmed; a case commits with it (modules/aml/watch.ts).
      await depositWatch.depositConfirmed(tx, {
        playerId: payment.playerId,
        currencyId: payment.currencyId,
        paymentId: payment.id,
        reference: payment.reference,
        amountMinor: payment.amountMinor,
        at: result.payment.updatedAt,
      });
      return result;
    },

    /** A deposit that will not be paid: no money moved, so none moves back. */
    async closeDeposit(
      tx: DbExecutor,
      payment: StoredPayment,
      from: number,
      to: typeof TransactionStatus.Rejected | typeof TransactionStatus.Cancelled,
      decision: Decision,
    ) {
      assertStatus(payment, from);
      return setStatus(tx, payment, to, decision);
    },

    /** Pays a pending withdrawal out of the hold. */
    async confirmWithdrawal(tx: DbExecutor, payment: StoredPayment, decision: Decision) {
      assertStatus(payment, TransactionStatus.Pending);
      await moveOnce(tx, {
        idempotencyKey: `withdraw-payout:${payment.id}`,
        from: player(payment, 'withdraw_hold'),
        to: clearing(payment),
        amountMinor: payment.amountMinor,
        kind: 'withdrawal',
        reference: payment.reference,
      });
      return setStatus(tx, payment, TransactionStatus.Confirmed, decision);
    },

    /** Rejected by the operator or cancelled by the player: the hold goes back to cash. */
    async returnWithdrawal(
      tx: DbExecutor,
      payment: StoredPayment,
      to: typeof TransactionStatus.Rejected | typeof TransactionStatus.Cancelled,
      decision: Decision,
    ) {
      if (payment.type !== TransactionType.Withdraw) {
        throw refuse({ code: 'PaymentTransitionNotAllowed', status: payment.status });
      }
      assertStatus(payment, TransactionStatus.Pending);
      await moveOnce(tx, {
        idempotencyKey: `withdraw-return:${payment.id}`,
        from: player(payment, 'withdraw_hold'),
        to: player(payment, 'cash'),
        amountMinor: payment.amountMinor,
        kind: 'withdrawal_return',
        reference: payment.reference,
      });
      return setStatus(tx, payment, to, decision);
    },
  };
}

export type Settlement = ReturnType<typeof createSettlement>;
