import { and, asc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/executor.ts';
import {
  sportBetLegs,
  sportBets,
  sportMarketCancels,
  sportMarkets,
  sportOutcomes,
} from '../../../db/schema.ts';
import { legOutcome, type BetRow } from '../book-repo.ts';

/*
 * The statements of a placed bet's life (bets/service.ts): the replay look-up, settlement's
 * reconciliation and cash-out. Each takes the executor it runs on, because most run inside a
 * transaction the service (or the feed message) opened: the service decides what is atomic and in
 * which order the locks are taken, these only say how each step is written. The placement's own
 * statements are in placement-repo.ts.
 */

/** What reconciliation and cash-out may change on a bet. */
export type BetChanges = Partial<
  Pick<BetRow, 'status' | 'version' | 'paidMinor' | 'owedMinor' | 'settledAt' | 'wageringCounted'>
>;

/** The bet this player placed under this slip id, with its legs in leg order (undefined: none). */
export async function betByRequestKey(executor: DbExecutor, playerId: number, requestKey: string) {
  const [bet] = await executor
    .select()
    .from(sportBets)
    .where(and(eq(sportBets.playerId, playerId), eq(sportBets.requestKey, requestKey)));
  if (!bet) return undefined;
  const legs = await executor
    .select({ marketId: sportBetLegs.marketId, outcomeId: sportBetLegs.outcomeId, odds: sportBetLegs.odds })
    .from(sportBetLegs)
    .where(eq(sportBetLegs.betId, bet.id))
    .orderBy(asc(sportBetLegs.legNo));
  return { bet, legs };
}

/**
 * Locks a bet FOR UPDATE and reads it; with `playerId`, only if it is that player's. Taken before its
 * markets are locked (lockLegMarkets), as every path that locks both does.
 */
export async function lockBet(tx: DbExecutor, betId: number, playerId?: number) {
  const [bet] = await tx
    .select()
    .from(sportBets)
    .where(
      playerId === undefined
        ? eq(sportBets.id, betId)
        : and(eq(sportBets.id, betId), eq(sportBets.playerId, playerId)),
    )
    .for('update');
  return bet;
}

/**
 * Each leg of a bet in leg order, with what settlement and cash-out both read of it: the odds it was
 * taken at, its market (status, event) and its outcome now (result, void and dead-heat factors, odds,
 * whether offered; null when the feed no longer lists the outcome). One read serves both, so a
 * cash-out values the same legs it settles.
 */
export async function betLegsNow(executor: DbExecutor, betId: number) {
  return executor
    .select({
      marketId: sportBetLegs.marketId,
      odds: sportBetLegs.odds,
      eventId: sportMarkets.eventId,
      status: sportMarkets.status,
      result: sportOutcomes.result,
      voidFactor: sportOutcomes.voidFactor,
      deadHeatFactor: sportOutcomes.deadHeatFactor,
      oddsNow: sportOutcomes.odds,
      active: sportOutcomes.active,
    })
    .from(sportBetLegs)
    .innerJoin(sportMarkets, eq(sportMarkets.id, sportBetLegs.marketId))
    .leftJoin(sportOutcomes, legOutcome)
    .where(eq(sportBetLegs.betId, betId))
    .orderBy(asc(sportBetLegs.legNo));
}

/** Which of these markets a bet_cancel covering `placedAt` voids for a bet placed then. */
export async function cancelledMarketIds(
  executor: DbExecutor,
  marketIds: readonly number[],
  placedAt: Date,
): Promise<Set<number>> {
  const cancelled = await executor
    .selectDistinct({ marketId: sportMarketCancels.marketId })
    .from(sportMarketCancels)
    .where(
      and(
        inArray(sportMarketCancels.marketId, [...marketIds]),
        or(isNull(sportMarketCancels.fromTime), lte(sportMarketCancels.fromTime, placedAt)),
        or(isNull(sportMarketCancels.toTime), gte(sportMarketCancels.toTime, placedAt)),
      ),
    );
  return new Set(cancelled.map((row) => row.marketId));
}

/**
 * Locks a bet's markets FOR SHARE in id order, as placement locks a slip's (lockLegs): a bet stop's
 * update waits for the caller's transaction, or the caller for the bet stop. Answers the legs' events.
 */
export async function lockLegMarkets(tx: DbExecutor, betId: number): Promise<number[]> {
  const markets = await tx
    .select({ id: sportBetLegs.marketId, eventId: sportBetLegs.eventId })
    .from(sportBetLegs)
    .where(eq(sportBetLegs.betId, betId));
  await tx
    .select({ id: sportMarkets.id })
    .from(sportMarkets)
    .where(
      inArray(
        sportMarkets.id,
        markets.map((m) => m.id),
      ),
    )
    .orderBy(asc(sportMarkets.id))
    .for('share');
  return [...new Set(markets.map((m) => m.eventId))];
}

/** The events of these markets (the trading room's `bets` frame names them). */
export async function eventIdsOfMarkets(
  executor: DbExecutor,
  marketIds: readonly number[],
): Promise<number[]> {
  const rows = await executor
    .selectDistinct({ eventId: sportMarkets.eventId })
    .from(sportMarkets)
    .where(inArray(sportMarkets.id, [...marketIds]));
  return rows.map((row) => row.eventId);
}

/** The bets with a leg on any of these markets, in id order (the order reconciliation locks them in). */
export async function betIdsOnMarkets(tx: DbExecutor, marketIds: readonly number[]): Promise<number[]> {
  const bets = await tx
    .selectDistinct({ id: sportBetLegs.betId })
    .from(sportBetLegs)
    .where(inArray(sportBetLegs.marketId, [...marketIds]))
    .orderBy(asc(sportBetLegs.betId));
  return bets.map((bet) => bet.id);
}

/** Those of these bets that are the player's and open. */
export async function openBetsOf(executor: DbExecutor, playerId: number, betIds: readonly number[]) {
  return executor
    .select()
    .from(sportBets)
    .where(
      and(eq(sportBets.playerId, playerId), inArray(sportBets.id, [...betIds]), eq(sportBets.status, 'open')),
    );
}

export async function updateBet(tx: DbExecutor, betId: number, changes: BetChanges): Promise<void> {
  await tx.update(sportBets).set(changes).where(eq(sportBets.id, betId));
}
