/*
 * The bet slip's arithmetic and odds policy, once for the site's slip (what it shows before placing) and
 * the API's placement (what it checks and stores), so the potential win and total odds a player reads
 * are exactly what the book writes, and the slip refuses a moved price the way the book does.
 *
 * Exact integer arithmetic: odds are hundredths, stakes minor units, a payout is rounded down once at the
 * end. A multi (or a single: one selection) pays stake × Π odds; a system k/n splits its stake evenly
 * over its C(n, k) lines (a stake that does not split is refused) and pays the sum of each line's
 * stake × Π odds when every selection wins. What a settled bet pays (void and dead-heat factors) is the
 * API's alone (modules/sports/bets/payout.ts).
 */

/** The odds a slip accepts at placement: exactly those shown, those or higher, or whatever they are now. */
export const ODDS_POLICY = { None: 0, Higher: 1, Any: 2 } as const;
export type OddsPolicy = (typeof ODDS_POLICY)[keyof typeof ODDS_POLICY];

/** Odds have 2 decimals: every odds value is an integer over this scale. */
const ODDS_SCALE = 100n;

/** An exact positive rational, n / d. */
export type ExactOdds = { n: bigint; d: bigint };

/** '1.85' → 185n, '2' → 200n; null for anything that is not decimal odds with at most 2 decimals. */
export function oddsHundredths(odds: string): bigint | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(odds.trim());
  if (!match) return null;
  return BigInt(`${match[1]}${(match[2] ?? '').padEnd(2, '0')}`);
}

/** How many lines a slip has: 1 without a system size, else C(legs, size) (0 when size is out of 0..legs). */
export function lineCount(legs: number, systemSize: number | null): number {
  if (systemSize === null) return 1;
  if (systemSize < 0 || systemSize > legs) return 0;
  let count = 1;
  // Each step stays an integer: C(legs, i + 1) = C(legs, i) · (legs − i) / (i + 1).
  for (let i = 0; i < systemSize; i += 1) count = (count * (legs - i)) / (i + 1);
  return count;
}

/** Every way to choose `size` of `items`, in order (a system bet's lines). */
export function combinations<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  if (items.length < size) return [];
  const [first, ...rest] = items;
  return [
    ...combinations(rest, size - 1).map((combo) => [first as T, ...combo]),
    ...combinations(rest, size),
  ];
}

/** Whether a system stake splits evenly over its lines in minor units (the book refuses one that does not). */
export function stakeSplits(stakeMinor: bigint, lines: number): boolean {
  return lines > 0 && stakeMinor % BigInt(lines) === 0n;
}

const product = (values: readonly bigint[]) => values.reduce((acc, v) => acc * v, 1n);

/**
 * The slip's odds as hundredths, or null when there are none, any is not odds, or the system size is not
 * one the book takes (2 to one fewer than the selections).
 */
function legsOf(odds: readonly string[], systemSize: number | null): bigint[] | null {
  const scaled = odds.map(oddsHundredths);
  if (scaled.length === 0 || scaled.some((o) => o === null)) return null;
  if (systemSize !== null && (systemSize < 2 || systemSize >= scaled.length)) return null;
  return scaled as bigint[];
}

/**
 * A slip's total odds, exactly: the product of its odds (a single or multi), or for a system bet the
 * average over its lines of each line's product. Null as `legsOf` says.
 */
export function slipOdds(odds: readonly string[], systemSize: number | null): ExactOdds | null {
  const legs = legsOf(odds, systemSize);
  if (legs === null) return null;
  if (systemSize === null) return { n: product(legs), d: ODDS_SCALE ** BigInt(legs.length) };
  const lines = combinations(legs, systemSize);
  // Every line's product has the denominator ODDS_SCALE^size: the numerators add up.
  let numerators = 0n;
  for (const line of lines) numerators += product(line);
  return { n: numerators, d: ODDS_SCALE ** BigInt(systemSize) * BigInt(lines.length) };
}

/** Exact odds as the slip shows them: rounded half up to 2 decimals ('3.255' → '3.26'). */
export function oddsText(odds: ExactOdds): string {
  const hundredths = (odds.n * ODDS_SCALE * 2n + odds.d) / (odds.d * 2n);
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}

/**
 * What a slip pays if every selection wins, in minor units rounded down once; a system stake is split
 * over its lines first (in whole minor units, see `stakeSplits`). Null as `legsOf` says.
 */
export function slipPayout(
  stakeMinor: bigint,
  odds: readonly string[],
  systemSize: number | null,
): bigint | null {
  const legs = legsOf(odds, systemSize);
  if (legs === null) return null;
  if (systemSize === null) return (stakeMinor * product(legs)) / ODDS_SCALE ** BigInt(legs.length);
  const lines = combinations(legs, systemSize);
  const perLine = stakeMinor / BigInt(lines.length);
  let numerators = 0n;
  for (const line of lines) numerators += product(line);
  return (perLine * numerators) / ODDS_SCALE ** BigInt(systemSize);
}

/** Which way a price moved from the odds shown to the odds now; null when either is not odds. */
export type OddsMove = 'same' | 'up' | 'down';
export function oddsMove(shown: string, now: string): OddsMove | null {
  const [was, is] = [oddsHundredths(shown), oddsHundredths(now)];
  if (was === null || is === null) return null;
  return is === was ? 'same' : is > was ? 'up' : 'down';
}

/** Whether a move is one the policy takes: no move always, a rise under Higher, anything under Any. */
export function moveAcceptable(move: OddsMove, policy: OddsPolicy): boolean {
  if (move === 'same' || policy === ODDS_POLICY.Any) return true;
  return policy === ODDS_POLICY.Higher && move === 'up';
}

/** Whether the odds now are acceptable against the odds shown, under the slip's policy. */
export function oddsAcceptable(shown: string, now: string, policy: OddsPolicy): boolean {
  if (policy === ODDS_POLICY.Any) return true;
  const move = oddsMove(shown, now);
  return move !== null && moveAcceptable(move, policy);
}
