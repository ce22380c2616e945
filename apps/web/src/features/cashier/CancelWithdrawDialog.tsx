import type { PaymentTransaction } from '@lale/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { reportFailure } from '../../lib/forms/failure.ts';
import { notify } from '../../lib/notify.ts';
import { ConfirmDialog } from '../../lib/ui/dialog/ConfirmDialog.tsx';
import { afterMoneyMoved, cancelWithdraw } from './api.ts';
import { formatAmount } from './money.ts';

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
    <ConfirmDialog
      title={t('cashier.activities.cancelTitle')}
      description={t('cashier.activities.cancelText', {
        amount: formatAmount(transaction.amount, transaction.currency),
      })}
      keepLabel={t('cashier.activities.cancelKeep')}
      confirmLabel={t('cashier.activities.cancelConfirm')}
      pending={mutation.isPending}
      onConfirm={() => mutation.mutate()}
      onClose={onClose}
    />
  );
}
