import { useTranslation } from 'react-i18next';
import type { EgtJackpotCard } from '@lale/contracts';
import { jackpotArtwork, topLevelValue } from './jackpots.ts';
import styles from './Jackpots.module.css';

/** Jackpot names with their top level, read-only until the jackpot issue brings the live cards. */
export function Jackpots({ cards }: { cards: readonly EgtJackpotCard[] }) {
  const { t, i18n } = useTranslation();
  if (cards.length === 0) return null;
  const money = new Intl.NumberFormat(i18n.language === 'tr' ? 'tr-TR' : 'en-GB', {
    style: 'currency',
    currency: 'TRY',
  });
  return (
    <section className={styles.section} aria-labelledby="home-jackpots">
      <h2 id="home-jackpots" className={styles.heading}>
        {t('home.jackpotsTitle')}
      </h2>
      <ul className={styles.grid}>
        {cards.map((card) => (
          <li key={card.instanceName} className={styles.card}>
            <div className={styles.text}>
              <span className={styles.name}>{card.instanceName}</span>
              <span className={styles.label}>{t('home.jackpotTop')}</span>
              <span className={styles.amount}>{money.format(topLevelValue(card))}</span>
            </div>
            <img
              className={styles.art}
              src={jackpotArtwork(card)}
              alt=""
              loading="lazy"
              width={400}
              height={240}
              onError={(event) => (event.currentTarget.hidden = true)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
