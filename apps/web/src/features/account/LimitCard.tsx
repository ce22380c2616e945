import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { reportFailure } from '../../lib/forms/failure.ts';
import { formatLira } from '../../lib/money.ts';
import { notify } from '../../lib/notify.ts';
import { Button } from '../../lib/ui/Button.tsx';
import { Field } from '../../lib/ui/form/Field.tsx';
import fieldStyles from '../../lib/ui/form/Field.module.css';
import { parseLiraInput, type DepositLimit } from './depositLimits.ts';
import { formatMinutes, parseMinutesInput } from './sessionLimits.ts';
import { formatDateTime } from './format.ts';
import limitStyles from './DepositLimitsPage.module.css';

/** What a card's figures are: lira, or minutes of time signed in (the session-time limits). */
export type LimitUnit = 'lira' | 'minutes';

export type LimitCardProps = {
  /** For minutes, `amount`, `used`, `remaining` and a pending change's `amount` are minutes. */
  limit: DepositLimit;
  unit?: LimitUnit;
  /** The card's heading ('Günlük limit', 'Günlük kayıp limiti'). */
  heading: string;
  /** 3 where the cards sit under a group's own heading (the loss and the wager limits). */
  headingLevel?: 2 | 3;
  /** The label of the new amount's field. */
  newLimitLabel: string;
  /** The label of what the window holds ('Kullanılan (son 24 saat)'). */
  usedLabel: string;
  /** Sets (amount), removes (null) or confirms the pending change; answers the server's sentence. */
  send: (next: number | null | 'confirm') => Promise<string>;
  onChanged: () => Promise<unknown>;
};

/**
 * One limit over one period (a deposit, loss or wager limit: issue #11, #26): the limit in force, what
 * the window holds and what remains, a waiting change with its moment (and the confirm button once its
 * cooling-off is over), an amount to set and a remove button. The server decides what applies at once
 * and says so in its message, shown as a toast.
 */
export function LimitCard({
  limit,
  unit = 'lira',
  heading,
  headingLevel = 2,
  newLimitLabel,
  usedLabel,
  send: sendToServer,
  onChanged,
}: LimitCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { amount, used, remaining, pending } = limit;
  const format = unit === 'minutes' ? (minutes: number) => formatMinutes(t, minutes) : formatLira;

  async function send(next: number | null | 'confirm') {
    setBusy(true);
    try {
      notify.success(await sendToServer(next));
      setText('');
      setError(undefined);
      await onChanged();
    } catch (failure) {
      reportFailure(failure, (field, message) => {
        if (field === 'amount') setError(message);
      });
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next = unit === 'minutes' ? parseMinutesInput(text) : parseLiraInput(text);
    if (next === null) {
      setError(t(unit === 'minutes' ? 'playLimits.invalidMinutes' : 'depositLimits.invalidAmount'));
      return;
    }
    void send(next);
  }

  const removalWaiting = pending !== null && pending.amount === null;
  const pendingText = (change: NonNullable<DepositLimit['pending']>) => {
    const at = formatDateTime(change.effectiveAt);
    if (change.amount === null)
      return t(change.confirmable ? 'depositLimits.readyRemoval' : 'depositLimits.pendingRemoval', { at });
    const amount = format(change.amount);
    return t(change.confirmable ? 'depositLimits.readyIncrease' : 'depositLimits.pendingIncrease', {
      amount,
      at,
    });
  };
  return (
    <article className={limitStyles.period} aria-labelledby={headingId}>
      <Heading id={headingId} className={limitStyles.periodTitle}>
        {heading}
      </Heading>
      <dl className={limitStyles.figures}>
        <div>
          <dt>{t('depositLimits.current')}</dt>
          <dd>{amount === null ? t('depositLimits.noLimit') : format(amount)}</dd>
        </div>
        <div>
          <dt>{usedLabel}</dt>
          <dd>{format(used)}</dd>
        </div>
        <div>
          <dt>{t('depositLimits.remaining')}</dt>
          <dd>{remaining === null ? '—' : format(remaining)}</dd>
        </div>
      </dl>
      {pending ? (
        <div className={limitStyles.pending}>
          <p>{pendingText(pending)}</p>
          {pending.confirmable ? (
            <Button
              size="small"
              disabled={busy}
              aria-describedby={headingId}
              onClick={() => void send('confirm')}
            >
              {t('depositLimits.confirm')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <form noValidate onSubmit={onSubmit} className={limitStyles.form}>
        <Field label={newLimitLabel} error={error}>
          {(control) => (
            <>
              {unit === 'lira' ? (
                <span className={fieldStyles.prefix} aria-hidden="true">
                  ₺
                </span>
              ) : null}
              <input
                {...control}
                name={`limit-${limit.period}`}
                inputMode={unit === 'minutes' ? 'numeric' : 'decimal'}
                autoComplete="off"
                placeholder={t(
                  unit === 'minutes' ? 'playLimits.minutesPlaceholder' : 'depositLimits.placeholder',
                )}
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                  if (error) setError(undefined);
                }}
              />
            </>
          )}
        </Field>
        <div className={limitStyles.actions}>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined} aria-describedby={headingId}>
            {t('depositLimits.save')}
          </Button>
          <Button
            variant="secondary"
            disabled={busy || amount === null || removalWaiting}
            aria-describedby={headingId}
            onClick={() => void send(null)}
          >
            {t('depositLimits.remove')}
          </Button>
        </div>
      </form>
    </article>
  );
}
