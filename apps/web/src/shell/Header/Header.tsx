import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { ShellIcon } from '../icons.tsx';
import { Logo } from '../Logo.tsx';
import { useMenu } from '../menuStore.ts';
import { accountActionsComponent } from './accountActions.ts';
import { BackButton, GuestActions, LiveChatButton, SearchButton } from './HeaderButtons.tsx';
import styles from './Header.module.css';

/** Chosen once per login: switching from the lazy stand-in to the loaded controls would remount them. */
function SignedInActions() {
  const [AccountActions] = useState(accountActionsComponent);
  return (
    <Suspense fallback={null}>
      <AccountActions />
    </Suspense>
  );
}

/**
 * Site header (spec §2). One set of controls for every width, so each exists exactly once: CSS turns
 * the desktop row (menu button under 1100 px, logo, back, search, account controls) into the mobile
 * header under 900 px (hamburger and live chat, centred logo, and Register/Login or balance, Deposit,
 * account and notifications). `hidden` slides it away while the player scrolls down the page.
 */
export function Header({ hidden = false }: { hidden?: boolean }) {
  const { t } = useTranslation();
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const sideMenuOpen = useMenu((state) => state.sideMenuOpen);
  const toggleSideMenu = useMenu((state) => state.toggleSideMenu);

  return (
    <header
      className={[styles.header, hidden ? styles.hidden : ''].filter(Boolean).join(' ')}
      data-hidden={hidden || undefined}
      data-chrome
    >
      <div className={styles.inner}>
        <div className={styles.start}>
          <button
            type="button"
            className={styles.menuButton}
            aria-label={t('a11y.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={sideMenuOpen}
            onClick={toggleSideMenu}
          >
            <ShellIcon name="menu" className={styles.menuIcon} />
          </button>
          {/* Phones: live chat sits beside the hamburger, balancing the account buttons around the
              centred logo. Only one of the two live-chat buttons is ever displayed. */}
          <LiveChatButton withText={false} className={styles.mobileOnly} />
        </div>
        <Link to="/" className={styles.logoLink}>
          <Logo label={t('a11y.homeLink')} compactOnNarrow={isLoggedIn} />
        </Link>
        <BackButton className={styles.desktopOnly} />
        <SearchButton className={styles.desktopOnly} />
        <div className={styles.actions}>
          {isLoggedIn ? (
            <>
              <SignedInActions />
              <LiveChatButton withText={false} className={styles.desktopOnly} />
            </>
          ) : (
            <>
              <LiveChatButton withText className={styles.desktopOnly} />
              <GuestActions />
            </>
          )}
        </div>
      </div>
    </header>
  );
}
