import { MAIN_MARKET_KEYS } from '@lale/contracts';
import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import {
  currencies,
  sportBetLegs,
  sportBets,
  sportCategories,
  sportEvents,
  sportMarkets,
  sportOutcomes,
  sportSports,
  sportTournaments,
} from '../../db/schema.ts';
import { EventStatus, MarketStatus } from './feed/messages.ts';
import { heldMarketIds } from './holds-repo.ts';

/*
 * SQL of what the sportsbook pages read (book-read.ts): events with their markets and outcomes, and a
 * player's bets with their legs. Bets show their currency's code: `currencies` is reference data every
 * module reads (ARCHITECTURE.md "Repos and table ownership"), joined here rather than read per bet.
 */

const SHOWN = [MarketStatus.Active, MarketStatus.Suspended];

const eventColumns = {
  id: sportEvents.id,
  sportId: sportSports.id,
  sport: sportSports.name,
  category: sportCategories.name,
  tournament: sportTournaments.name,
  home: sportEvents.home,
  away: sportEvents.away,
  startTime: sportEvents.startTime,
  status: sportEvents.status,
  homeScore: sportEvents.homeScore,
  awayScore: sportEvents.awayScore,
  matchTime: sportEvents.matchTime,
};

export type BetRow = typeof sportBets.$inferSelect;

/** A leg's chosen outcome, to left-join: null columns when the feed no longer lists it. */
export const legOutcome = and(
  eq(sportOutcomes.marketId, sportBetLegs.marketId),
  eq(sportOutcomes.outcomeId, sportBetLegs.outcomeId),
);

/** The legs of these bets as my bets and the operator's bet search show them, in bet and leg order. */
export async function betLegs(db: Database, betIds: readonly number[]) {
  if (betIds.length === 0) return [];
  const rows = await db
    .select({
      betId: sportBetLegs.betId,
      eventId: sportBetLegs.eventId,
      home: sportEvents.home,
      away: sportEvents.away,
      marketId: sportBetLegs.marketId,
      marketKey: sportMarkets.marketKey,
      specifiers: sportMarkets.specifiers,
      outcomeId: sportBetLegs.outcomeId,
      odds: sportBetLegs.odds,
      marketStatus: sportMarkets.status,
      result: sportOutcomes.result,
      voidFactor: sportOutcomes.voidFactor,
    })
    .from(sportBetLegs)
    .innerJoin(sportEvents, eq(sportEvents.id, sportBetLegs.eventId))
    .innerJoin(sportMarkets, eq(sportMarkets.id, sportBetLegs.marketId))
    .leftJoin(sportOutcomes, legOutcome)
    .where(inArray(sportBetLegs.betId, [...betIds]))
    .orderBy(asc(sportBetLegs.betId), asc(sportBetLegs.legNo));
  return rows;
}

export function createBookRepo(db: Database) {
  const joined = () =>
    db
      .select(eventColumns)
      .from(sportEvents)
      .innerJoin(sportTournaments, eq(sportTournaments.id, sportEvents.tournamentId))
      .innerJoin(sportCategories, eq(sportCategories.id, sportTournaments.categoryId))
      .innerJoin(sportSports, eq(sportSports.id, sportCategories.sportId));

  return {
    /** The shown markets (active, suspended) of these events, their outcomes, and which are held. */
    async shownMarkets(eventIds: number[], onlyMain: boolean) {
      const markets = await db
        .select()
        .from(sportMarkets)
        .where(
          and(
            inArray(sportMarkets.eventId, eventIds),
            inArray(sportMarkets.status, SHOWN),
            onlyMain ? inArray(sportMarkets.marketKey, [...MAIN_MARKET_KEYS]) : undefined,
          ),
        )
        .orderBy(asc(sportMarkets.id));
      const outcomes =
        markets.length === 0
          ? []
          : await db
              .select()
              .from(sportOutcomes)
              .where(
                inArray(
                  sportOutcomes.marketId,
                  markets.map((m) => m.id),
                ),
              );
      const held = await heldMarketIds(db, markets);
      return { markets, outcomes, held };
    },

    /** Markets shown per event (what the event page lists). */
    async marketCounts(eventIds: number[]): Promise<Map<number, number>> {
      if (eventIds.length === 0) return new Map();
      const rows = await db
        .select({ eventId: sportMarkets.eventId, n: count() })
        .from(sportMarkets)
        .where(and(inArray(sportMarkets.eventId, eventIds), inArray(sportMarkets.status, SHOWN)))
        .groupBy(sportMarkets.eventId);
      return new Map(rows.map((r) => [r.eventId, r.n]));
    },

    /** Not-started or live events (of one sport), by start time. */
    async events(filter: { live: boolean; sportId?: number; skip: number; take: number }) {
      return joined()
        .where(
          and(
            eq(sportEvents.status, filter.live ? EventStatus.Live : EventStatus.NotStarted),
            filter.sportId === undefined ? undefined : eq(sportSports.id, filter.sportId),
          ),
        )
        .orderBy(asc(sportEvents.startTime), asc(sportEvents.id))
        .offset(filter.skip)
        .limit(filter.take);
    },

    async event(eventId: number) {
      const [row] = await joined().where(eq(sportEvents.id, eventId));
      return row;
    },

    /** A page of the player's bets (newest first) with their currency, and how many there are. */
    async playerBets(
      playerId: number,
      filter: { open?: boolean; skip: number; take: number; betId?: number },
    ) {
      const where = and(
        eq(sportBets.playerId, playerId),
        filter.betId === undefined ? undefined : eq(sportBets.id, filter.betId),
        filter.open === undefined
          ? undefined
          : filter.open
            ? eq(sportBets.status, 'open')
            : ne(sportBets.status, 'open'),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ bet: sportBets, currency: currencies.code, minorUnits: currencies.minorUnits })
          .from(sportBets)
          .innerJoin(currencies, eq(currencies.id, sportBets.currencyId))
          .where(where)
          .orderBy(desc(sportBets.placedAt), desc(sportBets.id))
          .offset(filter.skip)
          .limit(filter.take),
        db.select({ n: count() }).from(sportBets).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** The sport of each of these events (live odds route a change by sport). */
    async eventSports(eventIds: number[]): Promise<{ id: number; sportId: number }[]> {
      return db
        .select({ id: sportEvents.id, sportId: sportCategories.sportId })
        .from(sportEvents)
        .innerJoin(sportTournaments, eq(sportTournaments.id, sportEvents.tournamentId))
        .innerJoin(sportCategories, eq(sportCategories.id, sportTournaments.categoryId))
        .where(inArray(sportEvents.id, eventIds));
    },

    betLegs: (betIds: readonly number[]) => betLegs(db, betIds),
  };
}

export type BookRepo = ReturnType<typeof createBookRepo>;
/** An event row as the pages' header needs it. */
export type BookEventRow = NonNullable<Awaited<ReturnType<BookRepo['event']>>>;
