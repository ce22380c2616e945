import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/executor.ts';
import { scheduledChains } from '../../../db/schema.ts';

/* SQL of the scheduled games' hash chains (chain-store.ts): every call runs in the caller's transaction. */

export type ChainRow = typeof scheduledChains.$inferSelect;

/** A new chain for `game`; undefined when another process started one first. */
export async function insertChain(
  tx: DbExecutor,
  chain: { game: string; terminalSeed: string; length: number; commitment: string; createdAt: Date },
): Promise<number | undefined> {
  const [row] = await tx
    .insert(scheduledChains)
    .values(chain)
    .onConflictDoNothing()
    .returning({ id: scheduledChains.id });
  return row?.id;
}

/** Takes the next index of `game`'s chain in use (the row after the take); undefined when none or spent. */
export async function advanceChain(tx: DbExecutor, game: string): Promise<ChainRow | undefined> {
  const [row] = await tx
    .update(scheduledChains)
    .set({ nextIndex: sql`${scheduledChains.nextIndex} + 1` })
    .where(
      and(
        eq(scheduledChains.game, game),
        isNull(scheduledChains.endedAt),
        lte(scheduledChains.nextIndex, scheduledChains.length),
      ),
    )
    .returning();
  return row;
}

export async function endChains(tx: DbExecutor, game: string, at: Date): Promise<void> {
  await tx
    .update(scheduledChains)
    .set({ endedAt: at })
    .where(and(eq(scheduledChains.game, game), isNull(scheduledChains.endedAt)));
}

export async function chainCommitment(executor: DbExecutor, game: string): Promise<string | undefined> {
  const [row] = await executor
    .select({ commitment: scheduledChains.commitment })
    .from(scheduledChains)
    .where(and(eq(scheduledChains.game, game), isNull(scheduledChains.endedAt)));
  return row?.commitment;
}
