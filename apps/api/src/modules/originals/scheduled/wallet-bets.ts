import type { Clock } from '../../../platform/clock.ts';
import type { GameWalletService, WalletOutcome } from '../../game-wallet/index.ts';

/*
 * The money of a scheduled game's bet (a crash bet, a keno ticket, a bingo card), through the game
 * wallet: each bet is its own game-wallet round (so it is one line of the player's game history), with
 * the bet `<round>:bet`, then either the win `<round>:win` (0 for a loss; it closes the round) or the
 * refund `<round>:refund` (a rollback of the bet; a bet that never reached the wallet leaves a tombstone
 * so it can never arrive late). Every call is idempotent by its id, so paying a decided bet twice — two
 * processes, a retry after a crash — moves the money once.
 */

export type WalletBet = {
  id: string;
  playerId: number;
  currencyId: number;
  gameId: number;
  stakeMinor: bigint;
  status: string;
  winMinor: bigint | null;
};

export type WalletBets<Bet extends WalletBet> = {
  /** Takes the stake of a bet just written (status pending), placed from the launch `gameSessionId`. */
  takeStake(bet: Bet, gameSessionId: number): Promise<WalletOutcome>;
  /**
   * Moves the money of a decided bet (won, lost: the win, maybe 0; refunded: the rollback) and marks it
   * paid. Answers the wallet's outcome; a bet not decided yet is left alone.
   */
  settle(bet: Bet): Promise<WalletOutcome | undefined>;
};

export function createWalletBets<Bet extends WalletBet>({
  clock,
  games,
  providerId,
  walletRound,
  markPaid,
  stakePath,
}: {
  clock: Clock;
  games: GameWalletService;
  providerId: () => Promise<number>;
  /** The bet's game-wallet round id ('crash:12:<bet id>'). */
  walletRound: (bet: Bet) => string;
  markPaid: (id: string, at: Date) => Promise<void>;
  /** The stake path (integrity's registry) this game's stakes come by. */
  stakePath: 'originals.crash-bet' | 'originals.draw-ticket';
}): WalletBets<Bet> {
  return {
    async takeStake(bet, gameSessionId) {
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
        stakePath,
        gameSessionId,
      });
    },

    async settle(bet) {
      const round = walletRound(bet);
      const common = {
        providerId: await providerId(),
        referenceTx: `${round}:bet`,
        providerRound: round,
        playerId: bet.playerId,
        currencyId: bet.currencyId,
        gameId: bet.gameId,
      };
      let outcome: WalletOutcome;
      if (bet.status === 'won' || bet.status === 'lost') {
        outcome = await games.win({
          ...common,
          providerTx: `${round}:win`,
          amountMinor: bet.winMinor ?? 0n,
          roundClosed: true,
        });
      } else if (bet.status === 'refunded') {
        outcome = await games.rollback({ ...common, providerTx: `${round}:refund` });
      } else {
        return undefined;
      }
      if (outcome.status === 'ok') await markPaid(bet.id, clock.now());
      return outcome;
    },
  };
}
