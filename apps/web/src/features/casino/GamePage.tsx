import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { failureMessage } from '../../lib/forms/failure.ts';
import { notify } from '../../lib/notify.ts';
import { Button } from '../../lib/ui/Button.tsx';
import { Spinner } from '../../lib/ui/Spinner.tsx';
import { DepositMoneyModal } from '../cashier/index.ts';
import { decodeGameParam } from './gameParam.ts';
import { CLOSE_ON_FAILURE, launchGame, providerOf, type Launched } from './launch.ts';
import styles from './GamePage.module.css';

/** Messages a game may post to close the play frame or ask for a relaunch (spec §4). */
const EXIT_MESSAGES = new Set(['exit', 'com.egt-bg.exit']);
const RELOAD_MESSAGE = 'com.egt-bg.reload';

/** A phone-sized window launches the provider's mobile game (matchMedia is missing in very old engines). */
const isPhone = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 899px)').matches;

/** The HTML block of a SoftGamings launch: markup first, then each inline script made to run. */
function HtmlBlock({ markup, scripts }: { markup: string; scripts: string[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    box.innerHTML = markup;
    for (const text of scripts) {
      const script = document.createElement('script');
      script.textContent = text;
      box.appendChild(script);
    }
    return () => {
      box.innerHTML = '';
    };
  }, [markup, scripts]);
  return <div ref={ref} className={styles.html} />;
}

/**
 * /casino/play/{game} (spec §2): the play modal. Its top bar has the game's name, Deposit (the
 * 'Deposit Money' modal), reload and close; 'Loading...' shows until the launch answers; the game runs
 * in a frame, or SoftGamings' HTML block. A game closes it with 'exit' or 'com.egt-bg.exit' and asks
 * for a relaunch with 'com.egt-bg.reload'. A failed launch toasts, and for EGT, Hub88 and SoftGamings
 * also closes (spec §8).
 */
export function GamePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { game: param } = useParams();
  const game = decodeGameParam(param);
  const provider = game ? providerOf(game) : null;
  const name = typeof game?.name === 'string' ? game.name : '';
  const [depositing, setDepositing] = useState(false);
  const [launched, setLaunched] = useState<Launched | null>(null);
  const [attempt, setAttempt] = useState(0);

  const close = useCallback(() => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/casino/slot');
  }, [navigate]);

  const reload = useCallback(() => {
    notify.info(t('casino.play.reloading'));
    setLaunched(null);
    setAttempt((n) => n + 1);
  }, [t]);

  useEffect(() => {
    if (!game || !provider) return;
    let current = true;
    const language = i18n.language === 'en' ? 'en' : 'tr';
    launchGame(provider, game, {
      mobile: isPhone(),
      language,
      lobbyUrl: `${location.origin}/casino/slot`,
    }).then(
      (result) => {
        if (current) setLaunched(result);
      },
      (error: unknown) => {
        if (!current) return;
        notify.error(failureMessage(error));
        if (CLOSE_ON_FAILURE.has(provider)) close();
      },
    );
    return () => {
      current = false;
    };
    // The game is named by the URL segment; a new attempt relaunches it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [param, attempt]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const command =
        typeof event.data === 'string' ? event.data : (event.data as { command?: unknown } | null)?.command;
      if (typeof command !== 'string') return;
      if (EXIT_MESSAGES.has(command)) close();
      else if (command === RELOAD_MESSAGE) reload();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [close, reload]);

  if (!game || !provider) {
    return (
      <div className={styles.page}>
        <p className={styles.notice}>{t('casino.play.notAGame')}</p>
        <Button variant="secondary" onClick={() => void navigate('/casino/slot')}>
          {t('casino.play.backToLobby')}
        </Button>
      </div>
    );
  }

  return (
    <section className={styles.modal} aria-labelledby="game-title">
      <header className={styles.bar}>
        <h1 id="game-title" className={styles.name}>
          {name}
        </h1>
        <div className={styles.actions}>
          <Button variant="primary" size="small" onClick={() => setDepositing(true)}>
            {t('header.deposit')}
          </Button>
          {/* Safer play (issue #26): the player's limits one step from every game. */}
          <Link to="/dashboard/play-limits" className={styles.icon} aria-label={t('casino.play.limits')}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M12 2 4 5v6c0 5.25 3.4 10.1 8 11 4.6-.9 8-5.75 8-11V5zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4z" />
            </svg>
          </Link>
          <button type="button" className={styles.icon} onClick={reload} aria-label={t('casino.play.reload')}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M17.65 6.35A7.95 7.95 0 0 0 12 4a8 8 0 1 0 7.75 10h-2.1A6 6 0 1 1 12 6c1.66 0 3.14.69 4.22 1.78L13 11h7V4z" />
            </svg>
          </button>
          <button type="button" className={styles.icon} onClick={close} aria-label={t('casino.play.close')}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
            </svg>
          </button>
        </div>
      </header>
      <div className={styles.stage}>
        {launched === null ? (
          <div className={styles.loading}>
            <Spinner />
            <p>{t('casino.play.loading')}</p>
          </div>
        ) : launched.kind === 'url' ? (
          <iframe
            key={attempt}
            className={styles.frame}
            src={launched.url}
            title={t('casino.play.frameTitle', { name })}
            allow="autoplay; fullscreen"
          />
        ) : (
          <HtmlBlock markup={launched.markup} scripts={launched.scripts} />
        )}
      </div>
      <DepositMoneyModal open={depositing} onClose={() => setDepositing(false)} />
    </section>
  );
}
