import { binomial, MAX_MINES, maxReveals, MIN_MINES, multiplierAfter, TILES } from './math.ts';

/*
 * Exact returns of the strategies "reveal k safe tiles, then cash out": the round survives k reveals
 * with chance C(25 − m, k) / C(25, k) (the k chosen tiles are a uniform k-subset relative to the mines)
 * and then pays multiplierAfter(m, k) ten-thousandths.
 */

export type Fraction = { numerator: bigint; denominator: bigint };

export function survivalChance(mines: number, safeReveals: number): Fraction {
  return { numerator: binomial(TILES - mines, safeReveals), denominator: binomial(TILES, safeReveals) };
}

export function strategyRtp(mines: number, safeReveals: number): Fraction {
  const chance = survivalChance(mines, safeReveals);
  return {
    numerator: chance.numerator * BigInt(multiplierAfter(mines, safeReveals)),
    denominator: chance.denominator * 10_000n,
  };
}

/** Every (mines, k) strategy a player can follow, with its exact RTP. */
export function allStrategies(): { mines: number; safeReveals: number; rtp: Fraction }[] {
  const strategies = [];
  for (let mines = MIN_MINES; mines <= MAX_MINES; mines += 1) {
    for (let k = 1; k <= maxReveals(mines); k += 1) {
      strategies.push({ mines, safeReveals: k, rtp: strategyRtp(mines, k) });
    }
  }
  return strategies;
}
