/**
 * From fair probabilities to the decimal odds a bookmaker offers.
 *
 * The margin is applied proportionally to probability (every outcome's implied probability is
 * multiplied by 1 + margin), so the book's edge is the same on every outcome of a market and the
 * implied probabilities sum to 1 + margin before rounding.
 */

/** The simulated feed's margin: implied probabilities of a market sum to about 1.05. */
export const DEFAULT_MARGIN = 0.05;

/** Shortest and longest prices offered; outside them a price says nothing a bettor can use. */
export const MIN_ODDS = 1.01;
export const MAX_ODDS = 500;

/** Below this an outcome is treated as impossible (already lost, or numerically zero): not offered. */
export const NOT_OFFERED_BELOW = 1e-9;

/** Decimal odds for one outcome, or null when the outcome is not offered. */
export type Odds = number | null;

/** Decimal odds for one outcome of fair probability `probability` in a market carrying `margin`. */
export function oddsFromProbability(probability: number, margin: number = DEFAULT_MARGIN): Odds {
  if (!Number.isFinite(probability) || probability < NOT_OFFERED_BELOW) return null;
  const raw = 1 / (probability * (1 + margin));
  // Round first, then clamp: a clamped price stays exactly on the bound.
  const rounded = Math.round(raw * 100) / 100;
  return Math.min(MAX_ODDS, Math.max(MIN_ODDS, rounded));
}

/** Odds for every outcome of a market, in the same order as the fair probabilities. */
export function applyMargin(probabilities: readonly number[], margin: number = DEFAULT_MARGIN): Odds[] {
  if (!(margin >= 0)) throw new RangeError(`margin must be a non-negative number, got ${margin}`);
  return probabilities.map((probability) => oddsFromProbability(probability, margin));
}

/** Sum of the implied probabilities (1 / odds) of the offered outcomes: the book's overround. */
export function overround(odds: readonly Odds[]): number {
  return odds.reduce<number>((sum, price) => (price === null ? sum : sum + 1 / price), 0);
}
