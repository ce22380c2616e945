import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { writtenMessage } from '../../lib/api/answers.ts';
import type { TradingPlayerLimits } from '../../lib/api/types.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog, FormDialogFooter } from '../../ui/Dialog.tsx';
import { TextAreaField, TextField } from '../../ui/Field.tsx';
import { ErrorNotice } from '../../ui/Notice.tsx';
import { Facts } from '../../ui/Page.tsx';
import { playerLimitsKey, REASON_MAX, REASON_MIN, savePlayerLimit, usePlayerLimits } from './tradingApi.ts';
import { numberOrNull, wholeNumberRule, reasonRule } from './formRules.ts';

/*
 * A player's stake limit on the book: the most one of their bets may stake, as a percentage of the
 * book's maximum (0: no sports bets). Empty clears it. With an event's own limit too, the lower wins.
 */

type Form = { stakePercent: string; reason: string };

function LimitForm({
  current,
  onDone,
  onClose,
}: {
  current: TradingPlayerLimits;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<Form>({
    defaultValues: {
      stakePercent: current.stakePercent === null ? '' : String(current.stakePercent),
      reason: '',
    },
  });
  const save = useMutation({
    mutationFn: ({ stakePercent, reason }: Form) =>
      savePlayerLimit(current.playerId, numberOrNull(stakePercent), reason.trim()),
    onSuccess: async (answer) => {
      // Held for a second approver, the limit is still the one read: only a saved one replaces it.
      if (!answer.held) queryClient.setQueryData(playerLimitsKey(current.playerId), answer.data);
      onDone(
        writtenMessage(answer, (saved) =>
          saved.stakePercent === null
            ? `${current.username} has no stake limit of their own now.`
            : `${current.username}'s stake limit is ${saved.stakePercent}% now.`,
        ),
      );
    },
  });
  const errors = form.formState.errors;
  return (
    <form noValidate className="stack" onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <Facts
        items={[
          [
            'Now',
            current.stakePercent === null
              ? 'No limit of their own (the book’s)'
              : `${current.stakePercent}% of the book’s maximum stake`,
          ],
          ...(current.updatedAt
            ? ([
                ['Set', `${formatDateTime(current.updatedAt)} by ${current.updatedBy ?? '—'}`],
                ['Reason', current.reason ?? '—'],
              ] as const)
            : []),
        ]}
      />
      <TextField
        label="Stake limit (% of the book’s maximum)"
        inputMode="numeric"
        hint="0 to 1000. 0 stops their sports bets; empty clears their limit."
        error={errors.stakePercent?.message}
        {...form.register('stakePercent', { validate: wholeNumberRule(1000) })}
      />
      {current.stakePercent !== null && (
        <div className="row">
          <Button small onClick={() => form.setValue('stakePercent', '', { shouldDirty: true })}>
            Clear the limit
          </Button>
        </div>
      )}
      <TextAreaField
        label="Reason"
        hint={`${REASON_MIN} to ${REASON_MAX} characters.`}
        error={errors.reason?.message}
        {...form.register('reason', { validate: reasonRule })}
      />
      <FormDialogFooter
        submitLabel="Save limit"
        onCancel={onClose}
        pending={save.isPending}
        error={save.error}
      />
    </form>
  );
}

export function PlayerLimitDialog({
  playerId,
  username,
  onDone,
  onClose,
}: {
  playerId: number;
  username: string;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const limits = usePlayerLimits(playerId);
  return (
    <Dialog title={`Stake limit of ${username}`} onClose={onClose}>
      {limits.isPending && <p>Loading…</p>}
      {limits.isError && <ErrorNotice error={limits.error} />}
      {limits.data && <LimitForm current={limits.data} onDone={onDone} onClose={onClose} />}
    </Dialog>
  );
}
