import type { roulette } from '@lale/originals';
import type { PlayResult, Round, Shell } from '../shell/index.ts';
import { toDecimalAmount, type WireBet } from './slip.ts';

/*
 * One spin through the game protocol. The shell's playRound takes the stake from its stake field; a
 * roulette stake is the sum of the chips on the table instead, so this does the same steps with the
 * slip's total: play, show the stake taken at once, let the page present the outcome, then show the
 * balance the server answered. (A playRound taking an explicit stake would let the shell own this.)
 */

export type RouletteOutcome = { number: number; colour: roulette.Colour; wins: string[] };
export type RouletteChoices = { bets: WireBet[] };
export type SpinResult = PlayResult<RouletteOutcome, RouletteChoices>;

export async function playSlip(
  shell: Shell,
  stakeMinor: bigint,
  choices: RouletteChoices,
  present: (round: Round<RouletteOutcome, RouletteChoices>) => Promise<void>,
): Promise<SpinResult | null> {
  const { api, panel } = shell;
  if (!api || !shell.state) return null;
  panel.setBusy(true);
  shell.status.clear();
  shell.sound.play('click');
  try {
    let result: SpinResult;
    try {
      result = await api.play(toDecimalAmount(stakeMinor, shell.currency.minorUnits), choices);
    } catch (error) {
      shell.fail(error);
      return null;
    }
    const before = shell.balanceMinor;
    // The stake leaves the balance at once; the win lands when the wheel has stopped.
    if (before !== null) shell.topBar.setBalance(shell.money(before - stakeMinor));
    shell.fair.setNonce(result.round.nonce + 1);
    await present(result.round);
    shell.setBalance(shell.minor(result.balance), shell.minor(result.round.win) > 0n ? 'up' : undefined);
    return result;
  } finally {
    panel.setBusy(false);
  }
}
