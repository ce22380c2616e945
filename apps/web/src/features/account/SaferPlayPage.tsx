import {
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
  type SelfExclusionPeriod,
  type TimeOutPeriod,
} from '@lale/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
import { selfExclude, takeTimeOut, type Taken } from './saferPlay.ts';
import styles from './AccountPage.module.css';
import playStyles from './SaferPlayPage.module.css';

/*
 * /dashboard/safer-play (issue #26): a time-out (24 hours to six weeks) and a self-exclusion (six
 * months to five years), each asked twice — the choice, then "are you sure?" — because neither can be
 * shortened. When the server has taken it, every session of the player is over: this browser signs out
 * at once, remembers the end (no promotion shows here until then) and says the server's sentence after
 * the logout's reload. Closing the account (CloseAccount.tsx) ends the same way, without an end date.
 */

export function SaferPlayPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

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
        <RealityCheckSetting />
        <TimeOut onTaken={afterTaken} />
        <SelfExclusion onTaken={afterTaken} />
        <CloseAccount onClosed={afterClosed} />
      </div>
    </section>
  );
}

function TimeOut({ onTaken }: { onTaken: (taken: Taken) => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [period, setPeriod] = useState<TimeOutPeriod>('24h');
  const [asking, setAsking] = useState(false);
  const mutation = useMutation({
    mutationFn: () => takeTimeOut(period),
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
          periods={TIME_OUT_PERIODS}
          value={period}
          label={periodText}
          onChange={setPeriod}
        />
        <Button type="submit" variant="secondary">
          {t('saferPlay.timeOut.submit')}
        </Button>
      </form>
      {asking ? (
        <ConfirmDialog
          title={t('saferPlay.timeOut.confirmTitle')}
          description={t('saferPlay.timeOut.confirmText', { period: periodText(period) })}
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

function SelfExclusion({ onTaken }: { onTaken: (taken: Taken) => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const errorId = useId();
  const [period, setPeriod] = useState<SelfExclusionPeriod>('6m');
  const [understood, setUnderstood] = useState(false);
  const [error, setError] = useState(false);
  const [asking, setAsking] = useState(false);
  const mutation = useMutation({
    mutationFn: () => selfExclude(period),
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
          periods={SELF_EXCLUSION_PERIODS}
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
        <Button type="submit" variant="primary">
          {t('saferPlay.selfExclusion.submit')}
        </Button>
      </form>
      {asking ? (
        <ConfirmDialog
          title={t('saferPlay.selfExclusion.confirmTitle')}
          description={t('saferPlay.selfExclusion.confirmText', { period: periodText(period) })}
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
