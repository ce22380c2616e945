import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useSession } from '../../app/session.ts';
import type { TextKey } from '../../lib/routing.ts';
import { Button } from '../../lib/ui/Button.tsx';
import { LanguageSwitch } from '../LanguageSwitch.tsx';
import { Logo } from '../Logo.tsx';
import { useMenu } from '../menuStore.ts';
import { AccountActions } from './AccountActions.tsx';
import styles from './Header.module.css';

const PRIMARY_LINKS: { to: string; labelKey: TextKey }[] = [
  { to: '/casino/slot', labelKey: 'nav.slot' },
  { to: '/casino/live', labelKey: 'nav.live' },
  { to: '/spor', labelKey: 'nav.sports' },
  { to: '/livespor', labelKey: 'nav.liveSports' },
  { to: '/promotions', labelKey: 'nav.promotions' },
];

function HamburgerIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 7h16M4 12h16M4 17h10" />
    </svg>
  );
}

/**
 * Site header (spec §2). One set of controls for every width: CSS switches to the compact mobile
 * layout under 900 px (hamburger, centred logo, Register/Login), so each control exists exactly once.
 */
export function Header() {
  const { t } = useTranslation();
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const openDialog = useSession((state) => state.openDialog);
  const toggleSideMenu = useMenu((state) => state.toggleSideMenu);

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <button
          type="button"
          className={styles.menuButton}
          aria-label={t('a11y.openMenu')}
          onClick={toggleSideMenu}
        >
          <HamburgerIcon />
        </button>
        <Link to="/" className={styles.logoLink}>
          <Logo label={t('a11y.homeLink')} />
        </Link>
        <nav className={styles.nav} aria-label={t('a11y.mainNav')}>
          <ul className={styles.navList}>
            {PRIMARY_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    [styles.navLink, isActive && styles.active].filter(Boolean).join(' ')
                  }
                >
                  {t(link.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <LanguageSwitch className={styles.language} />
          {isLoggedIn ? (
            <AccountActions />
          ) : (
            <>
              <Button
                variant="secondary"
                size="small"
                className={styles.authButton}
                onClick={() => openDialog('login')}
              >
                {t('header.login')}
              </Button>
              <Button
                variant="primary"
                size="small"
                className={styles.authButton}
                onClick={() => openDialog('register')}
              >
                {t('header.register')}
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
