import { randomInt, randomUUID } from 'node:crypto';
import { minorToDecimal } from '@lale/contracts';
import { BET_LEVELS_MINOR, spin, SYMBOLS, type Rng } from '@lale/originals';
import type { MoneyService } from '../../platform/money.ts';
import type { GameWalletService } from '../game-wallet/index.ts';

/*
 * Lale Bahçesi on the server: the outcome is drawn here (never in the browser) with the platform's
 * CSPRNG, and the round's money goes through the game wallet like any provider's: a bet, then the win
 * (0 for a loss) closing the round, keyed by a round id of ours. A spin the wallet refuses draws nothing.
 */

/** The CSPRNG as the slot engine's rng: crypto.randomInt rejects out-of-range draws (no modulo bias). */
const cryptoRng: Rng = { int: (n) => randomInt(n) };

export type SlotSession = { playerId: number; currencyId: number; gameId: number };

export type SpinAnswer =
  | {
      status: 'ok';
      roundId: string;
      /** grid[reel][row] as symbol names. */
      grid: string[][];
      lines: { line: number; symbol: string; count: number; win: number }[];
      win: number;
      balance: number;
    }
  | { status: 'insufficient_funds'; balance: number }
  | { status: 'refused' };

export function createSlotService({
  games,
  money,
  providerId,
  rng = cryptoRng,
}: {
  games: GameWalletService;
  money: MoneyService;
  /** The Lale Originals provider row (its ids are our round ids). */
  providerId: () => Promise<number>;
  rng?: Rng;
}) {
  const decimal = async (minor: bigint, currencyId: number) => money.toDecimal(minor, currencyId);

  return {
    async balance(session: SlotSession): Promise<number> {
      const { cash, bonus } = await games.balances(session.playerId, session.currencyId);
      return decimal(cash + bonus, session.currencyId);
    },

    /** Stakes the player may choose, in the currency's decimals. */
    async stakes(currencyId: number): Promise<number[]> {
      return Promise.all(BET_LEVELS_MINOR.map((minor) => decimal(minor, currencyId)));
    },

    async spin(session: SlotSession, stakeMinor: bigint): Promise<SpinAnswer> {
      const roundId = randomUUID();
      const base = {
        providerId: await providerId(),
        providerRound: roundId,
        playerId: session.playerId,
        currencyId: session.currencyId,
        gameId: session.gameId,
      };
      const bet = await games.bet({
        ...base,
        providerTx: `${roundId}:bet`,
        amountMinor: stakeMinor,
        roundClosed: false,
      });
      if (bet.status === 'insufficient_funds')
        return {
          status: 'insufficient_funds',
          balance: await decimal(bet.balances.cash + bet.balances.bonus, session.currencyId),
        };
      if (bet.status !== 'ok') return { status: 'refused' };
      const outcome = spin(rng, stakeMinor);
      const win = await games.win({
        ...base,
        providerTx: `${roundId}:win`,
        referenceTx: `${roundId}:bet`,
        amountMinor: outcome.totalWinMinor,
        roundClosed: true,
      });
      if (win.status !== 'ok') throw new Error(`the win of round ${roundId} was refused: ${win.status}`);
      const { minorUnits } = await money.currency(session.currencyId);
      return {
        status: 'ok',
        roundId,
        grid: outcome.grid.map((reel) => reel.map((symbol) => SYMBOLS[symbol]!)),
        lines: outcome.lineWins.map((line) => ({
          line: line.line,
          symbol: SYMBOLS[line.symbol]!,
          count: line.count,
          win: minorToDecimal(line.winMinor, minorUnits),
        })),
        win: minorToDecimal(outcome.totalWinMinor, minorUnits),
        balance: minorToDecimal(win.balances.cash + win.balances.bonus, minorUnits),
      };
    },
  };
}

export type SlotService = ReturnType<typeof createSlotService>;
