import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from '../../lib/api/paths.ts';
import type { TradingEvent } from '../../lib/api/types.ts';
import { formatCount, formatDateTime } from '../../lib/format.ts';
import { DataList, listQueryKey, type Columns } from '../../ui/list/DataList.tsx';
import { nextParams } from '../../ui/list/listParams.ts';
import { useThrottled, useTradingLive } from './tradingApi.ts';
import {
  EVENT_STATE_OPTIONS,
  EventStatusBadge,
  HoldBadges,
  limitsText,
  matchName,
  scoreText,
} from './tradingLabels.tsx';
import styles from './Trading.module.css';

/*
 * The book's events by state (in play, not started, over in the last two days), a team search, and
 * per event what a trader scans first: score and clock, holds, open bets, its own limits.
 */

const column = createColumnHelper<TradingEvent>();

export const eventPath = (eventId: number) => `/trading/events/${eventId}`;

const COLUMNS: Columns<TradingEvent> = [
  column.accessor('home', {
    id: 'match',
    header: 'Match',
    cell: ({ row }) => (
      <span className={styles.twoLines}>
        <Link to={eventPath(row.original.eventId)} className={styles.match}>
          {matchName(row.original)}
        </Link>
        <span className={styles.faint}>
          {row.original.tournament} · {row.original.sport} · #{row.original.eventId}
        </span>
      </span>
    ),
  }),
  column.accessor('startTime', { header: 'Start', cell: (info) => formatDateTime(info.getValue()) }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ row }) => {
      const score = scoreText(row.original);
      return (
        <span className={styles.badges}>
          <EventStatusBadge status={row.original.status} />
          {score && <span className={styles.score}>{score}</span>}
          {row.original.matchTime && <span className={styles.faint}>{row.original.matchTime}</span>}
        </span>
      );
    },
  }),
  column.accessor('markets', { header: 'Markets', cell: (info) => formatCount(info.getValue()) }),
  column.accessor('held', { header: 'Holds', cell: ({ row }) => <HoldBadges event={row.original} /> }),
  column.accessor('openBets', { header: 'Open bets', cell: (info) => formatCount(info.getValue()) }),
  column.accessor('limits', { header: 'Limits', cell: (info) => limitsText(info.getValue()) }),
];

type EventState = (typeof EVENT_STATE_OPTIONS)[number]['value'];

function StateChoice({ value, onChange }: { value: EventState; onChange: (state: EventState) => void }) {
  return (
    <fieldset className={styles.segments}>
      <legend className="visually-hidden">Events to show</legend>
      {EVENT_STATE_OPTIONS.map((option) => (
        <label key={option.value} className={styles.segment}>
          <input
            type="radio"
            name="event-state"
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

export function TradingEvents() {
  const [params, setParams] = useSearchParams();
  const state: EventState =
    EVENT_STATE_OPTIONS.find((option) => option.value === params.get('state'))?.value ?? 'live';
  const queryClient = useQueryClient();
  const reread = useThrottled(
    () => void queryClient.invalidateQueries({ queryKey: listQueryKey(PATHS.sportsEvents) }),
  );
  // Bets change the open-bet counts, an operator's action the holds and limits: either re-reads.
  useTradingLive(reread);
  return (
    <div className="stack">
      <StateChoice value={state} onChange={(next) => setParams(nextParams(params, { state: next }))} />
      <DataList
        label="Events"
        path={PATHS.sportsEvents}
        columns={COLUMNS}
        fixedQuery={{ state }}
        filters={[{ name: 'search', label: 'Team', type: 'text', placeholder: 'Part of a team name' }]}
        exportable={false}
        rowKey={(event) => String(event.eventId)}
      />
    </div>
  );
}
