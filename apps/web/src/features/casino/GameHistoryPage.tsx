import { API_ENDPOINTS, GameRoundStatus, GameTransactionType, type GameRound } from '@lale/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api/index.ts';
import { formatLira } from '../../lib/money.ts';
import { Pager } from '../../lib/ui/Pager.tsx';
import { Spinner } from '../../lib/ui/Spinner.tsx';
import { formatDateTime } from '../account/index.ts';
import dataTable from '../../lib/ui/DataTable.module.css';
import styles from './GameHistory.module.css';

/**
 * /dashboard/game-history: the player's game rounds (casino/gamehistory), newest first, paged: game,
 * provider, bet, win, status (spec §3 game-round status) and time; a round opens to its bets and wins
 * (casino/roundtransactions).
 */
export const ROUNDS_PAGE_SIZE = 20;

const TONE: Record<GameRoundStatus, string | undefined> = {
  [GameRoundStatus.Processing]: styles.toneGold,
  [GameRoundStatus.Completed]: styles.toneSuccess,
  [GameRoundStatus.Cancelled]: styles.toneMuted,
  [GameRoundStatus.Expired]: styles.toneDanger,
};

const STATUS_KEY = {
  [GameRoundStatus.Processing]: 'processing',
  [GameRoundStatus.Completed]: 'completed',
  [GameRoundStatus.Cancelled]: 'cancelled',
  [GameRoundStatus.Expired]: 'expired',
} as const;

function RoundMoves({ roundId }: { roundId: number }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['casino', 'round', roundId],
    queryFn: async ({ signal }) =>
      (await call(API_ENDPOINTS.casinoRoundTransactions, { roundId }, { signal })).data,
  });
  if (query.isPending) return <Spinner />;
  if (!query.data) return null;
  return (
    <ul className={styles.moves}>
      {query.data.map((move) => (
        <li key={move.id} className={move.rolledBack ? styles.rolledBack : undefined}>
          {formatDateTime(move.createdAt)} ·{' '}
          {move.type === GameTransactionType.Win ? t('casino.history.winMove') : t('casino.history.betMove')}{' '}
          <span className={styles.amount}>{formatLira(move.amount)}</span>
          {move.rolledBack ? ` · ${t('casino.history.rolledBack')}` : ''}
        </li>
      ))}
    </ul>
  );
}

function RoundRow({ round }: { round: GameRound }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const detailsId = `round-${round.id}-moves`;
  return (
    <Fragment>
      <tr>
        <td data-label={t('casino.history.game')}>
          <span className={styles.game}>{round.gameName}</span>
          <span className={styles.provider}>{round.providerName}</span>
        </td>
        <td data-label={t('casino.history.bet')} className={styles.amount}>
          {formatLira(round.betAmount)}
        </td>
        <td data-label={t('casino.history.win')} className={round.winAmount > 0 ? styles.win : styles.amount}>
          {formatLira(round.winAmount)}
        </td>
        <td data-label={t('casino.history.status')}>
          <span className={[styles.badge, TONE[round.status]].join(' ')}>
            {t(`casino.history.status_${STATUS_KEY[round.status]}`)}
          </span>
        </td>
        <td data-label={t('casino.history.time')}>{formatDateTime(round.createdAt)}</td>
        <td data-label={t('casino.history.details')}>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? t('casino.history.hide') : t('casino.history.show')}
          </button>
        </td>
      </tr>
      {open ? (
        <tr id={detailsId} className={styles.details}>
          <td colSpan={6}>
            <RoundMoves roundId={round.id} />
          </td>
        </tr>
      ) : null}
    </Fragment>
  );
}

export function GameHistoryPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const query = useQuery({
    queryKey: ['casino', 'history', page],
    queryFn: async ({ signal }) =>
      (
        await call(
          API_ENDPOINTS.casinoGameHistory,
          { skip: page * ROUNDS_PAGE_SIZE, take: ROUNDS_PAGE_SIZE },
          { signal },
        )
      ).data,
    placeholderData: keepPreviousData,
  });
  const items = query.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / ROUNDS_PAGE_SIZE));

  return (
    <section className={styles.card} aria-labelledby="game-history-title">
      <h1 id="game-history-title" className={styles.title}>
        {t('nav.gameHistory')}
      </h1>
      {query.isPending ? <Spinner /> : null}
      {query.data && items.length === 0 ? <p className={styles.empty}>{t('casino.history.empty')}</p> : null}
      {items.length > 0 ? (
        <table className={`${styles.table} ${dataTable.phoneCards}`}>
          <caption className={styles.caption}>{t('casino.history.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('casino.history.game')}</th>
              <th scope="col">{t('casino.history.bet')}</th>
              <th scope="col">{t('casino.history.win')}</th>
              <th scope="col">{t('casino.history.status')}</th>
              <th scope="col">{t('casino.history.time')}</th>
              <th scope="col">{t('casino.history.details')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((round) => (
              <RoundRow key={round.id} round={round} />
            ))}
          </tbody>
        </table>
      ) : null}
      <Pager
        page={page}
        pages={pages}
        onPage={setPage}
        labels={{
          nav: t('casino.history.pagination'),
          previous: t('casino.history.previous'),
          next: t('casino.history.next'),
          page: (current, total) => t('casino.history.page', { page: current, pages: total }),
        }}
      />
    </section>
  );
}
