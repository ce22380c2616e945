import { roulette } from '@lale/originals';

/*
 * The session's numbers, newest first, and what a live table shows of them: how often red, black and
 * the zero came, the hot numbers (most hits, the latest first among equals) and the cold ones (fewest
 * hits, the longest unseen first). Hot and cold mean little over a few spins, so they are offered only
 * from HOT_COLD_AFTER spins on.
 */

export const HOT_COLD_AFTER = 10;
export const KEPT = 100;

export type SessionStats = {
  spins: number;
  red: number;
  black: number;
  green: number;
  hot: number[];
  cold: number[];
};

export function sessionStats(newestFirst: readonly number[], shown = 4): SessionStats {
  const numbers = newestFirst.slice(0, KEPT);
  const counts = new Array<number>(roulette.POCKETS).fill(0);
  // The index of each number's latest hit (0 = the last spin); never seen: Infinity.
  const latest = new Array<number>(roulette.POCKETS).fill(Number.POSITIVE_INFINITY);
  numbers.forEach((number, index) => {
    counts[number]! += 1;
    if (latest[number] === Number.POSITIVE_INFINITY) latest[number] = index;
  });
  const colours = { red: 0, black: 0, green: 0 };
  for (const number of numbers) colours[roulette.colourOf(number)] += 1;
  const all = Array.from({ length: roulette.POCKETS }, (_, n) => n);
  const enough = numbers.length >= HOT_COLD_AFTER;
  const hot = [...all]
    .filter((n) => counts[n]! > 0)
    .sort((a, b) => counts[b]! - counts[a]! || latest[a]! - latest[b]! || a - b)
    .slice(0, shown);
  const cold = [...all]
    .sort((a, b) => counts[a]! - counts[b]! || latest[b]! - latest[a]! || a - b)
    .slice(0, shown);
  return {
    spins: numbers.length,
    ...colours,
    hot: enough ? hot : [],
    cold: enough ? cold : [],
  };
}
