import { TransactionStatus } from '@lale/contracts';
import { useTranslation } from 'react-i18next';
import { statusLabel } from './labels.ts';
import styles from './Cashier.module.css';

/** A transaction status (spec §3) as a coloured pill with its name; the colour is never the only cue. */
const TONE: Record<TransactionStatus, string | undefined> = {
  [TransactionStatus.None]: styles.toneNeutral,
  [TransactionStatus.Confirmed]: styles.toneSuccess,
  [TransactionStatus.Pending]: styles.toneWaiting,
  [TransactionStatus.Merged]: styles.toneNeutral,
  [TransactionStatus.Rejected]: styles.toneDanger,
  [TransactionStatus.Cancelled]: styles.toneMuted,
  [TransactionStatus.Created]: styles.toneWaiting,
};

export function StatusBadge({ status }: { status: TransactionStatus }) {
  const { t } = useTranslation();
  return <span className={[styles.badge, TONE[status]].join(' ')}>{statusLabel(t, status)}</span>;
}
