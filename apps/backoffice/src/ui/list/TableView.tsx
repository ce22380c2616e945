import { flexRender, type Table } from '@tanstack/react-table';
import { useId } from 'react';
import styles from './DataList.module.css';

/*
 * The markup of every table: a caption for screen readers, column headers with scope, and for the
 * columns in `sortable` a button that toggles the sort (aria-sort says the current one).
 */
export function TableView<Row>({
  table,
  label,
  sortable = [],
  empty,
}: {
  table: Table<Row>;
  label: string;
  sortable?: readonly string[];
  /** Shown under the headers when there are no rows (null while loading). */
  empty: string | null;
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
          {rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && empty && <p className={styles.empty}>{empty}</p>}
    </div>
  );
}
