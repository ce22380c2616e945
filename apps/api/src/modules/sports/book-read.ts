import type { Bet, Locale, SportsEvent } from '@lale/contracts';
import { minorToDecimal } from '@lale/contracts';
import { pick } from '../../platform/localized.ts';
import { MarketStatus } from './feed/messages.ts';
import { shownStatus } from './holds.ts';
import type { BetRow, BookEventRow, BookRepo } from './book-repo.ts';

/*
 * What the sportsbook pages read (issue #13): events with their markets as the book holds them, and a
 * player's bets with their legs. Only markets a player may see are shown: active and suspended ones;
 * an active market under an operator hold shows as suspended (holds.ts).
 */

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

export function createBookReader(repo: BookRepo) {
  async function marketsOf(eventIds: number[], onlyMain: boolean) {
    if (eventIds.length === 0) return new Map<number, SportsEvent['markets']>();
    const { markets, outcomes, held } = await repo.shownMarkets(eventIds, onlyMain);
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

  const toEvent = (
    row: BookEventRow,
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
      const rows = await repo.events(filter);
      const ids = rows.map((r) => r.id);
      const [markets, counts] = await Promise.all([marketsOf(ids, true), repo.marketCounts(ids)]);
      return rows.map((row) => toEvent(row, locale, markets.get(row.id) ?? [], counts.get(row.id) ?? 0));
    },

    async event(eventId: number, locale: Locale): Promise<SportsEvent | undefined> {
      const row = await repo.event(eventId);
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
      const { rows, total } = await repo.playerBets(playerId, filter);
      const legs = await repo.betLegs(rows.map((r) => r.bet.id));
      const offers = offersOf
        ? await offersOf(rows.filter((r) => r.bet.status === 'open').map((r) => r.bet.id))
        : new Map<number, bigint>();
      return {
        total,
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
    BetRow,
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
