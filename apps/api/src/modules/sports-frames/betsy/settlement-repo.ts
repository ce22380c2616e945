import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/executor.ts';
import { sportsFrameBets, sportsFrameTransactions } from '../../../db/schema.ts';

/* The SQL Betsy's settlements add to the frames' repo (../repo.ts): a bet's result, set or taken back. */

/** True when the bet was ever settled before (its wagering already counted). */
export async function settledBefore(tx: DbExecutor, betId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: sportsFrameTransactions.id })
    .from(sportsFrameTransactions)
    .where(and(eq(sportsFrameTransactions.betId, betId), eq(sportsFrameTransactions.kind, 'credit')))
    .limit(1);
  return row !== undefined;
}

/** The bet's status and payout: settled with what it pays now, or open again (payout cleared). */
export async function setBetResult(
  tx: DbExecutor,
  betId: number,
  set: { status: 'settled' | 'open'; payoutMinor: bigint | null; updatedAt: Date },
): Promise<void> {
  await tx.update(sportsFrameBets).set(set).where(eq(sportsFrameBets.id, betId));
}
