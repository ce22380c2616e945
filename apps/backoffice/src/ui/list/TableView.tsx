import { flexRender, type Row as TableRow, type Table } from '@tanstack/react-table';
import { Fragment, useId, type ReactNode } from 'react';
import styles from './DataList.module.css';

/*
 * The markup of every table: a caption for screen readers, column headers with scope, and for the
 * columns in `sortable` a button that toggles the sort (aria-sort says the current one). A row may
 * open a detail under it (`renderExpanded`: a full-width row, e.g. an event's outcomes).
 */
export function TableView<Row>({
  table,
  label,
  sortable = [],
  empty,
  renderExpanded,
}: {
  table: Table<Row>;
  label: string;
  sortable?: readonly string[];
  /** Shown under the headers when there are no rows (null while loading). */
  empty: string | null;
  /** A row's detail shown under it across every column, or null while it is closed. */
  renderExpanded?: (row: TableRow<Row>) => ReactNode;
}) {
  const captionId = useId();
  const rows = table.getRowModel().rows;
  return (
    // Focusable, so a keyboard can scroll a table wider than the screen.
    <div className={styles.scroller} tabIndex={0} role="region" aria-label={`${label} (table)`}>
      <table className={styles.table} aria-labelledby={captionId}>
        <caption id={captionId} className="visually-hidden">
          {label}
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const canSort = sortable.includes(header.column.id);
                const sorted = header.column.getIsSorted();
                const title = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {canSort ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        onClick={header.column.getToggleSortingHandler()}
                      >
                        {title}
                        <span aria-hidden="true">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      title
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.map((row) => {
            const cells = row.getVisibleCells();
            const detail = renderExpanded?.(row);
            return (
              <Fragment key={row.id}>
                <tr>
                  {cells.map((cell) => (
                    <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                  ))}
                </tr>
                {detail ? (
                  <tr className={styles.detailRow}>
                    <td colSpan={cells.length}>{detail}</td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
      {rows.length === 0 && empty && <p className={styles.empty}>{empty}</p>}
    </div>
  );
}
