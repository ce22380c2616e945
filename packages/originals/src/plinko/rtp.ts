import { paytable, type PlinkoBet } from './math.ts';

/*
 * Exact figures of a table from the binomial chances of the slots: slot s has chance C(rows, s) / 2^rows,
 * so RTP = Σ C(rows, s) × multiplier[s] / (2^rows × 10,000), in integers.
 */

export type Fraction = { numerator: bigint; denominator: bigint };

/** C(rows, s) for s = 0…rows: the number of paths into each slot. */
export function pathCounts(rows: number): bigint[] {
  const counts = [1n];
  for (let s = 1; s <= rows; s += 1) counts.push((counts[s - 1]! * BigInt(rows - s + 1)) / BigInt(s));
  return counts;
}

export function exactRtp(bet: PlinkoBet): Fraction {
  const table = paytable(bet);
  const numerator = pathCounts(bet.rows).reduce((sum, paths, s) => sum + paths * BigInt(table[s]!), 0n);
  return { numerator, denominator: (1n << BigInt(bet.rows)) * 10_000n };
}

/** The chance a drop pays at least its stake (multiplier ≥ ×1). */
export function exactHitFrequency(bet: PlinkoBet): Fraction {
  const table = paytable(bet);
  const numerator = pathCounts(bet.rows).reduce(
    (sum, paths, s) => sum + (table[s]! >= 10_000 ? paths : 0n),
    0n,
  );
  return { numerator, denominator: 1n << BigInt(bet.rows) };
}
