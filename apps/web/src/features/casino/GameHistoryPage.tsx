import { API_ENDPOINTS, GameRoundStatus, GameTransactionType, type GameRound } from '@lale/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api/index.ts';
import { formatLira } from '../../lib/money.ts';
import { DataTable } from '../../lib/ui/DataTable.tsx';
import { Spinner } from '../../lib/ui/Spinner.tsx';
import { formatDateTime } from '../account/index.ts';
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

const movesId = (round: GameRound) => `round-${round.id}-moves`;

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
  // The rounds opened to their moves; a new page starts with every round closed, as it always has.
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpened((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const choosePage = (next: number) => {
    setPage(next);
    setOpened(new Set());
  };

  return (
    <section className={styles.card} aria-labelledby="game-history-title">
      <h1 id="game-history-title" className={styles.title}>
        {t('nav.gameHistory')}
      </h1>
      <DataTable
        query={query}
        paging={{
          page,
          pageSize: ROUNDS_PAGE_SIZE,
          onPage: choosePage,
          labels: {
            nav: t('casino.history.pagination'),
            previous: t('casino.history.previous'),
            next: t('casino.history.next'),
            page: (current, total) => t('casino.history.page', { page: current, pages: total }),
          },
        }}
        empty={t('casino.history.empty')}
        emptyClassName={styles.empty}
        caption={t('casino.history.caption')}
        className={styles.table}
        rowKey={(round) => round.id}
        columns={[
          {
            header: t('casino.history.game'),
            cell: (round) => (
              <>
                <span className={styles.game}>{round.gameName}</span>
                <span className={styles.provider}>{round.providerName}</span>
              </>
            ),
          },
          {
            header: t('casino.history.bet'),
            cell: (round) => formatLira(round.betAmount),
            className: styles.amount,
          },
          {
            header: t('casino.history.win'),
            cell: (round) => formatLira(round.winAmount),
            className: (round) => (round.winAmount > 0 ? styles.win : styles.amount),
          },
          {
            header: t('casino.history.status'),
            cell: (round) => (
              <span className={[styles.badge, TONE[round.status]].join(' ')}>
                {t(`casino.history.status_${STATUS_KEY[round.status]}`)}
              </span>
            ),
          },
          { header: t('casino.history.time'), cell: (round) => formatDateTime(round.createdAt) },
          {
            header: t('casino.history.details'),
            cell: (round) => (
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={opened.has(round.id)}
                aria-controls={movesId(round)}
                onClick={() => toggle(round.id)}
              >
                {opened.has(round.id) ? t('casino.history.hide') : t('casino.history.show')}
              </button>
            ),
          },
        ]}
        afterRow={(round) =>
          opened.has(round.id) ? (
            <tr id={movesId(round)} className={styles.details}>
              <td colSpan={6}>
                <RoundMoves roundId={round.id} />
              </td>
            </tr>
          ) : null
        }
      />
    </section>
  );
}
