import { NotificationType, TransactionStatus, TransactionType } from '@lale/contracts';
import { formatMoney } from '../../platform/i18n.ts';
import type { Currency } from '../../platform/money.ts';
import type { NotificationService } from '../notification/index.ts';
import { messages, type PaymentsCatalogue } from './outcomes.ts';

/*
 * The notification every status change of a payment creates (issue #11): type Deposit or Withdraw,
 * both languages at once (the row keeps both; the list answers in the reader's language).
 */

export type NotificationContent = Parameters<NotificationService['stage']>[2];

type Texts = { title: keyof PaymentsCatalogue; note: keyof PaymentsCatalogue };

const DEPOSIT: Partial<Record<number, Texts>> = {
  [TransactionStatus.Pending]: { title: 'depositPendingTitle', note: 'depositPendingNote' },
  [TransactionStatus.Confirmed]: { title: 'depositConfirmedTitle', note: 'depositConfirmedNote' },
  [TransactionStatus.Rejected]: { title: 'depositRejectedTitle', note: 'depositRejectedNote' },
  [TransactionStatus.Cancelled]: { title: 'depositCancelledTitle', note: 'depositCancelledNote' },
};

const WITHDRAW: Partial<Record<number, Texts>> = {
  [TransactionStatus.Pending]: { title: 'withdrawPendingTitle', note: 'withdrawPendingNote' },
  [TransactionStatus.Confirmed]: { title: 'withdrawConfirmedTitle', note: 'withdrawConfirmedNote' },
  [TransactionStatus.Rejected]: { title: 'withdrawRejectedTitle', note: 'withdrawRejectedNote' },
  [TransactionStatus.Cancelled]: { title: 'withdrawCancelledTitle', note: 'withdrawCancelledNote' },
};

/** The notification of a payment that has just reached `status`; undefined for Created (nothing to say yet). */
export function paymentNotification(
  payment: { type: number; status: number; amountMinor: bigint; reference: string },
  currency: Currency,
): NotificationContent | undefined {
  const deposit = payment.type === TransactionType.Deposit;
  const texts = (deposit ? DEPOSIT : WITHDRAW)[payment.status];
  if (!texts) return undefined;
  const text = (locale: 'tr' | 'en', key: keyof PaymentsCatalogue) => {
    const entry = messages(locale)[key];
    return typeof entry === 'function'
      ? (entry as (amount: string, reference: string) => string)(
          formatMoney(locale, payment.amountMinor, currency),
          payment.reference,
        )
      : entry;
  };
  return {
    type: deposit ? NotificationType.Deposit : NotificationType.Withdraw,
    title: { tr: text('tr', texts.title), en: text('en', texts.title) },
    note: { tr: text('tr', texts.note), en: text('en', texts.note) },
  };
}
