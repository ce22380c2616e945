import { TransactionType, type PaymentDetail, type PaymentField, type PaymentMethod } from '@lale/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { reportFailure, serverErrorsTo } from '../../lib/forms/failure.ts';
import { notify } from '../../lib/notify.ts';
import formStyles from '../../lib/ui/form/Form.module.css';
import { SubmitButton } from '../../lib/ui/SubmitButton.tsx';
import { afterMoneyMoved, deposit, withdraw } from './api.ts';
import { depositResultOf, type DepositResult } from './depositResult.ts';
import { emptyValues, type PaymentFormValues } from './fields.ts';
import { PaymentInput } from './PaymentInputs.tsx';
import { paymentResolver, serverFieldMap } from './paymentSchema.ts';

/*
 * The dynamic form (spec §2): one input per field definition, Submit disabled until the shared schema
 * accepts the values. A deposit answers a result to show; a withdrawal says so in a toast.
 */
type Props = {
  method: PaymentMethod;
  fields: readonly PaymentField[];
  onDeposited: (result: DepositResult) => void;
  onWithdrawn: () => void;
};

export function PaymentForm({ method, fields, onDeposited, onWithdrawn }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);
  const resolver = useMemo(
    () => paymentResolver(fields, { minAmount: method.minAmount, maxAmount: method.maxAmount }),
    [fields, method.minAmount, method.maxAmount],
  );
  const form = useForm<PaymentFormValues, unknown, PaymentDetail>({
    resolver,
    mode: 'onChange',
    defaultValues: emptyValues(fields),
  });
  const { isValid, isSubmitting } = form.formState;
  const isDeposit = method.type === TransactionType.Deposit;

  const onSubmit = form.handleSubmit(async (detail) => {
    try {
      if (isDeposit) {
        const answer = await deposit(method.id, detail);
        afterMoneyMoved(queryClient);
        onDeposited(depositResultOf(answer));
      } else {
        const message = await withdraw(method.id, detail);
        notify.success(message || t('cashier.withdrawDone'));
        afterMoneyMoved(queryClient);
        setDone(true);
        onWithdrawn();
      }
    } catch (error) {
      reportFailure(error, serverErrorsTo(form.setError), serverFieldMap(fields));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className={formStyles.form}>
      {fields.map((field) => (
        <PaymentInput
          key={field.key}
          field={field}
          form={form}
          limits={{ min: method.minAmount, max: method.maxAmount }}
        />
      ))}
      <SubmitButton busy={isSubmitting} disabled={!isValid || done}>
        {isDeposit ? t('cashier.submitDeposit') : t('cashier.submitWithdraw')}
      </SubmitButton>
    </form>
  );
}
