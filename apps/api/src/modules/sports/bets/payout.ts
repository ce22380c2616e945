/*
 * What a bet pays, in exact integer arithmetic (minor units, rounded down once at the end). A leg's
 * factor is what one unit staked on it returns: the refunded share (void factor v) back at 1, the rest
 * at the odds times the dead-heat factor if the outcome won, else nothing:
 *
 *   f = v + (1 − v) · (won ? odds · deadHeat : 0)
 *
 * A leg the feed cancelled for the bet (a bet_cancel covering its placement) counts at 1. A multi pays
 * stake · Πf; a system bet pays (stake ÷ lines) · Πf summed over every combination of its size.
 * Odds have 2 decimals, void factors 3, dead-heat factors 5: each is an integer over a fixed scale.
 */

import { combinations, lineCount, slipOdds, slipPayout } from '@lale/contracts';

/** A rational number n / d with bigint parts. */
export type Fraction = { n: bigint; d: bigint };

const ODDS_SCALE = 100n;
const VOID_SCALE = 1_000n;
const DEAD_HEAT_SCALE = 100_000n;
/** Every leg factor has this denominator, so the products of a system bet's lines share theirs. */
const LEG_SCALE = VOID_SCALE * ODDS_SCALE * DEAD_HEAT_SCALE;
const ONE: Fraction = { n: 1n, d: 1n };

/** A decimal string with at most `places` decimals as an integer at that scale ('1.85', 2 → 185n). */
export function scaled(value: string, places: number): bigint {
  const [whole = '0', fraction = ''] = value.split('.');
  if (fraction.length > places) throw new Error(`${value} has more than ${places} decimals`);
  return BigInt(whole + fraction.padEnd(places, '0'));
}

export type LegResult =
  /** Not settled yet. */
  | { state: 'open' }
  /** Cancelled for this bet (market cancelled, or a cancel window covering the placement). */
  | { state: 'cancelled' }
  | { state: 'settled'; won: boolean; voidFactor: string | null; deadHeatFactor: string | null };

/** A leg's factor at its accepted odds ('2.10'), or undefined while it is open. */
export function legFactor(odds: string, result: LegResult): Fraction | undefined {
  if (result.state === 'open') return undefined;
  if (result.state === 'cancelled') return { n: LEG_SCALE, d: LEG_SCALE };
  const v = result.voidFactor === null ? 0n : scaled(result.voidFactor, 3);
  const dh = result.deadHeatFactor === null ? DEAD_HEAT_SCALE : scaled(result.deadHeatFactor, 5);
  const o = scaled(odds, 2);
  const refunded = v * ODDS_SCALE * DEAD_HEAT_SCALE;
  const won = result.won ? (VOID_SCALE - v) * o * dh : 0n;
  return { n: refunded + won, d: LEG_SCALE };
}

const times = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.n, d: a.d * b.d });

// A system bet's lines are the slip's (@lale/contracts bet-slip.ts), shared with the site's slip.
export { combinations, lineCount };

/**
 * The payout of a bet whose legs all have factors, rounded down to the minor unit; undefined while a
 * leg is open (a multi with a lost leg is known to pay 0 even then).
 */
export function betPayout(
  stakeMinor: bigint,
  factors: readonly (Fraction | undefined)[],
  systemSize: number | null,
): bigint | undefined {
  if (systemSize === null) {
    if (factors.some((f) => f !== undefined && f.n === 0n)) return 0n;
    if (factors.some((f) => f === undefined)) return undefined;
    const product = (factors as Fraction[]).reduce(times, ONE);
    return (stakeMinor * product.n) / product.d;
  }
  if (factors.some((f) => f === undefined)) return undefined;
  const lines = combinations(factors as Fraction[], systemSize);
  const perLine = stakeMinor / BigInt(lines.length);
  // Every line's product has the same denominator (LEG_SCALE^size): the numerators add up.
  let numerators = 0n;
  for (const line of lines) numerators += line.reduce(times, ONE).n;
  return (perLine * numerators) / LEG_SCALE ** BigInt(systemSize);
}

/**
 * The most a bet can pay at its accepted odds (every leg won): the slip's potential win, computed by the
 * same function the site's slip shows it with. The odds come from the book (2 decimals), so none is
 * unreadable; a slip that reaches here has a valid shape (checkSlipShape).
 */
export function potentialPayout(stakeMinor: bigint, odds: readonly string[], systemSize: number | null) {
  const payout = slipPayout(stakeMinor, odds, systemSize);
  if (payout === null) throw new Error(`no potential payout for odds ${odds.join(', ')} size ${systemSize}`);
  return payout;
}

/**
 * A bet's total odds at its accepted odds, exactly: the product of the legs' odds (a single or multi),
 * or for a system bet the average over its lines of each line's product. What a bonus's minimum odds
 * for sports wagering is compared with (issue 23).
 */
export function totalOdds(odds: readonly string[], systemSize: number | null): Fraction {
  const exact = slipOdds(odds, systemSize);
  if (exact === null) throw new Error(`no total odds for odds ${odds.join(', ')} size ${systemSize}`);
  return exact;
}
