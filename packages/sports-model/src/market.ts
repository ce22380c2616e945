import { applyMargin, DEFAULT_MARGIN, NOT_OFFERED_BELOW, type Odds } from './margin.ts';

/**
 * The shape every sport returns. A feed identifies a market by `key` plus `specifiers` and an outcome
 * by `id`, so those strings are stable across updates; `name` is only for display.
 */
export type Specifiers = Readonly<Record<string, string>>;

export interface FairOutcome {
  readonly id: string;
  readonly name: string;
  /** The model's probability, before any margin. */
  readonly probability: number;
}

export interface FairMarket<Key extends string = string> {
  readonly key: Key;
  readonly specifiers?: Specifiers;
  readonly outcomes: readonly FairOutcome[];
}

export interface PricedOutcome {
  readonly id: string;
  readonly name: string;
  /** Decimal odds, or null when the outcome is not offered. */
  readonly odds: Odds;
}

export interface Market<Key extends string = string> {
  readonly key: Key;
  readonly specifiers?: Specifiers;
  readonly outcomes: readonly PricedOutcome[];
}

/** A market whose result is already known (one outcome certain) is settled, so nothing in it is offered. */
export function isDecided(market: FairMarket): boolean {
  return market.outcomes.some((outcome) => outcome.probability >= 1 - NOT_OFFERED_BELOW);
}

export function priceMarket<Key extends string>(
  market: FairMarket<Key>,
  margin: number = DEFAULT_MARGIN,
): Market<Key> {
  const decided = isDecided(market);
  const odds = applyMargin(
    market.outcomes.map((outcome) => outcome.probability),
    margin,
  );
  const outcomes = market.outcomes.map((outcome, index) => ({
    id: outcome.id,
    name: outcome.name,
    odds: decided ? null : (odds[index] ?? null),
  }));
  return market.specifiers === undefined
    ? { key: market.key, outcomes }
    : { key: market.key, specifiers: market.specifiers, outcomes };
}

export function priceMarkets<Key extends string>(
  markets: readonly FairMarket<Key>[],
  margin: number = DEFAULT_MARGIN,
): Market<Key>[] {
  return markets.map((market) => priceMarket(market, margin));
}

/** A line as a specifier value: '2.5' for totals; '-1', '0', '+3.5' for handicaps (signed, so '+1' ≠ '1'). */
export function formatLine(line: number, signed = false): string {
  if (!signed || line <= 0) return String(line === 0 ? 0 : line);
  return `+${line}`;
}
