import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/connection.ts';
import type { DbExecutor } from '../../../db/executor.ts';
import { originalsRounds } from '../../../db/schema.ts';

/* SQL of the instant originals' rounds (runner.ts says how a round moves money). */

/** The unique index that lets a player hold one open round of a stepped game. */
export { ONE_OPEN_STEPPED_ROUND } from '../../../db/schema.ts';

export type RoundRow = typeof originalsRounds.$inferSelect;
export type NewRound = typeof originalsRounds.$inferInsert;

export function createRoundsRepo(db: Database) {
  return {
    transaction: <T>(work: (tx: DbExecutor) => Promise<T>) => db.transaction(work),

    async insertRound(tx: DbExecutor, values: NewRound): Promise<RoundRow> {
      const [row] = await tx.insert(originalsRounds).values(values).returning();
      return row!;
    },

    /** Moves a round still open to `status`. */
    async markOpen(roundId: string, status: RoundRow['status'], winMinor: bigint, at: Date): Promise<void> {
      await db
        .update(originalsRounds)
        .set({ status, winMinor, updatedAt: at })
        .where(and(eq(originalsRounds.id, roundId), eq(originalsRounds.status, 'open')));
    },

    async markVoid(roundId: string, at: Date): Promise<void> {
      await db
        .update(originalsRounds)
        .set({ status: 'void', winMinor: 0n, updatedAt: at })
        .where(eq(originalsRounds.id, roundId));
    },

    /** The player's open round, locked FOR UPDATE until `tx` ends. */
    async lockOpenRound(tx: DbExecutor, roundId: string, playerId: number): Promise<RoundRow | undefined> {
      const [row] = await tx
        .select()
        .from(originalsRounds)
        .where(
          and(
            eq(originalsRounds.id, roundId),
            eq(originalsRounds.playerId, playerId),
            eq(originalsRounds.status, 'open'),
          ),
        )
        .for('update');
      return row;
    },

    async writeMove(
      tx: DbExecutor,
      roundId: string,
      move: { outcome: object; winMinor: bigint; at: Date },
    ): Promise<RoundRow | undefined> {
      const [written] = await tx
        .update(originalsRounds)
        .set({ outcome: move.outcome, winMinor: move.winMinor, updatedAt: move.at })
        .where(eq(originalsRounds.id, roundId))
        .returning();
      return written;
    },

    /** The player's newest open round of a game. */
    async openRound(playerId: number, gameCode: string): Promise<RoundRow | undefined> {
      const [row] = await db
        .select()
        .from(originalsRounds)
        .where(
          and(
            eq(originalsRounds.playerId, playerId),
            eq(originalsRounds.gameCode, gameCode),
            eq(originalsRounds.status, 'open'),
          ),
        )
        .orderBy(sql`${originalsRounds.createdAt} desc`)
        .limit(1);
      return row;
    },

    /**
     * Claims an open round for the sweep that resolves it: moves its `updated_at` on from the value the
     * sweep read (`seen`, compared to the millisecond, as written) to `now`. Of two sweeps that read the
     * same round, the second's update waits for the first's row lock, then finds `updated_at` changed
     * and claims nothing; a player's move meanwhile changes it too. Whether this sweep claimed it.
     */
    async claimStale(roundId: string, seen: Date, now: Date): Promise<boolean> {
      const rows = await db
        .update(originalsRounds)
        .set({ updatedAt: now })
        .where(
          and(
            eq(originalsRounds.id, roundId),
            eq(originalsRounds.status, 'open'),
            sql`date_trunc('milliseconds', ${originalsRounds.updatedAt}) = ${seen.toISOString()}::timestamptz`,
          ),
        )
        .returning({ id: originalsRounds.id });
      return rows.length === 1;
    },

    /** Open rounds untouched since `cutoff`, oldest first (at most `limit`). */
    async staleOpenRounds(cutoff: Date, limit: number): Promise<RoundRow[]> {
      return db
        .select()
        .from(originalsRounds)
        .where(and(eq(originalsRounds.status, 'open'), lt(originalsRounds.updatedAt, cutoff)))
        .orderBy(originalsRounds.updatedAt)
        .limit(limit);
    },
  };
}

export type RoundsRepo = ReturnType<typeof createRoundsRepo>;
