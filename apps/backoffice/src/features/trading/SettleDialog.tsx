import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { TradingEventDetail, TradingMarket } from '../../lib/api/types.ts';
import { Dialog, FormDialogFooter } from '../../ui/Dialog.tsx';
import { TextAreaField } from '../../ui/Field.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { reasonRule } from './formRules.ts';
import { REASON_MAX, REASON_MIN, settleMarket, type OutcomeResult } from './tradingApi.ts';
import { marketTitle, outcomeLabel, outcomeSide } from './tradingLabels.tsx';
import styles from './Trading.module.css';

/*
 * Settle a market by hand (or resettle a settled one): every outcome won or lost, optionally void in
 * part or whole, and the reason. The server wants every outcome exactly once, so the form has one
 * group per outcome and sends them all. A resettle starts from the results in force.
 */

type VoidChoice = '0' | '0.5' | '1';
type Form = { outcomes: { result: '' | 'won' | 'lost'; voidFactor: VoidChoice }[]; reason: string };

const VOID_CHOICES: readonly { value: VoidChoice; label: string }[] = [
  { value: '0', label: 'None' },
  { value: '0.5', label: 'Half (0.5)' },
  { value: '1', label: 'Full (1)' },
];

const voidChoice = (factor: number | null): VoidChoice => (factor === 1 ? '1' : factor === 0.5 ? '0.5' : '0');

export function SettleDialog({
  event,
  market,
  mode,
  onDone,
  onClose,
}: {
  event: TradingEventDetail;
  market: TradingMarket;
  mode: 'settle' | 'resettle';
  /** After the server settled it, with its message. */
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const title = marketTitle(market.key, market.specifiers);
  const idBase = useId();
  const form = useForm<Form>({
    defaultValues: {
      outcomes: market.outcomes.map((outcome) => ({
        result: mode === 'resettle' ? (outcome.result ?? '') : '',
        voidFactor: mode === 'resettle' ? voidChoice(outcome.voidFactor) : '0',
      })),
      reason: '',
    },
  });
  const settle = useMutation({
    mutationFn: ({ outcomes, reason }: Form) =>
      settleMarket(
        event.eventId,
        mode,
        market,
        market.outcomes.map((outcome, index): OutcomeResult => {
          const chosen = outcomes[index]!;
          const factor = Number(chosen.voidFactor) as 0 | 0.5 | 1;
          return {
            id: outcome.id,
            result: chosen.result as 'won' | 'lost',
            ...(factor ? { voidFactor: factor } : {}),
          };
        }),
        reason.trim(),
      ),
    onSuccess: (answer) =>
      onDone(
        answer.message ||
          `${title} ${mode === 'settle' ? 'settled' : 'resettled'}: ${answer.data.betsChanged} bets changed.`,
      ),
  });
  const errors = form.formState.errors;
  const verb = mode === 'settle' ? 'Settle' : 'Resettle';
  return (
    <Dialog title={`${verb} ${title}`} onClose={onClose} wide>
      <form noValidate className="stack" onSubmit={form.handleSubmit((values) => settle.mutate(values))}>
        {mode === 'resettle' ? (
          <Notice tone="warn">
            The settlement in force is rolled back (payouts taken back, stakes open again) and the market is
            settled again with these results, in one step.
          </Notice>
        ) : (
          <p>
            Every outcome needs a result. Bets on this market are settled at once and paid through the ledger.
          </p>
        )}
        <div className={styles.settleList}>
          <div className={styles.settleHead} aria-hidden="true">
            <span>Outcome</span>
            <span>Result</span>
            <span>Void (stake refunded)</span>
          </div>
          {market.outcomes.map((outcome, index) => {
            const label = outcomeLabel(outcome.id);
            const side = outcomeSide(outcome.id, event);
            const error = errors.outcomes?.[index]?.result?.message;
            const errorId = `${idBase}-${index}-error`;
            const voidId = `${idBase}-${index}-void`;
            return (
              <fieldset
                key={outcome.id}
                className={styles.outcomeRow}
                aria-describedby={error ? errorId : undefined}
              >
                <legend className={styles.outcomeName}>{label}</legend>
                <span className={styles.outcomeInfo}>
                  {side && <span>{side}</span>}
                  <span className={styles.faint}>{outcome.odds ? `@ ${outcome.odds}` : 'No price'}</span>
                </span>
                <span className={styles.resultChoice}>
                  {(['won', 'lost'] as const).map((result) => (
                    <label key={result} className={styles.segment}>
                      <input
                        type="radio"
                        value={result}
                        aria-invalid={error ? true : undefined}
                        {...form.register(`outcomes.${index}.result`, {
                          validate: (value) => (value ? true : `Choose won or lost for ${label}.`),
                        })}
                      />
                      {result === 'won' ? 'Won' : 'Lost'}
                    </label>
                  ))}
                </span>
                <span className={styles.voidChoice}>
                  <label htmlFor={voidId}>Void</label>
                  <select id={voidId} {...form.register(`outcomes.${index}.voidFactor`)}>
                    {VOID_CHOICES.map((choice) => (
                      <option key={choice.value} value={choice.value}>
                        {choice.label}
                      </option>
                    ))}
                  </select>
                </span>
                {error && (
                  <span id={errorId} role="alert" className={styles.errorText}>
                    {error}
                  </span>
                )}
              </fieldset>
            );
          })}
        </div>
        <TextAreaField
          label="Reason"
          hint={`${REASON_MIN} to ${REASON_MAX} characters. Kept with your name in the action record.`}
          error={errors.reason?.message}
          {...form.register('reason', { validate: reasonRule })}
        />
        <FormDialogFooter
          submitLabel={verb}
          onCancel={onClose}
          pending={settle.isPending}
          error={settle.error}
          danger={mode === 'resettle'}
        />
      </form>
    </Dialog>
  );
}
