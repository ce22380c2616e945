import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRealtimeSession } from '../../lib/realtime/session.ts';
import { useSession } from '../../lib/session.ts';
import { useLogout } from '../../lib/sessionActions.ts';
import { NotificationBell, useLiveNotifications } from '../../features/notifications/index.ts';
import { formatLira } from '../../lib/money.ts';
import { buttonClass } from '../../lib/ui/Button.tsx';
import { ShellIcon } from '../icons.tsx';
import styles from './AccountActions.module.css';
import { Tooltip } from '../../lib/ui/tooltip/Tooltip.tsx';

/**
 * The logged-in half of the header (spec §2). Desktop: Claim Reward, Deposit, name and balance,
 * My Account, notifications, logout (Live Chat follows in the header). Under 900 px CSS keeps
 * balance, Deposit, account and notifications. A chunk of its own (accountActions.ts), mounted exactly
 * while a session exists: the session's realtime connection (spec §4) and its live notifications are
 * kept from here, so a visitor's first page carries neither.
 */
export function AccountActions() {
  const { t } = useTranslation();
  useRealtimeSession();
  useLiveNotifications();
  const username = useSession((state) => state.username);
  const balance = useSession((state) => state.balance);
  const logout = useLogout();

  return (
    <div className={styles.actions}>
      {/* Claim Reward: the bonuses page lists what can be claimed (the trial bonus claim is in the celebration). */}
      <Tooltip content={t('header.claimReward')}>
        <Link
          to="/dashboard/bonuses"
          className={[buttonClass('gold', 'small'), styles.compact, styles.desktopOnly].join(' ')}
        >
          <ShellIcon name="gift" className={styles.icon} />
          <span className={styles.label}>{t('header.claimReward')}</span>
        </Link>
      </Tooltip>
      <Link to="/dashboard/deposit" className={[buttonClass('primary', 'small'), styles.deposit].join(' ')}>
        <ShellIcon name="plus" className={styles.icon} />
        <span className={styles.depositLabel}>{t('header.deposit')}</span>
      </Link>
      <div className={styles.wallet}>
        <span className={styles.name}>{username}</span>
        <span className={styles.balance} aria-label={`${t('header.balance')}: ${formatLira(balance)}`}>
          {formatLira(balance)}
        </span>
      </div>
      <Tooltip content={t('header.myAccount')}>
        <Link to="/dashboard" className={[buttonClass('secondary', 'small'), styles.compact].join(' ')}>
          <ShellIcon name="user" className={styles.icon} />
          <span className={styles.label}>{t('header.myAccount')}</span>
        </Link>
      </Tooltip>
      <NotificationBell className={[buttonClass('icon', 'small'), styles.square].join(' ')} />
      <Tooltip content={t('header.logout')}>
        <button
          type="button"
          className={[buttonClass('icon', 'small'), styles.square, styles.desktopOnly].join(' ')}
          onClick={logout}
          aria-label={t('header.logout')}
        >
          <ShellIcon name="logout" className={styles.icon} />
        </button>
      </Tooltip>
    </div>
  );
}
