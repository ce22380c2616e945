import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { TradingLiability, TradingOutcomeLiability } from '../../lib/api/types.ts';
import { formatCount, formatMoney } from '../../lib/format.ts';
import { Badge } from '../../ui/Badge.tsx';
import type { Columns } from '../../ui/list/DataList.tsx';
import { PlainTable } from '../../ui/list/PlainTable.tsx';
import { marketTitle, Money, outcomeLabel, outcomeSide } from './tradingLabels.tsx';
import styles from './Trading.module.css';

/*
 * One event's exposure in one currency, outcome by outcome (worst first, as the server sends it):
 * singles exactly, multiples at their whole stake and payout (an upper bound: they depend on other
 * events too), and what the book pays at most if the outcome wins. The worst case is marked.
 */

const column = createColumnHelper<TradingOutcomeLiability>();

function columns(liability: TradingLiability): Columns<TradingOutcomeLiability> {
  const money = (amount: number) => <Money amount={amount} currency={liability.currency} />;
  const worst = liability.outcomes.find((outcome) => outcome.potentialPayout === liability.worstCase);
  return [
    column.accessor('marketKey', {
      header: 'Market',
      cell: ({ row }) => marketTitle(row.original.marketKey, row.original.specifiers),
    }),
    column.accessor('outcomeId', {
      header: 'Outcome',
      cell: ({ row }) => {
        const side = outcomeSide(row.original.outcomeId, liability);
        return (
          <>
            {outcomeLabel(row.original.outcomeId)}
            {side && <span className={styles.faint}> · {side}</span>}
          </>
        );
      },
    }),
    column.accessor('odds', {
      header: 'Odds',
      cell: (info) => info.getValue() ?? <span className={styles.faint}>Not offered</span>,
    }),
    column.accessor((row) => row.singles.bets, {
      id: 'singlesBets',
      header: 'Singles',
      cell: (info) => formatCount(info.getValue()),
    }),
    column.accessor((row) => row.singles.stake, {
      id: 'singlesStake',
      header: 'Singles stake',
      cell: (info) => money(info.getValue()),
    }),
    column.accessor((row) => row.singles.potentialPayout, {
      id: 'singlesPayout',
      header: 'Singles payout',
      cell: (info) => money(info.getValue()),
    }),
    column.accessor((row) => row.multiples.bets, {
      id: 'multiplesBets',
      header: 'Multiples',
      cell: (info) => formatCount(info.getValue()),
    }),
    column.accessor((row) => row.multiples.stake, {
      id: 'multiplesStake',
      header: 'Multiples stake',
      cell: (info) => money(info.getValue()),
    }),
    column.accessor((row) => row.multiples.potentialPayout, {
      id: 'multiplesPayout',
      header: 'Multiples payout (at most)',
      cell: (info) => money(info.getValue()),
    }),
    column.accessor('potentialPayout', {
      header: 'Pays if it wins',
      cell: ({ row }) =>
        row.original === worst ? (
          <span className={styles.worst}>
            <strong>{formatMoney(row.original.potentialPayout, liability.currency)}</strong>{' '}
            <Badge tone="danger">Worst case</Badge>
          </span>
        ) : (
          money(row.original.potentialPayout)
        ),
    }),
  ];
}

export function OutcomeLiability({ liability, label }: { liability: TradingLiability; label: string }) {
  // Made again only when the liability changes (a new column remounts its cells).
  const made = useMemo(() => columns(liability), [liability]);
  return (
    <PlainTable
      label={label}
      rows={liability.outcomes}
      columns={made}
      rowKey={(outcome) => `${outcome.marketId}:${outcome.outcomeId}`}
      empty="No open bets on any outcome."
    />
  );
}
