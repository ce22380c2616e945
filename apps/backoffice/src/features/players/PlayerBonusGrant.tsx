import type { AdminBonusDefinition } from '@lale/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PATHS } from '../../lib/api/paths.ts';
import type { PlayerProfile } from '../../lib/api/types.ts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { useCan } from '../../lib/permissions.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog, FormDialogFooter } from '../../ui/Dialog.tsx';
import { SelectField, TextAreaField } from '../../ui/Field.tsx';
import { listQueryKey } from '../../ui/list/DataList.tsx';
import { ErrorNotice, Notice } from '../../ui/Notice.tsx';
import { grantBonus, useBonusDefinitions, type AdminBonusGrant } from '../bonuses/bonusApi.ts';
import { currencyOf, formatBonusAmount, formatBonusMoney } from '../bonuses/bonusLabels.tsx';
import { playerCardKey, REASON_MAX, REASON_MIN } from './playerApi.ts';

/*
 * A staff grant (issue #27): with bonuses.approve, a member grants one player the bonus of an enabled
 * `staff_grant` definition in the player's currency, with a written reason (kept with the bonus and in
 * the audit trail). The server decides whether the player may receive it (active, not self-excluded,
 * on a time-out or restricted, no bonus running) and its refusal is shown in the dialog. Granted, the
 * card's balances and its Bonuses and Ledger tabs are read again.
 */

/** What the card shows once a bonus is granted: the server's message and what was granted. */
export type GrantedBonus = { message: string; grant: AdminBonusGrant; currency: string };

/** The definitions a member may grant this player: enabled staff grants in the player's currency. */
export function grantableDefinitions(
  definitions: readonly AdminBonusDefinition[],
  currency: string,
): AdminBonusDefinition[] {
  return definitions.filter(
    (definition) =>
      definition.enabled &&
      definition.trigger === 'staff_grant' &&
      currencyOf(definition.currencyId)?.code === currency,
  );
}

/** 'Goodwill 100 — ₺100, wagering ×30'. */
const optionLabel = (definition: AdminBonusDefinition) =>
  `${definition.title.en} — ${formatBonusAmount(definition)}, wagering ×${definition.wageringMultiple}`;

/** The chosen definition's terms in a line: what it credits, what it asks, for how long. */
function termsOf(definition: AdminBonusDefinition): string {
  const amount = definition.fixedAmount ?? 0;
  const wagering = formatBonusMoney(amount * definition.wageringMultiple, definition.currencyId);
  const parts = [
    `Credits ${formatBonusAmount(definition)} of bonus money`,
    definition.wageringMultiple === 0 ? 'no wagering' : `${wagering} to wager`,
    `runs ${definition.validDays} ${definition.validDays === 1 ? 'day' : 'days'}`,
    definition.maxBet === null
      ? 'no bet limit'
      : `largest stake ${formatBonusMoney(definition.maxBet, definition.currencyId)}`,
  ];
  return `${parts.join('; ')}.`;
}

type GrantValues = { definitionId: string; reason: string };

function GrantBonusDialog({
  profile,
  onGranted,
  onClose,
}: {
  profile: PlayerProfile;
  onGranted: (granted: GrantedBonus) => void;
  onClose: () => void;
}) {
  const playerId = String(profile.id);
  const queryClient = useQueryClient();
  const definitions = useBonusDefinitions();
  const form = useForm<GrantValues>({ defaultValues: { definitionId: '', reason: '' } });
  const grant = useMutation({
    mutationFn: (values: GrantValues) =>
      grantBonus(playerId, { definitionId: Number(values.definitionId), reason: values.reason.trim() }),
    onSuccess: (answer) => {
      onGranted({
        message: answer.message || 'The bonus is granted.',
        grant: answer.data,
        currency: profile.currency,
      });
      // The bonus balance, the Bonuses tab and the ledger's grant: read again wherever they are shown.
      void queryClient.invalidateQueries({ queryKey: playerCardKey(playerId) });
      for (const part of ['bonuses', 'ledger'])
        void queryClient.invalidateQueries({ queryKey: listQueryKey(PATHS.playerPart(playerId, part)) });
    },
  });
  const grantable = grantableDefinitions(definitions.data ?? [], profile.currency);
  const chosenId = useWatch({ control: form.control, name: 'definitionId' });
  const chosen = grantable.find((definition) => String(definition.id) === chosenId);
  const { errors } = form.formState;
  const none = definitions.isSuccess && grantable.length === 0;

  return (
    <Dialog title={`Grant a bonus to ${profile.username}`} onClose={onClose}>
      <form noValidate className="stack" onSubmit={form.handleSubmit((values) => grant.mutate(values))}>
        <p>
          The bonus is credited to the player’s bonus balance at once, on the terms of the bonus’s current
          version. Only an enabled staff-grant bonus in the player’s currency ({profile.currency}) can be
          granted.
        </p>
        {definitions.isPending && <p>Loading bonuses…</p>}
        {definitions.isError && <ErrorNotice error={definitions.error} />}
        {none && (
          <Notice tone="warn">
            There is no enabled staff-grant bonus in {profile.currency}. A member who may edit bonuses can
            create one under Bonuses, with the trigger “Staff grant”.
          </Notice>
        )}
        {definitions.isSuccess && grantable.length > 0 && (
          <SelectField
            label="Bonus"
            hint={chosen ? termsOf(chosen) : undefined}
            options={[
              { value: '', label: 'Choose a bonus' },
              ...grantable.map((definition) => ({
                value: String(definition.id),
                label: optionLabel(definition),
              })),
            ]}
            error={errors.definitionId?.message}
            {...form.register('definitionId', {
              validate: (value) => value !== '' || 'Choose the bonus to grant.',
            })}
          />
        )}
        <TextAreaField
          label="Reason"
          rows={3}
          hint={`Kept with the bonus and in the audit trail. ${REASON_MIN} to ${REASON_MAX} characters.`}
          error={errors.reason?.message}
          required
          {...form.register('reason', {
            validate: (value) => {
              const length = value.trim().length;
              if (length === 0) return 'Write the reason for the grant.';
              if (length < REASON_MIN) return `Write at least ${REASON_MIN} characters.`;
              if (length > REASON_MAX) return `Write at most ${REASON_MAX} characters.`;
              return true;
            },
          })}
        />
        <FormDialogFooter
          submitLabel="Grant bonus"
          onCancel={onClose}
          pending={grant.isPending || !definitions.isSuccess || none}
          error={grant.error}
        />
      </form>
    </Dialog>
  );
}

/** The card's "Grant bonus" action: only for a role with bonuses.approve. */
export function PlayerBonusGrant({
  profile,
  onGranted,
}: {
  profile: PlayerProfile;
  onGranted: (granted: GrantedBonus) => void;
}) {
  const can = useCan();
  const [open, setOpen] = useState(false);
  if (!can('bonuses.approve')) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>Grant bonus</Button>
      {open && (
        <GrantBonusDialog
          profile={profile}
          onGranted={(granted) => {
            setOpen(false);
            onGranted(granted);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/** The grant's outcome on the card, in the server's words and the grant's figures. */
export function GrantedBonusNotice({ granted }: { granted: GrantedBonus }) {
  const { grant, currency } = granted;
  return (
    <Notice tone="ok">
      {granted.message} {formatMoney(grant.amount, currency)} of bonus money,{' '}
      {formatMoney(grant.wageringRequired, currency)} to wager, until {formatDateTime(grant.expiresAt)} (bonus
      #{grant.bonusId}, terms v{grant.definitionVersion}).
    </Notice>
  );
}
