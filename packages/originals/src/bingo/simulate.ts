import type { Rng } from '../rng.ts';
import type { BingoCard } from './card.ts';
import { drawBingo, prizeFor } from './engine.ts';
import { BALLS, CALLS, PATTERNS } from './math.ts';

/*
 * A fixed-seed check of the exact return, shared by the unit test (a short run) and the long run
 * recorded in math.ts: a room of fixed cards plays `games` draws of drawBingo. Every card returns the
 * same on average whatever its numbers (math.ts), so each card is an ordinary bet; many per game cut
 * the variance. Games are independent, so the standard error comes from the per-game averages. The
 * settling is the rule of settleCards (a row completes at the call of its last number) without its
 * result objects, for speed; the test checks the two agree.
 */

export type BingoSimulation = {
  games: number;
  cards: number;
  /** Measured return of a card, in percent, and its standard error in percentage points. */
  rtp: number;
  standardError: number;
  /** Card-games in which the card completed one line, two lines, the full house within the calls. */
  completions: number[];
};

/** The call at which the row of five numbers starting at `at` completes (past CALLS: not within the calls). */
function rowDone(callOf: Int32Array, numbers: Int32Array, at: number): number {
  let last = 0;
  for (let i = at; i < at + 5; i += 1) if (callOf[numbers[i]!]! > last) last = callOf[numbers[i]!]!;
  return last;
}

export function simulateBingo(rng: Rng, cards: readonly BingoCard[], games: number): BingoSimulation {
  // The cards' numbers, 15 a card, row by row (5 a row), in one flat array.
  const numbers = Int32Array.from(
    cards.flatMap((card) => card.flatMap((row) => row.filter((n) => n != null))),
  );
  // Prize by pattern and call, looked up once.
  const prize = PATTERNS.map((pattern) => Array.from({ length: CALLS + 1 }, (_, n) => prizeFor(pattern, n)));
  const callOf = new Int32Array(BALLS + 1);
  const completions = [0, 0, 0];
  let sum = 0;
  let squares = 0;
  for (let game = 0; game < games; game += 1) {
    const order = drawBingo(rng);
    callOf.fill(CALLS + 1);
    for (let i = 0; i < CALLS; i += 1) callOf[order[i]!] = i + 1;
    let paid = 0;
    for (let at = 0; at < numbers.length; at += 15) {
      const a = rowDone(callOf, numbers, at);
      const b = rowDone(callOf, numbers, at + 5);
      const c = rowDone(callOf, numbers, at + 10);
      // The rows' completions in order: first line, second line, full house.
      const done = [Math.min(a, b, c), a + b + c - Math.min(a, b, c) - Math.max(a, b, c), Math.max(a, b, c)];
      for (let k = 0; k < 3; k += 1) {
        if (done[k]! > CALLS) break;
        completions[k]! += 1;
        paid += prize[k]![done[k]!]!;
      }
    }
    const average = paid / cards.length / 10_000;
    sum += average;
    squares += average * average;
  }
  const mean = sum / games;
  return {
    games,
    cards: cards.length,
    rtp: mean * 100,
    standardError: Math.sqrt(Math.max(0, squares / games - mean * mean) / games) * 100,
    completions,
  };
}
