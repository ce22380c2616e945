import { Fragment, type Key, type ReactNode } from 'react';
import { Pager, type PagerLabels } from './Pager.tsx';
import { Spinner } from './Spinner.tsx';
import styles from './DataTable.module.css';

/*
 * The account area's history lists (session history, financial activities, game history, sports bets,
 * the player's bonuses) as one component: a spinner while the first page loads, the page's failure
 * note, its empty note once loaded with nothing, the rows, and the pager under them. Rows are a table
 * (caption, column headings, each cell labelled so phones show every row as a card of labelled lines)
 * or, for lists that are cards on every screen, whatever `renderItems` draws.
 */

export type DataColumn<T> = {
  /** The column's heading, and each cell's label in the phone layout. */
  header: string;
  cell: (row: T) => ReactNode;
  className?: string | ((row: T) => string | undefined);
};

/** What the table reads of a TanStack query answering one page: `items` of `total`. */
export type PagedQuery<T> = {
  isPending: boolean;
  data?: { items: readonly T[]; total: number } | undefined;
};

export type Paging = {
  /** Counts from 0. */
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  labels: PagerLabels;
};

type TableRows<T> = {
  caption: string;
  columns: readonly DataColumn<T>[];
  rowKey: (row: T) => Key;
  /** The page's own table class (cell alignment, hover), beside the shared look. */
  className?: string;
  rowClassName?: (row: T) => string | undefined;
  /** A row drawn under a row (game history's opened round), spanning every column. */
  afterRow?: (row: T) => ReactNode;
};

type ItemRows<T> = { renderItems: (items: readonly T[]) => ReactNode };

export type DataTableProps<T> = {
  query: PagedQuery<T>;
  /** Without it every item is on one page and there is no pager. */
  paging?: Paging;
  /** What a loaded, empty list says. */
  empty: ReactNode;
  emptyClassName?: string;
  /** The page's note for a list that failed to load; while shown, the empty note is not. */
  failure?: ReactNode;
} & (TableRows<T> | ItemRows<T>);

/** How many pages `total` items make (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function DataTable<T>(props: DataTableProps<T>) {
  const { query, paging, empty, emptyClassName, failure } = props;
  const items = query.data?.items ?? [];
  return (
    <>
      {query.isPending ? <Spinner /> : null}
      {failure ?? null}
      {query.data && items.length === 0 && !failure ? <p className={emptyClassName}>{empty}</p> : null}
      {items.length === 0 ? null : 'renderItems' in props ? (
        props.renderItems(items)
      ) : (
        <Table {...props} items={items} />
      )}
      {paging ? (
        <Pager
          page={paging.page}
          pages={pageCount(query.data?.total ?? 0, paging.pageSize)}
          onPage={paging.onPage}
          labels={paging.labels}
        />
      ) : null}
    </>
  );
}

function Table<T>({
  caption,
  columns,
  rowKey,
  className,
  rowClassName,
  afterRow,
  items,
}: TableRows<T> & { items: readonly T[] }) {
  return (
    <table className={[styles.table, styles.phoneCards, className].filter(Boolean).join(' ')}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((row) => (
          <Fragment key={rowKey(row)}>
            <tr className={rowClassName?.(row)}>
              {columns.map((column) => (
                <td
                  key={column.header}
                  data-label={column.header}
                  className={
                    typeof column.className === 'function' ? column.className(row) : column.className
                  }
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
            {afterRow?.(row)}
          </Fragment>
        ))}
      </tbody>
    </table>
  );
}
