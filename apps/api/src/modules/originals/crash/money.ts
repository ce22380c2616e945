import type { Database } from '../../../db/connection.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { GameWalletService, WalletOutcome } from '../../game-wallet/index.ts';
import { crashRepo, type CrashBetRow } from './repo.ts';

/*
 * A crash bet's money, through the game wallet: each bet is its own game-wallet round
 * `crash:<round id>:<bet id>` (so it is one line of the player's game history), with the bet
 * `<round>:bet`, then either the win `<round>:win` (0 for a loss; it closes the round) or the refund
 * `<round>:refund` (a rollback of the bet; a bet that never reached the wallet leaves a tombstone so it
 * can never arrive late). Every call is idempotent by its id, so paying a decided bet twice — two
 * processes, a retry after a crash — moves the money once.
 */

export const walletRound = (bet: { roundId: number; id: string }) => `crash:${bet.roundId}:${bet.id}`;

export type CrashMoney = ReturnType<typeof createCrashMoney>;

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
}) {
  return {
    /** Takes the stake of a bet just written (status pending). */
    async takeStake(bet: CrashBetRow): Promise<WalletOutcome> {
      const round = walletRound(bet);
      return games.bet({
        providerId: await providerId(),
        providerTx: `${round}:bet`,
        providerRound: round,
        playerId: bet.playerId,
        currencyId: bet.currencyId,
        gameId: bet.gameId,
        amountMinor: bet.stakeMinor,
        roundClosed: false,
      });
    },

    /**
     * Moves the money of a decided bet (won, lost: the win, maybe 0; refunded: the rollback) and marks
     * it paid. Answers the wallet's outcome; a bet not decided yet is left alone.
     */
    async settle(bet: CrashBetRow): Promise<WalletOutcome | undefined> {
      const round = walletRound(bet);
      let outcome: WalletOutcome;
      if (bet.status === 'won' || bet.status === 'lost') {
        outcome = await games.win({
          providerId: await providerId(),
          providerTx: `${round}:win`,
          referenceTx: `${round}:bet`,
          providerRound: round,
          playerId: bet.playerId,
          currencyId: bet.currencyId,
          gameId: bet.gameId,
          amountMinor: bet.winMinor ?? 0n,
          roundClosed: true,
        });
      } else if (bet.status === 'refunded') {
        outcome = await games.rollback({
          providerId: await providerId(),
          providerTx: `${round}:refund`,
          referenceTx: `${round}:bet`,
          providerRound: round,
          playerId: bet.playerId,
          currencyId: bet.currencyId,
          gameId: bet.gameId,
        });
      } else {
        return undefined;
      }
      if (outcome.status === 'ok') await crashRepo.markPaid(db, bet.id, clock.now());
      return outcome;
    },
  };
}
