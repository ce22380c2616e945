import { createColumnHelper } from '@tanstack/react-table';
import type { AdminPayment } from '@lale/contracts';
import { Link } from 'react-router';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import type { Columns } from '../../ui/list/DataList.tsx';
import { PAYMENT_TYPE_LABELS, PaymentStatusBadge } from './paymentLabels.tsx';

const column = createColumnHelper<AdminPayment>();

/** The columns every payment table shares (the queue, the full list, a player's payments). */
export function paymentColumns<P extends AdminPayment>(): Columns<P> {
  return [
    column.accessor('id', { header: 'ID' }),
    column.accessor('createdAt', { header: 'Created', cell: (info) => formatDateTime(info.getValue()) }),
    column.accessor('username', {
      header: 'Player',
      cell: ({ row }) => <Link to={`/players/${row.original.playerId}`}>{row.original.username}</Link>,
    }),
    column.accessor('type', {
      header: 'Type',
      cell: (info) => PAYMENT_TYPE_LABELS[info.getValue()] ?? info.getValue(),
    }),
    column.accessor('amount', {
      header: 'Amount',
      cell: ({ row }) => formatMoney(row.original.amount, row.original.currency),
    }),
    column.accessor('methodTitle', { header: 'Method' }),
    column.accessor('status', {
      header: 'Status',
      cell: (info) => <PaymentStatusBadge status={info.getValue()} />,
    }),
    column.accessor('reference', { header: 'Reference' }),
  ] as Columns<P>;
}
