import { useTranslation } from 'react-i18next';
import type { EgtJackpotCard } from '@lale/contracts';
import { formatLira } from '../../lib/money.ts';
import { useNearScreen } from '../../lib/ui/useNearScreen.ts';
import { jackpotArtwork, topLevelValue } from './jackpots.ts';
import styles from './Jackpots.module.css';

/** Jackpot names with their top level, read-only until the jackpot issue brings the live cards. */
export function Jackpots({ cards }: { cards: readonly EgtJackpotCard[] }) {
  const { t } = useTranslation();
  // The artwork waits until the section is about to be seen (lib/ui/useNearScreen).
  const [gridRef, near] = useNearScreen<HTMLUListElement>();
  if (cards.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-jackpots">
      <h2 id="home-jackpots" className={styles.heading}>
        {t('home.jackpotsTitle')}
      </h2>
      <ul ref={gridRef} className={styles.grid}>
        {cards.map((card) => (
          <li key={card.instanceName} className={styles.card}>
            <div className={styles.text}>
              <span className={styles.name}>{card.instanceName}</span>
              <span className={styles.label}>{t('home.jackpotTop')}</span>
              <span className={styles.amount}>{formatLira(topLevelValue(card))}</span>
            </div>
            {near ? (
              <img
                className={styles.art}
                src={jackpotArtwork(card)}
                alt=""
                width={400}
                height={240}
                onError={(event) => (event.currentTarget.hidden = true)}
              />
            ) : (
              <span className={styles.art} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
