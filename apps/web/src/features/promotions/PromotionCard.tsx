import type { Promotion } from '@lale/contracts';
import { useTranslation } from 'react-i18next';
import styles from './PromotionCard.module.css';
import '../../lib/i18n/contentPages.ts';

/** Card picture size (16:9); the seeded artwork is drawn at this size. */
export const CARD_IMAGE = { width: 640, height: 360 } as const;

/**
 * A promotion's card: its first image and title. The title is the button (so the card reads as one
 * control named after the promotion); its hit area stretches over the whole card.
 */
export function PromotionCard({
  promotion,
  eager,
  onOpen,
}: {
  promotion: Promotion;
  eager: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const image = promotion.images[0];
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {image ? (
          <img
            className={styles.image}
            src={image}
            alt=""
            width={CARD_IMAGE.width}
            height={CARD_IMAGE.height}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            onError={(event) => (event.currentTarget.hidden = true)}
          />
        ) : null}
      </div>
      <div className={styles.body}>
        <h2 className={styles.title}>
          <button type="button" className={styles.open} onClick={onOpen} aria-haspopup="dialog">
            {promotion.title}
          </button>
        </h2>
        <span className={styles.more} aria-hidden="true">
          {t('content.promotions.details')}
          <svg viewBox="0 0 24 24" focusable="false">
            <path d="M9 5l7 7-7 7" />
          </svg>
        </span>
      </div>
    </article>
  );
}
