import { minorToDecimal, type AdminSportsEventLiability } from '@lale/contracts';
import type { LiabilityRepo } from './liability-repo.ts';

/*
 * The book's open exposure per event and outcome (`/api/admin/sports/liability`): for every open bet's
 * unsettled legs, the stake and the potential payout on the leg's outcome. A single's figures are exact.
 * An accumulator or system bet depends on its other legs too, so its whole stake and whole potential
 * payout are attributed to each of its legs' outcomes — an upper bound, kept apart as `multiples`.
 * (A multi never has two legs of one event, so within an event each bet counts once.) Legs on settled
 * or cancelled markets are past risk and left out. Events are listed per currency, worst case first:
 * the largest potential payout of any one of their outcomes.
 */

type Exposure = { bets: number; stake: bigint; potentialPayout: bigint };
const none = (): Exposure => ({ bets: 0, stake: 0n, potentialPayout: 0n });

type OutcomeLine = {
  marketId: number;
  marketKey: string;
  specifiers: string;
  outcomeId: string;
  odds: string | null;
  singles: Exposure;
  multiples: Exposure;
};

type EventGroup = {
  eventId: number;
  currencyId: number;
  home: string;
  away: string;
  startTime: Date;
  status: number;
  currency: string;
  minorUnits: number;
  outcomes: Map<string, OutcomeLine>;
};

const total = (line: OutcomeLine) => line.singles.potentialPayout + line.multiples.potentialPayout;
const byMost = (a: bigint, b: bigint) => (a > b ? -1 : a < b ? 1 : 0);

export function createLiabilityReader(repo: LiabilityRepo) {
  return async function liability(filter: {
    eventId?: number | undefined;
    skip: number;
    take: number;
  }): Promise<{ items: AdminSportsEventLiability[]; total: number }> {
    const rows = await repo.openExposure(filter);
    if (rows.length === 0) return { items: [], total: 0 };

    const eventIds = [...new Set(rows.map((r) => r.eventId))];
    const marketIds = [...new Set(rows.map((r) => r.marketId))];
    const { events, markets, outcomes, currencyRows } = await repo.details(eventIds, marketIds);
    const eventOf = new Map(events.map((e) => [e.id, e]));
    const marketOf = new Map(markets.map((m) => [m.id, m]));
    const currencyOf = new Map(currencyRows.map((c) => [c.id, c]));

    const groups = new Map<string, EventGroup>();
    for (const row of rows) {
      const groupKey = `${row.eventId}:${row.currencyId}`;
      let group = groups.get(groupKey);
      if (!group) {
        const event = eventOf.get(row.eventId)!;
        const currency = currencyOf.get(row.currencyId)!;
        group = {
          eventId: event.id,
          currencyId: currency.id,
          home: event.home,
          away: event.away,
          startTime: event.startTime,
          status: event.status,
          currency: currency.code,
          minorUnits: currency.minorUnits,
          outcomes: new Map(),
        };
        groups.set(groupKey, group);
      }
      const lineKey = `${row.marketId}:${row.outcomeId}`;
      let line = group.outcomes.get(lineKey);
      if (!line) {
        const market = marketOf.get(row.marketId)!;
        line = {
          marketId: market.id,
          marketKey: market.marketKey,
          specifiers: market.specifiers,
          outcomeId: row.outcomeId,
          odds:
            outcomes.find((o) => o.marketId === row.marketId && o.outcomeId === row.outcomeId)?.odds ?? null,
          singles: none(),
          multiples: none(),
        };
        group.outcomes.set(lineKey, line);
      }
      const side = row.single ? line.singles : line.multiples;
      side.bets += row.bets;
      side.stake += BigInt(row.stake);
      side.potentialPayout += BigInt(row.potentialPayout);
    }

    const listed = [...groups.values()].map((group) => {
      const lines = [...group.outcomes.values()].sort(
        (a, b) =>
          byMost(total(a), total(b)) || a.marketId - b.marketId || (a.outcomeId < b.outcomeId ? -1 : 1),
      );
      const sum = (pick: (line: OutcomeLine) => bigint) => lines.reduce((acc, line) => acc + pick(line), 0n);
      return {
        group,
        lines,
        worstCase: lines.length > 0 ? total(lines[0]!) : 0n,
        totalStake: sum((line) => line.singles.stake + line.multiples.stake),
        singlesStake: sum((line) => line.singles.stake),
        openBets: lines.reduce((acc, line) => acc + line.singles.bets + line.multiples.bets, 0),
      };
    });
    listed.sort(
      (a, b) =>
        byMost(a.worstCase, b.worstCase) ||
        a.group.eventId - b.group.eventId ||
        a.group.currencyId - b.group.currencyId,
    );

    const items = listed.slice(filter.skip, filter.skip + filter.take).map((entry) => {
      const money = (minor: bigint) => minorToDecimal(minor, entry.group.minorUnits);
      const exposure = (e: Exposure) => ({
        bets: e.bets,
        stake: money(e.stake),
        potentialPayout: money(e.potentialPayout),
      });
      const { group } = entry;
      return {
        eventId: group.eventId,
        home: group.home,
        away: group.away,
        startTime: group.startTime.toISOString(),
        status: group.status,
        currency: group.currency,
        openBets: entry.openBets,
        totalStake: money(entry.totalStake),
        singlesStake: money(entry.singlesStake),
        worstCase: money(entry.worstCase),
        outcomes: entry.lines.map((line) => ({
          marketId: line.marketId,
          marketKey: line.marketKey,
          specifiers: line.specifiers,
          outcomeId: line.outcomeId,
          odds: line.odds,
          singles: exposure(line.singles),
          multiples: exposure(line.multiples),
          stake: money(line.singles.stake + line.multiples.stake),
          potentialPayout: money(total(line)),
        })),
      };
    });
    return { items, total: listed.length };
  };
}

export type LiabilityReader = ReturnType<typeof createLiabilityReader>;
