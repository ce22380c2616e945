import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { openLiveChat } from '../../lib/liveChat.ts';
import { buttonClass } from '../../lib/ui/Button.tsx';
import { ShellIcon } from '../icons.tsx';
import { useMenu } from '../menuStore.ts';
import styles from './Header.module.css';
import { Tooltip } from '../../lib/ui/tooltip/Tooltip.tsx';

/* The header's small controls that do not depend on who is signed in. */

/** Spec §2: the search opens on live games on the live casino, on slots everywhere else. */
export function isLiveCasinoPath(pathname: string): boolean {
  return pathname === '/casino/live' || pathname.startsWith('/casino/live/');
}

export function SearchButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const openSearch = useMenu((state) => state.openSearch);
  return (
    <Tooltip content={t('header.search')}>
      <button
        type="button"
        className={[buttonClass('icon', 'small'), styles.round, className].join(' ')}
        aria-label={t('header.search')}
        aria-haspopup="dialog"
        onClick={() => openSearch(isLiveCasinoPath(pathname))}
      >
        <ShellIcon name="search" />
      </button>
    </Tooltip>
  );
}

/**
 * Back to the previous page of this visit; a visitor who arrived on this page directly goes home
 * instead of leaving the site. Hidden on home, where there is nothing to go back to.
 */
export function BackButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (pathname === '/') return null;

  function goBack(): void {
    // react-router numbers its history entries; 0 is the page this visit started on.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate('/');
  }

  return (
    <Tooltip content={t('header.back')}>
      <button
        type="button"
        className={[buttonClass('icon', 'small'), styles.round, className].join(' ')}
        aria-label={t('header.back')}
        onClick={goBack}
      >
        <ShellIcon name="back" />
      </button>
    </Tooltip>
  );
}

/** Live Chat: text and icon on wide screens for visitors, the icon alone elsewhere (spec §2). */
export function LiveChatButton({ withText, className }: { withText: boolean; className?: string }) {
  const { t } = useTranslation();
  return (
    <Tooltip content={t('header.liveChat')}>
      <button
        type="button"
        className={[
          buttonClass(withText ? 'secondary' : 'icon', 'small'),
          withText ? styles.chatWithText : styles.round,
          className,
        ].join(' ')}
        onClick={() => openLiveChat()}
        aria-label={t('header.liveChat')}
      >
        <ShellIcon name="chat" />
        {withText ? (
          <span className={styles.chatText} aria-hidden="true">
            {t('header.liveChat')}
          </span>
        ) : null}
      </button>
    </Tooltip>
  );
}

/** Visitors: Claim Reward (asks them to log in first), Login and Register. */
export function GuestActions() {
  const { t } = useTranslation();
  const openDialog = useSession((state) => state.openDialog);
  return (
    <>
      <button
        type="button"
        className={[buttonClass('gold', 'small'), styles.desktopOnly].join(' ')}
        onClick={() => openDialog('login')}
      >
        <ShellIcon name="gift" />
        {t('header.claimReward')}
      </button>
      <button
        type="button"
        className={buttonClass('secondary', 'small', styles.authButton)}
        onClick={() => openDialog('login')}
      >
        {t('header.login')}
      </button>
      <button
        type="button"
        className={buttonClass('primary', 'small', styles.authButton)}
        onClick={() => openDialog('register')}
      >
        {t('header.register')}
      </button>
    </>
  );
}
