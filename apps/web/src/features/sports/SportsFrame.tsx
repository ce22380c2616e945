import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BetSlip } from './BetSlip.tsx';
import { MobileSlip } from './MobileSlip.tsx';
import { useSlip } from './slipStore.ts';
import { useSlipEventsFeed } from './source.ts';
import styles from './BetSlip.module.css';

/**
 * A sports page with the bet slip: beside the page from 1200 px (sticky), otherwise a floating
 * counter that opens the slip as a bottom sheet.
 */
export function SportsFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const selections = useSlip((state) => state.selections);
  // The slip's events stay fresh on every sports page (once here, not per slip view).
  useSlipEventsFeed([...new Set(selections.map((s) => s.eventId))]);
  return (
    <div className={styles.frame}>
      <div className={styles.content}>{children}</div>
      <aside className={styles.panel} aria-label={t('sports.slip.title')}>
        <BetSlip />
      </aside>
      <MobileSlip />
    </div>
  );
}
