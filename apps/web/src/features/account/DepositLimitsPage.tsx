import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { reportFailure } from '../../lib/forms/failure.ts';
import { formatLira } from '../../lib/money.ts';
import { notify } from '../../lib/notify.ts';
import { Button } from '../../lib/ui/Button.tsx';
import { Field } from '../../lib/ui/form/Field.tsx';
import fieldStyles from '../../lib/ui/form/Field.module.css';
import { Spinner } from '../../lib/ui/Spinner.tsx';
import {
  confirmDepositLimit,
  fetchDepositLimits,
  parseLiraInput,
  setDepositLimit,
  type DepositLimit,
} from './depositLimits.ts';
import { formatDateTime } from './format.ts';
import styles from './AccountPage.module.css';
import limitStyles from './DepositLimitsPage.module.css';

/*
 * /dashboard/deposit-limits (responsible gambling, issue #11): the daily, weekly and monthly limits with
 * what is used and what remains, a waiting change with the moment it can be confirmed (and the button
 * once it can: issue #26, a loosening never applies on its own), an amount to set and a remove button
 * per period. The server decides what applies at once (a decrease) and what waits 24 hours and the
 * player's confirmation (an increase, a removal) and says so in its message, shown as a toast.
 */
export const DEPOSIT_LIMITS_QUERY_KEY = ['customer', 'depositLimits'] as const;

export function DepositLimitsPage() {
  const { t } = useTranslation();
  const limits = useQuery({
    queryKey: DEPOSIT_LIMITS_QUERY_KEY,
    queryFn: ({ signal }) => fetchDepositLimits(signal),
  });

  return (
    <section className={styles.card} aria-labelledby="deposit-limits-title">
      <h1 id="deposit-limits-title" className={styles.title}>
        {t('depositLimits.title')}
      </h1>
      <p className={styles.note}>{t('depositLimits.intro')}</p>
      {limits.isPending ? <Spinner /> : null}
      {limits.isError ? (
        <div className={styles.empty}>
          <p>{t('depositLimits.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void limits.refetch()}>
            {t('depositLimits.retry')}
          </Button>
        </div>
      ) : null}
      {limits.data ? (
        <div className={limitStyles.periods}>
          {limits.data.map((limit) => (
            <PeriodLimit key={limit.period} limit={limit} onChanged={() => limits.refetch()} />
          ))}
        </div>
      ) : null}
    </section>
  );
}

function PeriodLimit({ limit, onChanged }: { limit: DepositLimit; onChanged: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { period, amount, used, remaining, pending } = limit;

  async function send(next: number | null | 'confirm') {
    setBusy(true);
    try {
      notify.success(
        await (next === 'confirm' ? confirmDepositLimit(period) : setDepositLimit(period, next)),
      );
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
    const next = parseLiraInput(text);
    if (next === null) {
      setError(t('depositLimits.invalidAmount'));
      return;
    }
    void send(next);
  }

  const removalWaiting = pending !== null && pending.amount === null;
  const pendingText = (change: NonNullable<DepositLimit['pending']>) => {
    const at = formatDateTime(change.effectiveAt);
    if (change.amount === null)
      return t(change.confirmable ? 'depositLimits.readyRemoval' : 'depositLimits.pendingRemoval', { at });
    const amount = formatLira(change.amount);
    return t(change.confirmable ? 'depositLimits.readyIncrease' : 'depositLimits.pendingIncrease', {
      amount,
      at,
    });
  };
  return (
    <article className={limitStyles.period} aria-labelledby={headingId}>
      <h2 id={headingId} className={limitStyles.periodTitle}>
        {t(`depositLimits.period.${period}`)}
      </h2>
      <dl className={limitStyles.figures}>
        <div>
          <dt>{t('depositLimits.current')}</dt>
          <dd>{amount === null ? t('depositLimits.noLimit') : formatLira(amount)}</dd>
        </div>
        <div>
          <dt>{t('depositLimits.used', { window: t(`depositLimits.window.${period}`) })}</dt>
          <dd>{formatLira(used)}</dd>
        </div>
        <div>
          <dt>{t('depositLimits.remaining')}</dt>
          <dd>{remaining === null ? '—' : formatLira(remaining)}</dd>
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
        <Field label={t(`depositLimits.newLimit.${period}`)} error={error}>
          {(control) => (
            <>
              <span className={fieldStyles.prefix} aria-hidden="true">
                ₺
              </span>
              <input
                {...control}
                name={`limit-${period}`}
                inputMode="decimal"
                autoComplete="off"
                placeholder={t('depositLimits.placeholder')}
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
