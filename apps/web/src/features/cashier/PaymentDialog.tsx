import {
  PAYMENT_DETAIL_FAILURE_CLOSE_DELAY_MS,
  TransactionType,
  WITHDRAW_SUCCESS_CLOSE_DELAY_MS,
  type PaymentMethod,
} from '@lale/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../lib/forms/failure.ts';
import { notify } from '../../lib/notify.ts';
import { DialogShell } from '../../lib/ui/dialog/DialogShell.tsx';
import { Spinner } from '../../lib/ui/Spinner.tsx';
import { useLater } from '../../lib/useTimers.ts';
import { cashierQueryKeys, fetchFields } from './api.ts';
import type { DepositResult } from './depositResult.ts';
import { DepositResultView } from './DepositResultView.tsx';
import { formatAmount } from './money.ts';
import { PaymentForm } from './PaymentForm.tsx';

/*
 * The dynamic withdraw/deposit dialog (spec §2, §4): takes a method (id, type, title), shows a loading
 * view until its field definitions arrive, then the form. An empty or failed list is an error toast
 * and the dialog closes 100 ms later; a withdrawal closes 500 ms after success; a deposit shows its
 * result (Iframe or Message mode). Full-screen on phones, medium otherwise (DialogShell).
 */
type Props = { method: PaymentMethod; onClose: () => void };

export function PaymentDialog({ method, onClose }: Props) {
  const { t } = useTranslation();
  const [result, setResult] = useState<DepositResult | null>(null);
  const limits = {
    min: formatAmount(method.minAmount, method.currency),
    max: formatAmount(method.maxAmount, method.currency),
  };
  const description =
    method.type === TransactionType.Deposit
      ? t('cashier.dialogDeposit', limits)
      : t('cashier.dialogWithdraw', limits);

  return (
    <DialogShell open onClose={onClose} variant="medium" title={method.title} description={description}>
      {result ? (
        <DepositResultView method={method} result={result} onContinue={onClose} />
      ) : (
        <PaymentFields method={method} onClose={onClose} onDeposited={setResult} />
      )}
    </DialogShell>
  );
}

function PaymentFields({
  method,
  onClose,
  onDeposited,
}: {
  method: PaymentMethod;
  onClose: () => void;
  onDeposited: (result: DepositResult) => void;
}) {
  const { t } = useTranslation();
  const later = useLater();
  const query = useQuery({
    queryKey: cashierQueryKeys.detail(method.id, method.type),
    queryFn: ({ signal }) => fetchFields(method.id, method.type, signal),
    // Definitions can change between openings (an operator edits a method): always ask afresh.
    gcTime: 0,
    retry: false,
  });
  const failure = query.isError
    ? failureMessage(query.error)
    : query.isSuccess && query.data.length === 0
      ? t('cashier.noData')
      : null;

  // Reported once per opening, whatever re-renders follow.
  const reported = useRef(false);
  useEffect(() => {
    if (failure === null || reported.current) return;
    reported.current = true;
    notify.error(failure, { toastId: `payment-detail-${method.type}-${method.id}` });
    later(onClose, PAYMENT_DETAIL_FAILURE_CLOSE_DELAY_MS);
  }, [failure, later, onClose, method.id, method.type]);

  if (failure !== null) return <p role="alert">{failure}</p>;
  if (!query.isSuccess) return <Spinner />;
  return (
    <PaymentForm
      method={method}
      fields={query.data}
      onDeposited={onDeposited}
      onWithdrawn={() => later(onClose, WITHDRAW_SUCCESS_CLOSE_DELAY_MS)}
    />
  );
}
