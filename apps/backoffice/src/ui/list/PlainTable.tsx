import { getCoreRowModel, useReactTable, type Row as TableRow } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { idOf, type Columns } from './DataList.tsx';
import { TableView } from './TableView.tsx';

/**
 * A short table the server sends whole (a status history, the payment queue, a payment's events):
 * the same columns and markup as DataList, without paging, sorting or a URL.
 */
export function PlainTable<Row>({
  label,
  rows,
  columns,
  rowKey,
  empty = 'Nothing here yet.',
  renderExpanded,
}: {
  label: string;
  rows: Row[];
  columns: Columns<Row>;
  rowKey?: (row: Row) => string;
  empty?: string;
  /** A row's detail under it (see TableView). */
  renderExpanded?: (row: TableRow<Row>) => ReactNode;
}) {
  // The app is not built with the React Compiler, and the table is read only while rendering.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowKey ?? idOf,
  });
  return <TableView table={table} label={label} empty={empty} renderExpanded={renderExpanded} />;
}
