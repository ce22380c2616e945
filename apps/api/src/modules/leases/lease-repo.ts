import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { scheduledLeaders } from '../../db/schema.ts';

/* SQL of the leases (lease.ts says why a lease row and how it fences). */

type LeaseTerms = { name: string; holder: string; now: Date; expiresAt: Date };

/** Extends the lease when `holder` still holds it unexpired at `now`; whether it did. */
export async function renewLease(executor: DbExecutor, lease: LeaseTerms): Promise<boolean> {
  const rows = await executor
    .update(scheduledLeaders)
    .set({ expiresAt: lease.expiresAt })
    .where(
      and(
        eq(scheduledLeaders.name, lease.name),
        eq(scheduledLeaders.holder, lease.holder),
        gt(scheduledLeaders.expiresAt, lease.now),
      ),
    )
    .returning({ term: scheduledLeaders.term });
  return rows.length > 0;
}

/** Takes the lease when there is none or it expired at `now`; answers who holds it after (if changed). */
export async function claimLease(executor: DbExecutor, lease: LeaseTerms): Promise<string | undefined> {
  const { name, holder, now, expiresAt } = lease;
  const rows = await executor
    .insert(scheduledLeaders)
    .values({ name, holder, term: 1, expiresAt })
    .onConflictDoUpdate({
      target: scheduledLeaders.name,
      set: { holder, term: sql`${scheduledLeaders.term} + 1`, expiresAt },
      setWhere: lte(scheduledLeaders.expiresAt, now),
    })
    .returning({ holder: scheduledLeaders.holder });
  return rows[0]?.holder;
}

export async function releaseLease(
  executor: DbExecutor,
  name: string,
  holder: string,
  at: Date,
): Promise<void> {
  await executor
    .update(scheduledLeaders)
    .set({ expiresAt: at })
    .where(and(eq(scheduledLeaders.name, name), eq(scheduledLeaders.holder, holder)));
}

/** When the lease `name` runs out (or ran out); undefined when nobody ever held it. */
export async function leaseExpiry(executor: DbExecutor, name: string): Promise<Date | undefined> {
  const [row] = await executor
    .select({ expiresAt: scheduledLeaders.expiresAt })
    .from(scheduledLeaders)
    .where(eq(scheduledLeaders.name, name));
  return row?.expiresAt;
}

/** Whether some process holds the lease `name` at `now` (it has not expired). */
export async function hasLiveHolder(executor: DbExecutor, name: string, now: Date): Promise<boolean> {
  const rows = await executor
    .select({ name: scheduledLeaders.name })
    .from(scheduledLeaders)
    .where(and(eq(scheduledLeaders.name, name), gt(scheduledLeaders.expiresAt, now)));
  return rows.length > 0;
}
