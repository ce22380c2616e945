import { useForm } from 'react-hook-form';
import type { AmlRate } from '../../lib/api/types.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { ErrorNotice, Notice } from '../../ui/Notice.tsx';
import { Panel } from '../../ui/Page.tsx';
import { useAmlRates, useSaveAmlRate } from './amlApi.ts';

/*
 * The operator's euro rates (issue #26): units of each currency one euro buys, which the euro threshold
 * rules convert with. Kept by hand, on purpose: the rate that decided a case is written in its evidence.
 */

function RateForm({ rate, editable }: { rate: AmlRate; editable: boolean }) {
  const save = useSaveAmlRate(rate.currency);
  const form = useForm<{ units: string }>({ defaultValues: { units: String(rate.unitsPerEur) } });
  return (
    <form
      noValidate
      className="stack"
      aria-label={`Euro rate of ${rate.currency}`}
      onSubmit={form.handleSubmit(({ units }) => save.mutate(Number(units.replace(',', '.'))))}
    >
      <TextField
        label={`${rate.currency} per euro`}
        hint={`Last changed ${formatDateTime(rate.updatedAt)}${rate.updatedBy ? ` by ${rate.updatedBy}` : ' (the starting rate)'}. Up to six decimals.`}
        inputMode="decimal"
        readOnly={!editable}
        error={form.formState.errors.units?.message}
        {...form.register('units', {
          validate: (value) => /^\d+(?:[.,]\d{1,6})?$/.test(value.trim()) || 'Enter a rate such as 50.25.',
        })}
      />
      {save.isError && <ErrorNotice error={save.error} />}
      {save.isSuccess && <Notice tone="ok">Saved.</Notice>}
      {editable && (
        <div>
          <Button type="submit" disabled={save.isPending}>
            Save {rate.currency} rate
          </Button>
        </div>
      )}
    </form>
  );
}

export function AmlRates({ editable }: { editable: boolean }) {
  const rates = useAmlRates();
  return (
    <Panel title="Euro rates">
      <p>The euro thresholds are converted into each currency at these rates.</p>
      {rates.isError && <ErrorNotice error={rates.error} />}
      {/* A euro is a euro: its own row (1) is kept for euro accounts, not offered for editing. */}
      {rates.data
        ?.filter((rate) => rate.currency !== 'EUR')
        .map((rate) => (
          <RateForm key={rate.currency} rate={rate} editable={editable} />
        ))}
    </Panel>
  );
}
