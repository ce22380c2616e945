import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/executor.ts';
import { draws, drawTickets, originalsSeedPairs, scheduledChains } from '../../../db/schema.ts';

/* The scheduled draws' SQL: draws (draws/runner.ts runs them) and tickets (draws/tickets.ts sells them). */

export type DrawRow = typeof draws.$inferSelect;
export type TicketRow = typeof drawTickets.$inferSelect;
export type DrawPhase = 'selling' | 'drawing' | 'finished' | 'void';
export type TicketStatus = 'pending' | 'open' | 'won' | 'lost' | 'refunded';

/** A draw with its chain's commitment (what the page and the frames show). */
export type DrawWithCommitment = DrawRow & { commitment: string };
/** A ticket with the public half of the seed pair its card was dealt with (bingo). */
export type TicketWithDeal = TicketRow & { serverSeedHash: string | null; clientSeed: string | null };

const withCommitment = { draw: draws, commitment: scheduledChains.commitment };
const joined = (row: { draw: DrawRow; commitment: string }): DrawWithCommitment => ({
  ...row.draw,
  commitment: row.commitment,
});
const inRoom = (game: string, room: string) => and(eq(draws.game, game), eq(draws.room, room));

export const drawsRepo = {
  async insertDraw(executor: DbExecutor, values: typeof draws.$inferInsert): Promise<DrawRow | undefined> {
    const [row] = await executor.insert(draws).values(values).onConflictDoNothing().returning();
    return row;
  },

  /** The room's draws not settled yet, oldest first (the one selling, the one drawing, a finish half done). */
  async unsettled(executor: DbExecutor, game: string, room: string): Promise<DrawWithCommitment[]> {
    const rows = await executor
      .select(withCommitment)
      .from(draws)
      .innerJoin(scheduledChains, eq(scheduledChains.id, draws.chainId))
      .where(and(inRoom(game, room), isNull(draws.settledAt)))
      .orderBy(draws.id);
    return rows.map(joined);
  },

  /** The room's newest draws, newest first. */
  async latest(
    executor: DbExecutor,
    game: string,
    room: string,
    limit: number,
  ): Promise<DrawWithCommitment[]> {
    const rows = await executor
      .select(withCommitment)
      .from(draws)
      .innerJoin(scheduledChains, eq(scheduledChains.id, draws.chainId))
      .where(inRoom(game, room))
      .orderBy(desc(draws.id))
      .limit(limit);
    return rows.map(joined);
  },

  /** The room's last finished (or void) draws, newest first. */
  async history(
    executor: DbExecutor,
    game: string,
    room: string,
    limit: number,
  ): Promise<DrawWithCommitment[]> {
    const rows = await executor
      .select(withCommitment)
      .from(draws)
      .innerJoin(scheduledChains, eq(scheduledChains.id, draws.chainId))
      .where(and(inRoom(game, room), inArray(draws.phase, ['finished', 'void'])))
      .orderBy(desc(draws.id))
      .limit(limit);
    return rows.map(joined);
  },

  /** The draws on sale of a game's rooms. */
  async selling(executor: DbExecutor, game: string): Promise<DrawRow[]> {
    return executor
      .select()
      .from(draws)
      .where(and(eq(draws.game, game), eq(draws.phase, 'selling')));
  },

  /** The room's draw on sale, share-locked so closing its sales waits for tickets being written. */
  async sellingForShare(executor: DbExecutor, game: string, room: string): Promise<DrawRow | undefined> {
    const [row] = await executor
      .select()
      .from(draws)
      .where(and(inRoom(game, room), eq(draws.phase, 'selling')))
      .orderBy(desc(draws.id))
      .limit(1)
      .for('share');
    return row;
  },

  /** Moves a draw on from one of `from`; undefined when it was no longer there (someone else moved it). */
  async moveDraw(
    executor: DbExecutor,
    id: number,
    from: DrawPhase[],
    set: Partial<typeof draws.$inferInsert>,
  ): Promise<DrawRow | undefined> {
    const [row] = await executor
      .update(draws)
      .set(set)
      .where(and(eq(draws.id, id), inArray(draws.phase, from)))
      .returning();
    return row;
  },

  async markSettled(executor: DbExecutor, id: number, at: Date): Promise<void> {
    await executor
      .update(draws)
      .set({ settledAt: at })
      .where(and(eq(draws.id, id), isNull(draws.settledAt)));
  },

  // ── tickets ─────────────────────────────────────────────────────────────────────────────────────

  /** Writes a ticket in the first free slot of the player's `slots`; undefined when all are taken. */
  async insertTicket(
    executor: DbExecutor,
    values: Omit<typeof drawTickets.$inferInsert, 'slot'>,
    slots: number,
  ): Promise<TicketRow | undefined> {
    for (let slot = 1; slot <= slots; slot += 1) {
      const [row] = await executor
        .insert(drawTickets)
        .values({ ...values, slot })
        .onConflictDoNothing()
        .returning();
      if (row) return row;
    }
    return undefined;
  },

  async ticketsOfDraw(executor: DbExecutor, drawId: number, statuses: TicketStatus[]): Promise<TicketRow[]> {
    return executor
      .select()
      .from(drawTickets)
      .where(and(eq(drawTickets.drawId, drawId), inArray(drawTickets.status, statuses)))
      .orderBy(drawTickets.createdAt, drawTickets.id);
  },

  /** The player's confirmed tickets in the given draws, with the seeds their cards were dealt with. */
  async playerTickets(executor: DbExecutor, drawIds: number[], playerId: number): Promise<TicketWithDeal[]> {
    if (drawIds.length === 0) return [];
    const rows = await executor
      .select({
        ticket: drawTickets,
        serverSeedHash: originalsSeedPairs.serverSeedHash,
        clientSeed: originalsSeedPairs.clientSeed,
      })
      .from(drawTickets)
      .leftJoin(originalsSeedPairs, eq(originalsSeedPairs.id, drawTickets.seedPairId))
      .where(
        and(
          inArray(drawTickets.drawId, drawIds),
          eq(drawTickets.playerId, playerId),
          sql`${drawTickets.status} <> 'pending'`,
        ),
      )
      .orderBy(drawTickets.drawId, drawTickets.slot);
    return rows.map((row) => ({
      ...row.ticket,
      serverSeedHash: row.serverSeedHash,
      clientSeed: row.clientSeed,
    }));
  },

  /** Moves a ticket on from one of `from`; undefined when it had moved already. */
  async moveTicket(
    executor: DbExecutor,
    id: string,
    from: TicketStatus[],
    set: Partial<typeof drawTickets.$inferInsert>,
  ): Promise<TicketRow | undefined> {
    const [row] = await executor
      .update(drawTickets)
      .set(set)
      .where(and(eq(drawTickets.id, id), inArray(drawTickets.status, from)))
      .returning();
    return row;
  },

  async deletePendingTicket(executor: DbExecutor, id: string): Promise<void> {
    await executor.delete(drawTickets).where(and(eq(drawTickets.id, id), eq(drawTickets.status, 'pending')));
  },

  /** Decided tickets whose money has not moved yet (the win or refund call is still to make). */
  async unpaidTickets(executor: DbExecutor, drawId: number): Promise<TicketRow[]> {
    return executor
      .select()
      .from(drawTickets)
      .where(
        and(
          eq(drawTickets.drawId, drawId),
          inArray(drawTickets.status, ['won', 'lost', 'refunded']),
          isNull(drawTickets.paidAt),
        ),
      );
  },

  async markPaid(executor: DbExecutor, id: string, at: Date): Promise<void> {
    await executor.update(drawTickets).set({ paidAt: at }).where(eq(drawTickets.id, id));
  },

  /** Tickets of a draw by status: confirmed ones (sold), undecided ones, winners. */
  async countTickets(executor: DbExecutor, drawId: number, statuses: TicketStatus[]): Promise<number> {
    const [row] = await executor
      .select({ count: sql<number>`count(*)::int` })
      .from(drawTickets)
      .where(and(eq(drawTickets.drawId, drawId), inArray(drawTickets.status, statuses)));
    return row?.count ?? 0;
  },
};
