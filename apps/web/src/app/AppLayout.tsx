import { HEADER_HIDE_SCROLL_PX } from '@lale/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { RealityCheckHost } from '../features/realityCheck/index.ts';
import { ContentOverlays, useStartupPopupFirst } from '../features/cms/index.ts';
import { crumbOf, isImmersive } from '../lib/routing.ts';
import { BottomBar } from '../shell/BottomBar/BottomBar.tsx';
import { Breadcrumbs } from '../shell/Breadcrumbs.tsx';
import { Footer } from '../shell/Footer/Footer.tsx';
import { Header } from '../shell/Header/Header.tsx';
import { SearchHost } from '../shell/Search/SearchHost.tsx';
import '../shell/shell.css';
import { DockedSideMenu, SideMenuDrawerHost } from '../shell/SideMenu/SideMenuHost.tsx';
import { TopBanner } from '../shell/TopBanner/TopBanner.tsx';
import { useHideOnScroll } from '../shell/useHideOnScroll.ts';
import styles from './AppLayout.module.css';
import { Dialogs } from './Dialogs.tsx';
import { useRememberCurrentPage } from './guard.ts';
import { useAfterFirstPaint } from '../lib/ui/afterFirstPaint.ts';
import { useBalancePolling } from '../lib/sessionActions.ts';
import { useFlash } from '../lib/flash.ts';
import { useSession } from '../lib/session.ts';
import { WithdrawOnlyFrame } from '../shell/WithdrawOnly/WithdrawOnlyFrame.tsx';

/** The document title follows the deepest route's crumb, so tabs and history read well. */
function useDocumentTitle(): void {
  const { t } = useTranslation();
  const crumb = useMatches()
    .map((match) => crumbOf(match.handle))
    .findLast(Boolean);
  const appName = t('common.appName');
  const pageName = crumb && crumb.labelKey !== 'nav.home' ? t(crumb.labelKey) : null;
  useEffect(() => {
    document.title = pageName ? `${pageName} | ${appName}` : appName;
  }, [pageName, appName]);
}

/**
 * A route marked `immersive` (the play page) marks the document, and the layout's styles put the site's
 * chrome away on phones: the marks are on the document so the chrome's own components need no props.
 */
function useImmersiveRoute(): void {
  const immersive = useMatches().some((match) => isImmersive(match.handle));
  useEffect(() => {
    if (!immersive) return;
    document.documentElement.dataset.immersive = '';
    return () => {
      delete document.documentElement.dataset.immersive;
    };
  }, [immersive]);
}

/**
 * The page frame (spec §2): top banner (home only), header, then the docked side menu beside the page
 * from 1100 px, the page with its breadcrumbs and the footer; the bottom bar under 900 px. The drawer,
 * the search and the dialogs mount on first use.
 */
export function AppLayout() {
  const { t } = useTranslation();
  useDocumentTitle();
  useImmersiveRoute();
  useRememberCurrentPage();
  useBalancePolling();
  useFlash();
  const headerHidden = useHideOnScroll(HEADER_HIDE_SCROLL_PX);
  // Below every page's first screen: it renders just after it (lib/ui/afterFirstPaint.ts).
  const afterFirstPaint = useAfterFirstPaint();
  // A start-up popup opening now covers the page: the popup's frame comes first, the page just after.
  const popupFirst = useStartupPopupFirst();
  const page = afterFirstPaint || !popupFirst;
  // A restricted player's withdraw-only session (issue #26): the notice, the balance and the withdraw
  // page, and none of the site's chrome.
  const withdrawOnly = useSession((state) => state.auth?.withdrawOnly ?? null);
  if (withdrawOnly) return <WithdrawOnlyFrame restriction={withdrawOnly} />;
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        {t('a11y.skipToContent')}
      </a>
      <TopBanner />
      <Header hidden={headerHidden} />
      <div className={styles.frame} data-header-hidden={headerHidden || undefined}>
        <DockedSideMenu />
        <div className={styles.column}>
          {/* tabIndex -1: the skip link can move focus here without adding a tab stop. */}
          <main id="main" tabIndex={-1} className={styles.main}>
            <Breadcrumbs />
            {page ? <Outlet /> : null}
          </main>
          {afterFirstPaint ? <Footer /> : null}
        </div>
      </div>
      <BottomBar />
      <SideMenuDrawerHost />
      <SearchHost />
      <Dialogs />
      <ContentOverlays />
      {/* Safer play (issue #26): the reality check, over every page and a game's frame. */}
      <RealityCheckHost />
      <ScrollRestoration />
    </>
  );
}
