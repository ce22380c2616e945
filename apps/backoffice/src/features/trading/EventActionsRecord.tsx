import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import type { TradingAction } from '../../lib/api/types.ts';
import { formatCount, formatDateTime } from '../../lib/format.ts';
import { Badge, type BadgeTone } from '../../ui/Badge.tsx';
import type { Columns } from '../../ui/list/DataList.tsx';
import { ListPager } from '../../ui/list/ListPager.tsx';
import { PlainTable } from '../../ui/list/PlainTable.tsx';
import { ErrorNotice } from '../../ui/Notice.tsx';
import { useEventActions } from './tradingApi.ts';
import { ACTION_LABELS, marketTitle, outcomeLabel, resultText } from './tradingLabels.tsx';
import styles from './Trading.module.css';

/* What operators did to this event, newest first: never changed afterwards. */

const TONES: Record<string, BadgeTone> = {
  suspend: 'danger',
  reopen: 'ok',
  settle: 'neutral',
  resettle: 'warn',
};

type Results = TradingAction['results'];

function resultsText(results: Results): string {
  if (!results?.length) return '—';
  return results
    .map(
      (result) =>
        `${outcomeLabel(result.outcomeId)} ${resultText(result.result, result.voidFactor).toLowerCase()}`,
    )
    .join(', ');
}

const column = createColumnHelper<TradingAction>();

const COLUMNS: Columns<TradingAction> = [
  column.accessor('createdAt', { header: 'When', cell: (info) => formatDateTime(info.getValue()) }),
  column.accessor('operatorName', { header: 'Operator' }),
  column.accessor('action', {
    header: 'Action',
    cell: (info) => (
      <Badge tone={TONES[info.getValue()] ?? 'neutral'}>
        {ACTION_LABELS[info.getValue()] ?? info.getValue()}
      </Badge>
    ),
  }),
  column.accessor('market', {
    header: 'Market',
    cell: (info) => {
      const market = info.getValue();
      return market ? marketTitle(market.key, market.specifiers) : <em>Whole event</em>;
    },
  }),
  column.accessor('reason', {
    header: 'Reason',
    cell: (info) => <span className={styles.reason}>{info.getValue()}</span>,
  }),
  column.accessor('results', {
    header: 'Results',
    cell: ({ row }) => (
      <span className={styles.twoLines}>
        <span>{resultsText(row.original.results)}</span>
        {row.original.previous?.length ? (
          <span className={styles.faint}>Replaced: {resultsText(row.original.previous)}</span>
        ) : null}
      </span>
    ),
  }),
  column.accessor('betsChanged', { header: 'Bets changed', cell: (info) => formatCount(info.getValue()) }),
];

const PAGE = 20;

export function EventActionsRecord({ eventId }: { eventId: string }) {
  const [skip, setSkip] = useState(0);
  const [take, setTake] = useState(PAGE);
  const actions = useEventActions(eventId, skip, take);
  return (
    <div className="stack">
      {actions.isError && <ErrorNotice error={actions.error} />}
      <PlainTable
        label="Operator actions, newest first"
        rows={actions.data?.items ?? []}
        columns={COLUMNS}
        empty={actions.isPending ? 'Loading…' : 'No operator has acted on this event.'}
      />
      {(actions.data?.total ?? 0) > PAGE && (
        <ListPager
          skip={skip}
          take={take}
          total={actions.data?.total ?? 0}
          onChange={(nextSkip, nextTake) => {
            setSkip(nextSkip);
            setTake(nextTake);
          }}
        />
      )}
    </div>
  );
}
