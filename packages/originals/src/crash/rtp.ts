import { MAX_CRASH_MULTIPLIER, RTP_PERCENT } from './math.ts';

const TWO_32 = 2n ** 32n;

/**
 * How many of the 2³² first numbers r give a crash point of at least `multiplier` (ten-thousandths,
 * whole hundredths from ×1.01). From the formula in math.ts: 2³² − r ≤ ⌊97 × 2³² / m⌋ (m in hundredths).
 */
export function roundsReaching(multiplier: number): bigint {
  if (multiplier <= 10_000) return TWO_32;
  if (multiplier > MAX_CRASH_MULTIPLIER) return 0n;
  const hundredths = BigInt(multiplier / 100);
  const count = (BigInt(RTP_PERCENT) * TWO_32) / hundredths;
  return count < TWO_32 ? count : TWO_32;
}

/** The exact return of a bet cashed out at `target`, as a fraction of the stake and in percent. */
export function exactCashoutRtp(target: number): {
  numerator: bigint;
  denominator: bigint;
  percent: number;
} {
  const numerator = BigInt(target) * roundsReaching(target);
  const denominator = 10_000n * TWO_32;
  return { numerator, denominator, percent: Number((numerator * 10n ** 10n) / denominator) / 1e8 };
}
