import type { Bet, Locale, SportsEvent } from '@lale/contracts';
import { MAIN_MARKET_KEYS, minorToDecimal } from '@lale/contracts';
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
import { heldMarketIds, shownStatus } from './holds.ts';

/*
 * What the sportsbook pages read (issue #13): events with their markets as the book holds them, and a
 * player's bets with their legs. Only markets a player may see are shown: active and suspended ones;
 * an active market under an operator hold shows as suspended (holds.ts).
 */

const SHOWN = [MarketStatus.Active, MarketStatus.Suspended];

/**
 * Outcomes in the order a player reads them (1 X 2, 1X 12 X2, over before under, yes before no,
 * correct scores by home then away goals, 'other' last): the table keeps no order of its own, and an
 * updated row moves in PostgreSQL's heap, so the order is stated here once.
 */
const NAMED_ORDER = ['1', 'X', '2', '1X', '12', 'X2', 'over', 'under', 'yes', 'no'];
function outcomeRank(id: string): [number, number, number] {
  const named = NAMED_ORDER.indexOf(id);
  if (named !== -1) return [0, named, 0];
  const score = /^(\d+):(\d+)$/.exec(id);
  if (score) return [1, Number(score[1]), Number(score[2])];
  return [2, 0, 0];
}
const byOutcomeOrder = (a: { id: string }, b: { id: string }) => {
  const [x, y] = [outcomeRank(a.id), outcomeRank(b.id)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2] || a.id.localeCompare(b.id);
};

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
    const byEvent = new Map<number, SportsEvent['markets']>();
    for (const market of markets) {
      const list = byEvent.get(market.eventId) ?? [];
      list.push({
        id: market.id,
        key: market.marketKey,
        specifiers: market.specifiers,
        status: shownStatus(market.status, held.has(market.id)),
        outcomes: outcomes
          .filter((o) => o.marketId === market.id)
          .map((o) => ({ id: o.outcomeId, odds: o.odds, active: o.active }))
          .sort(byOutcomeOrder),
      });
      byEvent.set(market.eventId, list);
    }
    return byEvent;
  }

  /** Markets shown per event (what the event page lists), for the lobby's '+N'. */
  async function marketCounts(eventIds: number[]): Promise<Map<number, number>> {
    if (eventIds.length === 0) return new Map();
    const rows = await db
      .select({ eventId: sportMarkets.eventId, n: count() })
      .from(sportMarkets)
      .where(and(inArray(sportMarkets.eventId, eventIds), inArray(sportMarkets.status, SHOWN)))
      .groupBy(sportMarkets.eventId);
    return new Map(rows.map((r) => [r.eventId, r.n]));
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
  const toEvent = (
    row: EventRow,
    locale: Locale,
    markets: SportsEvent['markets'],
    marketCount = markets.length,
  ): SportsEvent => ({
    ...row,
    marketCount,
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
      const ids = rows.map((r) => r.id);
      const [markets, counts] = await Promise.all([marketsOf(ids, true), marketCounts(ids)]);
      return rows.map((row) => toEvent(row, locale, markets.get(row.id) ?? [], counts.get(row.id) ?? 0));
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
      const legs = await betLegs(
        db,
        rows.map((r) => r.bet.id),
      );
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
    .leftJoin(
      sportOutcomes,
      and(
        eq(sportOutcomes.marketId, sportBetLegs.marketId),
        eq(sportOutcomes.outcomeId, sportBetLegs.outcomeId),
      ),
    )
    .where(inArray(sportBetLegs.betId, [...betIds]))
    .orderBy(asc(sportBetLegs.betId), asc(sportBetLegs.legNo));
  return rows;
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
    legs: legs.map(legOf),
  };
}

/** A leg as the site and the operator show it: what was picked and its result so far. */
export function legOf(leg: BetLegView): Bet['legs'][number] {
  return {
    eventId: leg.eventId,
    home: leg.home,
    away: leg.away,
    marketKey: leg.marketKey,
    specifiers: leg.specifiers,
    outcomeId: leg.outcomeId,
    odds: leg.odds,
    result: legResultOf(leg),
  };
}

function legResultOf(leg: { marketStatus: number; result: number | null; voidFactor: string | null }) {
  if (leg.marketStatus === MarketStatus.Cancelled) return 'void' as const;
  if (leg.marketStatus !== MarketStatus.Settled || leg.result === null) return 'open' as const;
  if (leg.voidFactor === '1.000') return 'void' as const;
  return leg.result === 1 ? ('won' as const) : ('lost' as const);
}

export type BookReader = ReturnType<typeof createBookReader>;
