import { expect } from 'vitest';
import { MAX_ODDS, MIN_ODDS, overround, type FairMarket, type Market } from '../src/index.ts';

/** A market's outcomes are exclusive and exhaustive, except double chance whose outcomes each cover two results. */
export const expectedProbabilitySum = (market: { key: string }) => (market.key === 'double_chance' ? 2 : 1);

export function expectFairSums(markets: readonly FairMarket[]): void {
  expect(markets.length).toBeGreaterThan(0);
  for (const market of markets) {
    const sum = market.outcomes.reduce((total, outcome) => total + outcome.probability, 0);
    expect(
      Math.abs(sum - expectedProbabilitySum(market)),
      `${market.key} ${JSON.stringify(market.specifiers)}`,
    ).toBeLessThan(1e-9);
    for (const outcome of market.outcomes) {
      expect(outcome.probability).toBeGreaterThanOrEqual(0);
      expect(outcome.probability).toBeLessThanOrEqual(1);
    }
  }
}

/**
 * Overround is 1 + margin before rounding; two-decimal rounding moves it a little, and a price held at
 * a clamp moves it a lot, so only markets priced inside the clamps are held to the tolerance.
 */
export function expectOverround(markets: readonly Market[], margin: number): number {
  let checked = 0;
  for (const market of markets) {
    const odds = market.outcomes.map((outcome) => outcome.odds);
    if (odds.some((price) => price === null || price <= MIN_ODDS || price >= MAX_ODDS)) continue;
    const target = expectedProbabilitySum(market) * (1 + margin);
    expect(
      Math.abs(overround(odds) - target),
      `${market.key} ${JSON.stringify(market.specifiers)}`,
    ).toBeLessThan(0.01);
    checked += 1;
  }
  return checked;
}

export function oddsOf(
  markets: readonly Market[],
  key: string,
  id: string,
  specifiers?: Record<string, string>,
) {
  const market = markets.find(
    (candidate) =>
      candidate.key === key &&
      JSON.stringify(candidate.specifiers ?? {}) === JSON.stringify(specifiers ?? {}),
  );
  if (market === undefined) throw new Error(`no market ${key} ${JSON.stringify(specifiers)}`);
  const outcome = market.outcomes.find((candidate) => candidate.id === id);
  if (outcome === undefined) throw new Error(`no outcome ${id} in ${key}`);
  return outcome.odds;
}

export function probabilityOf(
  markets: readonly FairMarket[],
  key: string,
  id: string,
  specifiers?: Record<string, string>,
): number {
  const market = markets.find(
    (candidate) =>
      candidate.key === key &&
      JSON.stringify(candidate.specifiers ?? {}) === JSON.stringify(specifiers ?? {}),
  );
  const outcome = market?.outcomes.find((candidate) => candidate.id === id);
  if (outcome === undefined) throw new Error(`no outcome ${id} in ${key} ${JSON.stringify(specifiers)}`);
  return outcome.probability;
}
