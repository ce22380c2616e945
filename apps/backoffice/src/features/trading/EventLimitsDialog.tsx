import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { writtenMessage } from '../../lib/api/answers.ts';
import type { TradingEventDetail } from '../../lib/api/types.ts';
import { Dialog, FormDialogFooter } from '../../ui/Dialog.tsx';
import { TextAreaField, TextField } from '../../ui/Field.tsx';
import { Facts } from '../../ui/Page.tsx';
import { numberOrNull, wholeNumberRule, reasonRule } from './formRules.ts';
import { REASON_MAX, REASON_MIN, saveEventLimits } from './tradingApi.ts';
import { matchName } from './tradingLabels.tsx';

/*
 * An event's own limits: the most one bet on it may stake, as a percentage of the book's maximum (one
 * figure for every currency), and the wait before a live bet on it is accepted. Empty: the book's.
 */

type Form = { stakePercent: string; liveDelaySeconds: string; reason: string };

const text = (value: number | null) => (value === null ? '' : String(value));

export function EventLimitsDialog({
  event,
  onDone,
  onClose,
}: {
  event: TradingEventDetail;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const form = useForm<Form>({
    defaultValues: {
      stakePercent: text(event.limits.stakePercent),
      liveDelaySeconds: text(event.limits.liveDelaySeconds),
      reason: '',
    },
  });
  const save = useMutation({
    mutationFn: (values: Form) =>
      saveEventLimits(
        event.eventId,
        {
          stakePercent: numberOrNull(values.stakePercent),
          liveDelaySeconds: numberOrNull(values.liveDelaySeconds),
        },
        values.reason.trim(),
      ),
    onSuccess: (answer) => onDone(writtenMessage(answer, () => `Limits of ${matchName(event)} saved.`)),
  });
  const errors = form.formState.errors;
  return (
    <Dialog title={`Limits of ${matchName(event)}`} onClose={onClose}>
      <form noValidate className="stack" onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <section aria-label="The book’s limits" className="stack">
          <h3>The book’s limits</h3>
          <Facts
            items={[
              ['Minimum stake', event.book.minStake],
              ['Maximum stake', event.book.maxStake],
              ['Live delay', `${event.book.liveDelaySeconds} s`],
            ]}
          />
        </section>
        <TextField
          label="Stake limit (% of the book’s maximum stake)"
          inputMode="numeric"
          hint="0 to 1000. 0 takes no bets on this event; empty keeps the book’s."
          error={errors.stakePercent?.message}
          {...form.register('stakePercent', { validate: wholeNumberRule(1000) })}
        />
        <TextField
          label="Live delay (seconds)"
          inputMode="numeric"
          hint={`0 to 30 seconds before a live bet on it is accepted; empty keeps the book’s (${event.book.liveDelaySeconds} s).`}
          error={errors.liveDelaySeconds?.message}
          {...form.register('liveDelaySeconds', { validate: wholeNumberRule(30) })}
        />
        <TextAreaField
          label="Reason"
          hint={`${REASON_MIN} to ${REASON_MAX} characters.`}
          error={errors.reason?.message}
          {...form.register('reason', { validate: reasonRule })}
        />
        <FormDialogFooter
          submitLabel="Save limits"
          onCancel={onClose}
          pending={save.isPending}
          error={save.error}
        />
      </form>
    </Dialog>
  );
}
