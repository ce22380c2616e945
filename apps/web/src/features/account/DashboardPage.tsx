import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession, type DialogName } from '../../lib/session.ts';
import { useLogout } from '../../lib/sessionActions.ts';
import type { TextKey } from '../../lib/routing.ts';
import { formatLira } from '../../lib/money.ts';
import { Button } from '../../lib/ui/Button.tsx';
import { Icon, type IconName } from './icons.tsx';
import styles from './DashboardPage.module.css';

/* /dashboard (spec §2 tiles): each tile opens an account area, a dialog, or logs out. */
type Tile = { icon: IconName; title: TextKey; text: TextKey; tone?: 'gold' | 'muted' } & (
  { to: string } | { dialog: DialogName } | { logout: true }
);

const TILES: Tile[] = [
  {
    icon: 'deposit',
    title: 'account.tiles.deposit',
    text: 'account.tiles.depositText',
    to: '/dashboard/deposit',
    tone: 'gold',
  },
  {
    icon: 'withdraw',
    title: 'account.tiles.withdraw',
    text: 'account.tiles.withdrawText',
    to: '/dashboard/withdraw',
  },
  {
    icon: 'games',
    title: 'account.tiles.gameHistory',
    text: 'account.tiles.gameHistoryText',
    to: '/dashboard/game-history',
  },
  {
    icon: 'ball',
    title: 'account.tiles.sportsBets',
    text: 'account.tiles.sportsBetsText',
    to: '/dashboard/sports-bets',
  },
  {
    icon: 'gift',
    title: 'account.tiles.bonuses',
    text: 'account.tiles.bonusesText',
    to: '/dashboard/bonuses',
  },
  {
    icon: 'receipt',
    title: 'account.tiles.financial',
    text: 'account.tiles.financialText',
    to: '/dashboard/financial-activities',
  },
  {
    icon: 'shield',
    title: 'depositLimits.tile',
    text: 'depositLimits.tileText',
    to: '/dashboard/deposit-limits',
  },
  {
    icon: 'shield',
    title: 'playLimits.tile',
    text: 'playLimits.tileText',
    to: '/dashboard/play-limits',
  },
  {
    icon: 'pause',
    title: 'saferPlay.tile',
    text: 'saferPlay.tileText',
    to: '/dashboard/safer-play',
  },
  {
    icon: 'idCard',
    title: 'kyc.tile',
    text: 'kyc.tileText',
    to: '/dashboard/verification',
  },
  {
    icon: 'clock',
    title: 'account.tiles.sessions',
    text: 'account.tiles.sessionsText',
    to: '/dashboard/session-history',
  },
  {
    icon: 'user',
    title: 'account.tiles.personal',
    text: 'account.tiles.personalText',
    to: '/dashboard/account',
  },
  {
    icon: 'lock',
    title: 'account.tiles.changePassword',
    text: 'account.tiles.changePasswordText',
    dialog: 'changePassword',
  },
  { icon: 'phone', title: 'account.tiles.sms', text: 'account.tiles.smsText', dialog: 'phoneVerification' },
  {
    icon: 'logout',
    title: 'account.tiles.logout',
    text: 'account.tiles.logoutText',
    logout: true,
    tone: 'muted',
  },
];

export function DashboardPage() {
  const { t } = useTranslation();
  const username = useSession((state) => state.username);
  const usercode = useSession((state) => state.usercode);
  const balance = useSession((state) => state.balance);
  const bonusBalance = useSession((state) => state.bonusBalance);
  const smsVerified = useSession((state) => state.smsVerified);
  const openDialog = useSession((state) => state.openDialog);
  const logout = useLogout();

  const body = (tile: Tile) => (
    <>
      <span className={styles.icon}>
        <Icon name={tile.icon} />
      </span>
      <span className={styles.tileTitle}>{t(tile.title)}</span>
      <span className={styles.tileText}>{t(tile.text)}</span>
    </>
  );

  return (
    <section className={styles.page} aria-labelledby="dashboard-title">
      <div className={styles.hero}>
        <div>
          <h1 id="dashboard-title" className={styles.title}>
            {t('nav.dashboard')}
          </h1>
          <p className={styles.greeting}>{t('account.greeting', { name: username })}</p>
          {usercode ? <p className={styles.code}>{t('account.usercode', { code: usercode })}</p> : null}
        </div>
        <dl className={styles.wallet}>
          <div>
            <dt>{t('account.balance')}</dt>
            <dd>{formatLira(balance)}</dd>
          </div>
          <div>
            <dt>{t('account.bonusBalance')}</dt>
            <dd>{formatLira(bonusBalance)}</dd>
          </div>
        </dl>
      </div>
      {smsVerified ? null : (
        <div className={styles.prompt}>
          <p>{t('account.verifyPrompt')}</p>
          <Button variant="gold" size="small" onClick={() => openDialog('smsVerify')}>
            {t('account.verifyNow')}
          </Button>
        </div>
      )}
      <ul className={styles.tiles}>
        {TILES.map((tile) => (
          <li key={tile.title}>
            {'to' in tile ? (
              <Link to={tile.to} className={[styles.tile, tile.tone ? styles[tile.tone] : ''].join(' ')}>
                {body(tile)}
              </Link>
            ) : (
              <button
                type="button"
                className={[styles.tile, tile.tone ? styles[tile.tone] : ''].join(' ')}
                onClick={'dialog' in tile ? () => openDialog(tile.dialog) : logout}
              >
                {body(tile)}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
