import { minorToDecimal, type AdminSportsBet } from '@lale/contracts';
import { legOf } from '../book-read.ts';
import type { BetSearchFilter, BetSearchRepo } from './bet-search-repo.ts';

/*
 * The operator's bet search (`/api/admin/sports/bets`): every player's bets, newest first, with their
 * legs, filtered by player (id or username, matched as login matches it), event, status, placement
 * days (Europe/Istanbul, both inclusive) and a minimum stake in the bet's own currency.
 */

export type { BetSearchFilter } from './bet-search-repo.ts';

export function createBetSearch(repo: BetSearchRepo) {
  return async function searchBets(
    filter: BetSearchFilter,
  ): Promise<{ items: AdminSportsBet[]; total: number }> {
    const { rows, total } = await repo.search(filter);
    const legs = await repo.betLegs(rows.map((r) => r.bet.id));
    return {
      total,
      items: rows.map(({ bet, username, currency, minorUnits }) => {
        const money = (minor: bigint) => minorToDecimal(minor, minorUnits);
        return {
          id: bet.id,
          playerId: bet.playerId,
          username,
          kind: bet.kind as AdminSportsBet['kind'],
          systemSize: bet.systemSize,
          status: bet.status as AdminSportsBet['status'],
          stake: money(bet.stakeMinor),
          potentialPayout: money(bet.potentialPayoutMinor),
          payout: money(bet.paidMinor),
          owed: money(bet.owedMinor),
          currency,
          placedAt: bet.placedAt.toISOString(),
          settledAt: bet.settledAt?.toISOString() ?? null,
          legs: legs
            .filter((leg) => leg.betId === bet.id)
            .map((leg) => ({ ...legOf(leg), marketId: leg.marketId })),
        };
      }),
    };
  };
}

export type BetSearch = ReturnType<typeof createBetSearch>;
