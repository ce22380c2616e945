import type { ApprovalLines, ApprovalLinesRequest } from '@lale/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  useFieldArray,
  useForm,
  type Control,
  type FieldErrors,
  type FieldPath,
  type UseFormRegister,
} from 'react-hook-form';
import { fieldErrorsOf } from '../../lib/api/answers.ts';
import { numberOrNull, wholeNumberRule } from '../../lib/numberRules.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { ErrorNotice, Notice } from '../../ui/Notice.tsx';
import { Panel } from '../../ui/Page.tsx';
import { MEASURE_LABELS } from '../approvals/approvalLabels.tsx';
import { APPROVAL_LINES_KEY, saveApprovalLines, useApprovalLines } from '../approvals/approvalsApi.ts';
import styles from '../approvals/Approvals.module.css';

type MoneyMeasure = 'paymentMethodMax' | 'bonusAward';
type Form = Record<MoneyMeasure, { currency: string; amount: string }[]> & { stakePercent: string };

const MONEY_MEASURES: readonly { measure: MoneyMeasure; legend: string }[] = [
  {
    measure: 'paymentMethodMax',
    legend: `Payment methods: ${MEASURE_LABELS.paymentMethodMax.toLowerCase()}`,
  },
  { measure: 'bonusAward', legend: `Bonuses: ${MEASURE_LABELS.bonusAward.toLowerCase()}` },
];

const text = (value: number | null) => (value === null ? '' : String(value));

const toForm = (lines: ApprovalLines): Form => ({
  paymentMethodMax: lines.paymentMethodMax.map((line) => ({
    currency: line.currency,
    amount: text(line.amount),
  })),
  bonusAward: lines.bonusAward.map((line) => ({ currency: line.currency, amount: text(line.amount) })),
  stakePercent: text(lines.stakePercent),
});

// Every currency is sent, so the server's field errors ('bonusAward.1.amount') name the form's own rows.
const fromForm = (form: Form): ApprovalLinesRequest => ({
  paymentMethodMax: form.paymentMethodMax.map((line) => ({ ...line, amount: numberOrNull(line.amount) })),
  bonusAward: form.bonusAward.map((line) => ({ ...line, amount: numberOrNull(line.amount) })),
  stakePercent: numberOrNull(form.stakePercent),
});

/** Empty (no line), or an amount; its places are the server's to check, by the currency's. */
const amountRule = (value: string) =>
  value.trim() === '' ||
  /^\d+(?:[.,]\d+)?$/.test(value.trim()) ||
  'Enter an amount such as 10000, or leave it empty for no line.';

/** A refusal's key as the form's field: a currency's own problem shows on its amount. */
const formPathOf = (key: string) => key.replace(/\.currency$/, '.amount') as FieldPath<Form>;

function CurrencyLines({
  measure,
  legend,
  control,
  register,
  errors,
  disabled,
}: {
  measure: MoneyMeasure;
  legend: string;
  control: Control<Form>;
  register: UseFormRegister<Form>;
  errors: FieldErrors<Form>;
  disabled: boolean;
}) {
  const rows = useFieldArray({ control, name: measure });
  return (
    <fieldset className={styles.group} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.currencies}>
        {rows.fields.map((field, index) => (
          <TextField
            key={field.id}
            label={field.currency}
            inputMode="decimal"
            autoComplete="off"
            placeholder="No line"
            error={errors[measure]?.[index]?.amount?.message}
            {...register(`${measure}.${index}.amount`, { validate: amountRule })}
          />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The owner's approval lines (issue #27, contracts/admin-approvals.ts): above a line, a change that
 * raises its measure waits for a second member with the area's approve (Approvals). Per currency a
 * payment method's largest single payment and the most one bonus can award, and one stake limit as a
 * percentage of the book's maximum; empty is no line. Read with staff.view, set with staff.edit (the
 * owner); a line in a currency's wrong places is refused by the server and shown by its field.
 */
export function ApprovalLinesPanel({ editable }: { editable: boolean }) {
  const queryClient = useQueryClient();
  const current = useApprovalLines();
  const form = useForm<Form>({ defaultValues: { paymentMethodMax: [], bonusAward: [], stakePercent: '' } });
  // Nothing is changed before the saved lines are read: their arrival resets the form, undoing an edit.
  const locked = !editable || !current.data;
  useEffect(() => {
    if (current.data) form.reset(toForm(current.data));
  }, [current.data, form]);
  const save = useMutation({
    mutationFn: (values: Form) => saveApprovalLines(fromForm(values)),
    onSuccess: (answer) => queryClient.setQueryData(APPROVAL_LINES_KEY, answer.data),
    onError: (error) => {
      // The first field the server names takes the focus, so a keyboard user lands on the problem.
      let focus = true;
      for (const [key, message] of Object.entries(fieldErrorsOf(error))) {
        form.setError(formPathOf(key), { type: 'server', message }, { shouldFocus: focus });
        focus = false;
      }
    },
  });
  const errors = form.formState.errors;
  return (
    <Panel title="Approval lines">
      <p>
        A change that raises one of these above its line is not applied: it waits in Approvals for a different
        member to approve it. Lowering is never held. Empty: no line, nothing is held.
      </p>
      {current.isError && <ErrorNotice error={current.error} />}
      <form
        noValidate
        className="stack"
        aria-label="Approval lines"
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
      >
        <div className={styles.groups}>
          {MONEY_MEASURES.map(({ measure, legend }) => (
            <CurrencyLines
              key={measure}
              measure={measure}
              legend={legend}
              control={form.control}
              register={form.register}
              errors={errors}
              disabled={locked}
            />
          ))}
          <fieldset className={styles.group} disabled={locked}>
            <legend className={styles.legend}>Sports: stake limit</legend>
            <TextField
              label="% of the book’s maximum stake"
              inputMode="numeric"
              autoComplete="off"
              placeholder="No line"
              hint="0 to 100, for an event’s and a player’s limit alike; no limit counts as 100."
              error={errors.stakePercent?.message}
              {...form.register('stakePercent', { validate: wholeNumberRule(100) })}
            />
          </fieldset>
        </div>
        {save.isError && <ErrorNotice error={save.error} />}
        {save.isSuccess && <Notice tone="ok">{save.data.message.trim() || 'Saved.'}</Notice>}
        {editable && (
          <div>
            <Button type="submit" variant="primary" disabled={save.isPending || !current.data}>
              Save lines
            </Button>
          </div>
        )}
      </form>
    </Panel>
  );
}
