import { roundRng } from '../chain/chain.ts';
import { drawWithoutReplacement } from '../fair.ts';
import type { Rng } from '../rng.ts';
import { CHAIN_SALT, DRAWN, MAX_PICKS, MIN_PICKS, NUMBERS, PAYTABLE } from './math.ts';

/** A draw: 20 distinct numbers 1–80 in the order they come out (the first 20 of a uniform order). */
export function drawKeno(rng: Rng): number[] {
  return drawWithoutReplacement(rng, NUMBERS, DRAWN).map((ball) => ball + 1);
}

/** The draw played with chain hash h_k (what the verification page recomputes). */
export function roundKenoDraw(roundHash: string): number[] {
  return drawKeno(roundRng(roundHash, CHAIN_SALT));
}

/** Whether `picks` is a ticket one may buy: 1–10 distinct whole numbers 1–80. */
export function isValidTicket(picks: readonly number[]): boolean {
  return (
    picks.length >= MIN_PICKS &&
    picks.length <= MAX_PICKS &&
    new Set(picks).size === picks.length &&
    picks.every((n) => Number.isInteger(n) && n >= 1 && n <= NUMBERS)
  );
}

export type TicketResult = {
  /** The picked numbers that were drawn, in the ticket's order. */
  hits: number[];
  /** The ticket's multiplier in ten-thousandths (0 = lost). */
  multiplier: number;
};

/** A ticket against a draw: its hits and what the paytable pays for them. */
export function settleTicket(picks: readonly number[], drawn: readonly number[]): TicketResult {
  if (!isValidTicket(picks)) throw new RangeError('a ticket holds 1–10 distinct numbers 1–80');
  const drawnSet = new Set(drawn);
  const hits = picks.filter((n) => drawnSet.has(n));
  return { hits, multiplier: PAYTABLE[picks.length]![hits.length]! };
}

/** A win in minor units: stake × multiplier / 10000, floored. */
export function winMinor(stakeMinor: bigint, multiplier: number): bigint {
  return (stakeMinor * BigInt(multiplier)) / 10_000n;
}
