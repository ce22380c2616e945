import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { api } from '../../lib/api/client.ts';
import { PATHS } from '../../lib/api/paths.ts';
import type { CorrectionRow } from '../../lib/api/types.ts';
import { Dialog, FormDialogFooter } from '../../ui/Dialog.tsx';
import { SelectField, TextAreaField, TextField } from '../../ui/Field.tsx';

type CorrectionForm = {
  playerId: string;
  direction: 'credit' | 'debit';
  amount: string;
  kind: 'goodwill' | 'stuck_round';
  reason: string;
};

const AMOUNT = /^\d+(?:[.,]\d{1,2})?$/;

/**
 * A manual correction is a request: it moves no money until a different staff member approves it
 * (then the ledger posts one transfer). Amounts are decimals with at most two places.
 */
export function CorrectionRequestForm({ onDone, onClose }: { onDone: () => void; onClose: () => void }) {
  const form = useForm<CorrectionForm>({
    defaultValues: { playerId: '', direction: 'credit', amount: '', kind: 'goodwill', reason: '' },
  });
  const request = useMutation({
    mutationFn: (values: CorrectionForm) =>
      api.post<CorrectionRow>(PATHS.corrections, {
        playerId: Number(values.playerId),
        direction: values.direction,
        amount: Number(values.amount.replace(',', '.')),
        kind: values.kind,
        reason: values.reason.trim(),
      }),
    onSuccess: onDone,
  });
  const { errors } = form.formState;
  return (
    <Dialog title="Request a correction" onClose={onClose}>
      <form noValidate className="stack" onSubmit={form.handleSubmit((values) => request.mutate(values))}>
        <TextField
          label="Player ID"
          inputMode="numeric"
          error={errors.playerId?.message}
          {...form.register('playerId', {
            pattern: { value: /^[1-9]\d*$/, message: 'Enter the player’s number.' },
          })}
        />
        <SelectField
          label="Direction"
          options={[
            { value: 'credit', label: 'Credit (to the player)' },
            { value: 'debit', label: 'Debit (from the player)' },
          ]}
          {...form.register('direction')}
        />
        <TextField
          label="Amount"
          inputMode="decimal"
          error={errors.amount?.message}
          {...form.register('amount', {
            validate: (value) =>
              (AMOUNT.test(value.trim()) && Number(value.replace(',', '.')) > 0) ||
              'Enter an amount such as 150 or 12.50.',
          })}
        />
        <SelectField
          label="Kind"
          options={[
            { value: 'goodwill', label: 'Goodwill' },
            { value: 'stuck_round', label: 'Stuck round' },
          ]}
          {...form.register('kind')}
        />
        <TextAreaField
          label="Reason"
          hint="5 to 500 characters."
          error={errors.reason?.message}
          {...form.register('reason', {
            validate: (value) =>
              (value.trim().length >= 5 && value.trim().length <= 500) || 'Write 5 to 500 characters.',
          })}
        />
        <FormDialogFooter
          submitLabel="Request"
          onCancel={onClose}
          pending={request.isPending}
          error={request.error}
        />
      </form>
    </Dialog>
  );
}
