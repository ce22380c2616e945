import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { limitEvents } from '../../db/schema.ts';

/* SQL of the allowances: one row per counted event (db/limits-schema.ts). */

const PURGE_BATCH = 500;

export function createLimitsRepo(db: Database) {
  return {
    transaction: <T>(work: (tx: DbExecutor) => Promise<T>) => db.transaction(work),

    /**
     * Serialises everything counted for one allowance and subject until the transaction ends, so two
     * concurrent requests cannot both take the last place (the same lock on every API process).
     */
    async lock(tx: DbExecutor, allowance: string, subject: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`limit:${allowance}:${subject}`}))`);
    },

    /** When the `nth` newest event of the subject happened (undefined: fewer than `nth`). */
    async nthNewest(
      tx: DbExecutor,
      allowance: string,
      subject: string,
      nth: number,
    ): Promise<Date | undefined> {
      const [row] = await tx
        .select({ at: limitEvents.at })
        .from(limitEvents)
        .where(and(eq(limitEvents.allowance, allowance), eq(limitEvents.subject, subject)))
        .orderBy(desc(limitEvents.at))
        .limit(1)
        .offset(nth - 1);
      return row?.at;
    },

    async record(tx: DbExecutor, rows: { allowance: string; subject: string; at: Date; expiresAt: Date }[]) {
      if (rows.length > 0) await tx.insert(limitEvents).values(rows);
    },

    /**
     * Drops events no allowance counts any more, a batch at a time; rows another transaction holds are
     * skipped (the next purge takes them), so concurrent purges never wait on or deadlock each other.
     */
    async purge(tx: DbExecutor, now: Date): Promise<void> {
      const expired = tx
        .select({ id: limitEvents.id })
        .from(limitEvents)
        .where(lte(limitEvents.expiresAt, now))
        .limit(PURGE_BATCH)
        .for('update', { skipLocked: true });
      await tx.delete(limitEvents).where(inArray(limitEvents.id, expired));
    },
  };
}

export type LimitsRepo = ReturnType<typeof createLimitsRepo>;
