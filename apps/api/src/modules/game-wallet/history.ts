import { minorToDecimal, type GameRound } from '@lale/contracts';
import type { MoneyService } from '../../platform/money.ts';
import type { GameWalletRepo } from './repo.ts';

/*
 * A player's game rounds as the API shows them, newest first: the player's own history page and the
 * back office's rounds tab of the player card (issue #25) read the same page.
 */

export type GameHistoryFilter = { status?: number; from?: string; to?: string };

export async function gameHistoryPage(
  repo: Pick<GameWalletRepo, 'rounds'>,
  money: MoneyService,
  playerId: number,
  filter: GameHistoryFilter,
  skip: number,
  take: number,
): Promise<{ items: GameRound[]; total: number }> {
  const { items, total } = await repo.rounds(playerId, filter, skip, take);
  const rows = await Promise.all(
    items.map(async (row) => {
      const { minorUnits } = await money.currency(row.currencyId);
      return {
        id: row.id,
        gameCode: row.gameCode,
        gameName: row.gameName,
        providerName: row.providerName as never,
        status: row.status as never,
        betAmount: minorToDecimal(row.betMinor, minorUnits),
        winAmount: minorToDecimal(row.winMinor, minorUnits),
        currency: row.currency,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    }),
  );
  return { items: rows, total };
}
