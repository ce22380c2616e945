import { STATEMENT_COLUMNS } from '@lale/contracts';
import { z } from 'zod';
import type { StatementProblem } from '../outcomes.ts';
import type { DayFigures } from './ours-repo.ts';

/*
 * A provider's daily statement in our column layout (packages/contracts admin-reconciliation.ts
 * STATEMENT_COLUMNS): what the operator uploads for the vendors that send a statement and publish no
 * totals API — most of them. The header, then one line per currency:
 *
 *   currency,bets,wins,refunds,transactions
 *   TRY,1250000,1104550,2000,5312
 *
 * Amounts are non-negative integers of the currency's minor units (kuruş for TRY), transactions a count;
 * no quoting, no decimals, no thousands separators: a statement that needs them is copied wrongly, and a
 * guess at what it meant would reconcile against a figure nobody wrote. A UTF-8 byte-order mark, CRLF
 * line ends, spaces around a cell and blank lines are tolerated (spreadsheets write them). The whole file
 * is refused at its first bad line, naming it: nothing of a half-read statement is stored.
 */

/** A line's figures, read; the currency is still a code (the service resolves it). */
export type StatementLine = DayFigures & {
  currency: string;
  /** Its line in the file (1-based). */ line: number;
};

export type ParsedStatement =
  { ok: true; lines: StatementLine[] } | { ok: false; line: number; problem: StatementProblem };

/** Minor units (or a count): digits only, at most 18 of them (below 2^63 in the bigint columns). */
const Amount = z
  .string()
  .regex(/^\d{1,18}$/)
  .transform((text) => BigInt(text));

const Line = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/),
  bets: Amount,
  wins: Amount,
  refunds: Amount,
  transactions: Amount,
});

export function parseStatement(text: string): ParsedStatement {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const numbered = lines.map((content, index) => ({ content: content.trim(), number: index + 1 }));
  const filled = numbered.filter((line) => line.content !== '');
  const [header, ...body] = filled;
  if (!header) return { ok: false, line: 0, problem: 'empty' };
  const columns = header.content.split(',').map((cell) => cell.trim().toLowerCase());
  if (columns.join(',') !== STATEMENT_COLUMNS.join(','))
    return { ok: false, line: header.number, problem: 'header' };
  const read: StatementLine[] = [];
  const seen = new Set<string>();
  for (const { content, number } of body) {
    const cells = content.split(',').map((cell) => cell.trim());
    if (cells.length !== STATEMENT_COLUMNS.length) return { ok: false, line: number, problem: 'columns' };
    const parsed = Line.safeParse(Object.fromEntries(STATEMENT_COLUMNS.map((name, i) => [name, cells[i]])));
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0];
      return { ok: false, line: number, problem: field === 'currency' ? 'currency' : 'amount' };
    }
    if (seen.has(parsed.data.currency)) return { ok: false, line: number, problem: 'duplicate' };
    seen.add(parsed.data.currency);
    read.push({ ...parsed.data, line: number });
  }
  return { ok: true, lines: read };
}
