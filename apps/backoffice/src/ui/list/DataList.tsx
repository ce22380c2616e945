import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Row as TableRow,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { api, type Query } from '../../lib/api/client.ts';
import type { Page } from '../../lib/api/types.ts';
import { ErrorNotice } from '../Notice.tsx';
import { buttonClass } from '../Button.tsx';
import styles from './DataList.module.css';
import { ListFilters, type FilterDef } from './ListFilters.tsx';
import { ListPager } from './ListPager.tsx';
import { TableView } from './TableView.tsx';
import { exportHref, listQuery, nextParams, readListState, type ListSort } from './listParams.ts';

/*
 * THE list of the back office: TanStack Table (headless) draws the columns; paging, sorting and
 * filtering happen on the server, and their state lives in the URL (listParams.ts). Columns whose id
 * is one of the API's sort keys get a sort button (TableView); everything else is plain.
 */

// The column value type varies per column; TanStack's own examples type the array this way.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Columns<Row> = ColumnDef<Row, any>[];

export type DataListProps<Row> = {
  /** What the list shows ("Players"): the table's caption and the filter form's name. */
  label: string;
  /** The API list (`{items, total}`); its CSV twin is `<path>/export`. */
  path: string;
  /** The columns, or (rows of unknown shape) a function making them from the page's rows. */
  columns: Columns<Row> | ((rows: Row[]) => Columns<Row>);
  filters?: readonly FilterDef[];
  /** Column ids the API sorts by (API.md: each list names its own). */
  sortable?: readonly string[];
  defaultSort?: ListSort;
  /** Parameters the screen fixes (a player's id, a payment type), sent with every page and export. */
  fixedQuery?: Query;
  exportable?: boolean;
  /** The row's React key; by default its `id` (every API list row has one). */
  rowKey?: (row: Row) => string;
  /** Above the table, beside the row count (e.g. a "new" button). */
  toolbar?: ReactNode;
  /** A row's detail under it, or null while it is closed (see TableView). */
  renderExpanded?: (row: TableRow<Row>) => ReactNode;
};

// One empty array for every empty page: a new [] each render would make the table recompute its rows.
const NO_ROWS: never[] = [];

/** A row's `id` as its key, or its position for rows without one. */
export function idOf(row: unknown, index: number): string {
  const id = (row as { id?: unknown } | null)?.id;
  return typeof id === 'number' || typeof id === 'string' ? String(id) : String(index);
}

export function listQueryKey(path: string) {
  return ['list', path] as const;
}

export function DataList<Row>({
  label,
  path,
  columns,
  filters = [],
  sortable = [],
  defaultSort,
  fixedQuery,
  exportable = true,
  rowKey,
  toolbar,
  renderExpanded,
}: DataListProps<Row>) {
  const [params, setParams] = useSearchParams();
  const state = readListState(
    params,
    filters.map((filter) => filter.name),
    { sort: defaultSort },
  );
  const query = listQuery(state, fixedQuery);
  const result = useQuery({
    queryKey: [...listQueryKey(path), query],
    queryFn: ({ signal }) => api.get<Page<Row>>(path, query, signal),
    placeholderData: keepPreviousData,
  });
  const total = result.data?.total ?? 0;
  const sorting: SortingState = state.sort ? [{ id: state.sort.sort, desc: state.sort.dir === 'desc' }] : [];

  const rows = result.data?.items ?? NO_ROWS;
  // The app is not built with the React Compiler, and the table is read only while rendering.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const table = useReactTable({
    data: rows as Row[],
    columns: typeof columns === 'function' ? columns(rows as Row[]) : columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowKey ?? idOf,
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    enableSortingRemoval: false,
    rowCount: total,
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      setParams(
        nextParams(params, { sort: first?.id ?? null, dir: first ? (first.desc ? 'desc' : 'asc') : null }),
      );
    },
  });

  return (
    <div className={styles.list}>
      {filters.length > 0 && (
        <ListFilters
          label={label}
          filters={filters}
          values={state.filters}
          onApply={(values) =>
            setParams(
              nextParams(params, Object.fromEntries(filters.map((f) => [f.name, values[f.name] ?? null]))),
            )
          }
        />
      )}
      <div className={styles.tools}>
        <span aria-live="polite">{result.isFetching ? 'Loading…' : `${total} found`}</span>
        <span className={styles.pager}>
          {toolbar}
          {exportable && (
            <a className={buttonClass('default', true)} href={exportHref(path, query)} download>
              Export CSV
            </a>
          )}
        </span>
      </div>
      {result.isError && <ErrorNotice error={result.error} />}
      <TableView
        table={table}
        label={label}
        sortable={sortable}
        empty={result.isSuccess ? 'Nothing matches.' : null}
        renderExpanded={renderExpanded}
      />
      <ListPager
        skip={state.skip}
        take={state.take}
        total={total}
        onChange={(skip, take) => setParams(nextParams(params, { skip: skip || null, take }))}
      />
    </div>
  );
}
