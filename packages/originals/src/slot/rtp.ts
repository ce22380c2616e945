import { REEL_COUNTS, REELS, SYMBOLS } from './math.ts';
import { evaluateLine } from './engine.ts';

/*
 * The exact return to player. A reel's stop is uniform, so the symbol a line sees on a reel is that
 * reel's symbol with probability count / strip length, whatever row the line crosses, independently
 * of the other reels. Every line therefore has the same expected pay, and RTP = E[line pay] in line
 * bets (10 lines × line bet = stake). Summed over all 7⁵ symbol tuples in integers: no sampling.
 */
export function exactRtp(): { numerator: bigint; denominator: bigint; percent: number } {
  const lengths = REEL_COUNTS.map((counts) => counts.reduce((sum, n) => sum + n, 0));
  let numerator = 0n;
  const tuple = [0, 0, 0, 0, 0];
  const walk = (reel: number, weight: bigint) => {
    if (reel === REELS) {
      numerator += weight * BigInt(evaluateLine(tuple).multiplier);
      return;
    }
    for (let symbol = 0; symbol < SYMBOLS.length; symbol += 1) {
      const count = REEL_COUNTS[reel]![symbol]!;
      if (count === 0) continue;
      tuple[reel] = symbol;
      walk(reel + 1, weight * BigInt(count));
    }
  };
  walk(0, 1n);
  const denominator = lengths.reduce((product, n) => product * BigInt(n), 1n);
  return { numerator, denominator, percent: Number((numerator * 1_000_000n) / denominator) / 10_000 };
}
