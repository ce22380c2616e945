/**
 * The two distributions the models need, written out here so the package has no dependencies.
 */

/**
 * P(X = 0..maxCount) for X ~ Poisson(mean), where the last entry holds P(X ≥ maxCount): the tail is
 * kept rather than dropped, so the entries sum to 1 and "maxCount or more" stays a real outcome.
 */
export function poissonUpTo(mean: number, maxCount: number): number[] {
  if (!(mean >= 0) || !Number.isFinite(mean)) throw new RangeError(`Poisson mean must be ≥ 0, got ${mean}`);
  const probabilities: number[] = [];
  let term = Math.exp(-mean);
  let below = 0;
  for (let count = 0; count < maxCount; count += 1) {
    probabilities.push(term);
    below += term;
    term *= mean / (count + 1);
  }
  probabilities.push(Math.max(0, 1 - below));
  return probabilities;
}

/** Beyond this |x| erf(x) is ±1 to double precision (erfc(6) ≈ 2e-17). */
const ERF_SATURATES_AT = 6;

/**
 * erf(x) from the series erf(x) = 2/√π · e^(−x²) · Σ 2ⁿ x^(2n+1) / (1·3·…·(2n+1)). Every term is
 * positive, so nothing cancels and the result is good to about 1e-16 absolute, which is what
 * probabilities that must sum to 1 need (a 1e-7 textbook approximation would not do).
 */
export function erf(x: number): number {
  if (Number.isNaN(x)) return Number.NaN;
  if (x < 0) return -erf(-x);
  if (x >= ERF_SATURATES_AT) return 1;
  const twiceSquare = 2 * x * x;
  let term = x;
  let sum = x;
  for (let n = 1; term > sum * 1e-17; n += 1) {
    term *= twiceSquare / (2 * n + 1);
    sum += term;
  }
  return Math.min(1, (2 / Math.sqrt(Math.PI)) * Math.exp(-x * x) * sum);
}

/**
 * P(X ≤ x) for X ~ Normal(mean, sd). A zero sd is a certain value (live markets at the final whistle):
 * a step, with exactly one half at the value itself so that symmetric splits stay symmetric.
 */
export function normalCdf(x: number, mean: number, sd: number): number {
  if (!(sd >= 0)) throw new RangeError(`standard deviation must be ≥ 0, got ${sd}`);
  if (sd === 0) return x > mean ? 1 : x < mean ? 0 : 0.5;
  return 0.5 * (1 + erf((x - mean) / (sd * Math.SQRT2)));
}
