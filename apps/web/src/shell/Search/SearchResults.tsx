import type { Game } from '@lale/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './SearchDialog.module.css';
import '../menuTexts.ts';

const DEFAULT_GAME_IMAGE = '/media/game-default.svg';

/** The games found, each one button that opens the game page. */
export function SearchResults({
  games,
  onOpen,
  onEnd,
}: {
  games: Game[];
  onOpen: (game: Game) => void;
  /** Called when the end of the list scrolls into view and more games can be asked for. */
  onEnd?: () => void;
}) {
  const { t } = useTranslation();
  const endRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const end = endRef.current;
    if (!end || !onEnd || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onEnd();
    });
    observer.observe(end);
    return () => observer.disconnect();
  }, [onEnd]);
  return (
    <ul className={styles.results} aria-label={t('shell.search.results')}>
      {games.map((game) => (
        <li key={`${game.providerName}:${game.gameCode}`}>
          <button type="button" className={styles.result} onClick={() => onOpen(game)}>
            <img
              className={styles.thumb}
              src={game.imageUrl ?? DEFAULT_GAME_IMAGE}
              alt=""
              width={56}
              height={56}
              loading="lazy"
            />
            <span className={styles.resultText}>
              <span className={styles.resultName}>{game.name}</span>
              <span className={styles.resultProvider}>{game.providerName}</span>
            </span>
            <svg className={styles.play} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M9 6l9 6-9 6z" />
            </svg>
          </button>
        </li>
      ))}
      {onEnd && <li ref={endRef} aria-hidden="true" />}
    </ul>
  );
}
