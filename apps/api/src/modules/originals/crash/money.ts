import type { Database } from '../../../db/connection.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { GameWalletService } from '../../game-wallet/index.ts';
import { createWalletBets, type WalletBets } from '../scheduled/wallet-bets.ts';
import { crashRepo, type CrashBetRow } from './repo.ts';

/*
 * A crash bet's money (scheduled/wallet-bets.ts): each bet is its own game-wallet round
 * `crash:<round id>:<bet id>`.
 */

export const walletRound = (bet: { roundId: number; id: string }) => `crash:${bet.roundId}:${bet.id}`;

export type CrashMoney = WalletBets<CrashBetRow>;

export function createCrashMoney({
  db,
  clock,
  games,
  providerId,
}: {
  db: Database;
  clock: Clock;
  games: GameWalletService;
  providerId: () => Promise<number>;
}): CrashMoney {
  return createWalletBets<CrashBetRow>({
    stakePath: 'originals.crash-bet',
    clock,
    games,
    providerId,
    walletRound,
    markPaid: (id, at) => crashRepo.markPaid(db, id, at),
  });
}
