import type { Rng } from '../rng.ts';
import {
  coveredRolls,
  isAllowedBet,
  MAX_STAKE_MINOR,
  MIN_STAKE_MINOR,
  multiplierFor,
  ROLL_OUTCOMES,
  type DiceBet,
} from './math.ts';

/*
 * One dice round. The roll is the round's first uniform integer below 10,000 (with fairRng: the first
 * HMAC word below 4,294,960,000, modulo 10,000), so anyone can recompute it from the revealed seeds.
 */

export type DiceOutcome = {
  /** 0…9999, shown as roll / 100 with two decimals. */
  roll: number;
  win: boolean;
  /** The bet's pay multiplier in ten-thousandths (what the player was offered). */
  multiplier: number;
  /** What the round pays, in ten-thousandths of the stake: the multiplier on a win, 0 otherwise. */
  paidMultiplier: number;
};

export function rollDice(rng: Rng, bet: DiceBet): DiceOutcome {
  if (!isAllowedBet(bet)) throw new RangeError(`not an allowed dice bet: ${JSON.stringify(bet)}`);
  const multiplier = multiplierFor(coveredRolls(bet));
  const roll = rng.int(ROLL_OUTCOMES);
  const win = bet.direction === 'under' ? roll < bet.target : roll > bet.target;
  return { roll, win, multiplier, paidMultiplier: win ? multiplier : 0 };
}

/** The roll as players see it: 0…9999 → "0.00"…"99.99". */
export function formatRoll(roll: number): string {
  return `${Math.floor(roll / 100)}.${String(roll % 100).padStart(2, '0')}`;
}

/** The round's pay in minor units, floored to the kuruş; refuses a stake outside the limits. */
export function diceWinMinor(stakeMinor: bigint, outcome: DiceOutcome): bigint {
  if (stakeMinor < MIN_STAKE_MINOR || stakeMinor > MAX_STAKE_MINOR) {
    throw new RangeError(`a dice stake is ${MIN_STAKE_MINOR}…${MAX_STAKE_MINOR} minor units`);
  }
  return (stakeMinor * BigInt(outcome.paidMultiplier)) / 10_000n;
}
