import type { AuthData } from '@lale/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { formatLira } from '../../lib/money.ts';
import { useSession } from '../../lib/session.ts';
import { logout } from '../../lib/sessionActions.ts';
import { Button } from '../../lib/ui/Button.tsx';
import styles from './WithdrawOnlyFrame.module.css';

/*
 * A withdraw-only session (issue #26, when the operator allows it, MGA): a restricted player who signs in
 * sees only this — why, until when, the balance, and the withdraw page (with identity verification, which
 * a withdrawal may need). The site's chrome (menus, games, promotions, notifications, the reality check)
 * is not rendered at all, and every other address shows the notice; the API refuses the rest anyway.
 */

/** The only pages a withdraw-only session opens. */
const OPEN_PATHS = ['/dashboard/withdraw', '/dashboard/verification'];

type WithdrawOnly = NonNullable<AuthData['withdrawOnly']>;

export function WithdrawOnlyFrame({ restriction }: { restriction: WithdrawOnly }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const balance = useSession((state) => state.balance);
  // Only this rare view formats a date with Intl (the first page of everyone else never loads it).
  const until = restriction.until
    ? new Intl.DateTimeFormat(i18n.language, {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'Europe/Istanbul',
      }).format(new Date(restriction.until))
    : null;
  const open = OPEN_PATHS.includes(pathname);

  return (
    <div className={styles.frame}>
      <header className={styles.bar}>
        <span className={styles.brand}>{t('common.appName')}</span>
        <span className={styles.balance}>
          {t('shell.withdrawOnly.balance')}: <strong>{formatLira(balance)}</strong>
        </span>
        <Button variant="secondary" onClick={() => logout({ navigate, queryClient }, { tellServer: true })}>
          {t('shell.withdrawOnly.logout')}
        </Button>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <section className={styles.notice} role="status" aria-labelledby="withdraw-only-title">
          <h1 id="withdraw-only-title" className={styles.title}>
            {t('shell.withdrawOnly.title')}
          </h1>
          <p>
            {until
              ? t(`shell.withdrawOnly.text.${restriction.kind}`, { until })
              : t('shell.withdrawOnly.textNoEnd')}
          </p>
          <p>{t('shell.withdrawOnly.what')}</p>
          {open ? null : (
            <p>
              <Link className={styles.link} to="/dashboard/withdraw">
                {t('shell.withdrawOnly.toWithdraw')}
              </Link>
            </p>
          )}
        </section>
        {open ? <Outlet /> : null}
      </main>
    </div>
  );
}
