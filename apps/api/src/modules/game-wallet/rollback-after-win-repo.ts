import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { casinoProviders, currencies, gameHeldRollbacks, gameRounds } from '../../db/schema.ts';

/*
 * SQL of the rollbacks held after a win (rollback-after-win.ts decides; db/game-wallet-held-schema.ts):
 * the three statements the decision runs inside the rollback's transaction, in the order it runs them,
 * and the operator's list and resolve.
 */

/** Locks the round row (a win of the same round waits on it) and reads its win total; undefined: no round. */
export async function lockRoundWin(
  tx: DbExecutor,
  roundId: number,
): Promise<{ winMinor: bigint } | undefined> {
  const [round] = await tx
    .select({ winMinor: gameRounds.winMinor })
    .from(gameRounds)
    .where(eq(gameRounds.id, roundId))
    .for('update');
  return round;
}

/** Whether the round has a win on record (a win of 0 counts: the provider reporting a lost round). */
export async function roundHasWin(tx: DbExecutor, roundId: number): Promise<boolean> {
  const won = await tx.execute(
    sql`select 1 from game_transactions where round_id = ${roundId} and kind = 'win' limit 1`,
  );
  return (won as { rows: unknown[] }).rows.length > 0;
}

export type NewHeldRollback = typeof gameHeldRollbacks.$inferInsert;

/** Records the held call for the operator. */
export async function recordHeldRollback(tx: DbExecutor, row: NewHeldRollback): Promise<void> {
  await tx
    .insert(gameHeldRollbacks)
    .values(row)
    // A retried call: its row is already there.
    .onConflictDoNothing({ target: [gameHeldRollbacks.providerId, gameHeldRollbacks.providerTx] });
}

export type HeldRollbackRow = {
  id: number;
  provider: string;
  providerTx: string;
  referenceTx: string;
  providerRound: string;
  playerId: number;
  currency: string;
  currencyId: number;
  cashMinor: bigint;
  bonusMinor: bigint;
  roundWinMinor: bigint;
  answered: string;
  status: string;
  createdAt: Date;
  resolvedAt: Date | null;
  resolvedBy: number | null;
  resolution: string | null;
};

/** The operator's side: the list, newest first, and marking one resolved. */
export function createHeldRollbacks(db: Database) {
  const select = () =>
    db
      .select({
        id: gameHeldRollbacks.id,
        provider: casinoProviders.name,
        providerTx: gameHeldRollbacks.providerTx,
        referenceTx: gameHeldRollbacks.referenceTx,
        providerRound: gameRounds.providerRound,
        playerId: gameHeldRollbacks.playerId,
        currency: currencies.code,
        currencyId: gameHeldRollbacks.currencyId,
        cashMinor: gameHeldRollbacks.cashMinor,
        bonusMinor: gameHeldRollbacks.bonusMinor,
        roundWinMinor: gameHeldRollbacks.roundWinMinor,
        answered: gameHeldRollbacks.answered,
        status: gameHeldRollbacks.status,
        createdAt: gameHeldRollbacks.createdAt,
        resolvedAt: gameHeldRollbacks.resolvedAt,
        resolvedBy: gameHeldRollbacks.resolvedBy,
        resolution: gameHeldRollbacks.resolution,
      })
      .from(gameHeldRollbacks)
      .innerJoin(casinoProviders, eq(casinoProviders.id, gameHeldRollbacks.providerId))
      .innerJoin(gameRounds, eq(gameRounds.id, gameHeldRollbacks.roundId))
      .innerJoin(currencies, eq(currencies.id, gameHeldRollbacks.currencyId));

  return {
    async list(filter: { status?: 'held' | 'resolved' }, skip: number, take: number) {
      const where = filter.status ? eq(gameHeldRollbacks.status, filter.status) : undefined;
      const [items, [count]] = await Promise.all([
        select()
          .where(where)
          .orderBy(desc(gameHeldRollbacks.createdAt), desc(gameHeldRollbacks.id))
          .offset(skip)
          .limit(take),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(gameHeldRollbacks)
          .where(where),
      ]);
      return { items: items as HeldRollbackRow[], total: count?.n ?? 0 };
    },

    /** Marks a held row resolved with the operator's reason; undefined: no such row or already resolved. */
    async resolve(id: number, by: number, reason: string, now: Date): Promise<HeldRollbackRow | undefined> {
      const [done] = await db
        .update(gameHeldRollbacks)
        .set({ status: 'resolved', resolvedAt: now, resolvedBy: by, resolution: reason })
        .where(and(eq(gameHeldRollbacks.id, id), eq(gameHeldRollbacks.status, 'held')))
        .returning({ id: gameHeldRollbacks.id });
      if (!done) return undefined;
      const [row] = await select().where(eq(gameHeldRollbacks.id, id));
      return row as HeldRollbackRow | undefined;
    },
  };
}

export type HeldRollbacks = ReturnType<typeof createHeldRollbacks>;
