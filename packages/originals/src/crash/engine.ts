import { roundRng } from '../chain/chain.ts';
import type { Rng } from '../rng.ts';
import {
  CHAIN_SALT,
  GROWTH_PER_MS,
  MAX_CASHOUT_MULTIPLIER,
  MAX_CRASH_MULTIPLIER,
  MIN_CASHOUT_MULTIPLIER,
  RTP_PERCENT,
} from './math.ts';

const TWO_32 = 0x1_0000_0000;
const HUNDREDTH = 100;
const SCALE = RTP_PERCENT * TWO_32;

/** The crash point (ten-thousandths) of the round whose first number is r, 0 ≤ r < 2³². */
export function crashPointFromNumber(r: number): number {
  if (!Number.isInteger(r) || r < 0 || r >= TWO_32) throw new RangeError(`r ${r}: 0…2^32 − 1`);
  const divisor = TWO_32 - r;
  // ⌊SCALE / divisor⌋ exactly: the float quotient can round up to the next integer, so correct it
  // with products, which stay below 2⁵³ and are exact.
  let hundredths = Math.floor(SCALE / divisor);
  if (hundredths * divisor > SCALE) hundredths -= 1;
  else if ((hundredths + 1) * divisor <= SCALE) hundredths += 1;
  return Math.min(MAX_CRASH_MULTIPLIER, Math.max(100, hundredths) * HUNDREDTH);
}

/** The round's crash point in ten-thousandths (×1.00 = 10000), from its first number. */
export function crashPoint(rng: Rng): number {
  return crashPointFromNumber(rng.int(TWO_32));
}

/** The crash point of the round played with chain hash h_k (what the verification page recomputes). */
export function roundCrashPoint(roundHash: string): number {
  return crashPoint(roundRng(roundHash, CHAIN_SALT));
}

/** The displayed multiplier (ten-thousandths, whole hundredths) at `ms` after take-off. */
export function multiplierAt(ms: number): number {
  if (!(ms >= 0)) throw new RangeError(`ms ${ms}: not before take-off`);
  return Math.floor(100 * Math.exp(GROWTH_PER_MS * ms)) * HUNDREDTH;
}

/** The first whole ms at which the displayed multiplier reaches `multiplier` (ten-thousandths). */
export function msToReach(multiplier: number): number {
  if (!Number.isInteger(multiplier) || multiplier < 10_000) {
    throw new RangeError(`multiplier ${multiplier}: an integer from 10000`);
  }
  // The real inverse, then a step either way so the answer is exact for multiplierAt as computed.
  let ms = Math.max(0, Math.ceil(Math.log(multiplier / 10_000) / GROWTH_PER_MS));
  while (ms > 0 && multiplierAt(ms - 1) >= multiplier) ms -= 1;
  while (multiplierAt(ms) < multiplier) ms += 1;
  return ms;
}

/** The ms after take-off at which the round crashes: the first whose multiplier exceeds the crash point. */
export function crashTimeMs(crashMultiplier: number): number {
  return crashMultiplier <= 10_000 ? 0 : msToReach(crashMultiplier + HUNDREDTH);
}

/** Whether `target` is an auto cash-out target players may set: ×1.01 … ×10,000 in hundredths. */
export function isCashoutTarget(target: number): boolean {
  return (
    Number.isInteger(target) &&
    target % HUNDREDTH === 0 &&
    target >= MIN_CASHOUT_MULTIPLIER &&
    target <= MAX_CASHOUT_MULTIPLIER
  );
}

/** What an auto cash-out at `target` pays in a round crashing at `crash` (ten-thousandths; 0 = lost). */
export function autoCashoutMultiplier(target: number, crash: number): number {
  if (!isCashoutTarget(target)) throw new RangeError(`target ${target}: ×1.01 … ×10,000 in hundredths`);
  return target <= crash ? target : 0;
}

/** What a cash-out received at `ms` after take-off pays in a round crashing at `crash` (0 = too late). */
export function cashoutMultiplierAt(ms: number, crash: number): number {
  const multiplier = multiplierAt(ms);
  if (multiplier < MIN_CASHOUT_MULTIPLIER || ms >= crashTimeMs(crash)) return 0;
  return multiplier;
}

/** A win in minor units: stake × multiplier / 10000, floored. */
export function winMinor(stakeMinor: bigint, multiplier: number): bigint {
  return (stakeMinor * BigInt(multiplier)) / 10_000n;
}
