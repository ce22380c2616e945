import { TransactionStatus, TransactionType } from '@lale/contracts';
import { Badge, type BadgeTone } from '../../ui/Badge.tsx';

/** The payment enums in words (contracts' numbers), for columns and filters. */
export const PAYMENT_TYPE_LABELS: Record<number, string> = {
  [TransactionType.Deposit]: 'Deposit',
  [TransactionType.Withdraw]: 'Withdrawal',
};

const STATUS: Record<number, { label: string; tone: BadgeTone }> = {
  [TransactionStatus.None]: { label: 'None', tone: 'neutral' },
  [TransactionStatus.Confirmed]: { label: 'Confirmed', tone: 'ok' },
  [TransactionStatus.Pending]: { label: 'Pending', tone: 'warn' },
  [TransactionStatus.Merged]: { label: 'Merged', tone: 'neutral' },
  [TransactionStatus.Rejected]: { label: 'Rejected', tone: 'danger' },
  [TransactionStatus.Cancelled]: { label: 'Cancelled', tone: 'neutral' },
  [TransactionStatus.Created]: { label: 'Created', tone: 'neutral' },
};

export const PAYMENT_TYPE_OPTIONS = Object.entries(PAYMENT_TYPE_LABELS).map(([value, label]) => ({
  value,
  label,
}));
export const PAYMENT_STATUS_OPTIONS = Object.entries(STATUS).map(([value, { label }]) => ({ value, label }));

export function PaymentStatusBadge({ status }: { status: number }) {
  const known = STATUS[status];
  return <Badge tone={known?.tone ?? 'neutral'}>{known?.label ?? String(status)}</Badge>;
}
