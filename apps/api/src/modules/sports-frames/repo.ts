import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { players, sportsFrameBets, sportsFrameTokens, sportsFrameTransactions } from '../../db/schema.ts';

/* SQL of the sportsbook frames: tokens, the providers' bets and their transactions (db/sports-frames-schema.ts). */

export type FrameBetRow = typeof sportsFrameBets.$inferSelect;
export type FrameTxRow = typeof sportsFrameTransactions.$inferSelect;
type NewBet = typeof sportsFrameBets.$inferInsert;
type NewTx = typeof sportsFrameTransactions.$inferInsert;

export function createFramesRepo(db: Database) {
  return {
    transaction: <T>(work: (tx: DbExecutor) => Promise<T>) => db.transaction(work),

    async insertToken(
      row: { provider: string; tokenHash: string; sessionId: number; playerId: number; createdAt: Date },
      executor: DbExecutor = db,
    ): Promise<void> {
      await executor.insert(sportsFrameTokens).values(row);
    },

    /** The session and player a token belongs to (whether the session still lives is the caller's question). */
    async token(provider: string, tokenHash: string) {
      const [row] = await db
        .select({
          sessionId: sportsFrameTokens.sessionId,
          playerId: sportsFrameTokens.playerId,
          currencyId: players.currencyId,
        })
        .from(sportsFrameTokens)
        .innerJoin(players, eq(players.id, sportsFrameTokens.playerId))
        .where(and(eq(sportsFrameTokens.provider, provider), eq(sportsFrameTokens.tokenHash, tokenHash)));
      return row;
    },

    /** Inserts the bet unless its id is taken; undefined when it was. */
    async insertBet(tx: DbExecutor, row: NewBet): Promise<number | undefined> {
      const [inserted] = await tx
        .insert(sportsFrameBets)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: sportsFrameBets.id });
      return inserted?.id;
    },

    async lockBet(tx: DbExecutor, provider: string, providerBet: string): Promise<FrameBetRow | undefined> {
      const [row] = await tx
        .select()
        .from(sportsFrameBets)
        .where(and(eq(sportsFrameBets.provider, provider), eq(sportsFrameBets.providerBet, providerBet)))
        .for('update');
      return row;
    },

    async updateBet(
      tx: DbExecutor,
      id: number,
      set: Pick<FrameBetRow, 'status' | 'updatedAt'> & { payoutMinor?: bigint },
    ): Promise<void> {
      await tx.update(sportsFrameBets).set(set).where(eq(sportsFrameBets.id, id));
    },

    async transactionByProviderTx(
      tx: DbExecutor,
      provider: string,
      providerTx: string,
    ): Promise<FrameTxRow | undefined> {
      const [row] = await tx
        .select()
        .from(sportsFrameTransactions)
        .where(
          and(
            eq(sportsFrameTransactions.provider, provider),
            eq(sportsFrameTransactions.providerTx, providerTx),
          ),
        );
      return row;
    },

    /** Inserts the transaction unless its id is taken; undefined when it was. */
    async insertTransaction(tx: DbExecutor, row: NewTx): Promise<number | undefined> {
      const [inserted] = await tx
        .insert(sportsFrameTransactions)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: sportsFrameTransactions.id });
      return inserted?.id;
    },

    async betById(tx: DbExecutor, id: number): Promise<FrameBetRow | undefined> {
      const [row] = await tx.select().from(sportsFrameBets).where(eq(sportsFrameBets.id, id));
      return row;
    },

    async player(id: number, executor: DbExecutor = db) {
      const [row] = await executor
        .select({ id: players.id, currencyId: players.currencyId })
        .from(players)
        .where(eq(players.id, id));
      return row;
    },
  };
}

export type FramesRepo = ReturnType<typeof createFramesRepo>;
