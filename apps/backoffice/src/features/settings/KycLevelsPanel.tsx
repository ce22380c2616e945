import {
  AdminKycLevelsRequestSchema,
  KYC_DEPOSIT_CAP_MAX,
  KYC_LEVELS,
  type AdminKycLevels,
  type AdminKycLevelsRequest,
  type KycLevel,
} from '@lale/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { api } from '../../lib/api/client.ts';
import { formatDateTime } from '../../lib/format.ts';
import { PATHS } from '../../lib/api/paths.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { ErrorNotice, Notice } from '../../ui/Notice.tsx';
import { Panel } from '../../ui/Page.tsx';
import styles from './SaferPlaySettingsPanel.module.css';

const KEY = ['settings', 'kyc-levels'] as const;

const LEVEL_NAMES: Record<KycLevel, string> = {
  none: 'Unverified',
  basic: 'Basic check (a document, no selfie)',
  full: 'Fully verified',
};

type Form = {
  levels: Record<KycLevel, { play: boolean; withdraw: boolean; depositsCapped: boolean }>;
  caps: { currency: string; amount: string }[];
};

const toForm = (view: AdminKycLevels): Form => ({
  levels: Object.fromEntries(
    view.levels.map((rule) => [
      rule.level,
      { play: rule.play, withdraw: rule.withdraw, depositsCapped: rule.depositsCapped },
    ]),
  ) as Form['levels'],
  caps: view.depositCaps.map((cap) => ({ currency: cap.currency, amount: cap.cap.toFixed(2) })),
});

const fromForm = (form: Form): AdminKycLevelsRequest => ({
  levels: KYC_LEVELS.map((level) => ({ level, ...form.levels[level] })),
  depositCaps: form.caps.map((cap) => ({
    currency: cap.currency,
    cap: Number(cap.amount.trim().replace(',', '.')),
  })),
});

const emptyForm: Form = {
  levels: {
    none: { play: true, withdraw: false, depositsCapped: true },
    basic: { play: true, withdraw: false, depositsCapped: true },
    full: { play: true, withdraw: true, depositsCapped: false },
  },
  caps: [],
};

/**
 * What each verification level allows (issue #26): stakes, withdrawals, and whether all deposits
 * together are capped by the currency's cap. Read with kyc.view, changed with kyc.edit (owner, risk); the rules no
 * setting may break (full always withdraws, uncapped; a level never allows less than the one below) are
 * checked here with the contract's own schema, and again by the server. Changes hold at once.
 */
export function KycLevelsPanel({ editable }: { editable: boolean }) {
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api.get<AdminKycLevels>(PATHS.kycLevels, undefined, signal),
  });
  const form = useForm<Form>({ defaultValues: emptyForm });
  const caps = useFieldArray({ control: form.control, name: 'caps' });
  const [rulesBroken, setRulesBroken] = useState<string[]>([]);
  // Nothing is changed before the saved rules are read: their arrival resets the form, undoing an edit.
  const locked = !editable || !current.data;
  useEffect(() => {
    if (current.data) form.reset(toForm(current.data));
  }, [current.data, form]);
  const save = useMutation({
    mutationFn: (request: AdminKycLevelsRequest) => api.put<AdminKycLevels>(PATHS.kycLevels, request),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });

  const submit = form.handleSubmit((values) => {
    const checked = AdminKycLevelsRequestSchema.safeParse(fromForm(values));
    if (!checked.success) {
      setRulesBroken([
        ...new Set(
          checked.error.issues.filter((issue) => issue.path[0] === 'levels').map((issue) => issue.message),
        ),
      ]);
      return;
    }
    setRulesBroken([]);
    save.mutate(checked.data);
  });

  return (
    <Panel title="Verification levels">
      <p>
        What a player may do at each level of identity verification. Without &ldquo;May play&rdquo; a player
        verifies before any stake (the UKGC&rsquo;s rule). A capped player&rsquo;s deposits, all of them
        together, stay within their currency&rsquo;s cap; a cap of 0 means they verify before any deposit. A
        fully verified player may always play and withdraw and is never capped. Changes hold at once.
      </p>
      {current.data && (
        <p>
          {current.data.updatedAt
            ? `Last saved ${formatDateTime(current.data.updatedAt)} by ${current.data.updatedBy ?? 'unknown'}.`
            : 'Never saved: the defaults apply.'}
        </p>
      )}
      {current.isError && <ErrorNotice error={current.error} />}
      <form noValidate className="stack" aria-label="Verification levels" onSubmit={submit}>
        <div className={styles.groups}>
          {KYC_LEVELS.map((level) => (
            <fieldset key={level} className={styles.group} disabled={locked || level === 'full'}>
              <legend className={styles.legend}>{LEVEL_NAMES[level]}</legend>
              <label>
                <input type="checkbox" {...form.register(`levels.${level}.play`)} /> May play
              </label>
              <label>
                <input type="checkbox" {...form.register(`levels.${level}.withdraw`)} /> May withdraw
              </label>
              <label>
                <input type="checkbox" {...form.register(`levels.${level}.depositsCapped`)} /> Deposits capped
              </label>
            </fieldset>
          ))}
        </div>
        {rulesBroken.length > 0 && (
          <div role="alert" className={styles.error}>
            {rulesBroken.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        )}
        <div className={styles.groups}>
          {caps.fields.map((field, index) => (
            <TextField
              key={field.id}
              label={`Unverified deposit cap in ${field.currency}`}
              inputMode="decimal"
              disabled={locked}
              error={form.formState.errors.caps?.[index]?.amount?.message}
              {...form.register(`caps.${index}.amount`, {
                validate: (value) =>
                  (/^\d+(?:[.,]\d{1,2})?$/.test(value.trim()) &&
                    Number(value.trim().replace(',', '.')) <= KYC_DEPOSIT_CAP_MAX) ||
                  `Enter an amount from 0 to ${KYC_DEPOSIT_CAP_MAX}, such as 2000.`,
              })}
            />
          ))}
        </div>
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
