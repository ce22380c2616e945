import type { Rng } from '../rng.ts';
import { compile, type CompiledTheme, type ReelSet } from './compiled.ts';
import { evaluateThemeLine } from './evaluate.ts';
import { byCount, type Theme } from './theme.ts';

/*
 * A round of any theme: the paid spin (or, for a bonus buy, none), then the free spins it awards,
 * retriggers included, until none are left or the round reaches the cap. Everything is counted in line
 * bets (integers) by one core, `runRound`; playRound turns the same numbers into minor units and adds
 * the details a player sees, roundLineBets returns them bare for simulations. The stops are the only
 * draws: one rng.int(strip length) per reel per spin, reels left to right, spins in play order.
 */

export type SlotLineWin = { line: number; symbol: number; count: number; winMinor: bigint };

export type SpinResult = {
  stops: number[];
  /** grid[reel][row], symbol indices into theme.symbols. */
  grid: number[][];
  /** Line wins with the spin's multiplier applied. */
  lineWins: SlotLineWin[];
  scatters: number;
  scatterWinMinor: bigint;
  multiplier: number;
  /** Lines + scatters, multiplied: what the spin paid before any cap. */
  winMinor: bigint;
  freeSpinsAwarded: number;
};

export type RoundOutcome = {
  stakeMinor: bigint;
  /** What the round cost: the stake, or the bonus-buy price × stake. */
  costMinor: bigint;
  boughtBonus: boolean;
  /** The paid spin; null for a bonus buy, which starts with the free spins. */
  baseSpin: SpinResult | null;
  freeSpins: SpinResult[];
  freeSpinsAwarded: number;
  /** The round's pay, cut to maxWinStakes × stake. */
  totalWinMinor: bigint;
  /** True when the round reached the cap: the pay is the cap and any free spins left were forfeited. */
  capped: boolean;
};

export type RoundOptions = { buyBonus?: boolean };

type SpinRecord = {
  free: boolean;
  stops: Int32Array;
  linePay: number;
  scatters: number;
  pay: number;
  award: number;
};

/**
 * Draws the stops (one rng.int per reel, reels 1 to 5) into `stops` and answers the window's line pay
 * in line bets; the scatter count is left in stops[5]. The simulations' hot loop, written out for the
 * five reels every theme has (defineTheme insists): a line's table index is the sum of one read per
 * reel, which runs about three times faster than a loop over the reels.
 */
function spinLines(
  set: ReelSet,
  rng: Rng,
  stops: Int32Array,
  linePays: Int32Array,
  lineCount: number,
): number {
  const { lengths, scatters, lineDigits } = set;
  // Plain consts, not array destructuring: this runs millions of times and must not allocate.
  const s0 = rng.int(lengths[0]!);
  const s1 = rng.int(lengths[1]!);
  const s2 = rng.int(lengths[2]!);
  const s3 = rng.int(lengths[3]!);
  const s4 = rng.int(lengths[4]!);
  stops[0] = s0;
  stops[1] = s1;
  stops[2] = s2;
  stops[3] = s3;
  stops[4] = s4;
  stops[5] =
    scatters[0]![s0]! + scatters[1]![s1]! + scatters[2]![s2]! + scatters[3]![s3]! + scatters[4]![s4]!;
  const d0 = lineDigits[0]!;
  const d1 = lineDigits[1]!;
  const d2 = lineDigits[2]!;
  const d3 = lineDigits[3]!;
  const d4 = lineDigits[4]!;
  const o0 = s0 * lineCount;
  const o1 = s1 * lineCount;
  const o2 = s2 * lineCount;
  const o3 = s3 * lineCount;
  const o4 = s4 * lineCount;
  let total = 0;
  for (let line = 0; line < lineCount; line += 1)
    total += linePays[d0[o0 + line]! + d1[o1 + line]! + d2[o2 + line]! + d3[o3 + line]! + d4[o4 + line]!]!;
  return total;
}

/** The one core: the round's pay in line bets (capped), each spin it played reported to `record`. */
function runRound(
  compiled: CompiledTheme,
  rng: Rng,
  buyBonus: boolean,
  record?: (spin: SpinRecord) => void,
): { lineBets: number; capped: boolean; awarded: number } {
  const { theme, stops, scatterLineBets, awards, linePays } = compiled;
  const lineCount = theme.lines.length;
  const cap = theme.maxWinStakes * lineCount;
  const multiplier = theme.freeSpins.multiplier;
  let total = 0;
  let left = buyBonus ? theme.bonusBuySpins : 0;
  let awarded = left;
  // A plain loop rather than a helper closure: this runs millions of times in the simulations.
  for (let free = buyBonus; ; free = true) {
    if (free) {
      if (left === 0 || total >= cap) break;
      left -= 1;
    }
    const linePay = spinLines(free ? compiled.free : compiled.base, rng, stops, linePays, lineCount);
    const scatters = stops[5]!;
    const pay = (linePay + scatterLineBets[scatters]!) * (free ? multiplier : 1);
    const award = awards[scatters]!;
    if (record !== undefined) record({ free, stops: stops.slice(0, 5), linePay, scatters, pay, award });
    total += pay;
    left += award;
    awarded += award;
  }
  // Reaching the cap ends the round at the cap: the pay is min(uncapped pay, cap) exactly.
  return total >= cap
    ? { lineBets: cap, capped: true, awarded }
    : { lineBets: total, capped: false, awarded };
}

/**
 * A round's pay in line bets (stake = theme.lines.length line bets; a bonus buy costs
 * bonusBuyPriceStakes stakes), capped: the simulation path, the same core as playRound.
 */
export function roundLineBets(theme: Theme, rng: Rng, options: RoundOptions = {}): number {
  return runRound(compile(theme), rng, options.buyBonus === true).lineBets;
}

export type SimulationTally = {
  rounds: number;
  /** Σ pay and Σ pay² over the rounds, in line bets. */
  paidLineBets: number;
  paidSquares: number;
  /** Rounds that paid anything, rounds whose paid spin awarded free spins, rounds cut by the cap. */
  hits: number;
  triggers: number;
  capped: number;
  /** Return per unit staked (stake, or bonus-buy price), and its sample standard error. */
  rtp: number;
  standardError: number;
};

/** `rounds` rounds in a row from one rng, tallied: what the simulation tests and benches run. */
export function simulateRounds(
  theme: Theme,
  rng: Rng,
  rounds: number,
  options: RoundOptions = {},
): SimulationTally {
  const compiled = compile(theme);
  const buyBonus = options.buyBonus === true;
  let [paidLineBets, paidSquares, hits, triggers, capped] = [0, 0, 0, 0, 0];
  for (let i = 0; i < rounds; i += 1) {
    const round = runRound(compiled, rng, buyBonus);
    paidLineBets += round.lineBets;
    paidSquares += round.lineBets * round.lineBets;
    if (round.lineBets > 0) hits += 1;
    if (!buyBonus && round.awarded > 0) triggers += 1;
    if (round.capped) capped += 1;
  }
  const cost = theme.lines.length * (buyBonus ? theme.bonusBuyPriceStakes : 1);
  const mean = paidLineBets / rounds;
  const variance = paidSquares / rounds - mean * mean;
  return {
    rounds,
    paidLineBets,
    paidSquares,
    hits,
    triggers,
    capped,
    rtp: mean / cost,
    standardError: Math.sqrt(variance / rounds) / cost,
  };
}

function spinResult(compiled: CompiledTheme, spin: SpinRecord, lineBet: bigint): SpinResult {
  const { theme } = compiled;
  const set = spin.free ? compiled.free : compiled.base;
  const multiplier = spin.free ? theme.freeSpins.multiplier : 1;
  const grid = Array.from(spin.stops, (stop, reel) =>
    Array.from({ length: theme.rows }, (_, row) => set.cells[reel]![stop * theme.rows + row]!),
  );
  const lineWins: SlotLineWin[] = [];
  let linePay = 0;
  theme.lines.forEach((rows, line) => {
    const { symbol, count, pay } = evaluateThemeLine(
      theme,
      rows.map((row, reel) => grid[reel]![row]!),
    );
    linePay += pay;
    if (pay > 0) lineWins.push({ line, symbol, count, winMinor: lineBet * BigInt(pay * multiplier) });
  });
  // The details come from the rule itself, the amounts from its table: they must agree, and do by
  // construction (compiled.ts fills the table with the rule); a mismatch is a defect, never a pay-out.
  if (linePay !== spin.linePay) throw new Error(`${theme.id}: line details disagree with the round's pay`);
  const scatterPay = byCount(theme.scatterPays, spin.scatters) * theme.lines.length * multiplier;
  return {
    stops: Array.from(spin.stops),
    grid,
    lineWins,
    scatters: spin.scatters,
    scatterWinMinor: lineBet * BigInt(scatterPay),
    multiplier,
    winMinor: lineBet * BigInt(spin.pay),
    freeSpinsAwarded: spin.award,
  };
}

/** The full round, in minor units, for the server and the player's verification. */
export function playRound(
  theme: Theme,
  rng: Rng,
  stakeMinor: bigint,
  options: RoundOptions = {},
): RoundOutcome {
  if (!theme.betLevelsMinor.includes(stakeMinor))
    throw new RangeError(`${theme.id}: ${stakeMinor} is not a bet level`);
  const compiled = compile(theme);
  const lineBet = stakeMinor / BigInt(theme.lines.length);
  const boughtBonus = options.buyBonus === true;
  const spins: SpinResult[] = [];
  const round = runRound(compiled, rng, boughtBonus, (spin) =>
    spins.push(spinResult(compiled, spin, lineBet)),
  );
  return {
    stakeMinor,
    costMinor: boughtBonus ? stakeMinor * BigInt(theme.bonusBuyPriceStakes) : stakeMinor,
    boughtBonus,
    baseSpin: boughtBonus ? null : spins[0]!,
    freeSpins: boughtBonus ? spins : spins.slice(1),
    freeSpinsAwarded: round.awarded,
    totalWinMinor: lineBet * BigInt(round.lineBets),
    capped: round.capped,
  };
}
