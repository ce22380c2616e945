import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { openLiveChat } from '../../lib/liveChat.ts';
import type { TextKey } from '../../lib/routing.ts';
import { ShellIcon, type ShellIconName } from '../icons.tsx';
import { useMenu } from '../menuStore.ts';
import styles from './BottomBar.module.css';

/*
 * The mobile bottom bar (spec §2), under 900 px: Deposit, Sports, Slots, Live Casino, Promotions and
 * one live-chat support entry. A tap closes whatever the shell has open over the page; Deposit asks a
 * visitor to log in instead of leaving the page.
 */
type BarLink = { to: string; icon: ShellIconName; titleKey: TextKey; needsLogin?: boolean };

const BAR_LINKS: readonly BarLink[] = [
  { to: '/dashboard/deposit', icon: 'wallet', titleKey: 'shell.bottomBar.deposit', needsLogin: true },
  { to: '/spor', icon: 'ball', titleKey: 'shell.bottomBar.sports' },
  { to: '/casino/slot', icon: 'slot', titleKey: 'shell.bottomBar.slot' },
  { to: '/casino/live', icon: 'cards', titleKey: 'shell.bottomBar.live' },
  { to: '/promotions', icon: 'gift', titleKey: 'shell.bottomBar.promotions' },
];

export function BottomBar() {
  const { t } = useTranslation();
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const openDialog = useSession((state) => state.openDialog);
  const closeAll = useMenu((state) => state.closeAll);

  function onTap(event: MouseEvent, link: BarLink): void {
    closeAll();
    if (link.needsLogin && !isLoggedIn) {
      // The route guard would refuse it anyway; not navigating keeps the page and its scroll as they are.
      event.preventDefault();
      openDialog('login');
    }
  }

  return (
    <nav className={styles.bar} aria-label={t('shell.bottomBar.nav')} data-chrome>
      <ul className={styles.list}>
        {BAR_LINKS.map((link) => (
          <li key={link.to} className={styles.item}>
            <NavLink
              to={link.to}
              className={({ isActive }) => [styles.link, isActive ? styles.active : ''].join(' ')}
              onClick={(event) => onTap(event, link)}
            >
              <ShellIcon name={link.icon} className={styles.icon} />
              <span className={styles.title}>{t(link.titleKey)}</span>
            </NavLink>
          </li>
        ))}
        <li className={styles.item}>
          <button
            type="button"
            className={styles.link}
            onClick={() => {
              closeAll();
              openLiveChat();
            }}
          >
            <ShellIcon name="support" className={styles.icon} />
            <span className={styles.title}>{t('shell.bottomBar.support')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
