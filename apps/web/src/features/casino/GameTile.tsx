import type { Game } from '@lale/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { encodeGameParam } from './gameParam.ts';
import styles from './CasinoLobby.module.css';

export function playPath(game: Game): string {
  return `/casino/play/${encodeGameParam(game)}`;
}

/**
 * One game: picture (lazy), name, provider and the favourite star. The tile is a link to the play page;
 * the route's guard opens the login dialog for a visitor (spec §2), and so does the star.
 */
export function GameTile({
  game,
  favorite,
  onToggleFavorite,
}: {
  game: Game;
  favorite: boolean;
  onToggleFavorite: (game: Game) => void;
}) {
  const { t } = useTranslation();
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const openDialog = useSession((state) => state.openDialog);
  return (
    <li className={styles.tile}>
      <Link to={playPath(game)} className={styles.tileLink}>
        {game.imageUrl ? (
          <img
            className={styles.image}
            src={game.imageUrl}
            alt=""
            loading="lazy"
            decoding="async"
            width={200}
            height={150}
          />
        ) : (
          // The default picture when the catalogue has none (spec §3): the name's first letter.
          <span className={styles.image} aria-hidden="true">
            {game.name.slice(0, 1)}
          </span>
        )}
        <span className={styles.name}>{game.name}</span>
        <span className={styles.provider}>{game.providerName}</span>
      </Link>
      <button
        type="button"
        className={styles.star}
        aria-pressed={favorite}
        aria-label={t(favorite ? 'casino.lobby.unfavorite' : 'casino.lobby.favorite', { name: game.name })}
        onClick={() => (isLoggedIn ? onToggleFavorite(game) : openDialog('login'))}
      >
        {favorite ? '★' : '☆'}
      </button>
    </li>
  );
}
