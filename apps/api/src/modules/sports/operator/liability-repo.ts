import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/connection.ts';
import {
  currencies,
  sportBetLegs,
  sportBets,
  sportEvents,
  sportMarkets,
  sportOutcomes,
} from '../../../db/schema.ts';
import { MarketStatus } from '../feed/messages.ts';

/* SQL of the book's open exposure (liability.ts): open bets' unsettled legs, summed per outcome. */

export function createLiabilityRepo(db: Database) {
  return {
    /** Per event, market, outcome, currency and single-or-not: open bets, their stake and payout. */
    async openExposure(filter: { eventId?: number | undefined }) {
      return db
        .select({
          eventId: sportBetLegs.eventId,
          marketId: sportBetLegs.marketId,
          outcomeId: sportBetLegs.outcomeId,
          currencyId: sportBets.currencyId,
          single: sql<boolean>`${sportBets.kind} = 'single'`,
          bets: sql<number>`count(*)::int`,
          stake: sql<string>`sum(${sportBets.stakeMinor})::text`,
          potentialPayout: sql<string>`sum(${sportBets.potentialPayoutMinor})::text`,
        })
        .from(sportBetLegs)
        .innerJoin(sportBets, eq(sportBets.id, sportBetLegs.betId))
        .innerJoin(sportMarkets, eq(sportMarkets.id, sportBetLegs.marketId))
        .where(
          and(
            eq(sportBets.status, 'open'),
            notInArray(sportMarkets.status, [MarketStatus.Settled, MarketStatus.Cancelled]),
            filter.eventId === undefined ? undefined : eq(sportBetLegs.eventId, filter.eventId),
          ),
        )
        .groupBy(
          sportBetLegs.eventId,
          sportBetLegs.marketId,
          sportBetLegs.outcomeId,
          sportBets.currencyId,
          sql`${sportBets.kind} = 'single'`,
        );
    },

    /** The events, markets, their outcomes and the currencies (reference data) the lines name. */
    async details(eventIds: number[], marketIds: number[]) {
      const [events, markets, outcomes, currencyRows] = await Promise.all([
        db.select().from(sportEvents).where(inArray(sportEvents.id, eventIds)),
        db.select().from(sportMarkets).where(inArray(sportMarkets.id, marketIds)),
        db.select().from(sportOutcomes).where(inArray(sportOutcomes.marketId, marketIds)),
        db.select().from(currencies),
      ]);
      return { events, markets, outcomes, currencyRows };
    },
  };
}

export type LiabilityRepo = ReturnType<typeof createLiabilityRepo>;
