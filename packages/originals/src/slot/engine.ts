import type { Rng } from '../rng.ts';
import { LINES, PAYTABLE, REELS, ROWS, WILD } from './math.ts';
import { REEL_STRIPS } from './reels.ts';

/*
 * One spin of Lale Bahçesi: a stop per reel drawn uniformly, the 3×5 window, and each line's pay. A
 * line pays its leftmost run: the first symbol that is not the tulip names the line, tulips stand in
 * for it; a run of tulips alone pays as tulips, and the better of the two counts. Money is integer
 * minor units: a line bet is the stake / 10, which every bet level divides exactly.
 */

export type LineWin = { line: number; symbol: number; count: number; winMinor: bigint };
export type SpinOutcome = {
  stops: number[];
  /** grid[reel][row], symbol indices (math.ts SYMBOLS). */
  grid: number[][];
  lineWins: LineWin[];
  totalWinMinor: bigint;
};

/** The pay in line bets of one line's five symbols (left to right), with the symbol and count that paid. */
export function evaluateLine(symbols: readonly number[]): {
  symbol: number;
  count: number;
  multiplier: number;
} {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === WILD) wilds += 1;
  const wildPay = PAYTABLE[WILD]![wilds]!;
  if (wilds === symbols.length) return { symbol: WILD, count: wilds, multiplier: wildPay };
  const named = symbols[wilds]!;
  let count = wilds + 1;
  while (count < symbols.length && (symbols[count] === named || symbols[count] === WILD)) count += 1;
  const namedPay = PAYTABLE[named]![count]!;
  return namedPay >= wildPay
    ? { symbol: named, count, multiplier: namedPay }
    : { symbol: WILD, count: wilds, multiplier: wildPay };
}

export function windowAt(stops: readonly number[]): number[][] {
  return stops.map((stop, reel) => {
    const strip = REEL_STRIPS[reel]!;
    return Array.from({ length: ROWS }, (_, row) => strip[(stop + row) % strip.length]!);
  });
}

export function spin(rng: Rng, stakeMinor: bigint): SpinOutcome {
  if (stakeMinor % BigInt(LINES.length) !== 0n) throw new RangeError('the stake must divide into the lines');
  const lineBet = stakeMinor / BigInt(LINES.length);
  const stops = Array.from({ length: REELS }, (_, reel) => rng.int(REEL_STRIPS[reel]!.length));
  const grid = windowAt(stops);
  const lineWins: LineWin[] = [];
  let totalWinMinor = 0n;
  LINES.forEach((rows, line) => {
    const { symbol, count, multiplier } = evaluateLine(rows.map((row, reel) => grid[reel]![row]!));
    if (multiplier === 0) return;
    const winMinor = lineBet * BigInt(multiplier);
    lineWins.push({ line, symbol, count, winMinor });
    totalWinMinor += winMinor;
  });
  return { stops, grid, lineWins, totalWinMinor };
}

/**
 * The same spin's total pay in line bets, without building the outcome: what a million-spin simulation
 * runs. Shares evaluateLine with spin(), so the two cannot disagree.
 */
export function spinMultiplier(rng: Rng): number {
  const stops = [0, 0, 0, 0, 0];
  for (let reel = 0; reel < REELS; reel += 1) stops[reel] = rng.int(REEL_STRIPS[reel]!.length);
  let total = 0;
  const symbols = [0, 0, 0, 0, 0];
  for (const rows of LINES) {
    for (let reel = 0; reel < REELS; reel += 1) {
      const strip = REEL_STRIPS[reel]!;
      symbols[reel] = strip[(stops[reel]! + rows[reel]!) % strip.length]!;
    }
    total += evaluateLine(symbols).multiplier;
  }
  return total;
}
