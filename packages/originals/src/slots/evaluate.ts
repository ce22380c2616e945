import type { Theme } from './theme.ts';

/*
 * A line pays its leftmost run, the rule every theme shares: the first symbol that is not the wild
 * names the line and wilds stand in for it; a run of wilds alone pays as wilds, and the better of the
 * two counts (the named symbol on a tie). The scatter is never part of a line: it ends a run.
 */

export type ThemeLinePay = { symbol: number; count: number; pay: number };

/** The pay in line bets of one line's symbols (left to right), with the symbol and count that paid. */
export function evaluateThemeLine(theme: Theme, symbols: ArrayLike<number>): ThemeLinePay {
  const { wild, scatter } = theme;
  const length = symbols.length;
  let wilds = 0;
  while (wilds < length && symbols[wilds] === wild) wilds += 1;
  const wildPay = theme.symbols[wild]!.pays[wilds]!;
  if (wilds === length) return { symbol: wild, count: wilds, pay: wildPay };
  const named = symbols[wilds]!;
  if (named === scatter) return { symbol: wild, count: wilds, pay: wildPay };
  let count = wilds + 1;
  while (count < length && (symbols[count] === named || symbols[count] === wild)) count += 1;
  const namedPay = theme.symbols[named]!.pays[count]!;
  return namedPay >= wildPay
    ? { symbol: named, count, pay: namedPay }
    : { symbol: wild, count: wilds, pay: wildPay };
}
