/*
 * The slip's numbers, in exact integer arithmetic the way the book computes them (apps/api
 * modules/sports/bets/payout.ts): odds are hundredths, stakes kuruş, a payout is rounded down once at
 * the end. A multi pays stake × Π odds; a system k/n splits its stake evenly over its C(n, k) lines and
 * pays the sum of each line's stake × Π odds when every selection wins.
 */

const ODDS_SCALE = 100n;

/** '1.85' → 185n; null for anything that is not odds with at most 2 decimals. */
export function oddsHundredths(odds: string): bigint | null {
  const match = /^(\d{1,4})(?:\.(\d{1,2}))?$/.exec(odds.trim());
  if (!match) return null;
  return BigInt(`${match[1]}${(match[2] ?? '').padEnd(2, '0')}`);
}

/**
 * A stake the player typed ('25', '12,50', '1.234,5' is refused) in kuruş; null when it is not a
 * positive amount with at most 2 decimals.
 */
export function parseStake(text: string): bigint | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const minor = BigInt(`${match[1]}${(match[2] ?? '').padEnd(2, '0')}`);
  return minor > 0n ? minor : null;
}

/** Kuruş as the decimal the API takes (1050n → 10.5). */
export function minorToNumber(minor: bigint): number {
  return Number(minor) / 100;
}

/** n choose k (the system bet's line count). */
export function lineCount(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let count = 1;
  for (let i = 0; i < k; i += 1) count = (count * (n - i)) / (i + 1);
  return Math.round(count);
}

/** Every way to choose `size` of `items`, in order. */
export function combinations<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  if (items.length < size) return [];
  const [first, ...rest] = items;
  return [
    ...combinations(rest, size - 1).map((combo) => [first as T, ...combo]),
    ...combinations(rest, size),
  ];
}

/** Product of odds as an exact fraction over 100^n. */
function product(odds: readonly bigint[]): bigint {
  return odds.reduce((acc, o) => acc * o, 1n);
}

/** The multi's total odds, rounded to 2 decimals for display ('6.29'); null if any odds are invalid. */
export function totalOdds(odds: readonly string[]): string | null {
  const scaled = odds.map(oddsHundredths);
  if (scaled.length === 0 || scaled.some((o) => o === null)) return null;
  const numerator = product(scaled as bigint[]);
  const denominator = ODDS_SCALE ** BigInt(scaled.length - 1);
  // Round half up to hundredths.
  const hundredths = (numerator * 2n + denominator) / (denominator * 2n);
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}

/** What a multi (or a single: one selection) pays if it wins, in kuruş, rounded down. */
export function multiPayout(stakeMinor: bigint, odds: readonly string[]): bigint | null {
  const scaled = odds.map(oddsHundredths);
  if (scaled.length === 0 || scaled.some((o) => o === null)) return null;
  return (stakeMinor * product(scaled as bigint[])) / ODDS_SCALE ** BigInt(scaled.length);
}

/**
 * What a system k/n pays if every selection wins, in kuruş: the stake split over the lines (the book
 * refuses a stake that does not split evenly, see `stakeSplits`), each line paying its stake × Π odds.
 */
export function systemPayout(stakeMinor: bigint, odds: readonly string[], size: number): bigint | null {
  const scaled = odds.map(oddsHundredths);
  if (scaled.some((o) => o === null) || size < 2 || size >= scaled.length) return null;
  const lines = combinations(scaled as bigint[], size);
  const perLine = stakeMinor / BigInt(lines.length);
  let numerators = 0n;
  for (const line of lines) numerators += product(line);
  return (perLine * numerators) / ODDS_SCALE ** BigInt(size);
}

/** Whether a system stake splits evenly over its lines in kuruş (the book's rule). */
export function stakeSplits(stakeMinor: bigint, lines: number): boolean {
  return lines > 0 && stakeMinor % BigInt(lines) === 0n;
}
