/*
 * Exact non-negative rationals over bigint: the return-to-player figures are sums of products of reel
 * counts, so they are rationals, and floating point would blur the second decimal we publish.
 */

export type Fraction = { readonly n: bigint; readonly d: bigint };

const gcd = (a: bigint, b: bigint): bigint => {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

export function fraction(n: bigint, d: bigint = 1n): Fraction {
  if (d === 0n) throw new RangeError('a fraction needs a non-zero denominator');
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d) || 1n;
  return { n: (sign * n) / g, d: (sign * d) / g };
}

export const ZERO = fraction(0n);
export const ONE = fraction(1n);

export const add = (a: Fraction, b: Fraction): Fraction => fraction(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Fraction, b: Fraction): Fraction => fraction(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Fraction, b: Fraction): Fraction => fraction(a.n * b.n, a.d * b.d);
export const div = (a: Fraction, b: Fraction): Fraction => fraction(a.n * b.d, a.d * b.n);
export const int = (value: number | bigint): Fraction => fraction(BigInt(value));

export function pow(a: Fraction, exponent: number): Fraction {
  let result = ONE;
  for (let i = 0; i < exponent; i += 1) result = mul(result, a);
  return result;
}

export function sum(values: readonly Fraction[]): Fraction {
  return values.reduce(add, ZERO);
}

/** A float near the fraction (for reports and comparisons, never for the published figure). */
export function toNumber(a: Fraction): number {
  // Scale to 18 significant decimals in bigint first: Number(n) / Number(d) overflows for huge terms.
  const scale = 10n ** 18n;
  const whole = a.n / a.d;
  const rest = ((a.n % a.d) * scale) / a.d;
  return Number(whole) + Number(rest) / 1e18;
}

/** The fraction as a percentage rounded half up to `decimals` places, computed in integers. */
export function percentRounded(a: Fraction, decimals = 2): number {
  const scale = 10n ** BigInt(decimals);
  const scaled = a.n * 100n * scale;
  const rounded = (2n * scaled + a.d) / (2n * a.d);
  return Number(rounded) / Number(scale);
}
