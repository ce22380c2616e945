import type { SportsEvent, SportsMarket } from '@lale/contracts';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify.ts';
import { MARKET_ACTIVE, isEventOpen, marketTitle, outcomeLabel } from './markets.ts';
import { quoteKey } from './priceMoves.ts';
import type { Flash } from './source.ts';
import { useSlip } from './slipStore.ts';
import styles from './OddsButton.module.css';

/**
 * One price: the outcome's label and odds. Pressed when it is on the slip; pressing adds or removes it
 * (a second pick of the same event replaces the first). Locked when the market is suspended. `flash`
 * (a recent move) tints it green or red with an arrow; the flash replays when the price moves again.
 */
export function OddsButton({
  event,
  market,
  outcomeId,
  flash,
  label,
}: {
  event: SportsEvent;
  market: SportsMarket;
  outcomeId: string;
  flash?: Flash | undefined;
  /** The visible label when it is not the outcome's own ('Üst' for 'over', the score itself). */
  label?: string;
}) {
  const { t } = useTranslation();
  const outcome = market.outcomes.find((o) => o.id === outcomeId);
  const key = quoteKey(market.id, outcomeId);
  const selected = useSlip((state) =>
    state.selections.some((s) => quoteKey(s.marketId, s.outcomeId) === key),
  );
  const toggle = useSlip((state) => state.toggle);
  const name = label ?? outcomeLabel(t, outcomeId);
  const title = marketTitle(t, market.key, market.specifiers);
  const open =
    market.status === MARKET_ACTIVE && isEventOpen(event) && !!outcome?.active && outcome.odds !== null;
  const odds = outcome?.odds ?? null;
  const move = flash?.move;
  const names = { home: event.home, away: event.away, market: title, outcome: name };

  if (!open || odds === null) {
    return (
      <button
        type="button"
        className={`${styles.odds} ${styles.locked}`}
        disabled
        aria-label={t('sports.oddsSuspended', names)}
      >
        <span className={styles.label}>{name}</span>
        <LockIcon />
      </button>
    );
  }

  const onClick = () => {
    const result = toggle({
      eventId: event.id,
      marketId: market.id,
      outcomeId,
      odds,
      home: event.home,
      away: event.away,
      marketKey: market.key,
      specifiers: market.specifiers,
      live: event.status === 1,
    });
    if (result === 'replaced') notify.info(t('sports.slip.replaced'), { toastId: 'sports-slip-replaced' });
  };

  return (
    <button
      type="button"
      className={styles.odds}
      aria-pressed={selected}
      aria-label={t('sports.oddsLabel', { ...names, odds })}
      data-move={move}
      onClick={onClick}
    >
      <span className={styles.label}>{name}</span>
      <span className={styles.price}>
        {move ? (
          <span className={styles.arrow} aria-hidden="true">
            {move === 'up' ? '▲' : '▼'}
          </span>
        ) : null}
        {odds}
      </span>
      {move ? (
        <span key={flash?.version} className={styles.flash} data-move={move} aria-hidden="true" />
      ) : null}
    </button>
  );
}

export function LockIcon() {
  return (
    <svg
      className={styles.lock}
      viewBox="0 0 24 24"
      width="14"
      height="14"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z"
      />
    </svg>
  );
}
