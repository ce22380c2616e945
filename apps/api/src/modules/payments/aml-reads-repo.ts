import { TransactionStatus, TransactionType } from '@lale/contracts';
import { and, asc, count, eq, gte, inArray, lt, or, sum } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { paymentTransactions } from '../../db/schema.ts';
import { instrumentOf } from './summary.ts';

/*
 * What AML monitoring reads of the cashier (issue #26), as plain functions of the caller's executor: its
 * rules run inside the payment's own transaction (modules/aml/watch.ts), and payments needs aml, so aml
 * cannot hold a payments service. Both statements use the (player, created_at) index.
 */

/** At most this many payments are read for one player's window: a window busier than that is a case. */
const WINDOW_READ_LIMIT = 1000;

/** A payment instrument a player used (summary.ts `instrumentOf`), and when first within the window. */
export type UsedInstrument = { instrument: string; firstUsedAt: Date };

/**
 * The distinct instruments of the player's payments created since `since`: confirmed deposits, and
 * withdrawals asked for (pending) or paid. A rejected or cancelled payment moved no money through its
 * instrument; a deposit whose summary names no account (a crypto deposit keeps only its network) is not
 * counted. Oldest first.
 */
export async function paymentInstrumentsSince(
  executor: DbExecutor,
  playerId: number,
  since: Date,
): Promise<UsedInstrument[]> {
  const rows = await executor
    .select({ summary: paymentTransactions.detailSummary, createdAt: paymentTransactions.createdAt })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.playerId, playerId),
        gte(paymentTransactions.createdAt, since),
        or(
          and(
            eq(paymentTransactions.type, TransactionType.Deposit),
            eq(paymentTransactions.status, TransactionStatus.Confirmed),
          ),
          and(
            eq(paymentTransactions.type, TransactionType.Withdraw),
            inArray(paymentTransactions.status, [TransactionStatus.Pending, TransactionStatus.Confirmed]),
          ),
        ),
      ),
    )
    .orderBy(asc(paymentTransactions.createdAt), asc(paymentTransactions.id))
    .limit(WINDOW_READ_LIMIT);
  const seen = new Map<string, Date>();
  for (const row of rows) {
    const instrument = instrumentOf(row.summary);
    if (instrument !== null && !seen.has(instrument)) seen.set(instrument, row.createdAt);
  }
  return [...seen].map(([instrument, firstUsedAt]) => ({ instrument, firstUsedAt }));
}

/**
 * Confirmed deposits of the player in one currency created in [from, before) — no `before`: up to now —
 * how many, and their sum.
 */
export async function confirmedDepositTotals(
  executor: DbExecutor,
  playerId: number,
  currencyId: number,
  from: Date,
  before?: Date,
): Promise<{ count: number; sumMinor: bigint }> {
  const [row] = await executor
    .select({ n: count(), total: sum(paymentTransactions.amountMinor) })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.playerId, playerId),
        eq(paymentTransactions.currencyId, currencyId),
        eq(paymentTransactions.type, TransactionType.Deposit),
        eq(paymentTransactions.status, TransactionStatus.Confirmed),
        gte(paymentTransactions.createdAt, from),
        before === undefined ? undefined : lt(paymentTransactions.createdAt, before),
      ),
    );
  return { count: row?.n ?? 0, sumMinor: BigInt(row?.total ?? 0) };
}
