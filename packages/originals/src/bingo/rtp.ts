import { BALLS, CALLS, PATTERNS, type Pattern } from './math.ts';
import { prizeFor } from './engine.ts';

/*
 * The exact distribution of when a card completes each pattern, and so its exact return (math.ts says
 * why it is the same for every card). Two independent uniform parts:
 *  - the order in which the card's 15 numbers come out, as a sequence of row labels (5 of each, all
 *    15!/(5!5!5!) = 756,756 sequences alike): it fixes j₁ < j₂ < j₃ = 15, the arrivals at which the
 *    first, second and third row complete;
 *  - the calls at which those 15 numbers come out: a uniform 15-subset of 1…90, whose j-th smallest is
 *    n with chance C(n−1, j−1) × C(90−n, 15−j) / C(90, 15).
 * Pattern i then completes at call n with chance Σ_j P(j_i = j) × P(j-th smallest call = n).
 */

const CARD_NUMBERS = 15;
const PER_ROW = 5;

function factorial(n: number): bigint {
  let result = 1n;
  for (let i = 2; i <= n; i += 1) result *= BigInt(i);
  return result;
}
const multinomial = (a: number, b: number, c: number): bigint =>
  factorial(a + b + c) / (factorial(a) * factorial(b) * factorial(c));
function choose(n: number, k: number): bigint {
  return k < 0 || k > n ? 0n : factorial(n) / (factorial(k) * factorial(n - k));
}

/** ARRIVALS[i][j]: how many label sequences complete their (i+1)-th row at arrival j (1…15). */
function rowCompletionArrivals(): bigint[][] {
  const counts = PATTERNS.map(() => new Array<bigint>(CARD_NUMBERS + 1).fill(0n));
  // From fill state (a, b, c), the next number completes a row when that row holds four: the
  // sequences doing so are (prefixes reaching the state) × (orders of what is left afterwards).
  for (let a = 0; a <= PER_ROW; a += 1) {
    for (let b = 0; b <= PER_ROW; b += 1) {
      for (let c = 0; c <= PER_ROW; c += 1) {
        const state = [a, b, c];
        for (let row = 0; row < 3; row += 1) {
          if (state[row] !== PER_ROW - 1) continue;
          const next = state.map((count, r) => (r === row ? PER_ROW : count));
          const rowsDone = next.filter((count) => count === PER_ROW).length;
          const suffixes = multinomial(PER_ROW - next[0]!, PER_ROW - next[1]!, PER_ROW - next[2]!);
          counts[rowsDone - 1]![a + b + c + 1]! += multinomial(a, b, c) * suffixes;
        }
      }
    }
  }
  return counts;
}

export type CompletionDistribution = {
  /** byCall[pattern][n]: numerator of P(the card completes the pattern exactly at call n), n = 1…90. */
  byCall: Record<Pattern, bigint[]>;
  denominator: bigint;
};

export function completionDistribution(): CompletionDistribution {
  const arrivals = rowCompletionArrivals();
  const byCall = {} as Record<Pattern, bigint[]>;
  PATTERNS.forEach((pattern, i) => {
    byCall[pattern] = Array.from({ length: BALLS + 1 }, (_, n) => {
      if (n === 0) return 0n;
      let ways = 0n;
      for (let j = 1; j <= CARD_NUMBERS; j += 1) {
        ways += arrivals[i]![j]! * choose(n - 1, j - 1) * choose(BALLS - n, CARD_NUMBERS - j);
      }
      return ways;
    });
  });
  return { byCall, denominator: multinomial(PER_ROW, PER_ROW, PER_ROW) * choose(BALLS, CARD_NUMBERS) };
}

type Exact = { numerator: bigint; denominator: bigint; percent: number };
const percentOf = (numerator: bigint, denominator: bigint): number =>
  Number((numerator * 10n ** 8n) / denominator) / 1e6;

/** The exact return of a card, over its price. */
export function exactRtp(): Exact {
  const { byCall, denominator } = completionDistribution();
  let numerator = 0n;
  for (const pattern of PATTERNS) {
    for (let n = 1; n <= CALLS; n += 1) numerator += byCall[pattern][n]! * BigInt(prizeFor(pattern, n));
  }
  const scaled = denominator * 10_000n;
  return { numerator, denominator: scaled, percent: percentOf(numerator, scaled) };
}

/** The exact chance that a card completes `pattern` within the calls (for a one line: that it wins). */
export function exactCompletionChance(pattern: Pattern): Exact {
  const { byCall, denominator } = completionDistribution();
  const numerator = byCall[pattern].slice(1, CALLS + 1).reduce((sum, ways) => sum + ways, 0n);
  return { numerator, denominator, percent: percentOf(numerator, denominator) };
}
