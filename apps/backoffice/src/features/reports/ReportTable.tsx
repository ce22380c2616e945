import { useId, type ReactNode } from 'react';
import listStyles from '../../ui/list/DataList.module.css';
import styles from './Reports.module.css';

/*
 * A report's table: the rows the API answered whole (no paging), with their totals in a <tfoot>. Same
 * markup and look as every list (DataList.module.css): a caption for screen readers, column headers
 * with scope, and each row's first cell as its row header; amounts right-aligned.
 */

export type ReportColumn<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Amounts and counts: right-aligned. */
  numeric?: boolean;
};

export function ReportTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  totals,
  empty = 'Nothing in this range.',
}: {
  label: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The total rows, shown under the rows (their first cell says what they total). */
  totals: readonly Row[];
  empty?: string;
}) {
  const captionId = useId();
  const cells = (row: Row) =>
    columns.map((column, index) => {
      const className = column.numeric ? styles.number : undefined;
      return index === 0 ? (
        <th key={column.header} scope="row" className={className}>
          {column.cell(row)}
        </th>
      ) : (
        <td key={column.header} className={className}>
          {column.cell(row)}
        </td>
      );
    });
  return (
    // Focusable, so a keyboard can scroll a table wider than the screen.
    <div className={listStyles.scroller} tabIndex={0} role="region" aria-label={`${label} (table)`}>
      <table className={`${listStyles.table} ${styles.table}`} aria-labelledby={captionId}>
        <caption id={captionId} className="visually-hidden">
          {label}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.numeric ? styles.number : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>{cells(row)}</tr>
          ))}
        </tbody>
        {rows.length > 0 && (
          <tfoot>
            {totals.map((row) => (
              <tr key={`total:${rowKey(row)}`}>{cells(row)}</tr>
            ))}
          </tfoot>
        )}
      </table>
      {rows.length === 0 && <p className={listStyles.empty}>{empty}</p>}
    </div>
  );
}
