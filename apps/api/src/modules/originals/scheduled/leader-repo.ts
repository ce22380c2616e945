import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/executor.ts';
import { scheduledLeaders } from '../../../db/schema.ts';

/* SQL of the scheduler leases (leader.ts says why a lease row and how it fences). */

/** Extends the lease when `holder` still holds it unexpired at `now`; whether it did. */
export async function renewLease(
  executor: DbExecutor,
  lease: { game: string; holder: string; now: Date; expiresAt: Date },
): Promise<boolean> {
  const rows = await executor
    .update(scheduledLeaders)
    .set({ expiresAt: lease.expiresAt })
    .where(
      and(
        eq(scheduledLeaders.game, lease.game),
        eq(scheduledLeaders.holder, lease.holder),
        gt(scheduledLeaders.expiresAt, lease.now),
      ),
    )
    .returning({ term: scheduledLeaders.term });
  return rows.length > 0;
}

/** Takes the lease when there is none or it expired at `now`; answers who holds it after (if changed). */
export async function claimLease(
  executor: DbExecutor,
  lease: { game: string; holder: string; now: Date; expiresAt: Date },
): Promise<string | undefined> {
  const { game, holder, now, expiresAt } = lease;
  const rows = await executor
    .insert(scheduledLeaders)
    .values({ game, holder, term: 1, expiresAt })
    .onConflictDoUpdate({
      target: scheduledLeaders.game,
      set: { holder, term: sql`${scheduledLeaders.term} + 1`, expiresAt },
      setWhere: lte(scheduledLeaders.expiresAt, now),
    })
    .returning({ holder: scheduledLeaders.holder });
  return rows[0]?.holder;
}

export async function releaseLease(
  executor: DbExecutor,
  game: string,
  holder: string,
  at: Date,
): Promise<void> {
  await executor
    .update(scheduledLeaders)
    .set({ expiresAt: at })
    .where(and(eq(scheduledLeaders.game, game), eq(scheduledLeaders.holder, holder)));
}

/** Whether some process leads `game` at `now` (its lease has not expired). */
export async function hasLiveLeader(executor: DbExecutor, game: string, now: Date): Promise<boolean> {
  const rows = await executor
    .select({ game: scheduledLeaders.game })
    .from(scheduledLeaders)
    .where(and(eq(scheduledLeaders.game, game), gt(scheduledLeaders.expiresAt, now)));
  return rows.length > 0;
}
