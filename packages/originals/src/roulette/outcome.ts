import type { Rng } from '../rng.ts';
import {
  colourOf,
  INSIDE_GROUPS,
  INSIDE_KINDS,
  MAX_BET_MINOR,
  MAX_BETS_PER_SLIP,
  MAX_SLIP_MINOR,
  MIN_BET_MINOR,
  multiplierOf,
  OUTSIDE_KINDS,
  OUTSIDE_NUMBERS,
  POCKETS,
  type Colour,
  type InsideKind,
} from './math.ts';

/*
 * One spin: the winning number is the round's first uniform integer below 37 (with fairRng: the first
 * HMAC word below 4,294,967,289 = 37 × 116,080,197, modulo 37). Every bet of the slip is settled against it.
 */

export type RouletteBet =
  | { kind: InsideKind; numbers: readonly number[]; stakeMinor: bigint }
  | { kind: 'dozen' | 'column'; index: 1 | 2 | 3; stakeMinor: bigint }
  | { kind: 'red' | 'black' | 'odd' | 'even' | 'low' | 'high'; stakeMinor: bigint };

export type SettledBet = { bet: RouletteBet; won: boolean; winMinor: bigint };

export type SpinResult = {
  number: number;
  colour: Colour;
  bets: SettledBet[];
  totalStakeMinor: bigint;
  totalWinMinor: bigint;
};

const isInside = (kind: string): kind is InsideKind => (INSIDE_KINDS as readonly string[]).includes(kind);

/** The numbers a bet covers, sorted; refuses a group that is not on the layout for its kind. */
export function coveredNumbers(bet: RouletteBet): number[] {
  if ('numbers' in bet) {
    if (!isInside(bet.kind)) throw new RangeError(`unknown bet kind ${String(bet.kind)}`);
    const sorted = [...bet.numbers].sort((a, b) => a - b);
    const key = sorted.join(',');
    if (!INSIDE_GROUPS[bet.kind].some((group) => group.join(',') === key)) {
      throw new RangeError(`${key} is not a ${bet.kind} on the table`);
    }
    return sorted;
  }
  if (bet.kind === 'dozen' || bet.kind === 'column') {
    if (![1, 2, 3].includes(bet.index)) throw new RangeError(`a ${bet.kind} is 1, 2 or 3`);
    return OUTSIDE_NUMBERS[bet.kind](bet.index);
  }
  if (!(OUTSIDE_KINDS as readonly string[]).includes(bet.kind)) {
    throw new RangeError(`unknown bet kind ${String(bet.kind)}`);
  }
  return OUTSIDE_NUMBERS[bet.kind]();
}

/** Checks a slip against the table and its limits; answers each bet's covered numbers. */
export function validateSlip(bets: readonly RouletteBet[]): number[][] {
  if (bets.length === 0 || bets.length > MAX_BETS_PER_SLIP) {
    throw new RangeError(`a slip holds 1…${MAX_BETS_PER_SLIP} bets`);
  }
  let total = 0n;
  for (const bet of bets) {
    if (bet.stakeMinor < MIN_BET_MINOR || bet.stakeMinor > MAX_BET_MINOR) {
      throw new RangeError(`a roulette bet is ${MIN_BET_MINOR}…${MAX_BET_MINOR} minor units`);
    }
    total += bet.stakeMinor;
  }
  if (total > MAX_SLIP_MINOR) throw new RangeError(`a slip stakes at most ${MAX_SLIP_MINOR} minor units`);
  return bets.map(coveredNumbers);
}

/** A bet's multiplier in ten-thousandths when `number` comes up: its pay with the stake, or 0. */
export function betMultiplier(bet: RouletteBet, number: number): number {
  return coveredNumbers(bet).includes(number) ? multiplierOf(bet.kind) : 0;
}

export function spinRoulette(rng: Rng, bets: readonly RouletteBet[]): SpinResult {
  const covered = validateSlip(bets);
  const number = rng.int(POCKETS);
  const settled = bets.map((bet, i): SettledBet => {
    const won = covered[i]!.includes(number);
    return { bet, won, winMinor: won ? (bet.stakeMinor * BigInt(multiplierOf(bet.kind))) / 10_000n : 0n };
  });
  return {
    number,
    colour: colourOf(number),
    bets: settled,
    totalStakeMinor: bets.reduce((sum, bet) => sum + bet.stakeMinor, 0n),
    totalWinMinor: settled.reduce((sum, bet) => sum + bet.winMinor, 0n),
  };
}
