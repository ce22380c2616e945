import type { KenoState, BingoState } from '@lale/contracts';
import type { ShellState } from '../shell/index.ts';

/*
 * A scheduled game's state as the shell needs it (balance, currency, stake limits, max win): the
 * draws have no player seed pair (keno) or show theirs per card (tombala), so `fair` is null.
 */

export function shellStateOf(
  state: KenoState | BingoState,
  stake: { min: number; max: number; levels: number[] | null },
  maxWinStakes: number,
): ShellState {
  return {
    game: state.game,
    balance: state.balance,
    currency: state.currency,
    stake,
    maxWinStakes,
    maxWin: state.rules.maxWin,
    fair: null,
    round: null,
  };
}
