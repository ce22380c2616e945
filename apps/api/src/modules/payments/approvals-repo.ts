import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { currencies, paymentApprovals, withdrawalApprovalThresholds } from '../../db/schema.ts';

/* SQL of four eyes on withdrawals (issue #25): the thresholds per currency and the confirmations given. */

export type Approval = { staffId: number; at: Date };
export type StoredThreshold = { currencyId: number; currency: string; amountMinor: bigint };

export function createApprovalsRepo(db: Database) {
  return {
    /** Every currency's threshold, by currency code. */
    async thresholds(): Promise<StoredThreshold[]> {
      return db
        .select({
          currencyId: withdrawalApprovalThresholds.currencyId,
          currency: currencies.code,
          amountMinor: withdrawalApprovalThresholds.amountMinor,
        })
        .from(withdrawalApprovalThresholds)
        .innerJoin(currencies, eq(currencies.id, withdrawalApprovalThresholds.currencyId))
        .orderBy(asc(currencies.code));
    },

    /** The threshold of one currency (undefined: none set, one confirmation is enough). */
    async threshold(executor: DbExecutor, currencyId: number): Promise<bigint | undefined> {
      const [row] = await executor
        .select({ amountMinor: withdrawalApprovalThresholds.amountMinor })
        .from(withdrawalApprovalThresholds)
        .where(eq(withdrawalApprovalThresholds.currencyId, currencyId));
      return row?.amountMinor;
    },

    /** Replaces the whole set: a currency not listed has no threshold afterwards. */
    async replaceThresholds(
      rows: { currencyId: number; amountMinor: bigint }[],
      staffId: number,
      at: Date,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(withdrawalApprovalThresholds);
        if (rows.length > 0)
          await tx
            .insert(withdrawalApprovalThresholds)
            .values(rows.map((row) => ({ ...row, updatedAt: at, updatedBy: staffId })));
      });
    },

    /**
     * Records one member's confirmation; false when this member had already confirmed (the primary
     * key: one member, one confirmation).
     */
    async add(tx: DbExecutor, paymentId: number, staffId: number, at: Date): Promise<boolean> {
      const rows = await tx
        .insert(paymentApprovals)
        .values({ paymentId, staffId, at })
        .onConflictDoNothing()
        .returning({ staffId: paymentApprovals.staffId });
      return rows.length > 0;
    },

    async count(tx: DbExecutor, paymentId: number): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(paymentApprovals)
        .where(eq(paymentApprovals.paymentId, paymentId));
      return row?.n ?? 0;
    },

    /** The confirmations of these payments, oldest first, by payment id. */
    async of(paymentIds: number[]): Promise<Map<number, Approval[]>> {
      const byPayment = new Map<number, Approval[]>();
      if (paymentIds.length === 0) return byPayment;
      const rows = await db
        .select()
        .from(paymentApprovals)
        .where(inArray(paymentApprovals.paymentId, paymentIds))
        .orderBy(asc(paymentApprovals.at), asc(paymentApprovals.staffId));
      for (const row of rows) {
        const list = byPayment.get(row.paymentId) ?? [];
        list.push({ staffId: row.staffId, at: row.at });
        byPayment.set(row.paymentId, list);
      }
      return byPayment;
    },
  };
}

export type ApprovalsRepo = ReturnType<typeof createApprovalsRepo>;
