import { DRAWN, NUMBERS, PAYTABLE } from './math.ts';

function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i += 1) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/** How many of the C(80, 20) draws give `hits` of `picks` numbers (over C(80, 20), the chance). */
export function drawsWithHits(picks: number, hits: number): bigint {
  return choose(picks, hits) * choose(NUMBERS - picks, DRAWN - hits);
}

export const ALL_DRAWS = choose(NUMBERS, DRAWN);

/** The exact return of a `picks`-number ticket: Σ multiplier(h) × P(h hits), over the stake. */
export function exactRtp(picks: number): { numerator: bigint; denominator: bigint; percent: number } {
  const row = PAYTABLE[picks];
  if (!row || row.length === 0) throw new RangeError(`picks ${picks}: 1…10`);
  const numerator = row.reduce(
    (sum, multiplier, hits) => sum + BigInt(multiplier) * drawsWithHits(picks, hits),
    0n,
  );
  const denominator = 10_000n * ALL_DRAWS;
  return { numerator, denominator, percent: Number((numerator * 10n ** 8n) / denominator) / 1e6 };
}
