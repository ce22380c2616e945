import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../app/session.ts';
import { useLogout } from '../../app/sessionActions.ts';
import { NotificationBell } from '../../features/notifications/index.ts';
import { openLiveChat } from '../../lib/liveChat.ts';
import { formatLira } from '../../lib/money.ts';
import { buttonClass } from '../../lib/ui/Button.tsx';
import styles from './AccountActions.module.css';

/* Icons of the logged-in header (24×24, stroke = currentColor). */
const ICONS = {
  gift: 'M4 11h16v9H4zM2 7h20v4H2zM12 7v13M12 7c-2-4-6-4-6-1.5S9 7 12 7zm0 0c2-4 6-4 6-1.5S15 7 12 7z',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  chat: 'M4 5h16v11H9l-5 4z',
  plus: 'M12 5v14M5 12h14',
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={ICONS[name]} />
    </svg>
  );
}

/**
 * The logged-in half of the header (spec §2). Desktop: Claim Reward, Deposit, name and balance,
 * My Account, notifications, logout, Live Chat. Under 900 px CSS keeps account, notifications, balance
 * and Deposit.
 */
export function AccountActions() {
  const { t } = useTranslation();
  const username = useSession((state) => state.username);
  const balance = useSession((state) => state.balance);
  const logout = useLogout();

  return (
    <div className={styles.actions}>
      {/* Claim Reward: the bonuses page lists what can be claimed (the trial bonus claim is in the celebration). */}
      <Link
        to="/dashboard/bonuses"
        className={[buttonClass('gold', 'small'), styles.compact, styles.desktopOnly].join(' ')}
        title={t('header.claimReward')}
      >
        <Icon name="gift" />
        <span className={styles.label}>{t('header.claimReward')}</span>
      </Link>
      <div className={styles.wallet}>
        <span className={styles.name}>{username}</span>
        <span className={styles.balance} aria-label={`${t('header.balance')}: ${formatLira(balance)}`}>
          {formatLira(balance)}
        </span>
      </div>
      <Link to="/dashboard/deposit" className={[buttonClass('primary', 'small'), styles.deposit].join(' ')}>
        <Icon name="plus" />
        <span className={styles.depositLabel}>{t('header.deposit')}</span>
      </Link>
      <Link
        to="/dashboard"
        className={[buttonClass('secondary', 'small'), styles.compact].join(' ')}
        title={t('header.myAccount')}
      >
        <Icon name="user" />
        <span className={styles.label}>{t('header.myAccount')}</span>
      </Link>
      <NotificationBell className={[buttonClass('icon', 'small'), styles.square].join(' ')} />
      <button
        type="button"
        className={[buttonClass('icon', 'small'), styles.square, styles.desktopOnly].join(' ')}
        onClick={logout}
        aria-label={t('header.logout')}
        title={t('header.logout')}
      >
        <Icon name="logout" />
      </button>
      <button
        type="button"
        className={[buttonClass('icon', 'small'), styles.square, styles.desktopOnly].join(' ')}
        onClick={openLiveChat}
        aria-label={t('header.liveChat')}
        title={t('header.liveChat')}
      >
        <Icon name="chat" />
      </button>
    </div>
  );
}
