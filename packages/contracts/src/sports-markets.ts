/*
 * How a market's canonical specifiers read and in which order an event's markets are listed, shared by
 * the site's event page and the back office's trading room (each titles them in its own words).
 */

/** 'hcp=-1|set=2' → { hcp: '-1', set: '2' } (a request's `specifiers`); '' → {}. */
export function parseSpecifiers(specifiers: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const part of specifiers.split('|')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    result[part.slice(0, at)] = part.slice(at + 1);
  }
  return result;
}

/** The order markets are listed in; unknown keys come last, in the book's order. */
export const MARKET_ORDER: readonly string[] = [
  '1x2',
  'moneyline',
  'match_winner',
  'double_chance',
  'total',
  'btts',
  'handicap',
  'spread',
  'set_winner',
  'correct_score',
  'ht_1x2',
];

const rank = (key: string) => {
  const index = MARKET_ORDER.indexOf(key);
  return index === -1 ? MARKET_ORDER.length : index;
};

/** Lines in their natural order: Over/Under 0.5 before 2.5, handicap -2 before +1. */
const lineOf = (specifiers: string) => {
  const specs = parseSpecifiers(specifiers);
  const value = Number(specs.total ?? specs.hcp ?? specs.set ?? 0);
  return Number.isFinite(value) ? value : 0;
};

/** The markets in MARKET_ORDER, each key's lines in their natural order, ties as given. */
export function sortMarkets<T extends { key: string; specifiers: string }>(markets: readonly T[]): T[] {
  return markets
    .map((market, index) => ({ market, index }))
    .sort(
      (a, b) =>
        rank(a.market.key) - rank(b.market.key) ||
        (a.market.key === b.market.key ? lineOf(a.market.specifiers) - lineOf(b.market.specifiers) : 0) ||
        a.index - b.index,
    )
    .map(({ market }) => market);
}
