import { useTranslation } from 'react-i18next';
import type { EgtJackpotCard } from '@lale/contracts';
import { useJackpotsLive } from '../../lib/jackpots.ts';
import { formatLira } from '../../lib/money.ts';
import { useNearScreen } from '../../lib/ui/useNearScreen.ts';
import { jackpotArtwork, levelsByValue } from './jackpots.ts';
import styles from './Jackpots.module.css';

/**
 * The EGT jackpot cards (spec §9: High Cash, Clover Chance, 4 levels each): the top level large, the
 * others under it. They come with the bootstrap, which the hub's JackpotsChanged has re-read at once.
 */
export function Jackpots({ cards }: { cards: readonly EgtJackpotCard[] }) {
  const { t } = useTranslation();
  useJackpotsLive();
  // The artwork waits until the section is about to be seen (lib/ui/useNearScreen).
  const [gridRef, near] = useNearScreen<HTMLUListElement>();
  if (cards.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-jackpots">
      <h2 id="home-jackpots" className={styles.heading}>
        {t('home.jackpotsTitle')}
      </h2>
      <ul ref={gridRef} className={styles.grid}>
        {cards.map((card) => {
          const [top, ...others] = levelsByValue(card);
          return (
            <li key={card.instanceName} className={styles.card}>
              <div className={styles.text}>
                <span className={styles.name}>{card.instanceName}</span>
                <span className={styles.label}>{t('home.jackpotTop')}</span>
                <span className={styles.amount}>{formatLira(top?.value ?? 0)}</span>
                <dl className={styles.levels}>
                  {others.map((level) => (
                    <div key={level.level} className={styles.level}>
                      <dt>{t('home.jackpotLevel', { level: level.level })}</dt>
                      <dd>{formatLira(level.value)}</dd>
                    </div>
                  ))}
                </dl>
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
          );
        })}
      </ul>
    </section>
  );
}
