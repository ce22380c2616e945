import { and, desc, eq, inArray, isNull, lte, min, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/executor.ts';
import { crashBets, crashRounds, players, scheduledChains } from '../../../db/schema.ts';

/* The crash game's SQL: rounds and bets (crash/rounds.ts runs rounds, crash/bets.ts takes bets). */

export type CrashRoundRow = typeof crashRounds.$inferSelect;
export type CrashBetRow = typeof crashBets.$inferSelect;
export type Phase = 'betting' | 'flying' | 'crashed' | 'void';
export type BetStatus = 'pending' | 'open' | 'won' | 'lost' | 'refunded';

/** A round with its chain's commitment (what the page and the frames show). */
export type RoundWithCommitment = CrashRoundRow & { commitment: string };

const withCommitment = { round: crashRounds, commitment: scheduledChains.commitment };

export const crashRepo = {
  /** The newest round (the one in play, or the last one played). */
  async latestRound(executor: DbExecutor): Promise<RoundWithCommitment | undefined> {
    const [row] = await executor
      .select(withCommitment)
      .from(crashRounds)
      .innerJoin(scheduledChains, eq(scheduledChains.id, crashRounds.chainId))
      .orderBy(desc(crashRounds.id))
      .limit(1);
    return row && { ...row.round, commitment: row.commitment };
  },

  /**
   * The player's username, masked for the public bet list. Reads `players` (owned by auth): a listed
   * cross-module read (ARCHITECTURE.md "Repos and table ownership").
   */
  async username(executor: DbExecutor, playerId: number): Promise<string | undefined> {
    const [row] = await executor
      .select({ username: players.username })
      .from(players)
      .where(eq(players.id, playerId));
    return row?.username;
  },

  async unsettledRounds(executor: DbExecutor): Promise<CrashRoundRow[]> {
    return executor.select().from(crashRounds).where(isNull(crashRounds.settledAt)).orderBy(crashRounds.id);
  },

  /** The last finished rounds, newest first. */
  async history(executor: DbExecutor, limit: number): Promise<RoundWithCommitment[]> {
    const rows = await executor
      .select(withCommitment)
      .from(crashRounds)
      .innerJoin(scheduledChains, eq(scheduledChains.id, crashRounds.chainId))
      .where(inArray(crashRounds.phase, ['crashed', 'void']))
      .orderBy(desc(crashRounds.id))
      .limit(limit);
    return rows.map((row) => ({ ...row.round, commitment: row.commitment }));
  },

  async insertRound(executor: DbExecutor, values: typeof crashRounds.$inferInsert): Promise<CrashRoundRow> {
    const [row] = await executor.insert(crashRounds).values(values).returning();
    return row!;
  },

  /** Moves a round on from one of `from`; undefined when it was no longer there (someone else moved it). */
  async moveRound(
    executor: DbExecutor,
    id: number,
    from: Phase[],
    set: Partial<typeof crashRounds.$inferInsert>,
  ): Promise<CrashRoundRow | undefined> {
    const [row] = await executor
      .update(crashRounds)
      .set(set)
      .where(and(eq(crashRounds.id, id), inArray(crashRounds.phase, from)))
      .returning();
    return row;
  },

  async markSettled(executor: DbExecutor, id: number, at: Date): Promise<void> {
    await executor
      .update(crashRounds)
      .set({ settledAt: at })
      .where(and(eq(crashRounds.id, id), isNull(crashRounds.settledAt)));
  },

  /** The round bets are taken for, share-locked so take-off waits for bets being written. */
  async bettingRoundForShare(executor: DbExecutor): Promise<CrashRoundRow | undefined> {
    const [row] = await executor
      .select()
      .from(crashRounds)
      .where(eq(crashRounds.phase, 'betting'))
      .orderBy(desc(crashRounds.id))
      .limit(1)
      .for('share');
    return row;
  },

  async roundById(executor: DbExecutor, id: number): Promise<CrashRoundRow | undefined> {
    const [row] = await executor.select().from(crashRounds).where(eq(crashRounds.id, id));
    return row;
  },

  // ── bets ──────────────────────────────────────────────────────────────────────────────────────────

  /** Writes a bet in the first free panel of the player's two; undefined when both are taken. */
  async insertBet(
    executor: DbExecutor,
    values: Omit<typeof crashBets.$inferInsert, 'panel'>,
    panels: number,
  ): Promise<CrashBetRow | undefined> {
    for (let panel = 1; panel <= panels; panel += 1) {
      const [row] = await executor
        .insert(crashBets)
        .values({ ...values, panel })
        .onConflictDoNothing()
        .returning();
      if (row) return row;
    }
    return undefined;
  },

  async betsOfRound(executor: DbExecutor, roundId: number, statuses: BetStatus[]): Promise<CrashBetRow[]> {
    return executor
      .select()
      .from(crashBets)
      .where(and(eq(crashBets.roundId, roundId), inArray(crashBets.status, statuses)))
      .orderBy(crashBets.createdAt, crashBets.id);
  },

  /** The round's bets others see (every one confirmed), the largest stakes first. */
  async publicBets(executor: DbExecutor, roundId: number, limit: number): Promise<CrashBetRow[]> {
    return executor
      .select()
      .from(crashBets)
      .where(and(eq(crashBets.roundId, roundId), ne(crashBets.status, 'pending')))
      .orderBy(desc(crashBets.stakeMinor), crashBets.createdAt)
      .limit(limit);
  },

  async playerBets(executor: DbExecutor, roundId: number, playerId: number): Promise<CrashBetRow[]> {
    return executor
      .select()
      .from(crashBets)
      .where(
        and(
          eq(crashBets.roundId, roundId),
          eq(crashBets.playerId, playerId),
          ne(crashBets.status, 'pending'),
        ),
      )
      .orderBy(crashBets.panel);
  },

  async lockBet(executor: DbExecutor, id: string): Promise<CrashBetRow | undefined> {
    const [row] = await executor.select().from(crashBets).where(eq(crashBets.id, id)).for('update');
    return row;
  },

  /** Moves a bet on from one of `from`; undefined when it had moved already. */
  async moveBet(
    executor: DbExecutor,
    id: string,
    from: BetStatus[],
    set: Partial<typeof crashBets.$inferInsert>,
  ): Promise<CrashBetRow | undefined> {
    const [row] = await executor
      .update(crashBets)
      .set(set)
      .where(and(eq(crashBets.id, id), inArray(crashBets.status, from)))
      .returning();
    return row;
  },

  async deletePendingBet(executor: DbExecutor, id: string): Promise<void> {
    await executor.delete(crashBets).where(and(eq(crashBets.id, id), eq(crashBets.status, 'pending')));
  },

  /** Every open bet of the round loses (the round crashed and their targets, if any, were above it). */
  async loseOpenBets(executor: DbExecutor, roundId: number, at: Date): Promise<void> {
    await executor
      .update(crashBets)
      .set({ status: 'lost', winMinor: 0n, settledAt: at })
      .where(and(eq(crashBets.roundId, roundId), eq(crashBets.status, 'open')));
  },

  /** Decided bets whose money has not moved yet (the win or refund call is still to make). */
  async unpaidBets(executor: DbExecutor, roundId: number): Promise<CrashBetRow[]> {
    return executor
      .select()
      .from(crashBets)
      .where(
        and(
          eq(crashBets.roundId, roundId),
          inArray(crashBets.status, ['won', 'lost', 'refunded']),
          isNull(crashBets.paidAt),
        ),
      );
  },

  async markPaid(executor: DbExecutor, id: string, at: Date): Promise<void> {
    await executor.update(crashBets).set({ paidAt: at }).where(eq(crashBets.id, id));
  },

  /** Open bets whose auto cash-out is at most `upTo`: reached now. */
  async reachedTargets(executor: DbExecutor, roundId: number, upTo: number): Promise<CrashBetRow[]> {
    return executor
      .select()
      .from(crashBets)
      .where(
        and(eq(crashBets.roundId, roundId), eq(crashBets.status, 'open'), lte(crashBets.autoCashOut, upTo)),
      )
      .orderBy(crashBets.autoCashOut);
  },

  /** The lowest auto cash-out target still open at or below `upTo` (the next one the flight reaches). */
  async nextTarget(executor: DbExecutor, roundId: number, upTo: number): Promise<number | null> {
    const [row] = await executor
      .select({ target: min(crashBets.autoCashOut) })
      .from(crashBets)
      .where(
        and(eq(crashBets.roundId, roundId), eq(crashBets.status, 'open'), lte(crashBets.autoCashOut, upTo)),
      );
    return row?.target ?? null;
  },

  /** How many bets of the round are not decided yet (a round is settled when none is and all are paid). */
  async undecidedCount(executor: DbExecutor, roundId: number): Promise<number> {
    const [row] = await executor
      .select({ count: sql<number>`count(*)::int` })
      .from(crashBets)
      .where(and(eq(crashBets.roundId, roundId), inArray(crashBets.status, ['pending', 'open'])));
    return row?.count ?? 0;
  },
};
