import type { StaffLiveFrame } from '@lale/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from '../../lib/api/paths.ts';
import type { TradingBet } from '../../lib/api/types.ts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { useCan } from '../../lib/permissions.ts';
import { Button } from '../../ui/Button.tsx';
import { DataList, listQueryKey, type Columns } from '../../ui/list/DataList.tsx';
import { selectFilter } from '../../ui/list/ListFilters.tsx';
import { withActions } from '../../ui/list/withActions.tsx';
import { PlayerLimitDialog } from './PlayerLimitDialog.tsx';
import { useToast } from './Toast.tsx';
import { useThrottled, useTradingLive } from './tradingApi.ts';
import { eventPath } from './TradingEvents.tsx';
import {
  BET_STATUS_LABELS,
  BetStatusBadge,
  betKindText,
  LegResultBadge,
  marketTitle,
  matchName,
  Money,
  outcomeLabel,
} from './tradingLabels.tsx';
import styles from './Trading.module.css';

/*
 * The bet stream: every player's bets, newest first, by player, event, status, days and least stake.
 * While "Live" is on, a bets frame (on the filtered event, when there is one) re-reads the page, at
 * most twice a second. With sports.edit a row sets the player's stake limit on the book.
 */

const column = createColumnHelper<TradingBet>();

function Legs({ bet }: { bet: TradingBet }) {
  return (
    <ul className={styles.legs}>
      {bet.legs.map((leg, index) => (
        <li key={`${index}:${leg.marketId}:${leg.outcomeId}`}>
          <Link to={eventPath(leg.eventId)}>{matchName(leg)}</Link>
          <span className={styles.faint}> · </span>
          {marketTitle(leg.marketKey, leg.specifiers)}
          <span className={styles.faint}> · </span>
          <strong>{outcomeLabel(leg.outcomeId)}</strong> @ {leg.odds}
          {leg.result !== 'open' && (
            <>
              {' '}
              <LegResultBadge result={leg.result} />
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

const COLUMNS: Columns<TradingBet> = [
  column.accessor('id', { header: 'ID' }),
  column.accessor('placedAt', {
    header: 'Placed',
    cell: (info) => <span className={styles.num}>{formatDateTime(info.getValue())}</span>,
  }),
  column.accessor('username', {
    header: 'Player',
    cell: ({ row }) => <Link to={`/players/${row.original.playerId}`}>{row.original.username}</Link>,
  }),
  column.accessor('kind', { header: 'Kind', cell: ({ row }) => betKindText(row.original) }),
  column.display({ id: 'legs', header: 'Legs', cell: ({ row }) => <Legs bet={row.original} /> }),
  column.accessor('stake', {
    header: 'Stake',
    cell: ({ row }) => <Money amount={row.original.stake} currency={row.original.currency} />,
  }),
  column.accessor('potentialPayout', {
    header: 'Potential payout',
    cell: ({ row }) => <Money amount={row.original.potentialPayout} currency={row.original.currency} />,
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => <BetStatusBadge status={info.getValue()} />,
  }),
  column.accessor('payout', {
    header: 'Payout',
    cell: ({ row }) => (
      <span className={styles.twoLines}>
        <Money amount={row.original.payout} currency={row.original.currency} />
        {row.original.owed > 0 && (
          <span className={styles.warnText}>
            Owes {formatMoney(row.original.owed, row.original.currency)}
          </span>
        )}
      </span>
    ),
  }),
];

const FILTERS = [
  { name: 'username', label: 'Player (username)', type: 'text' as const },
  { name: 'eventId', label: 'Event ID', type: 'number' as const },
  selectFilter('status', 'Status', BET_STATUS_LABELS),
  { name: 'minStake', label: 'Least stake', type: 'number' as const },
  { name: 'from', label: 'From', type: 'date' as const },
  { name: 'to', label: 'To', type: 'date' as const },
];

export function TradingBets() {
  const can = useCan();
  const [params] = useSearchParams();
  const [live, setLive] = useState(true);
  const [limitFor, setLimitFor] = useState<TradingBet | null>(null);
  const { toast, show } = useToast();
  const queryClient = useQueryClient();
  const reread = useThrottled(
    () => void queryClient.invalidateQueries({ queryKey: listQueryKey(PATHS.sportsBets) }),
  );
  const eventFilter = Number(params.get('eventId') ?? '') || null;
  useTradingLive((frame: StaffLiveFrame) => {
    if (frame.type === 'resync') reread();
    if (frame.type === 'bets' && (eventFilter === null || frame.eventIds.includes(eventFilter))) reread();
  }, live);
  const canEdit = can('sports.edit');
  // The same columns between renders: a new cell function would remount the row's button, and the
  // closed dialog could not give it the focus back.
  const columns = useMemo(
    () =>
      withActions(
        COLUMNS,
        canEdit &&
          ((bet: TradingBet) => (
            <Button small onClick={() => setLimitFor(bet)} aria-label={`Stake limit of ${bet.username}`}>
              Stake limit
            </Button>
          )),
      ),
    [canEdit],
  );
  return (
    <>
      <DataList
        label="Bets, newest first"
        path={PATHS.sportsBets}
        columns={columns}
        filters={FILTERS}
        exportable={false}
        toolbar={
          <label className={styles.liveToggle}>
            <input type="checkbox" checked={live} onChange={(event) => setLive(event.target.checked)} />
            <span>Live</span>
            <span className={live ? styles.liveOn : styles.liveOff} aria-hidden="true" />
          </label>
        }
      />
      {limitFor && (
        <PlayerLimitDialog
          playerId={limitFor.playerId}
          username={limitFor.username}
          onDone={(message) => {
            setLimitFor(null);
            show(message);
          }}
          onClose={() => setLimitFor(null)}
        />
      )}
      {toast}
    </>
  );
}
