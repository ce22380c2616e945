import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/connection.ts';
import type { DbExecutor } from '../../../db/executor.ts';
import {
  staff,
  sportBetLegs,
  sportBets,
  sportHolds,
  sportMarkets,
  sportOperatorActions,
  sportOutcomes,
  type OperatorActionDetail,
} from '../../../db/schema.ts';

/*
 * SQL of the operator's hand on the book (service.ts): holds, the audit of actions, and what a manual
 * settlement compares (outcomes, bet versions). Writes run in the transaction the feed processor's
 * `operate` opened (`tx`). The audit row carries the staff member's username, read from `staff` (owned by
 * the staff module) in the same transaction: a listed cross-module read (ARCHITECTURE.md "Repos and table ownership").
 */

export type ActionRow = typeof sportOperatorActions.$inferSelect;
export type OperatorMarketRow = typeof sportMarkets.$inferSelect;

export function createOperatorRepo(db: Database) {
  return {
    async operatorName(tx: DbExecutor, operatorId: number): Promise<string | undefined> {
      const [operator] = await tx
        .select({ username: staff.username })
        .from(staff)
        .where(eq(staff.id, operatorId));
      return operator?.username;
    },

    async insertAction(
      tx: DbExecutor,
      values: {
        action: ActionRow['action'];
        eventId: number;
        marketId: number | null;
        operatorId: number;
        operatorName: string;
        reason: string;
        detail: OperatorActionDetail | null;
        createdAt: Date;
      },
    ): Promise<ActionRow> {
      const [row] = await tx.insert(sportOperatorActions).values(values).returning();
      return row!;
    },

    /** The ids of one market or all the event's markets, locked FOR NO KEY UPDATE when `lock`. */
    async coveredMarkets(
      tx: DbExecutor,
      eventId: number,
      marketId: number | null,
      lock: boolean,
    ): Promise<number[]> {
      const query = tx
        .select({ id: sportMarkets.id })
        .from(sportMarkets)
        .where(marketId !== null ? eq(sportMarkets.id, marketId) : eq(sportMarkets.eventId, eventId))
        .orderBy(asc(sportMarkets.id));
      const rows = lock ? await query.for('no key update') : await query;
      return rows.map((row) => row.id);
    },

    /** A market's outcomes by id (with their stored results). */
    async outcomes(tx: DbExecutor, marketId: number) {
      return tx
        .select()
        .from(sportOutcomes)
        .where(eq(sportOutcomes.marketId, marketId))
        .orderBy(asc(sportOutcomes.outcomeId));
    },

    /** Each bet on the market with its money version. */
    async betVersions(tx: DbExecutor, marketId: number): Promise<Map<number, number>> {
      const rows = await tx
        .select({ id: sportBets.id, version: sportBets.version })
        .from(sportBets)
        .where(
          inArray(
            sportBets.id,
            tx
              .select({ id: sportBetLegs.betId })
              .from(sportBetLegs)
              .where(eq(sportBetLegs.marketId, marketId)),
          ),
        );
      return new Map(rows.map((row) => [row.id, row.version]));
    },

    /** Puts a hold; false when the same hold is already there. */
    async putHold(
      tx: DbExecutor,
      hold: { eventId: number; marketId: number | null; heldBy: number; reason: string; heldAt: Date },
    ): Promise<boolean> {
      const [row] = await tx
        .insert(sportHolds)
        .values(hold)
        .onConflictDoNothing()
        .returning({ id: sportHolds.id });
      return row !== undefined;
    },

    /** Lifts the hold on the event (`marketId` null) or the market; false when there was none. */
    async liftHold(tx: DbExecutor, eventId: number, marketId: number | null): Promise<boolean> {
      const lifted = await tx
        .delete(sportHolds)
        .where(
          and(
            eq(sportHolds.eventId, eventId),
            marketId !== null ? eq(sportHolds.marketId, marketId) : isNull(sportHolds.marketId),
          ),
        )
        .returning({ id: sportHolds.id });
      return lifted.length > 0;
    },

    /** A page of the audit, newest first (of one event), with each action's market, and the count. */
    async actions(filter: { eventId?: number | undefined; skip: number; take: number }) {
      const where =
        filter.eventId === undefined ? undefined : eq(sportOperatorActions.eventId, filter.eventId);
      const [rows, [total]] = await Promise.all([
        db
          .select({ action: sportOperatorActions, market: sportMarkets })
          .from(sportOperatorActions)
          .leftJoin(sportMarkets, eq(sportMarkets.id, sportOperatorActions.marketId))
          .where(where)
          .orderBy(desc(sportOperatorActions.id))
          .offset(filter.skip)
          .limit(filter.take),
        db.select({ n: count() }).from(sportOperatorActions).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type OperatorRepo = ReturnType<typeof createOperatorRepo>;
