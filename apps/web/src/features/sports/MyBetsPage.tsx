import { API_ENDPOINTS, type Bet } from '@lale/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api/index.ts';
import { formatLira } from '../../lib/money.ts';
import { DataTable } from '../../lib/ui/DataTable.tsx';
import { CashOutButton } from './CashOutButton.tsx';
import { formatPlacedAt } from './format.ts';
import { marketTitle, outcomeLabel } from './markets.ts';
import { sportsKeys } from './source.ts';
import styles from './MyBets.module.css';

/**
 * /dashboard/sports-bets: the player's sports bets (sports/mybets), Açık (open) or Sonuçlanan
 * (settled), newest first, paged: kind, stake, potential payout or payout, status, and every leg with
 * its result.
 */
export const BETS_PAGE_SIZE = 20;
export const CASH_OUT_REFRESH_MS = 5_000;

type Tab = 'open' | 'settled';
type BetStatus = Bet['status'];
type LegResult = Bet['legs'][number]['result'];

const TONE: Record<BetStatus | LegResult, string | undefined> = {
  open: styles.toneGold,
  won: styles.toneSuccess,
  lost: styles.toneDanger,
  void: styles.toneMuted,
  cashed_out: styles.toneMuted,
};

export function MyBetsPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('open');
  const [page, setPage] = useState(0);
  const open = tab === 'open';
  const query = useQuery({
    queryKey: [...sportsKeys.myBets, tab, page],
    queryFn: async ({ signal }) =>
      (
        await call(
          API_ENDPOINTS.sportsMyBets,
          { open, skip: page * BETS_PAGE_SIZE, take: BETS_PAGE_SIZE },
          { signal },
        )
      ).data,
    placeholderData: keepPreviousData,
    // Open bets' cash-out offers follow the odds: asked again while the list is on screen.
    refetchInterval: open ? CASH_OUT_REFRESH_MS : false,
  });
  const choose = (next: Tab) => {
    setTab(next);
    setPage(0);
  };

  return (
    <section className={styles.card} aria-labelledby="my-bets-title">
      <h1 id="my-bets-title" className={styles.title}>
        {t('nav.sportsBets')}
      </h1>
      <div className={styles.tabs} role="group" aria-label={t('sports.bets.tabs')}>
        {(['open', 'settled'] as const).map((id) => (
          <button
            key={id}
            type="button"
            className={styles.tab}
            aria-pressed={tab === id}
            onClick={() => choose(id)}
          >
            {t(`sports.bets.${id}`)}
          </button>
        ))}
      </div>
      <DataTable
        query={query}
        paging={{
          page,
          pageSize: BETS_PAGE_SIZE,
          onPage: setPage,
          labels: {
            nav: t('sports.bets.pagination'),
            previous: t('sports.bets.previous'),
            next: t('sports.bets.next'),
            page: (current, total) => t('sports.bets.page', { page: current, pages: total }),
          },
        }}
        failure={
          query.isError && !query.data ? <p className={styles.empty}>{t('sports.bets.loadFailed')}</p> : null
        }
        empty={open ? t('sports.bets.emptyOpen') : t('sports.bets.emptySettled')}
        emptyClassName={styles.empty}
        // Each bet is a card of its legs on every screen, not a table row.
        renderItems={(items) => (
          <ul className={styles.list} aria-label={t('sports.bets.caption')}>
            {items.map((bet) => (
              <BetCard key={bet.id} bet={bet} />
            ))}
          </ul>
        )}
      />
    </section>
  );
}

function BetCard({ bet }: { bet: Bet }) {
  const { t } = useTranslation();
  const kind =
    bet.kind === 'system'
      ? t('sports.bets.kind_system', { k: bet.systemSize ?? 0, n: bet.legs.length })
      : t(`sports.bets.kind_${bet.kind}`);
  const settled = bet.status !== 'open';
  return (
    <li className={styles.bet} aria-label={`${t('sports.bets.betNo', { id: bet.id })} · ${kind}`}>
      <div className={styles.betHead}>
        <div>
          <span className={styles.kind}>{kind}</span>
          <span className={styles.meta}>
            {t('sports.bets.betNo', { id: bet.id })} · {formatPlacedAt(bet.placedAt)}
          </span>
        </div>
        <span className={[styles.badge, TONE[bet.status]].join(' ')}>
          {t(`sports.bets.status_${bet.status}`)}
        </span>
      </div>
      <dl className={styles.amounts}>
        <div>
          <dt>{t('sports.bets.stake')}</dt>
          <dd>{formatLira(bet.stake)}</dd>
        </div>
        {settled ? (
          <div>
            <dt>{t('sports.bets.payout')}</dt>
            <dd className={bet.payout > 0 ? styles.win : undefined}>{formatLira(bet.payout)}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('sports.bets.potential')}</dt>
            <dd className={styles.win}>{formatLira(bet.potentialPayout)}</dd>
          </div>
        )}
      </dl>
      {bet.status === 'open' ? <CashOutButton bet={bet} /> : null}
      <ul className={styles.legs} aria-label={t('sports.bets.legs')}>
        {bet.legs.map((leg, index) => (
          <li
            key={`${leg.eventId}-${leg.marketKey}-${leg.specifiers}-${leg.outcomeId}-${index}`}
            className={styles.leg}
          >
            <div className={styles.legMain}>
              <span className={styles.legEvent}>
                {leg.home} – {leg.away}
              </span>
              <span className={styles.legPick}>
                {marketTitle(t, leg.marketKey, leg.specifiers)}:{' '}
                <strong>{outcomeLabel(t, leg.outcomeId)}</strong>
              </span>
            </div>
            <span className={styles.legOdds}>
              <span className={styles.srOnly}>{t('sports.bets.odds')} </span>
              {leg.odds}
            </span>
            {/* A cashed-out bet's legs still in play say nothing: the bet no longer waits for them. */}
            {settled && leg.result === 'open' ? null : (
              <span className={[styles.badge, TONE[leg.result]].join(' ')}>
                {t(`sports.bets.status_${leg.result}`)}
              </span>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}
