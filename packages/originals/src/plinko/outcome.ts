import type { Rng } from '../rng.ts';
import { MAX_STAKE_MINOR, MIN_STAKE_MINOR, paytable, type PlinkoBet } from './math.ts';

/*
 * One drop. The path is `rows` draws of rng.int(2), top row first, 1 = right; the slot is the count of
 * rights. With fairRng every 32-bit word is below 2³² (a multiple of 2), so none is skipped: row r goes
 * right exactly when the round's r-th HMAC word is odd.
 */

export type PlinkoOutcome = {
  /** One entry per row, top first: 0 = left, 1 = right (for the animation). */
  path: number[];
  /** 0…rows, left to right. */
  slot: number;
  /** The slot's multiplier in ten-thousandths, paid on the stake. */
  multiplier: number;
};

export function dropBall(rng: Rng, bet: PlinkoBet): PlinkoOutcome {
  const table = paytable(bet);
  const path: number[] = [];
  let slot = 0;
  for (let row = 0; row < bet.rows; row += 1) {
    const step = rng.int(2);
    path.push(step);
    slot += step;
  }
  return { path, slot, multiplier: table[slot]! };
}

/** The drop's pay in minor units, floored to the kuruş; refuses a stake outside the limits. */
export function plinkoWinMinor(stakeMinor: bigint, outcome: PlinkoOutcome): bigint {
  if (stakeMinor < MIN_STAKE_MINOR || stakeMinor > MAX_STAKE_MINOR) {
    throw new RangeError(`a plinko stake is ${MIN_STAKE_MINOR}…${MAX_STAKE_MINOR} minor units`);
  }
  return (stakeMinor * BigInt(outcome.multiplier)) / 10_000n;
}
