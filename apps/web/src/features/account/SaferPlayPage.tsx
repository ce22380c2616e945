import type { SelfExclusionPeriod, TimeOutPeriod } from '@lale/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { flashAfterReload } from '../../lib/flash.ts';
import { reportFailure } from '../../lib/forms/failure.ts';
import { rememberRestriction } from '../../lib/restrictedHere.ts';
import { logout } from '../../lib/sessionActions.ts';
import { Button } from '../../lib/ui/Button.tsx';
import { ConfirmDialog } from '../../lib/ui/dialog/ConfirmDialog.tsx';
import { CheckboxField } from '../../lib/ui/form/fields.tsx';
import { CloseAccount } from './CloseAccount.tsx';
import { Periods } from './Periods.tsx';
import { RealityCheckSetting } from './RealityCheckSetting.tsx';
import { useSession } from '../../lib/session.ts';
import { fetchSaferPlayStatus, selfExclude, takeTimeOut, type Taken } from './saferPlay.ts';
import styles from './AccountPage.module.css';
import playStyles from './SaferPlayPage.module.css';

/*
 * /dashboard/safer-play (issue #26): a time-out (24 hours to six weeks) and a self-exclusion (six
 * months to five years), each asked twice — the choice, then "are you sure?" — because neither can be
 * shortened. When the server has taken it, every session of the player is over: this browser signs out
 * at once, remembers the end (no promotion shows here until then) and says the server's sentence after
 * the logout's reload. Closing the account (CloseAccount.tsx) ends the same way, without an end date.
 * The periods and reality-check intervals offered are the operator's (GET saferplay/status).
 */

export function SaferPlayPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useSession((state) => state.auth?.token ?? null);
  const status = useQuery({
    queryKey: ['saferPlay', 'status', token],
    queryFn: ({ signal }) => fetchSaferPlayStatus(signal),
    enabled: token !== null,
  });
  const offered = status.data;

  /** The restriction is in force: sign out here as everywhere, and keep what the player must know. */
  function afterTaken({ restriction, message }: Taken) {
    logout({ navigate, queryClient }, { tellServer: false });
    // After the logout's clear of local storage: these two must outlive it.
    rememberRestriction(restriction.endsAt);
    flashAfterReload(message);
  }

  /** The account is closed: sign out here as everywhere, and say so after the logout's reload. */
  function afterClosed(message: string) {
    logout({ navigate, queryClient }, { tellServer: false });
    flashAfterReload(message);
  }

  return (
    <section className={styles.card} aria-labelledby="safer-play-title">
      <h1 id="safer-play-title" className={styles.title}>
        {t('saferPlay.title')}
      </h1>
      <p className={styles.note}>{t('saferPlay.intro')}</p>
      <p>
        <Link className={playStyles.link} to="/dashboard/deposit-limits">
          {t('saferPlay.limitsLink')}
        </Link>
      </p>
      <p>
        <Link className={playStyles.link} to="/dashboard/safer-play/history">
          {t('saferPlay.history.link')}
        </Link>
      </p>
      <div className={playStyles.tools}>
        <RealityCheckSetting intervals={offered?.realityCheckIntervals ?? []} />
        <TimeOut periods={offered?.timeOutPeriods ?? []} onTaken={afterTaken} />
        <SelfExclusion periods={offered?.selfExclusionPeriods ?? []} onTaken={afterTaken} />
        <CloseAccount onClosed={afterClosed} />
      </div>
    </section>
  );
}

function TimeOut({
  periods,
  onTaken,
}: {
  periods: readonly TimeOutPeriod[];
  onTaken: (taken: Taken) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [picked, setPeriod] = useState<TimeOutPeriod | null>(null);
  // The shortest offered until the player picks one.
  const period = picked ?? periods[0] ?? null;
  const [asking, setAsking] = useState(false);
  const mutation = useMutation({
    mutationFn: () => takeTimeOut(period!),
    onSuccess: onTaken,
    onError: (error) => {
      setAsking(false);
      reportFailure(error);
    },
  });
  const periodText = (p: TimeOutPeriod) => t(`saferPlay.timeOut.period.${p}`);

  return (
    <article className={playStyles.tool} aria-labelledby={headingId}>
      <h2 id={headingId} className={playStyles.toolTitle}>
        {t('saferPlay.timeOut.title')}
      </h2>
      <p className={playStyles.text}>{t('saferPlay.timeOut.text')}</p>
      <form
        noValidate
        className={playStyles.form}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          setAsking(true);
        }}
      >
        <Periods
          legend={t('saferPlay.timeOut.legend')}
          periods={periods}
          value={period}
          label={periodText}
          onChange={setPeriod}
        />
        <Button type="submit" variant="secondary" disabled={period === null}>
          {t('saferPlay.timeOut.submit')}
        </Button>
      </form>
      {asking ? (
        <ConfirmDialog
          title={t('saferPlay.timeOut.confirmTitle')}
          description={t('saferPlay.timeOut.confirmText', { period: period ? periodText(period) : '' })}
          keepLabel={t('saferPlay.keep')}
          confirmLabel={t('saferPlay.timeOut.confirm')}
          pending={mutation.isPending}
          onConfirm={() => mutation.mutate()}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </article>
  );
}

function SelfExclusion({
  periods,
  onTaken,
}: {
  periods: readonly SelfExclusionPeriod[];
  onTaken: (taken: Taken) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const errorId = useId();
  const [picked, setPeriod] = useState<SelfExclusionPeriod | null>(null);
  const period = picked ?? periods[0] ?? null;
  const [understood, setUnderstood] = useState(false);
  const [error, setError] = useState(false);
  const [asking, setAsking] = useState(false);
  const mutation = useMutation({
    mutationFn: () => selfExclude(period!),
    onSuccess: onTaken,
    onError: (failure) => {
      setAsking(false);
      reportFailure(failure);
    },
  });
  const periodText = (p: SelfExclusionPeriod) => t(`saferPlay.selfExclusion.period.${p}`);

  return (
    <article className={playStyles.tool} aria-labelledby={headingId}>
      <h2 id={headingId} className={playStyles.toolTitle}>
        {t('saferPlay.selfExclusion.title')}
      </h2>
      <p className={playStyles.text}>{t('saferPlay.selfExclusion.text')}</p>
      <form
        noValidate
        className={playStyles.form}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          if (!understood) {
            setError(true);
            return;
          }
          setAsking(true);
        }}
      >
        <Periods
          legend={t('saferPlay.selfExclusion.legend')}
          periods={periods}
          value={period}
          label={periodText}
          onChange={setPeriod}
        />
        <CheckboxField
          label={t('saferPlay.selfExclusion.understand')}
          checked={understood}
          aria-invalid={error || undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setUnderstood(event.target.checked);
            if (event.target.checked) setError(false);
          }}
        />
        {error ? (
          <p id={errorId} className={playStyles.error} role="alert">
            {t('saferPlay.selfExclusion.understandRequired')}
          </p>
        ) : null}
        <Button type="submit" variant="primary" disabled={period === null}>
          {t('saferPlay.selfExclusion.submit')}
        </Button>
      </form>
      {asking ? (
        <ConfirmDialog
          title={t('saferPlay.selfExclusion.confirmTitle')}
          description={t('saferPlay.selfExclusion.confirmText', {
            period: period ? periodText(period) : '',
          })}
          keepLabel={t('saferPlay.keep')}
          confirmLabel={t('saferPlay.selfExclusion.confirm')}
          pending={mutation.isPending}
          onConfirm={() => mutation.mutate()}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </article>
  );
}
