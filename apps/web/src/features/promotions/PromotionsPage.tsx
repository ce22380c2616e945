import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBootstrap } from '../../lib/bootstrap.ts';
import { PromotionCard } from './PromotionCard.tsx';
import { PromotionDialog } from './PromotionDialog.tsx';
import styles from './PromotionsPage.module.css';
import '../../lib/i18n/contentPages.ts';

/** /promotions (spec §2): one card per bootstrap promotion; a card opens its detail dialog. */
export function PromotionsPage() {
  const { t } = useTranslation();
  const promotions = useBootstrap().data?.promotionList ?? [];
  const [openId, setOpenId] = useState<number | null>(null);
  const open = promotions.find((promotion) => promotion.id === openId) ?? null;

  return (
    <section className={styles.page} aria-labelledby="promotions-title">
      <div className={styles.header}>
        <h1 id="promotions-title" className={styles.title}>
          {t('content.promotions.title')}
        </h1>
        <p className={styles.lead}>{t('content.promotions.lead')}</p>
      </div>
      {promotions.length === 0 ? (
        <p className={styles.empty}>{t('content.promotions.empty')}</p>
      ) : (
        <ul className={styles.grid}>
          {promotions.map((promotion, index) => (
            <li key={promotion.id}>
              <PromotionCard
                promotion={promotion}
                // The first row is on screen at once; the rest load as the visitor scrolls.
                eager={index < 2}
                onOpen={() => setOpenId(promotion.id)}
              />
            </li>
          ))}
        </ul>
      )}
      <PromotionDialog promotion={open} onClose={() => setOpenId(null)} />
    </section>
  );
}
