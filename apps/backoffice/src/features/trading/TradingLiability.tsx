import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { createContext, use, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TradingLiability as Liability } from '../../lib/api/types.ts';
import { formatCount, formatDateTime, formatMoney } from '../../lib/format.ts';
import { Button } from '../../ui/Button.tsx';
import type { Columns } from '../../ui/list/DataList.tsx';
import { ListPager } from '../../ui/list/ListPager.tsx';
import { nextParams, readListState } from '../../ui/list/listParams.ts';
import { PlainTable } from '../../ui/list/PlainTable.tsx';
import { ErrorNotice } from '../../ui/Notice.tsx';
import { OutcomeLiability } from './OutcomeLiability.tsx';
import { LIABILITY_KEY, useLiability, useThrottled, useTradingLive } from './tradingApi.ts';
import { eventPath } from './TradingEvents.tsx';
import { EventStatusBadge, marketTitle, matchName, Money, outcomeLabel } from './tradingLabels.tsx';
import styles from './Trading.module.css';

/*
 * The book's open exposure per event and currency, worst case first (the server's order): what the
 * book pays at most if the worst outcome wins, the stakes and open bets. A row opens its outcomes; the
 * event's name opens its page (where it can be suspended). Re-read on every bets frame, throttled.
 */

const keyOf = (row: Liability) => `${row.eventId}:${row.currency}`;

const column = createColumnHelper<Liability>();

/** Which rows are open, for the rows' buttons (the columns stay the same objects between renders). */
const Expanded = createContext<{ open: ReadonlySet<string>; toggle: (key: string) => void }>({
  open: new Set(),
  toggle: () => {},
});

function ExpandButton({ row }: { row: Liability }) {
  const { open, toggle } = use(Expanded);
  const key = keyOf(row);
  const expanded = open.has(key);
  return (
    <Button
      small
      aria-expanded={expanded}
      aria-controls={expanded ? `liability-${key}` : undefined}
      aria-label={`Outcomes of ${matchName(row)} (${row.currency})`}
      onClick={() => toggle(key)}
    >
      <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
      {row.outcomes.length}
    </Button>
  );
}

/*
 * Module-level columns: TanStack renders a cell function as a component, so a column made anew each
 * render would remount its cells (and a pressed button would lose the focus).
 */
const COLUMNS: Columns<Liability> = [
  column.display({
    id: 'outcomes',
    header: 'Outcomes',
    cell: ({ row }) => <ExpandButton row={row.original} />,
  }),
  column.accessor('home', {
    id: 'event',
    header: 'Event',
    cell: ({ row }) => (
      <span className={styles.twoLines}>
        <Link to={eventPath(row.original.eventId)} className={styles.match}>
          {matchName(row.original)}
        </Link>
        <span className={styles.faint}>
          {formatDateTime(row.original.startTime)} · #{row.original.eventId}
        </span>
      </span>
    ),
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => <EventStatusBadge status={info.getValue()} />,
  }),
  column.accessor('currency', { header: 'Currency' }),
  column.accessor('openBets', { header: 'Open bets', cell: (info) => formatCount(info.getValue()) }),
  column.accessor('totalStake', {
    header: 'Total stake',
    cell: ({ row }) => <Money amount={row.original.totalStake} currency={row.original.currency} />,
  }),
  column.accessor('singlesStake', {
    header: 'Singles stake',
    cell: ({ row }) => <Money amount={row.original.singlesStake} currency={row.original.currency} />,
  }),
  column.accessor('worstCase', {
    header: 'Worst case',
    cell: ({ row }) => (
      <strong className={styles.worstAmount}>
        {formatMoney(row.original.worstCase, row.original.currency)}
      </strong>
    ),
  }),
  column.display({
    id: 'worstOutcome',
    header: 'Worst outcome',
    cell: ({ row }) => {
      const worst = row.original.outcomes[0];
      if (!worst) return '—';
      return `${marketTitle(worst.marketKey, worst.specifiers)} · ${outcomeLabel(worst.outcomeId)}`;
    },
  }),
];

export function TradingLiability() {
  const [params, setParams] = useSearchParams();
  const { skip, take } = readListState(params, []);
  const liability = useLiability(skip, take);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const expanded = useMemo(
    () => ({
      open,
      toggle: (key: string) =>
        setOpen((current) => {
          const next = new Set(current);
          if (!next.delete(key)) next.add(key);
          return next;
        }),
    }),
    [open],
  );
  const queryClient = useQueryClient();
  const reread = useThrottled(() => void queryClient.invalidateQueries({ queryKey: LIABILITY_KEY }));
  // Bets move the exposure; an operator's settlement closes it: both re-read (a resync too).
  useTradingLive(reread);
  const rows = liability.data?.items ?? [];
  const total = liability.data?.total ?? 0;
  return (
    <div className="stack">
      <p className={styles.note}>
        Multiples count at their whole stake and payout on each of their legs: an upper bound.
      </p>
      <div className={styles.tools}>
        <span aria-live="polite">
          {liability.isFetching ? 'Loading…' : `${formatCount(total)} events with open bets`}
        </span>
      </div>
      {liability.isError && <ErrorNotice error={liability.error} />}
      <Expanded value={expanded}>
        <PlainTable
          label="Liability, worst case first"
          rows={rows}
          columns={COLUMNS}
          rowKey={keyOf}
          empty={liability.isPending ? 'Loading…' : 'No open bets.'}
          renderExpanded={(row) =>
            open.has(keyOf(row.original)) ? (
              <div id={`liability-${keyOf(row.original)}`}>
                <OutcomeLiability
                  liability={row.original}
                  label={`Outcomes of ${matchName(row.original)} in ${row.original.currency}`}
                />
              </div>
            ) : null
          }
        />
      </Expanded>
      <ListPager
        skip={skip}
        take={take}
        total={total}
        onChange={(nextSkip, nextTake) =>
          setParams(nextParams(params, { skip: nextSkip || null, take: nextTake }))
        }
      />
    </div>
  );
}
