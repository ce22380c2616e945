import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { ContentOverlays } from '../features/cms/overlays.ts';
import { useLiveNotifications } from '../features/notifications/index.ts';
import { crumbOf } from '../lib/routing.ts';
import { Breadcrumbs } from '../shell/Breadcrumbs.tsx';
import { Footer } from '../shell/Footer/Footer.tsx';
import { Header } from '../shell/Header/Header.tsx';
import styles from './AppLayout.module.css';
import { Dialogs } from './Dialogs.tsx';
import { useRememberCurrentPage } from './guard.ts';
import { useRealtimeSession } from './realtimeSession.ts';
import { useBalancePolling } from './sessionActions.ts';

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

export function AppLayout() {
  const { t } = useTranslation();
  useDocumentTitle();
  useRememberCurrentPage();
  useBalancePolling();
  useRealtimeSession();
  useLiveNotifications();
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        {t('a11y.skipToContent')}
      </a>
      <Header />
      {/* tabIndex -1: the skip link can move focus here without adding a tab stop. */}
      <main id="main" tabIndex={-1} className={styles.main}>
        <Breadcrumbs />
        <Outlet />
      </main>
      <Footer />
      <Dialogs />
      <ContentOverlays />
      <ScrollRestoration />
    </>
  );
}
