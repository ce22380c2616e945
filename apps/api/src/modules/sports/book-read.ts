import type { Bet, Locale, SportsEvent } from '@lale/contracts';
import { minorToDecimal } from '@lale/contracts';
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
import { pick } from '../../platform/localized.ts';
import { EventStatus, MarketStatus } from './feed/messages.ts';

/*
 * What the sportsbook pages read (issue #13): events with their markets as the book holds them, and a
 * player's bets with their legs. Only markets a player may see are shown: active and suspended ones.
 */

/** The lobby's main market of each sport (football 1x2, basketball moneyline, tennis match winner). */
const MAIN_MARKETS = ['1x2', 'moneyline', 'match_winner'];
const SHOWN = [MarketStatus.Active, MarketStatus.Suspended];

export function createBookReader(db: Database) {
  async function marketsOf(eventIds: number[], onlyMain: boolean) {
    if (eventIds.length === 0) return new Map<number, SportsEvent['markets']>();
    const markets = await db
      .select()
      .from(sportMarkets)
      .where(
        and(
          inArray(sportMarkets.eventId, eventIds),
          inArray(sportMarkets.status, SHOWN),
          onlyMain ? inArray(sportMarkets.marketKey, MAIN_MARKETS) : undefined,
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
    const byEvent = new Map<number, SportsEvent['markets']>();
    for (const market of markets) {
      const list = byEvent.get(market.eventId) ?? [];
      list.push({
        id: market.id,
        key: market.marketKey,
        specifiers: market.specifiers,
        status: market.status,
        outcomes: outcomes
          .filter((o) => o.marketId === market.id)
          .map((o) => ({ id: o.outcomeId, odds: o.odds, active: o.active })),
      });
      byEvent.set(market.eventId, list);
    }
    return byEvent;
  }

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
  const joined = () =>
    db
      .select(eventColumns)
      .from(sportEvents)
      .innerJoin(sportTournaments, eq(sportTournaments.id, sportEvents.tournamentId))
      .innerJoin(sportCategories, eq(sportCategories.id, sportTournaments.categoryId))
      .innerJoin(sportSports, eq(sportSports.id, sportCategories.sportId));

  type EventRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];
  const toEvent = (row: EventRow, locale: Locale, markets: SportsEvent['markets']): SportsEvent => ({
    ...row,
    sport: pick(row.sport, locale),
    category: pick(row.category, locale),
    tournament: pick(row.tournament, locale),
    startTime: row.startTime.toISOString(),
    markets,
  });

  return {
    async events(
      filter: { live: boolean; sportId?: number; skip: number; take: number },
      locale: Locale,
    ): Promise<SportsEvent[]> {
      const rows = await joined()
        .where(
          and(
            eq(sportEvents.status, filter.live ? EventStatus.Live : EventStatus.NotStarted),
            filter.sportId === undefined ? undefined : eq(sportSports.id, filter.sportId),
          ),
        )
        .orderBy(asc(sportEvents.startTime), asc(sportEvents.id))
        .offset(filter.skip)
        .limit(filter.take);
      const markets = await marketsOf(
        rows.map((r) => r.id),
        true,
      );
      return rows.map((row) => toEvent(row, locale, markets.get(row.id) ?? []));
    },

    async event(eventId: number, locale: Locale): Promise<SportsEvent | undefined> {
      const [row] = await joined().where(eq(sportEvents.id, eventId));
      if (!row) return undefined;
      const markets = await marketsOf([row.id], false);
      return toEvent(row, locale, markets.get(row.id) ?? []);
    },

    async bets(
      playerId: number,
      filter: { open?: boolean; skip: number; take: number; betId?: number },
      /** Cash-out offers of open bets (the bet service prices them), by bet id. */
      offersOf?: (betIds: number[]) => Promise<Map<number, bigint>>,
    ): Promise<{ items: Bet[]; total: number }> {
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
      const legs =
        rows.length === 0
          ? []
          : await db
              .select({
                betId: sportBetLegs.betId,
                eventId: sportBetLegs.eventId,
                home: sportEvents.home,
                away: sportEvents.away,
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
              .leftJoin(
                sportOutcomes,
                and(
                  eq(sportOutcomes.marketId, sportBetLegs.marketId),
                  eq(sportOutcomes.outcomeId, sportBetLegs.outcomeId),
                ),
              )
              .where(
                inArray(
                  sportBetLegs.betId,
                  rows.map((r) => r.bet.id),
                ),
              )
              .orderBy(asc(sportBetLegs.betId), asc(sportBetLegs.legNo));
      const offers = offersOf
        ? await offersOf(rows.filter((r) => r.bet.status === 'open').map((r) => r.bet.id))
        : new Map<number, bigint>();
      return {
        total: total?.n ?? 0,
        items: rows.map(({ bet, currency, minorUnits }) =>
          betView(
            bet,
            { code: currency, minorUnits },
            legs.filter((leg) => leg.betId === bet.id),
            offers.get(bet.id) ?? null,
          ),
        ),
      };
    },
  };
}

/** What a bet view needs of a leg: what was picked, and its market's state now. */
export type BetLegView = Omit<Bet['legs'][number], 'result'> & {
  marketStatus: number;
  result: number | null;
  voidFactor: string | null;
};

/** A bet as the site shows it (my bets, and the answer to its placement); `cashOutMinor` null: none offered. */
export function betView(
  bet: Pick<
    typeof sportBets.$inferSelect,
    | 'id'
    | 'kind'
    | 'systemSize'
    | 'status'
    | 'stakeMinor'
    | 'potentialPayoutMinor'
    | 'paidMinor'
    | 'placedAt'
    | 'settledAt'
  >,
  currency: { code: string; minorUnits: number },
  legs: readonly BetLegView[],
  cashOutMinor: bigint | null,
): Bet {
  const money = (minor: bigint) => minorToDecimal(minor, currency.minorUnits);
  return {
    id: bet.id,
    kind: bet.kind as Bet['kind'],
    systemSize: bet.systemSize,
    status: bet.status as Bet['status'],
    stake: money(bet.stakeMinor),
    potentialPayout: money(bet.potentialPayoutMinor),
    payout: money(bet.paidMinor),
    cashOut: cashOutMinor === null ? null : money(cashOutMinor),
    currency: currency.code,
    placedAt: bet.placedAt.toISOString(),
    settledAt: bet.settledAt?.toISOString() ?? null,
    legs: legs.map((leg) => ({
      eventId: leg.eventId,
      home: leg.home,
      away: leg.away,
      marketKey: leg.marketKey,
      specifiers: leg.specifiers,
      outcomeId: leg.outcomeId,
      odds: leg.odds,
      result: legResultOf(leg),
    })),
  };
}

function legResultOf(leg: { marketStatus: number; result: number | null; voidFactor: string | null }) {
  if (leg.marketStatus === MarketStatus.Cancelled) return 'void' as const;
  if (leg.marketStatus !== MarketStatus.Settled || leg.result === null) return 'open' as const;
  if (leg.voidFactor === '1.000') return 'void' as const;
  return leg.result === 1 ? ('won' as const) : ('lost' as const);
}

export type BookReader = ReturnType<typeof createBookReader>;
