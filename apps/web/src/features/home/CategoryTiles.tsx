import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TextKey } from '../../lib/routing.ts';
import { Icon, type TileIcon } from './icons.tsx';
import styles from './CategoryTiles.module.css';

const TILES: { to: string; labelKey: TextKey; icon: TileIcon; tone: string | undefined }[] = [
  { to: '/casino/slot', labelKey: 'nav.slot', icon: 'slot', tone: styles.tulip },
  { to: '/casino/live', labelKey: 'nav.live', icon: 'live', tone: styles.magenta },
  { to: '/spor', labelKey: 'nav.sports', icon: 'sports', tone: styles.emerald },
  { to: '/livespor', labelKey: 'nav.liveSports', icon: 'liveSports', tone: styles.sky },
  { to: '/casino/bingo', labelKey: 'nav.bingo', icon: 'bingo', tone: styles.violet },
  { to: '/promotions', labelKey: 'nav.promotions', icon: 'promotions', tone: styles.gold },
];

/** Quick ways into the lobby's areas; every tile is a real route. */
export function CategoryTiles() {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="home-categories">
      <h2 id="home-categories" className={styles.heading}>
        {t('home.categoriesTitle')}
      </h2>
      <ul className={styles.grid}>
        {TILES.map((tile) => (
          <li key={tile.to}>
            <Link to={tile.to} className={`${styles.tile} ${tile.tone}`}>
              <span className={styles.iconWrap}>
                <Icon name={tile.icon} className={styles.icon} />
              </span>
              <span className={styles.label}>{t(tile.labelKey)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
