import type { ColumnDef } from '@tanstack/react-table';
import { formatDateTime, formatValue } from '../../lib/format.ts';

/*
 * Columns for a list whose row shape the screen does not fix (a player's bonuses, bets, rounds: each
 * module answers its own rows): one column per field of the first row, times written in the operator's
 * zone, nested values as JSON text.
 */
const TIME_FIELD = /(At|Time|Date)$/;

/** A field name as a column header or label: "claimWindowDays" → "Claim window days". */
export function headerOf(field: string): string {
  const words = field.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

export function autoColumns(rows: readonly Record<string, unknown>[]): ColumnDef<Record<string, unknown>>[] {
  const first = rows[0];
  if (!first) return [];
  return Object.keys(first).map((field) => ({
    id: field,
    header: headerOf(field),
    accessorFn: (row) => row[field],
    cell: ({ getValue }) => {
      const value = getValue();
      return TIME_FIELD.test(field) && typeof value === 'string' ? formatDateTime(value) : formatValue(value);
    },
  }));
}
