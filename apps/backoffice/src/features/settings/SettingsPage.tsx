import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { api } from '../../lib/api/client.ts';
import { PATHS } from '../../lib/api/paths.ts';
import type { ApprovalThresholds } from '../../lib/api/types.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { ErrorNotice, Notice } from '../../ui/Notice.tsx';
import { Page, Panel } from '../../ui/Page.tsx';
import { useCan } from '../../lib/permissions.ts';
import { ApprovalLinesPanel } from './ApprovalLinesPanel.tsx';
import { KycLevelsPanel } from './KycLevelsPanel.tsx';
import { KycRetentionPanel } from './KycRetentionPanel.tsx';
import { SaferPlaySettingsPanel } from './SaferPlaySettingsPanel.tsx';

const KEY = ['settings', 'withdrawal-approval'] as const;
type Form = { thresholds: { currency: string; amount: string }[] };

/**
 * The operator's settings: withdrawal approval thresholds (four eyes; owner only, staff.edit), the
 * approval lines above which a change waits for a second approver (staff.view / staff.edit), safer
 * play's rules (saferPlay.view reads, saferPlay.edit changes), what each verification level allows
 * and the identity documents' retention (kyc.view / kyc.edit). Each panel shows only to a role that may read it.
 */
export function SettingsPage() {
  const can = useCan();
  const queryClient = useQueryClient();
  const owner = can('staff.edit');
  const current = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api.get<ApprovalThresholds>(PATHS.approvalThresholds, undefined, signal),
    enabled: owner,
  });
  const form = useForm<Form>({ defaultValues: { thresholds: [] } });
  const rows = useFieldArray({ control: form.control, name: 'thresholds' });
  useEffect(() => {
    if (current.data) {
      form.reset({
        thresholds: current.data.thresholds.map((t) => ({ currency: t.currency, amount: String(t.amount) })),
      });
    }
  }, [current.data, form]);
  const save = useMutation({
    mutationFn: (values: Form) =>
      api.put<ApprovalThresholds>(PATHS.approvalThresholds, {
        thresholds: values.thresholds.map((t) => ({
          currency: t.currency,
          amount: Number(t.amount.replace(',', '.')),
        })),
      }),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
  return (
    <Page title="Settings">
      {can('saferPlay.view') && <SaferPlaySettingsPanel editable={can('saferPlay.edit')} />}
      {owner && (
        <Panel title="Withdrawal approval thresholds">
          <p>A withdrawal above its currency's amount needs a second approver.</p>
          {current.isError && <ErrorNotice error={current.error} />}
          <form noValidate className="stack" onSubmit={form.handleSubmit((values) => save.mutate(values))}>
            {rows.fields.map((field, index) => (
              <TextField
                key={field.id}
                label={`Threshold in ${field.currency}`}
                inputMode="decimal"
                error={form.formState.errors.thresholds?.[index]?.amount?.message}
                {...form.register(`thresholds.${index}.amount`, {
                  validate: (value) =>
                    /^\d+(?:[.,]\d{1,2})?$/.test(value.trim()) || 'Enter an amount such as 5000.',
                })}
              />
            ))}
            {save.isError && <ErrorNotice error={save.error} />}
            {save.isSuccess && <Notice tone="ok">Saved.</Notice>}
            <div>
              <Button type="submit" variant="primary" disabled={save.isPending || rows.fields.length === 0}>
                Save
              </Button>
            </div>
          </form>
        </Panel>
      )}
      {can('staff.view') && <ApprovalLinesPanel editable={can('staff.edit')} />}
      {can('kyc.view') && <KycLevelsPanel editable={can('kyc.edit')} />}
      {can('kyc.view') && <KycRetentionPanel editable={can('kyc.edit')} />}
    </Page>
  );
}
