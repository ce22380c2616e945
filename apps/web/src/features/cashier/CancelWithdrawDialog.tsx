import type { PaymentTransaction } from '@lale/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { reportFailure } from '../../lib/forms/failure.ts';
import { notify } from '../../lib/notify.ts';
import { Button } from '../../lib/ui/Button.tsx';
import { DialogShell } from '../../lib/ui/dialog/DialogShell.tsx';
import { Spinner } from '../../lib/ui/Spinner.tsx';
import { afterMoneyMoved, cancelWithdraw } from './api.ts';
import { formatAmount } from './money.ts';
import styles from './Cashier.module.css';

/** Asks before cancelling a pending withdrawal (payment/cancelwithdraw): the money goes back to cash. */
export function CancelWithdrawDialog({
  transaction,
  onClose,
}: {
  transaction: PaymentTransaction;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => cancelWithdraw(transaction.id),
    onSuccess: (message) => {
      notify.success(message || t('cashier.activities.cancelled'));
      afterMoneyMoved(queryClient);
      onClose();
    },
    onError: (error) => reportFailure(error),
  });

  return (
    <DialogShell
      open
      onClose={onClose}
      variant="medium"
      title={t('cashier.activities.cancelTitle')}
      description={t('cashier.activities.cancelText', {
        amount: formatAmount(transaction.amount, transaction.currency),
      })}
    >
      <div className={styles.confirmActions}>
        <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
          {t('cashier.activities.cancelKeep')}
        </Button>
        <Button
          variant="primary"
          onClick={() => mutation.mutate()}
          disabled={mutation.isPending}
          aria-busy={mutation.isPending || undefined}
        >
          {mutation.isPending ? <Spinner inline /> : null}
          {t('cashier.activities.cancelConfirm')}
        </Button>
      </div>
    </DialogShell>
  );
}
