import type { AdminKycRetention } from '@lale/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { api } from '../../lib/api/client.ts';
import { PATHS } from '../../lib/api/paths.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { ErrorNotice, Notice } from '../../ui/Notice.tsx';
import { Panel } from '../../ui/Page.tsx';

const KEY = ['settings', 'kyc-retention'] as const;

/**
 * How long a closed account's identity documents are kept before the hourly sweep deletes them
 * (issue #26): read with kyc.view, set with kyc.edit, 30 days to ten years.
 */
export function KycRetentionPanel({ editable }: { editable: boolean }) {
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api.get<AdminKycRetention>(PATHS.kycRetention, undefined, signal),
  });
  const form = useForm<{ days: string }>({ defaultValues: { days: '' } });
  useEffect(() => {
    if (current.data) form.reset({ days: String(current.data.retentionDays) });
  }, [current.data, form]);
  const save = useMutation({
    mutationFn: ({ days }: { days: string }) =>
      api.put<AdminKycRetention>(PATHS.kycRetention, { retentionDays: Number(days) }),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
  return (
    <Panel title="Identity documents">
      <p>
        Documents are kept while the account is open, and for this many days after it is closed; then they are
        deleted.
      </p>
      {current.isError && <ErrorNotice error={current.error} />}
      <form noValidate className="stack" onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <TextField
          label="Days kept after closing"
          inputMode="numeric"
          disabled={!editable}
          error={form.formState.errors.days?.message}
          {...form.register('days', {
            validate: (value) => {
              const days = Number(value.trim());
              return (
                (/^\d+$/.test(value.trim()) && days >= 30 && days <= 3650) ||
                'Enter a number of days from 30 to 3650.'
              );
            },
          })}
        />
        {save.isError && <ErrorNotice error={save.error} />}
        {save.isSuccess && <Notice tone="ok">Saved.</Notice>}
        {editable && (
          <div>
            <Button type="submit" variant="primary" disabled={save.isPending || !current.data}>
              Save
            </Button>
          </div>
        )}
      </form>
    </Panel>
  );
}
