import { TransactionStatus, TransactionType } from '@lale/contracts';
import type { TFunction } from 'i18next';

/* The names of spec §3's transaction types and statuses in the current language. */

export function typeLabel(t: TFunction, type: TransactionType): string {
  return type === TransactionType.Deposit ? t('cashier.types.deposit') : t('cashier.types.withdraw');
}

export function statusLabel(t: TFunction, status: TransactionStatus): string {
  switch (status) {
    case TransactionStatus.Confirmed:
      return t('cashier.statuses.confirmed');
    case TransactionStatus.Pending:
      return t('cashier.statuses.pending');
    case TransactionStatus.Merged:
      return t('cashier.statuses.merged');
    case TransactionStatus.Rejected:
      return t('cashier.statuses.rejected');
    case TransactionStatus.Cancelled:
      return t('cashier.statuses.cancelled');
    case TransactionStatus.Created:
      return t('cashier.statuses.created');
    default:
      return t('cashier.statuses.none');
  }
}
