/*
 * CSV export of the back office's lists (issue #25). RFC 4180 quoting, CRLF line ends, and a cell that
 * a spreadsheet would run as a formula (it starts with =, +, -, @, a tab or a carriage return: player
 * names and notes are player-controlled) gets a leading apostrophe, as OWASP's CSV-injection advice says.
 * Numbers are written as they are, so a negative amount stays a number.
 */

/** The most rows an export carries (API.md: a list's CSV twin has the same query, no paging, ≤ 10,000 rows). */
export const CSV_EXPORT_MAX_ROWS = 10_000;

export type CsvColumn<Row> = {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
};

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** The headers of a CSV download named `<name>-<day>.csv`. */
export const csvHeaders = (name: string, day: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${name}-${day}.csv"`,
});
