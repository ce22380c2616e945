import type { ReactNode } from 'react';
import type { Columns } from './DataList.tsx';

/**
 * The columns and a last "Actions" column drawn by `actions` — or the columns alone when `actions` is
 * false (a role that may not act sees no buttons it could not use).
 */
export function withActions<Row>(
  columns: Columns<Row>,
  actions: ((row: Row) => ReactNode) | false,
): Columns<Row> {
  if (!actions) return columns;
  return [...columns, { id: 'actions', header: 'Actions', cell: ({ row }) => actions(row.original) }];
}
