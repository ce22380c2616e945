import { useState } from 'react';
import { TransactionStatus } from '@lale/contracts';
import type { QueuedPayment } from '../../lib/api/types.ts';
import { useCan } from '../../lib/permissions.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import type { Columns } from '../../ui/list/DataList.tsx';
import { withActions } from '../../ui/list/withActions.tsx';
import { ReasonDialog } from '../../ui/ReasonDialog.tsx';
import { paymentColumns } from './paymentColumns.tsx';
import { PaymentEventsDialog } from './PaymentEventsDialog.tsx';
import {
  REJECT_NOTE_MAX,
  REJECT_NOTE_MIN,
  rejectPayment,
  useConfirmPayment,
  useRefreshPayments,
} from './paymentsApi.ts';
import styles from './Payments.module.css';

/*
 * A payment row's actions: its provider events for anyone who sees payments; approve and reject for
 * payments.approve while it is pending. A withdrawal above the threshold needs a second approver: the
 * row says so after the first approval (the server refuses the same person twice).
 */
export function PaymentActions({ payment }: { payment: QueuedPayment }) {
  const can = useCan();
  const confirm = useConfirmPayment();
  const refresh = useRefreshPayments();
  const [dialog, setDialog] = useState<'reject' | 'events' | null>(null);
  const pending = payment.status === TransactionStatus.Pending;
  const approvals = payment.approvals?.length ?? 0;
  return (
    <div className={styles.actions}>
      {payment.needsSecondApproval && (
        <Badge tone="warn">Needs a second approver{approvals ? ` (${approvals} of 2)` : ''}</Badge>
      )}
      {pending && can('payments.approve') && (
        <>
          <Button
            small
            variant="primary"
            disabled={confirm.isPending}
            onClick={() => confirm.mutate(payment.id)}
            aria-label={`Approve payment ${payment.id}`}
          >
            Approve
          </Button>
          <Button
            small
            variant="danger"
            onClick={() => setDialog('reject')}
            aria-label={`Reject payment ${payment.id}`}
          >
            Reject
          </Button>
        </>
      )}
      <Button
        small
        onClick={() => setDialog('events')}
        aria-label={`Provider events of payment ${payment.id}`}
      >
        Events
      </Button>
      {confirm.isError && (
        <span role="alert" className={styles.error}>
          {confirm.error.message}
        </span>
      )}
      {dialog === 'reject' && (
        <ReasonDialog
          title={`Reject payment ${payment.id}`}
          intro="The player sees this note with the rejected payment."
          label="Note to the player"
          confirmLabel="Reject"
          danger
          minLength={REJECT_NOTE_MIN}
          maxLength={REJECT_NOTE_MAX}
          onSubmit={(note) => rejectPayment(payment.id, note)}
          onDone={() => {
            setDialog(null);
            void refresh();
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'events' && <PaymentEventsDialog paymentId={payment.id} onClose={() => setDialog(null)} />}
    </div>
  );
}

/** The payment columns with each row's actions (the queue and the full list). */
export function paymentColumnsWithActions<P extends QueuedPayment>(): Columns<P> {
  return withActions(paymentColumns<P>(), (payment) => <PaymentActions payment={payment} />);
}
