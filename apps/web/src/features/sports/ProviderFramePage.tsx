import type { SportsFrameProvider } from '@lale/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { balanceQueryKey } from '../../lib/sessionActions.ts';
import { useBootstrap } from '../../lib/bootstrap.ts';
import type { TextKey } from '../../lib/routing.ts';
import { useSession } from '../../lib/session.ts';
import { frameOf, frameSrc, playerFrame } from './frames.ts';
import { LiveSportsPage, SportsLobbyPage } from './LobbyPage.tsx';
import styles from './ProviderFrame.module.css';

type Props = { provider: SportsFrameProvider; live: boolean; titleKey: TextKey };

/**
 * /spor/<provider> and /livespor/<provider>: the provider's sportsbook in a frame as wide as the page,
 * opened with the player's token (a visitor sees it in guest mode and is offered the login). A
 * provider that is off shows our own book instead, so a link to it never ends on an empty page.
 */
export function ProviderFramePage({ provider, live, titleKey }: Props) {
  const frame = frameOf(useBootstrap().data, provider);
  if (!frame) return live ? <LiveSportsPage /> : <SportsLobbyPage />;
  return <ProviderFrame provider={provider} live={live} titleKey={titleKey} frame={frame} />;
}

function ProviderFrame({
  provider,
  live,
  titleKey,
  frame,
}: Props & { frame: NonNullable<ReturnType<typeof frameOf>> }) {
  const { t, i18n } = useTranslation();
  const auth = useSession((state) => state.auth);
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const openDialog = useSession((state) => state.openDialog);
  const queryClient = useQueryClient();
  const iframe = useRef<HTMLIFrameElement>(null);
  const src = frameSrc(
    frame,
    isLoggedIn ? playerFrame(auth, provider) : null,
    live ? 'live' : 'prematch',
    i18n.language,
  );
  const origin = new URL(src, window.location.origin).origin;

  // The frame asks for what only the site can do: open the login, refresh the balance after a bet.
  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.source !== iframe.current?.contentWindow || event.origin !== origin) return;
      if (event.data === 'lale:login' && !useSession.getState().isLoggedIn) openDialog('login');
      if (event.data === 'lale:balance') void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, openDialog, queryClient]);

  return (
    <section className={styles.page} aria-labelledby="provider-frame-title">
      <div className={styles.head}>
        <h1 id="provider-frame-title" className={styles.title}>
          {t(titleKey)}
        </h1>
        <span className={styles.badge}>{t('shell.menu.highRate')}</span>
        {isLoggedIn ? null : (
          <p className={styles.guest}>
            <span>{t('sports.frame.guest')}</span>
            <button type="button" className={styles.login} onClick={() => openDialog('login')}>
              {t('sports.frame.login')}
            </button>
          </p>
        )}
      </div>
      <iframe
        ref={iframe}
        key={src}
        className={styles.frame}
        src={src}
        title={t('sports.frame.title', { provider: provider === 'fcg' ? 'FCG' : 'Betco' })}
        allow="fullscreen"
        referrerPolicy="origin"
        data-testid="provider-frame"
      />
    </section>
  );
}
